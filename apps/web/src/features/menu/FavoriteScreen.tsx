import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SpecMessage } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { menuDetailPath } from '../../app/router.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useCartStore } from './cart/cart-store.ts';
import { useToggleFavorite } from './catalog/catalog-api.ts';
import { MenuItemKind, type MenuItem, type PromoBadge } from './catalog/menu-item.ts';
import { ProductCard } from './catalog/ProductCard.tsx';
import { useMenuData } from './catalog/use-menu-data.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** Options drawn at once in the product picker: a 2,000-product menu is searched, not scrolled. */
const PICKER_LIMIT = 50;
const noPromos: PromoBadge[] = [];

/** /cashier/favorite: the outlet's favourite products (spec /favoriteProduct), added and removed here. */
export function FavoriteScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const navigate = useNavigate();
  const data = useMenuData();
  const toggleFavorite = useToggleFavorite();
  const [picked, setPicked] = useState<string | null>(null);
  const outletOrderTypeId = useCartStore((state) => state.outletOrderTypeId);
  const orderType = data.orderTypes.find((entry) => entry.outletOrderTypeId === outletOrderTypeId) ?? data.orderTypes[0];
  const priceLevel = orderType?.priceLevel ?? null;

  const products = useMemo(() => data.items.filter((item) => item.kind === MenuItemKind.PRODUCT), [data.items]);
  const favorites = useMemo(() => products.filter((item) => data.favoriteIds.has(item.Id)), [products, data.favoriteIds]);
  const options = useMemo(
    () => products.filter((item) => !data.favoriteIds.has(item.Id)).map((item) => ({ value: String(item.Id), label: item.Name })),
    [products, data.favoriteIds],
  );

  const change = useCallback(
    (item: Pick<MenuItem, 'Id' | 'Name'>, isFavorite: boolean) =>
      toggleFavorite.mutate(
        { OutletProductId: item.Id, isFavorite },
        {
          onSuccess: () => toast.success(t(isFavorite ? 'menu.favoriteRemoved' : 'menu.favoriteAdded', { name: item.Name })),
          onError: (error) => toast.error(errorMessageOf(error)),
        },
      ),
    [toggleFavorite, t],
  );
  const remove = useCallback((item: MenuItem) => change(item, true), [change]);
  const open = useCallback((item: MenuItem) => void navigate(menuDetailPath(item.Id)), [navigate]);

  const add = () => {
    const item = products.find((entry) => String(entry.Id) === picked);
    if (!item) return;
    change(item, false);
    setPicked(null);
  };

  return (
    <Stack gap="md" data-testid="favorite-screen">
      <Title order={2}>{t('menu.favoritesTitle')}</Title>
      <Group align="flex-end" gap="sm">
        <Select
          style={{ flex: 1, maxWidth: 420 }}
          label={t('menu.pickProduct')}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          clearable
          limit={PICKER_LIMIT}
          nothingFoundMessage={translateMessage(SpecMessage.NO_DATA)}
          data-testid="favorite-picker"
        />
        <Button leftSection={<IconStar size={16} />} disabled={picked === null} loading={toggleFavorite.isPending} onClick={add} data-testid="favorite-add">
          {t('menu.addToFavorites')}
        </Button>
      </Group>
      {favorites.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="favorites-empty">
          {data.isLoading ? t('menu.loading') : translateMessage(SpecMessage.NO_DATA)}
        </Text>
      ) : (
        <SimpleGrid cols={5} spacing="sm" data-testid="favorite-grid">
          {favorites.map((item) => (
            <ProductCard
              key={item.key}
              item={item}
              priceLevel={priceLevel}
              promos={data.promoBadges.get(item.key) ?? noPromos}
              isFavorite
              currencyPrefix={data.currencyPrefix}
              onPick={open}
              onToggleFavorite={remove}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
