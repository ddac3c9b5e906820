import type { FavoriteProduct, OutletProduct, SubProduct } from '@kasir/contracts';
import { cashierToken, meAni, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useCartStore, emptyCart } from './cart/cart-store.ts';
import { categories, charges, orderTypes, products, promos } from './test-fixtures.ts';

/** Ani at Kopi Senja with an empty cart, as after choosing the outlet. */
export function signInAtKopiSenja(): void {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, meAni);
  store.outletChosen(outletKopiSenja);
  useCartStore.setState({ ...emptyCart });
  sessionStorage.clear();
}

export interface MenuServerOptions {
  products?: OutletProduct[];
  favoriteIds?: number[];
  extra?: Record<string, MockHandler | MockResponse>;
}

const ok = (data: unknown): MockResponse => ({ body: { data } });

/**
 * The catalog calls of the menu screens, answered from test-fixtures.ts. Favourites are kept
 * in memory so adding and removing one changes what the next GET answers, as the server does.
 */
export function mockMenuServer(options: MenuServerOptions = {}) {
  const menu = options.products ?? products;
  const favoriteIds = new Set(options.favoriteIds ?? []);
  const subProducts = new Map<number, SubProduct>();
  for (const product of menu) for (const entry of product.SubProduct) subProducts.set(entry.Id, entry);
  const favorites = (): FavoriteProduct[] =>
    menu
      .filter((product) => !product.IsBundle && favoriteIds.has(product.Id))
      .map((product) => ({ OutletProductId: product.Id, CreatedOn: '2026-11-23T02:00:00.000Z', OutletProduct: product }));
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': ok(null),
    'GET /api/user/checkLockStatus': ok({ IsLocked: false }),
    'POST /api/errorlogs/insert': ok(null),
    'GET /api/productCategory/': ok(categories),
    'GET /api/outletProduct/': ok(menu),
    'GET /api/outletProduct/activePromo': ok(promos),
    'GET /api/outletOrderType/': ok(orderTypes),
    'GET /api/outletCharge/active': ok(charges),
    'GET /api/outletSetting/outlet/ROUNDING': ok({ Code: 'ROUNDING', Value: '1', OutletId: 101 }),
    'GET /api/subProduct/cashier': ok([...subProducts.values()]),
    'GET /api/favoriteProduct/': () => ok(favorites()),
    'POST /api/favoriteProduct/add': ({ body }) => {
      favoriteIds.add((body as { OutletProductId: number }).OutletProductId);
      return { status: 201, body: { data: null } };
    },
    'PUT /api/favoriteProduct/delete': ({ body }) => {
      favoriteIds.delete((body as { OutletProductId: number }).OutletProductId);
      return ok(null);
    },
    ...options.extra,
  });
}
