import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { codeValues, OutletSettingCode, RoundingSetting, type RoundingSettingValue } from '@kasir/domain';
import {
  ActivePromoSchema,
  OutletSettingSchema,
  FavoriteProductSchema,
  OutletChargeSchema,
  OutletOrderTypeSchema,
  OutletProductSchema,
  ProductCategorySchema,
  SubProductSchema,
  type ActivePromo,
  type FavoriteProduct,
  type OutletCharge,
  type OutletOrderType,
  type OutletProduct,
  type ProductCategory,
  type SetProductStockBody,
  type SetSubProductStockBody,
  type SubProduct,
} from '@kasir/contracts';
import { http, type ResponseSchema } from '../../../api/http-client.ts';
import { readSessionCache, writeSessionCache } from '../../../shared/session-cache.ts';
import { useSessionStore } from '../../session/session-store.ts';

/** POST calls that create answer 201 Created. */
const CREATED = [201] as const;

/** Every menu query is per outlet: the key carries it so switching outlets never mixes menus. */
export const catalogQueryKeys = {
  all: ['catalog'] as const,
  categories: (outletId: number) => ['catalog', outletId, 'categories'] as const,
  products: (outletId: number) => ['catalog', outletId, 'products'] as const,
  subProducts: (outletId: number) => ['catalog', outletId, 'sub-products'] as const,
  orderTypes: (outletId: number) => ['catalog', outletId, 'order-types'] as const,
  charges: (outletId: number) => ['catalog', outletId, 'charges'] as const,
  promos: (outletId: number) => ['catalog', outletId, 'promos'] as const,
  favorites: (outletId: number) => ['catalog', outletId, 'favorites'] as const,
};

/** Spec §9 session-storage names (one per list, per outlet). */
const cacheName = (outletId: number, list: string) => `menu.${outletId}.${list}`;

function useOutletId(): number {
  return useSessionStore((state) => state.outlet?.Id ?? 0);
}

/**
 * A list cached in sessionStorage (spec §9): shown at once from the cache, refreshed from the
 * server in the background, and the fresh answer written back.
 */
function useCachedList<T>(list: string, key: readonly unknown[], path: string, schema: ResponseSchema<T[]>, query?: Record<string, string>) {
  const outletId = useOutletId();
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const data = await http.get(path, { schema, query });
      writeSessionCache(cacheName(outletId, list), data);
      return data;
    },
    initialData: () => readSessionCache<T[]>(cacheName(outletId, list)) ?? undefined,
    // Cached data is shown but still refetched once on mount.
    initialDataUpdatedAt: 0,
    enabled: outletId > 0,
  });
}

export function useCategoriesQuery() {
  const outletId = useOutletId();
  return useCachedList<ProductCategory>('categories', catalogQueryKeys.categories(outletId), '/productCategory/', ProductCategorySchema.array());
}

export function useProductsQuery() {
  const outletId = useOutletId();
  return useCachedList<OutletProduct>('products', catalogQueryKeys.products(outletId), '/outletProduct/', OutletProductSchema.array());
}

export function useSubProductsQuery() {
  const outletId = useOutletId();
  return useCachedList<SubProduct>('addOns', catalogQueryKeys.subProducts(outletId), '/subProduct/cashier', SubProductSchema.array(), { isCashier: '1' });
}

export function useOrderTypesQuery() {
  const outletId = useOutletId();
  return useCachedList<OutletOrderType>('orderTypes', catalogQueryKeys.orderTypes(outletId), '/outletOrderType/', OutletOrderTypeSchema.array());
}

export function useChargesQuery() {
  const outletId = useOutletId();
  return useCachedList<OutletCharge>('charges', catalogQueryKeys.charges(outletId), '/outletCharge/active', OutletChargeSchema.array());
}

export function usePromosQuery() {
  const outletId = useOutletId();
  return useCachedList<ActivePromo>('promos', catalogQueryKeys.promos(outletId), '/outletProduct/activePromo', ActivePromoSchema.array());
}

export function useFavoritesQuery() {
  const outletId = useOutletId();
  return useCachedList<FavoriteProduct>('favorites', catalogQueryKeys.favorites(outletId), '/favoriteProduct/', FavoriteProductSchema.array());
}

/** Adds or removes a favourite, then refreshes the list (and its session cache). */
export function useToggleFavorite() {
  const outletId = useOutletId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ OutletProductId, isFavorite }: { OutletProductId: number; isFavorite: boolean }) =>
      isFavorite
        ? http.put('/favoriteProduct/delete', { OutletProductId })
        : http.post('/favoriteProduct/add', { OutletProductId }, { successStatuses: CREATED }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogQueryKeys.favorites(outletId) }),
  });
}

export function useSetProductStock() {
  const outletId = useOutletId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetProductStockBody) => http.put('/outletProduct/setStock/cashier', body),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogQueryKeys.products(outletId) }),
  });
}

export function useSetSubProductStock() {
  const outletId = useOutletId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetSubProductStockBody) => http.put('/subProduct/setStock', body),
    // Add-ons are also listed inside each product of the menu.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: catalogQueryKeys.subProducts(outletId) }),
        client.invalidateQueries({ queryKey: catalogQueryKeys.products(outletId) }),
      ]),
  });
}

/** Spec §9 "the rounded value" (outlet setting ROUNDING: Hundred 1, Thousand 2), cached per session. */
export function useRoundingSettingQuery() {
  const outletId = useOutletId();
  return useQuery({
    queryKey: ['catalog', outletId, 'rounding'] as const,
    queryFn: async (): Promise<RoundingSettingValue | null> => {
      const setting = await http.get(`/outletSetting/outlet/${OutletSettingCode.ROUNDING}`, { schema: OutletSettingSchema.nullable() });
      const value = Number(setting?.Value);
      const rounding = codeValues(RoundingSetting).find((code) => code === value) ?? null;
      writeSessionCache(cacheName(outletId, 'rounding'), rounding);
      return rounding;
    },
    initialData: () => readSessionCache<RoundingSettingValue | null>(cacheName(outletId, 'rounding')) ?? undefined,
    initialDataUpdatedAt: 0,
    enabled: outletId > 0,
  });
}
