import { useState } from 'react';
import { Card, Center, Loader, ScrollArea, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, MEMBER_SEARCH_DEBOUNCE_MS, formatMoney, moneyFromDecimalRupiah } from '@kasir/domain';
import type { OwnerProduct } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { productImageUrl } from '../menu/catalog/catalog-mapping.ts';
import { ProductImage } from '../menu/catalog/ProductImage.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { AddOutletProductDialog } from './AddOutletProductDialog.tsx';
import { useNotInOutletQuery } from './api.ts';

/** Search waits for a pause in typing, as the member search does. */
const SEARCH_DEBOUNCE_MS = MEMBER_SEARCH_DEBOUNCE_MS / 4;
const IMAGE_HEIGHT = 96;

/**
 * Route /cashier/add-menu (spec §2, PRODUCT module): the owner's products this outlet does not
 * sell yet, searched by name; tapping one opens the "add outlet product" dialog.
 */
export function AddMenuScreen() {
  const { t } = useTranslation();
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const products = useNotInOutletQuery(keyword);
  const [picked, setPicked] = useState<OwnerProduct | null>(null);

  let body;
  if (products.isLoading) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('addMenu.loading')} />
      </Center>
    );
  } else if (products.isError) {
    body = (
      <Text c="red" data-testid="add-menu-error">
        {errorMessageOf(products.error)}
      </Text>
    );
  } else if ((products.data ?? []).length === 0) {
    body = (
      <Text c="dimmed" data-testid="add-menu-empty">
        {keyword === '' ? t('addMenu.emptyAll') : t('addMenu.emptySearch', { keyword })}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm" data-testid="add-menu-grid">
        {(products.data ?? []).map((product) => (
          <Card key={product.Id} withBorder radius="md" padding={0} data-testid={`add-menu-product-${product.Id}`}>
            <UnstyledButton onClick={() => setPicked(product)} aria-label={product.Name} style={{ display: 'block' }}>
              <ProductImage src={productImageUrl(product.Image?.FileName)} alt={product.Name} height={IMAGE_HEIGHT} />
              <Stack gap={2} px={8} py={6}>
                <Text fw={600} size="sm" lh={1.25} lineClamp={2} mih="2.5em">
                  {product.Name}
                </Text>
                <Text size="sm" c="teal.9" fw={700}>
                  {formatMoney(moneyFromDecimalRupiah(product.SellPrice), { currencyPrefix })}
                </Text>
              </Stack>
            </UnstyledButton>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md" p="md" h="100%" data-testid="add-menu-screen">
      <Stack gap={4}>
        <Title order={2}>{t('addMenu.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('addMenu.subtitle')}
        </Text>
      </Stack>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('addMenu.search')}
        aria-label={t('addMenu.search')}
        leftSection={<IconSearch size={18} />}
        maw={420}
        data-testid="add-menu-search"
      />
      <ScrollArea style={{ flex: 1 }}>{body}</ScrollArea>
      {picked && (
        <AddOutletProductDialog key={picked.Id} product={picked} currencyPrefix={currencyPrefix} onAdded={() => setPicked(null)} onClose={() => setPicked(null)} />
      )}
    </Stack>
  );
}
