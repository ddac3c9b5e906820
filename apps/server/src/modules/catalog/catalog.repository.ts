import type { Kysely, Selectable } from 'kysely';
import { PendingItemStatus } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type {
  OutletChargesTable,
  OutletOrderTypesTable,
  OutletProductBundlesTable,
  OutletProductsTable,
  PromosTable,
  SubProductsTable,
} from '../../db/schema-catalog.ts';

/** Rows with every number already a number (pg returns BIGINT as a string at the edge). */
export type ProductRow = Selectable<OutletProductsTable> & { department_id: number | null };
export type SubProductRow = Selectable<SubProductsTable>;
export type BundleRow = Selectable<OutletProductBundlesTable>;
export type BundleDetailRow = { id: number; bundle_id: number; outlet_product_id: number; quantity: number; product_name: string };
export type OrderTypeRow = Selectable<OutletOrderTypesTable>;
export type ChargeRow = Selectable<OutletChargesTable>;
export type PromoRow = Selectable<PromosTable>;
export type PromoTargetRow = { promo_id: number; outlet_product_id: number | null; product_category_id: number | null; bundle_id: number | null };

const toNumber = (value: number | string) => Number(value);
const productOf = (row: ProductRow): ProductRow => ({
  ...row,
  sell_price: toNumber(row.sell_price),
  stock_quantity: row.stock_quantity === null ? null : toNumber(row.stock_quantity),
});
const subProductOf = (row: SubProductRow): SubProductRow => ({ ...row, price: toNumber(row.price), quantity: toNumber(row.quantity) });
const chargeOf = (row: ChargeRow): ChargeRow => ({ ...row, amount: toNumber(row.amount) });
const nullableNumber = (value: number | null) => (value === null ? null : toNumber(value));
const promoOf = (row: PromoRow): PromoRow => ({
  ...row,
  discount_value: toNumber(row.discount_value),
  max_discount_amount: nullableNumber(row.max_discount_amount),
  min_purchased_price: nullableNumber(row.min_purchased_price),
  max_purchased_price: nullableNumber(row.max_purchased_price),
});


/** SQL of the menu. Every read is scoped to one outlet, which the service has resolved first. */
export function createCatalogRepository(db: Kysely<Database>) {
  const selectProducts = () =>
    db
      .selectFrom('outlet_products')
      .innerJoin('product_categories', 'product_categories.id', 'outlet_products.product_category_id')
      .selectAll('outlet_products')
      .select('product_categories.department_id');

  return {
    listCategories: (outletId: number) =>
      db
        .selectFrom('product_categories')
        .leftJoin('departments', 'departments.id', 'product_categories.department_id')
        .select(['product_categories.id', 'product_categories.name', 'product_categories.position', 'product_categories.department_id', 'departments.name as department_name'])
        .where('product_categories.outlet_id', '=', outletId)
        // An archived category (deleted in the back office, kept for history) is no longer a menu tab.
        .where('product_categories.archived_at', 'is', null)
        .orderBy('product_categories.position')
        .orderBy('product_categories.id')
        .execute(),

    async listProducts(outletId: number, options: { onlySoldOut?: boolean } = {}): Promise<ProductRow[]> {
      let query = selectProducts().where('outlet_products.outlet_id', '=', outletId).where('outlet_products.is_active', '=', 1);
      if (options.onlySoldOut) {
        query = query.where((eb) => eb.or([eb('outlet_products.is_sold_out', '=', 1), eb('outlet_products.stock_quantity', '<=', 0)]));
      }
      const rows = await query.orderBy('product_categories.position').orderBy('outlet_products.position').orderBy('outlet_products.id').execute();
      return rows.map(productOf);
    },

    async findProduct(outletId: number, productId: number): Promise<ProductRow | undefined> {
      const row = await selectProducts()
        .where('outlet_products.outlet_id', '=', outletId)
        .where('outlet_products.is_active', '=', 1)
        .where('outlet_products.id', '=', productId)
        .executeTakeFirst();
      return row ? productOf(row) : undefined;
    },

    async listSubProducts(outletId: number, options: { onlySoldOut?: boolean } = {}): Promise<SubProductRow[]> {
      let query = db.selectFrom('sub_products').selectAll().where('outlet_id', '=', outletId).where('archived_at', 'is', null);
      if (options.onlySoldOut) query = query.where((eb) => eb.or([eb('is_sold_out', '=', 1), eb('quantity', '=', 0)]));
      return (await query.orderBy('name').orderBy('id').execute()).map(subProductOf);
    },

    async findSubProduct(outletId: number, subProductId: number): Promise<SubProductRow | undefined> {
      const row = await db.selectFrom('sub_products').selectAll().where('outlet_id', '=', outletId).where('archived_at', 'is', null).where('id', '=', subProductId).executeTakeFirst();
      return row ? subProductOf(row) : undefined;
    },

    /** (product, add-on) links of the outlet's products, or of the given products only. */
    listSubProductLinks: (outletId: number, productIds?: number[]) => {
      let query = db
        .selectFrom('outlet_product_sub_products')
        .innerJoin('sub_products', 'sub_products.id', 'outlet_product_sub_products.sub_product_id')
        .select(['outlet_product_sub_products.outlet_product_id', 'outlet_product_sub_products.sub_product_id'])
        .where('sub_products.outlet_id', '=', outletId);
      if (productIds) query = query.where('outlet_product_sub_products.outlet_product_id', 'in', productIds.length > 0 ? productIds : [0]);
      return query.orderBy('sub_products.name').execute();
    },

    async listBundles(outletId: number, bundleIds?: number[]): Promise<BundleRow[]> {
      let query = db.selectFrom('outlet_product_bundles').selectAll().where('outlet_id', '=', outletId).where('is_active', '=', 1).where('archived_at', 'is', null);
      if (bundleIds) query = query.where('id', 'in', bundleIds.length > 0 ? bundleIds : [0]);
      return (await query.orderBy('id').execute()).map((row) => ({ ...row, price: toNumber(row.price) }));
    },

    async listBundleDetails(outletId: number): Promise<BundleDetailRow[]> {
      const rows = await db
        .selectFrom('outlet_product_bundle_details')
        .innerJoin('outlet_product_bundles', 'outlet_product_bundles.id', 'outlet_product_bundle_details.bundle_id')
        .innerJoin('outlet_products', 'outlet_products.id', 'outlet_product_bundle_details.outlet_product_id')
        .select([
          'outlet_product_bundle_details.id',
          'outlet_product_bundle_details.bundle_id',
          'outlet_product_bundle_details.outlet_product_id',
          'outlet_product_bundle_details.quantity',
          'outlet_products.name as product_name',
        ])
        .where('outlet_product_bundles.outlet_id', '=', outletId)
        .orderBy('outlet_product_bundle_details.id')
        .execute();
      return rows.map((row) => ({ ...row, quantity: toNumber(row.quantity) }));
    },

    /** Waiting pending quantities per product (TotalPendingItem). */
    async pendingTotals(outletId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('pending_order_products')
        .select((eb) => ['outlet_product_id', eb.fn.sum<number | string>('quantity').as('total')])
        .where('outlet_id', '=', outletId)
        .where('status', '=', PendingItemStatus.WAITING)
        .groupBy('outlet_product_id')
        .execute();
      return new Map(rows.map((row) => [row.outlet_product_id, toNumber(row.total)]));
    },

    listFavorites: (outletId: number) =>
      db.selectFrom('favorite_products').select(['outlet_product_id', 'created_at']).where('outlet_id', '=', outletId).orderBy('created_at').orderBy('outlet_product_id').execute(),

    /** Adds a favourite once: a second add of the same product changes nothing. */
    async addFavorite(row: { outletId: number; productId: number; userId: number; at: string }): Promise<void> {
      await db
        .insertInto('favorite_products')
        .values({ outlet_id: row.outletId, outlet_product_id: row.productId, created_by: row.userId, created_at: row.at })
        .onConflict((conflict) => conflict.columns(['outlet_id', 'outlet_product_id']).doNothing())
        .execute();
    },

    async removeFavorite(outletId: number, productId: number): Promise<void> {
      await db.deleteFrom('favorite_products').where('outlet_id', '=', outletId).where('outlet_product_id', '=', productId).execute();
    },

    listOrderTypes: (outletId: number) =>
      db.selectFrom('outlet_order_types').selectAll().where('outlet_id', '=', outletId).where('is_active', '=', 1).orderBy('position').orderBy('id').execute(),

    listOrderTypeCharges: (outletId: number) =>
      db
        .selectFrom('outlet_order_type_charges')
        .innerJoin('outlet_order_types', 'outlet_order_types.id', 'outlet_order_type_charges.outlet_order_type_id')
        .select(['outlet_order_type_charges.outlet_order_type_id', 'outlet_order_type_charges.outlet_charge_id'])
        .where('outlet_order_types.outlet_id', '=', outletId)
        .orderBy('outlet_order_type_charges.outlet_charge_id')
        .execute(),

    async listCharges(outletId: number, options: { onlyActive: boolean }): Promise<ChargeRow[]> {
      let query = db.selectFrom('outlet_charges').selectAll().where('outlet_id', '=', outletId);
      if (options.onlyActive) query = query.where('is_active', '=', 1);
      return (await query.orderBy('id').execute()).map(chargeOf);
    },

    async findCharge(outletId: number, chargeId: number): Promise<ChargeRow | undefined> {
      const row = await db.selectFrom('outlet_charges').selectAll().where('outlet_id', '=', outletId).where('id', '=', chargeId).executeTakeFirst();
      return row ? chargeOf(row) : undefined;
    },

    /** Active promos of these types whose period contains the instant. */
    async listRunningPromos(outletId: number, promoTypes: number[], nowIso: string): Promise<PromoRow[]> {
      const rows = await db
        .selectFrom('promos')
        .selectAll()
        .where('outlet_id', '=', outletId)
        .where('is_active', '=', 1)
        .where('promo_type', 'in', promoTypes)
        .where('starts_at', '<=', nowIso)
        .where('ends_at', '>=', nowIso)
        .orderBy('id')
        .execute();
      return rows.map(promoOf);
    },

    listPromoTargets: (promoIds: number[]): Promise<PromoTargetRow[]> =>
      promoIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('promo_products').select(['promo_id', 'outlet_product_id', 'product_category_id', 'bundle_id']).where('promo_id', 'in', promoIds).execute(),

    /** Bundles that contain the product (its "parents"). */
    async listBundleIdsContaining(outletId: number, productId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('outlet_product_bundle_details')
        .innerJoin('outlet_product_bundles', 'outlet_product_bundles.id', 'outlet_product_bundle_details.bundle_id')
        .select('outlet_product_bundles.id')
        .distinct()
        .where('outlet_product_bundles.outlet_id', '=', outletId)
        .where('outlet_product_bundle_details.outlet_product_id', '=', productId)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
