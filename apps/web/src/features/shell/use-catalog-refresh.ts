import { CatalogPart, ServerEvent, type CatalogPartValue } from '@kasir/contracts';
import { queryClient } from '../../api/query-client.ts';
import { useServerEvent } from '../../api/socket-client.ts';
import { SESSION_CACHE_PREFIX } from '../../shared/session-cache.ts';
import { addMenuQueryKeys } from '../add-menu/api.ts';
import { catalogQueryKeys } from '../menu/catalog/catalog-api.ts';

type CatalogList = 'products' | 'favorites' | 'categories' | 'subProducts' | 'promos';

/**
 * Which of the till's lists each changed part reaches. The menu list (/outletProduct/) carries
 * bundles, each product's add-ons and its category's department; favourites embed products.
 */
const LISTS_OF_PART: Record<CatalogPartValue, readonly CatalogList[]> = {
  [CatalogPart.PRODUCTS]: ['products', 'favorites'],
  [CatalogPart.BUNDLES]: ['products', 'favorites'],
  [CatalogPart.SUB_PRODUCTS]: ['subProducts', 'products', 'favorites'],
  [CatalogPart.CATEGORIES]: ['categories', 'products', 'favorites'],
  [CatalogPart.DEPARTMENTS]: ['categories', 'products', 'favorites'],
  [CatalogPart.PROMOS]: ['promos'],
};

/** The session-cache names of each list (catalog-api.ts 'menu.{outlet}.*', payment/api.ts 'payment.{outlet}.promos'). */
const CACHE_NAMES: Record<CatalogList, (outletId: number) => string[]> = {
  products: (outletId) => [`menu.${outletId}.products`],
  favorites: (outletId) => [`menu.${outletId}.favorites`],
  categories: (outletId) => [`menu.${outletId}.categories`],
  subProducts: (outletId) => [`menu.${outletId}.addOns`],
  promos: (outletId) => [`menu.${outletId}.promos`, `payment.${outletId}.promos`],
};

const QUERY_KEYS: Record<CatalogList, (outletId: number) => ReadonlyArray<readonly unknown[]>> = {
  products: (outletId) => [catalogQueryKeys.products(outletId), addMenuQueryKeys.all],
  favorites: (outletId) => [catalogQueryKeys.favorites(outletId)],
  categories: (outletId) => [catalogQueryKeys.categories(outletId)],
  subProducts: (outletId) => [catalogQueryKeys.subProducts(outletId)],
  promos: (outletId) => [catalogQueryKeys.promos(outletId), ['payment', 'promos']],
};

function dropSessionCache(name: string): void {
  try {
    sessionStorage.removeItem(SESSION_CACHE_PREFIX + name);
  } catch {
    // A disabled storage holds no copy to drop.
  }
}

/** The lists a catalog:changed with these parts makes stale. */
export function listsOfParts(parts: readonly CatalogPartValue[]): CatalogList[] {
  return [...new Set(parts.flatMap((part) => LISTS_OF_PART[part] ?? []))];
}

/**
 * The outlet's menu changed (the owner's back office, a CSV import, another till's /add-menu):
 * the till drops its session-cached copies of the named parts and refetches them, so an open
 * menu shows a new product, a new price or a sold-out mark without a reload.
 */
export function useCatalogRefresh(): void {
  useServerEvent(ServerEvent.CATALOG_CHANGED, (event) => {
    for (const list of listsOfParts(event.Parts)) {
      CACHE_NAMES[list](event.OutletId).forEach(dropSessionCache);
      for (const queryKey of QUERY_KEYS[list](event.OutletId)) void queryClient.invalidateQueries({ queryKey });
    }
  });
}
