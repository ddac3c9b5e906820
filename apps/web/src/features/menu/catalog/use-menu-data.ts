import { useMemo } from 'react';
import { DEFAULT_CURRENCY_CODE, type RoundingSettingValue } from '@kasir/domain';
import type { OutletCharge } from '@kasir/contracts';
import { useSessionStore } from '../../session/session-store.ts';
import {
  useCategoriesQuery,
  useChargesQuery,
  useFavoritesQuery,
  useOrderTypesQuery,
  useProductsQuery,
  usePromosQuery,
  useRoundingSettingQuery,
} from './catalog-api.ts';
import { promoBadgesByItemKey, promoNamesByItemKey, toMenuItem, toOrderTypeOption, toSubProductChoice } from './catalog-mapping.ts';
import type { AddOnOption, MenuCategory, MenuItem, OrderTypeOption, PromoBadge } from './menu-item.ts';

export interface MenuData {
  items: MenuItem[];
  itemsByKey: Map<string, MenuItem>;
  addOnsByItemKey: Map<string, AddOnOption[]>;
  categories: MenuCategory[];
  orderTypes: OrderTypeOption[];
  promoNames: Map<string, string[]>;
  promoBadges: Map<string, PromoBadge[]>;
  favoriteIds: Set<number>;
  isLoading: boolean;
  currencyPrefix: string;
  charges: readonly OutletCharge[];
  rounding: RoundingSettingValue | null;
}

const noCharges: OutletCharge[] = [];

/** Every list the menu screens read, mapped once per answer (not per render). */
export function useMenuData(): MenuData {
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const products = useProductsQuery();
  const categories = useCategoriesQuery();
  const orderTypes = useOrderTypesQuery();
  const charges = useChargesQuery();
  const promos = usePromosQuery();
  const favorites = useFavoritesQuery();
  const rounding = useRoundingSettingQuery();

  const mapped = useMemo(() => {
    const items = (products.data ?? []).map(toMenuItem);
    const addOnsByItemKey = new Map<string, AddOnOption[]>();
    (products.data ?? []).forEach((product, index) => {
      const item = items[index];
      if (item && product.SubProduct.length > 0) addOnsByItemKey.set(item.key, product.SubProduct.map(toSubProductChoice));
    });
    return { items, itemsByKey: new Map(items.map((item) => [item.key, item])), addOnsByItemKey };
  }, [products.data]);

  const sortedCategories = useMemo(
    () => [...(categories.data ?? [])].sort((left, right) => left.Position - right.Position).map(({ Id, Name }) => ({ Id, Name })),
    [categories.data],
  );
  const orderTypeOptions = useMemo(
    () => [...(orderTypes.data ?? [])].sort((left, right) => left.Position - right.Position).map(toOrderTypeOption),
    [orderTypes.data],
  );
  const promoNames = useMemo(() => promoNamesByItemKey(promos.data ?? []), [promos.data]);
  const promoBadges = useMemo(() => promoBadgesByItemKey(promos.data ?? [], currencyPrefix), [promos.data, currencyPrefix]);
  const favoriteIds = useMemo(() => new Set((favorites.data ?? []).map((favorite) => favorite.OutletProductId)), [favorites.data]);

  return {
    ...mapped,
    categories: sortedCategories,
    orderTypes: orderTypeOptions,
    promoNames,
    promoBadges,
    favoriteIds,
    isLoading: products.isLoading,
    currencyPrefix,
    charges: charges.data ?? noCharges,
    rounding: rounding.data ?? null,
  };
}
