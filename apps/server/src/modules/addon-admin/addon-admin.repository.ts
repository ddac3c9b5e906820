import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type AddOnRow = Selectable<Database['sub_products']> & { product_ids: number[] };
export type BundleRow = Selectable<Database['outlet_product_bundles']> & { components: Array<{ outlet_product_id: number; quantity: number; name: string }> };


/** SQL of the back office's add-ons and bundles; callers scope every read to the owner's outlet first. */
export function createAddOnAdminRepository() {
  async function addOnsWhere(executor: Executor, filter: { outletId?: number; ownerId?: number; id?: number }): Promise<AddOnRow[]> {
    let query = executor.selectFrom('sub_products').innerJoin('outlets', 'outlets.id', 'sub_products.outlet_id').selectAll('sub_products');
    if (filter.outletId !== undefined) query = query.where('sub_products.outlet_id', '=', filter.outletId);
    if (filter.ownerId !== undefined) query = query.where('outlets.owner_id', '=', filter.ownerId);
    if (filter.id !== undefined) query = query.where('sub_products.id', '=', filter.id);
    const rows = await query.orderBy('sub_products.name').orderBy('sub_products.id').execute();
    if (rows.length === 0) return [];
    const links = await executor
      .selectFrom('outlet_product_sub_products')
      .select(['sub_product_id', 'outlet_product_id'])
      .where('sub_product_id', 'in', rows.map((row) => row.id))
      .orderBy('outlet_product_id')
      .execute();
    return rows.map((row) => ({
      ...row,
      price: Number(row.price),
      quantity: Number(row.quantity),
      product_ids: links.filter((link) => link.sub_product_id === row.id).map((link) => link.outlet_product_id),
    }));
  }

  async function bundlesWhere(executor: Executor, filter: { outletId?: number; ownerId?: number; id?: number }): Promise<BundleRow[]> {
    let query = executor.selectFrom('outlet_product_bundles').innerJoin('outlets', 'outlets.id', 'outlet_product_bundles.outlet_id').selectAll('outlet_product_bundles');
    if (filter.outletId !== undefined) query = query.where('outlet_product_bundles.outlet_id', '=', filter.outletId);
    if (filter.ownerId !== undefined) query = query.where('outlets.owner_id', '=', filter.ownerId);
    if (filter.id !== undefined) query = query.where('outlet_product_bundles.id', '=', filter.id);
    const rows = await query.orderBy('outlet_product_bundles.name').orderBy('outlet_product_bundles.id').execute();
    if (rows.length === 0) return [];
    const details = await executor
      .selectFrom('outlet_product_bundle_details')
      .innerJoin('outlet_products', 'outlet_products.id', 'outlet_product_bundle_details.outlet_product_id')
      .select(['outlet_product_bundle_details.bundle_id', 'outlet_product_bundle_details.outlet_product_id', 'outlet_product_bundle_details.quantity', 'outlet_products.name'])
      .where('outlet_product_bundle_details.bundle_id', 'in', rows.map((row) => row.id))
      .orderBy('outlet_product_bundle_details.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      price: Number(row.price),
      components: details.filter((detail) => detail.bundle_id === row.id).map((detail) => ({ outlet_product_id: detail.outlet_product_id, quantity: Number(detail.quantity), name: detail.name })),
    }));
  }

  return {
    listAddOns: (executor: Executor, outletId: number) => addOnsWhere(executor, { outletId }),
    findAddOnForOwner: async (executor: Executor, ownerId: number, id: number) => (await addOnsWhere(executor, { ownerId, id }))[0],
    listBundles: (executor: Executor, outletId: number) => bundlesWhere(executor, { outletId }),
    findBundleForOwner: async (executor: Executor, ownerId: number, id: number) => (await bundlesWhere(executor, { ownerId, id }))[0],

    async findByRequestKey(executor: Executor, table: 'sub_products' | 'outlet_product_bundles', outletId: number, requestKey: string): Promise<number | undefined> {
      const row = await executor.selectFrom(table).select('id').where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
      return row?.id;
    },

    /** Another live (not archived) row of the outlet with this name, whatever its case. */
    async nameTaken(executor: Executor, table: 'sub_products' | 'outlet_product_bundles', outletId: number, name: string, exceptId: number | null): Promise<boolean> {
      let query = executor.selectFrom(table).select('id').where('outlet_id', '=', outletId).where('archived_at', 'is', null).where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Of these ids, the ones that are not products of the outlet. */
    async productsNotOfOutlet(executor: Executor, outletId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await executor.selectFrom('outlet_products').select('id').where('outlet_id', '=', outletId).where('id', 'in', [...ids]).execute();
      const found = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !found.has(id));
    },

    async isCategoryOfOutlet(executor: Executor, outletId: number, categoryId: number): Promise<boolean> {
      const row = await executor.selectFrom('product_categories').select('id').where('outlet_id', '=', outletId).where('id', '=', categoryId).where('archived_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    async insertAddOn(executor: Executor, row: Insertable<Database['sub_products']>): Promise<number> {
      return (await executor.insertInto('sub_products').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateAddOn(executor: Executor, id: number, values: { name: string; price: number; quantity: number; is_sold_out: 0 | 1; updated_at: string }): Promise<void> {
      await executor.updateTable('sub_products').set(values).where('id', '=', id).execute();
    },

    /** The products that offer the add-on become exactly these. */
    async setAddOnProducts(executor: Executor, id: number, productIds: readonly number[]): Promise<void> {
      await executor.deleteFrom('outlet_product_sub_products').where('sub_product_id', '=', id).execute();
      if (productIds.length > 0) await executor.insertInto('outlet_product_sub_products').values(productIds.map((productId) => ({ outlet_product_id: productId, sub_product_id: id }))).execute();
    },

    /** True when an order line names the add-on: it is archived then, never deleted. */
    async addOnInHistory(executor: Executor, id: number): Promise<boolean> {
      return (await executor.selectFrom('order_sub_products').select('id').where('sub_product_id', '=', id).executeTakeFirst()) !== undefined;
    },

    async archiveAddOn(executor: Executor, id: number, at: string): Promise<void> {
      await executor.updateTable('sub_products').set({ archived_at: at, updated_at: at }).where('id', '=', id).execute();
    },

    async deleteAddOn(executor: Executor, id: number): Promise<void> {
      await executor.deleteFrom('outlet_product_sub_products').where('sub_product_id', '=', id).execute();
      await executor.deleteFrom('sub_products').where('id', '=', id).execute();
    },

    async insertBundle(executor: Executor, row: Insertable<Database['outlet_product_bundles']>): Promise<number> {
      return (await executor.insertInto('outlet_product_bundles').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateBundle(executor: Executor, id: number, values: { name: string; product_category_id: number; price: number; is_sold_out: 0 | 1; is_active: 0 | 1 }): Promise<void> {
      await executor.updateTable('outlet_product_bundles').set(values).where('id', '=', id).execute();
    },

    /** The bundle's components become exactly these. */
    async setBundleComponents(executor: Executor, id: number, components: ReadonlyArray<{ OutletProductId: number; Quantity: number }>): Promise<void> {
      await executor.deleteFrom('outlet_product_bundle_details').where('bundle_id', '=', id).execute();
      await executor
        .insertInto('outlet_product_bundle_details')
        .values(components.map((component) => ({ bundle_id: id, outlet_product_id: component.OutletProductId, quantity: component.Quantity })))
        .execute();
    },

    /** True when an order or a promo names the bundle: it is archived then, never deleted. */
    async bundleInHistory(executor: Executor, id: number): Promise<boolean> {
      const ordered = await executor.selectFrom('order_product_bundles').select('id').where('outlet_product_bundle_id', '=', id).executeTakeFirst();
      if (ordered) return true;
      return (await executor.selectFrom('promo_products').select('promo_id').where('bundle_id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Archived bundles leave the menu and can no longer be ordered (the order path reads is_active). */
    async archiveBundle(executor: Executor, id: number, at: string): Promise<void> {
      await executor.updateTable('outlet_product_bundles').set({ archived_at: at, is_active: 0 }).where('id', '=', id).execute();
    },

    async deleteBundle(executor: Executor, id: number): Promise<void> {
      await executor.deleteFrom('outlet_product_bundle_details').where('bundle_id', '=', id).execute();
      await executor.deleteFrom('outlet_product_bundles').where('id', '=', id).execute();
    },

    async choices(executor: Executor, outletId: number) {
      const [products, categories] = await Promise.all([
        executor.selectFrom('outlet_products').select(['id', 'name', 'product_category_id', 'sell_price']).where('outlet_id', '=', outletId).where('is_active', '=', 1).orderBy('name').orderBy('id').execute(),
        executor.selectFrom('product_categories').select(['id', 'name']).where('outlet_id', '=', outletId).where('archived_at', 'is', null).orderBy('position').orderBy('id').execute(),
      ]);
      return { products: products.map((row) => ({ ...row, sell_price: Number(row.sell_price) })), categories };
    },
  };
}

export type AddOnAdminRepository = ReturnType<typeof createAddOnAdminRepository>;
