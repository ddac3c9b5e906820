import { OtherPermission, PromoType, expandPromoTargets, isPromoAvailable, isPromoInSchedule } from '@kasir/domain';
import type { ActivePromo, FavoriteProduct, OrderTypeItem, OutletCharge, OutletOrderType, OutletProduct, OutletProductBundle, ProductCategory, SubProduct } from '@kasir/contracts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { PermissionChecker } from '../users/permissions.ts';
import type { CatalogRepository, ProductRow, SubProductRow } from './catalog.repository.ts';
import {
  bundleSoldOutFlags,
  listOrderTypes,
  presentBundle,
  presentBundleMenuItem,
  presentCategory,
  presentCharge,
  presentOrderType,
  presentProduct,
  presentPromo,
  presentSubProduct,
} from './catalog.presenter.ts';

type Deps = { catalog: CatalogRepository; outlets: OutletsService; permissions: PermissionChecker };

const cashierId = (auth: AuthContext): number => {
  if (auth.userId === null) throw new AppError('FORBIDDEN', 'Choose a cashier first');
  return auth.userId;
};

/** The menu reads of spec §7 (Products, and the menu parts of Order and Outlet) and favourites. */
export function createCatalogService(deps: Deps) {
  const outletOf = async (auth: AuthContext, outletIdHeader: number | null) => (await deps.outlets.resolveOutlet(auth, outletIdHeader)).id;

  /** Products with their add-ons and pending totals, presented. */
  async function presentProducts(outletId: number, rows: readonly ProductRow[]): Promise<OutletProduct[]> {
    if (rows.length === 0) return [];
    const [subProducts, links, pending] = await Promise.all([
      deps.catalog.listSubProducts(outletId),
      deps.catalog.listSubProductLinks(outletId, rows.length > 200 ? undefined : rows.map((row) => row.id)),
      deps.catalog.pendingTotals(outletId),
    ]);
    const subById = new Map(subProducts.map((sub) => [sub.id, sub]));
    const subsByProduct = new Map<number, SubProductRow[]>();
    for (const link of links) {
      const sub = subById.get(link.sub_product_id);
      if (!sub) continue;
      const list = subsByProduct.get(link.outlet_product_id) ?? [];
      list.push(sub);
      subsByProduct.set(link.outlet_product_id, list);
    }
    return rows.map((row) => presentProduct(row, { subProducts: subsByProduct.get(row.id) ?? [], pendingTotal: pending.get(row.id) ?? 0 }));
  }

  async function presentBundles(outletId: number, bundleIds?: number[]): Promise<OutletProductBundle[]> {
    const [bundles, details, products] = await Promise.all([deps.catalog.listBundles(outletId, bundleIds), deps.catalog.listBundleDetails(outletId), deps.catalog.listProducts(outletId)]);
    const soldOut = bundleSoldOutFlags(bundles, details, products);
    return bundles.map((bundle) => presentBundle(bundle, details, soldOut.get(bundle.id) ?? true));
  }

  async function requireProduct(outletId: number, productId: number): Promise<ProductRow> {
    const product = await deps.catalog.findProduct(outletId, productId);
    if (!product) throw notFound(`Product ${productId}`);
    return product;
  }

  async function favorites(outletId: number): Promise<FavoriteProduct[]> {
    const [rows, products] = await Promise.all([deps.catalog.listFavorites(outletId), deps.catalog.listProducts(outletId)]);
    const presented = new Map((await presentProducts(outletId, products)).map((product) => [product.Id, product]));
    return rows.flatMap((row) => {
      const product = presented.get(row.outlet_product_id);
      return product ? [{ OutletProductId: row.outlet_product_id, CreatedOn: row.created_at, OutletProduct: product }] : [];
    });
  }

  return {
    async categories(auth: AuthContext, outletIdHeader: number | null): Promise<ProductCategory[]> {
      return (await deps.catalog.listCategories(await outletOf(auth, outletIdHeader))).map(presentCategory);
    },

    /** The whole menu: products (add-ons, level prices, stock) then bundles, as one list. */
    async menu(auth: AuthContext, outletIdHeader: number | null): Promise<OutletProduct[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      const [rows, bundles, details, categories] = await Promise.all([
        deps.catalog.listProducts(outletId),
        deps.catalog.listBundles(outletId),
        deps.catalog.listBundleDetails(outletId),
        deps.catalog.listCategories(outletId),
      ]);
      const departmentOf = new Map(categories.map((category) => [category.id, category.department_id]));
      const products = await presentProducts(outletId, rows);
      const soldOut = bundleSoldOutFlags(bundles, details, rows);
      const bundleItems = bundles.map((bundle, index) =>
        presentBundleMenuItem(bundle, details, { departmentId: departmentOf.get(bundle.product_category_id) ?? null, position: rows.length + index, isSoldOut: soldOut.get(bundle.id) ?? true }),
      );
      return [...products, ...bundleItems];
    },

    async soldOutProducts(auth: AuthContext, outletIdHeader: number | null): Promise<OutletProduct[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      return presentProducts(outletId, await deps.catalog.listProducts(outletId, { onlySoldOut: true }));
    },

    /** GET /outletSubProduct/{id}: the add-ons offered with one product. */
    async subProductsOfProduct(auth: AuthContext, outletIdHeader: number | null, productId: number): Promise<SubProduct[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      await requireProduct(outletId, productId);
      const [subs, links] = await Promise.all([deps.catalog.listSubProducts(outletId), deps.catalog.listSubProductLinks(outletId, [productId])]);
      const linked = new Set(links.map((link) => link.sub_product_id));
      return subs.filter((sub) => linked.has(sub.id)).map(presentSubProduct);
    },

    /** GET /outletProduct/outletProductParent/{id}: the bundles a product is part of. */
    async parentsOfProduct(auth: AuthContext, outletIdHeader: number | null, productId: number): Promise<OutletProductBundle[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      await requireProduct(outletId, productId);
      return presentBundles(outletId, await deps.catalog.listBundleIdsContaining(outletId, productId));
    },

    async subProducts(auth: AuthContext, outletIdHeader: number | null, options: { onlySoldOut: boolean }): Promise<SubProduct[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      return (await deps.catalog.listSubProducts(outletId, { onlySoldOut: options.onlySoldOut })).map(presentSubProduct);
    },

    /** GET /outletProduct/activePromo: running product promos with the products they reach. */
    async activeProductPromos(auth: AuthContext, outletIdHeader: number | null, now = new Date()): Promise<ActivePromo[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const outletId = outlet.id;
      // Days of the week and hours of the day (ADR 0024) are read in outlet time.
      const promos = (await deps.catalog.listRunningPromos(outletId, [PromoType.PRODUCT], now.toISOString())).filter((promo) =>
        isPromoInSchedule({ daysMask: promo.days_mask, hoursMask: promo.hours_mask }, now, outlet.time_zone),
      );
      if (promos.length === 0) return [];
      const [targets, products, bundles] = await Promise.all([
        deps.catalog.listPromoTargets(promos.map((promo) => promo.id)),
        deps.catalog.listProducts(outletId),
        deps.catalog.listBundles(outletId),
      ]);
      const menu = {
        products: products.map((product) => ({ id: product.id, categoryId: product.product_category_id })),
        bundles: bundles.map((bundle) => ({ id: bundle.id, categoryId: bundle.product_category_id })),
      };
      return promos.map((promo) => {
        const own = targets
          .filter((target) => target.promo_id === promo.id)
          .map((target) => ({ outletProductId: target.outlet_product_id, productCategoryId: target.product_category_id, bundleId: target.bundle_id }));
        return presentPromo(promo, expandPromoTargets(own, menu), isPromoAvailable({ limit: promo.usage_limit, totalUsed: promo.total_used }));
      });
    },

    async favorites(auth: AuthContext, outletIdHeader: number | null): Promise<FavoriteProduct[]> {
      return favorites(await outletOf(auth, outletIdHeader));
    },

    async addFavorite(auth: AuthContext, outletIdHeader: number | null, productId: number): Promise<FavoriteProduct[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.MANAGE_FAVORITES, 'manage favourite products');
      await requireProduct(outletId, productId);
      await deps.catalog.addFavorite({ outletId, productId, userId: cashierId(auth), at: new Date().toISOString() });
      return favorites(outletId);
    },

    async removeFavorite(auth: AuthContext, outletIdHeader: number | null, productId: number): Promise<FavoriteProduct[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.MANAGE_FAVORITES, 'manage favourite products');
      await requireProduct(outletId, productId);
      await deps.catalog.removeFavorite(outletId, productId);
      return favorites(outletId);
    },

    orderTypes(): OrderTypeItem[] {
      return listOrderTypes();
    },

    async outletOrderTypes(auth: AuthContext, outletIdHeader: number | null): Promise<OutletOrderType[]> {
      const outletId = await outletOf(auth, outletIdHeader);
      const [types, links] = await Promise.all([deps.catalog.listOrderTypes(outletId), deps.catalog.listOrderTypeCharges(outletId)]);
      return types.map((type) =>
        presentOrderType(
          type,
          links.filter((link) => link.outlet_order_type_id === type.id).map((link) => link.outlet_charge_id),
        ),
      );
    },

    async activeCharges(auth: AuthContext, outletIdHeader: number | null): Promise<OutletCharge[]> {
      return (await deps.catalog.listCharges(await outletOf(auth, outletIdHeader), { onlyActive: true })).map(presentCharge);
    },

    async charge(auth: AuthContext, outletIdHeader: number | null, chargeId: number): Promise<OutletCharge> {
      const charge = await deps.catalog.findCharge(await outletOf(auth, outletIdHeader), chargeId);
      if (!charge) throw notFound(`Charge ${chargeId}`);
      return presentCharge(charge);
    },

    presentProducts,
    requireProduct,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
