import { useMemo, useState } from 'react';
import { Badge, Box, Card, Chip, Group, Image, ScrollArea, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SelfOrderMenu, SelfOrderProduct } from '@kasir/contracts';
import { rupiah } from './self-order-money.ts';

const ALL = 'all';

function ProductCard({ product, onOpen }: { product: SelfOrderProduct; onOpen: () => void }) {
  const { t } = useTranslation();
  const picture = product.ThumbnailUrl ?? product.ImageUrl;
  return (
    <UnstyledButton onClick={onOpen} disabled={product.IsSoldOut} aria-label={product.Name} style={{ opacity: product.IsSoldOut ? 0.55 : 1 }}>
      <Card withBorder radius="md" p="sm">
        <Group wrap="nowrap" gap="sm" align="center">
          {picture ? (
            <Image src={picture} alt="" w={72} h={72} radius="md" fit="cover" style={{ flex: 'none' }} />
          ) : (
            <ThemeIcon size={72} radius="md" variant="light" color="gray" style={{ flex: 'none' }}>
              <IconToolsKitchen2 size={32} />
            </ThemeIcon>
          )}
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} lineClamp={2}>
              {product.Name}
            </Text>
            {product.Description && (
              <Text fz="sm" c="dimmed" lineClamp={1}>
                {product.Description}
              </Text>
            )}
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text fw={700} c="teal.8">
                {rupiah(product.Price)}
              </Text>
              {product.IsSoldOut && (
                <Badge color="red" variant="light">
                  {t('selfOrder.soldOut')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** Category chips, a search box and the products, sold-out ones shown but not tappable. */
export function MenuList({ menu, onOpen }: { menu: SelfOrderMenu; onOpen: (product: SelfOrderProduct) => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return menu.Products.filter((product) => (category === ALL || String(product.CategoryId) === category) && (words === '' || product.Name.toLowerCase().includes(words)));
  }, [menu.Products, category, search]);
  const usedCategories = menu.Categories.filter((item) => menu.Products.some((product) => product.CategoryId === item.Id));
  return (
    <Stack gap="sm">
      <TextInput
        size="md"
        type="search"
        leftSection={<IconSearch size={18} />}
        placeholder={t('selfOrder.search')}
        aria-label={t('selfOrder.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea type="never" offsetScrollbars={false}>
        <Chip.Group multiple={false} value={category} onChange={setCategory}>
          <Group gap="xs" wrap="nowrap" pb={4}>
            <Chip value={ALL} size="md">
              {t('selfOrder.allCategories')}
            </Chip>
            {usedCategories.map((item) => (
              <Chip key={item.Id} value={String(item.Id)} size="md">
                {item.Name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('selfOrder.noProducts')}
        </Text>
      ) : (
        <Stack gap="xs">
          {shown.map((product) => (
            <ProductCard key={product.Id} product={product} onOpen={() => onOpen(product)} />
          ))}
        </Stack>
      )}
      {/* Room for the sticky cart bar, so the last card is never under it. */}
      <Box h={88} />
    </Stack>
  );
}
