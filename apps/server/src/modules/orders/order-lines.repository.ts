import type { CompiledQuery, Insertable, Selectable } from 'kysely';
import { compiledShapes, fill, slot } from '../../db/compiled-query.ts';
import { toNumber } from '../../db/row-numbers.ts';
import type { OrderBundleDetailsTable, OrderProductBundlesTable, OrderProductsTable, OrderSubProductsTable, PendingOrderProductsTable } from '../../db/schema-orders.ts';
import type { Executor } from './orders.repository.ts';

export type ProductLineRow = Selectable<OrderProductsTable> & {
  sub_products: Array<Selectable<OrderSubProductsTable>>;
  image_file_name: string | null;
  pending_id: number | null;
};
export type BundleLineRow = Selectable<OrderProductBundlesTable> & {
  details: Array<{ outlet_product_id: number; name: string; quantity: number }>;
};
export type NewAddOn = Omit<Insertable<OrderSubProductsTable>, 'order_product_id'>;
export type PendingRow = Selectable<PendingOrderProductsTable> & { order_no: string; created_by_name: string };

/** `count` id slots named prefix0…, and the values that fill them. */
const idSlots = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => slot<number>(`${prefix}${index}`));
const idValues = (prefix: string, ids: readonly number[]) => Object.fromEntries(ids.map((id, index) => [`${prefix}${index}`, id]));

/**
 * loadLines runs on every change and every order read: its four queries are compiled once per
 * number of ids (db/compiled-query.ts), per dialect's adapter, which every executor of one
 * database shares.
 */
function createLinesQueries() {
  return {
    products: compiledShapes<Selectable<OrderProductsTable> & { image_file_name: string | null; pending_id: number | string | null }>(),
    bundles: compiledShapes<Selectable<OrderProductBundlesTable>>(),
    addOns: compiledShapes<Selectable<OrderSubProductsTable>>(),
    details: compiledShapes<Selectable<OrderBundleDetailsTable>>(),
  };
}
const linesQueriesByAdapter = new WeakMap<object, ReturnType<typeof createLinesQueries>>();
function linesQueries(executor: Executor) {
  const adapter = executor.getExecutor().adapter;
  let queries = linesQueriesByAdapter.get(adapter);
  if (!queries) linesQueriesByAdapter.set(adapter, (queries = createLinesQueries()));
  return queries;
}

/** SQL of order lines: products with their add-ons, bundles with their details, pending items. */
export function createOrderLinesRepository() {
  return {
    /** Every line of the orders, add-ons and details attached, in the order they were taken. */
    async loadLines(executor: Executor, orderIds: readonly number[], waitingPendingStatus: number): Promise<{ products: ProductLineRow[]; bundles: BundleLineRow[] }> {
      if (orderIds.length === 0) return { products: [], bundles: [] };
      const queries = linesQueries(executor);
      const run = async <R>(compiled: CompiledQuery<R>, values: Record<string, unknown>) => (await executor.executeQuery(fill(compiled, values))).rows;
      const count = String(orderIds.length);
      const orderValues = idValues('o', orderIds);
      const [products, bundles] = await Promise.all([
        run(
          queries.products(count, () =>
            executor
              .selectFrom('order_products')
              .leftJoin('outlet_products', 'outlet_products.id', 'order_products.outlet_product_id')
              .selectAll('order_products')
              .select('outlet_products.image_file_name')
              // The line's waiting pending item, in the same statement (at most one waits per line).
              .select((eb) =>
                eb
                  .selectFrom('pending_order_products')
                  .select((sub) => sub.fn.min('pending_order_products.id').as('id'))
                  .whereRef('pending_order_products.order_product_id', '=', 'order_products.id')
                  .where('pending_order_products.status', '=', slot<number>('status'))
                  .as('pending_id'),
              )
              .where('order_products.order_id', 'in', idSlots('o', orderIds.length))
              .orderBy('order_products.id'),
          ),
          { ...orderValues, status: waitingPendingStatus },
        ),
        run(queries.bundles(count, () => executor.selectFrom('order_product_bundles').selectAll().where('order_id', 'in', idSlots('o', orderIds.length)).orderBy('id')), orderValues),
      ]);
      const productIds = products.map((row) => row.id);
      const bundleIds = bundles.map((row) => row.id);
      const productValues = idValues('p', productIds);
      const [addOns, details] = await Promise.all([
        productIds.length === 0
          ? []
          : run(queries.addOns(String(productIds.length), () => executor.selectFrom('order_sub_products').selectAll().where('order_product_id', 'in', idSlots('p', productIds.length)).orderBy('id')), productValues),
        bundleIds.length === 0
          ? []
          : run(
              queries.details(String(bundleIds.length), () =>
                executor.selectFrom('order_bundle_details').selectAll().where('order_product_bundle_id', 'in', idSlots('b', bundleIds.length)).orderBy('id'),
              ),
              idValues('b', bundleIds),
            ),
      ]);
      return {
        products: products.map((row) => ({
          ...row,
          sell_price: toNumber(row.sell_price),
          price_override: row.price_override === null ? null : toNumber(row.price_override),
          sub_products: addOns
            .filter((addOn) => addOn.order_product_id === row.id)
            .map((addOn) => ({ ...addOn, price: toNumber(addOn.price), base_price: toNumber(addOn.base_price) })),
          pending_id: row.pending_id === null ? null : toNumber(row.pending_id),
        })),
        bundles: bundles.map((row) => ({
          ...row,
          price: toNumber(row.price),
          details: details
            .filter((detail) => detail.order_product_bundle_id === row.id)
            .map((detail) => ({ outlet_product_id: detail.outlet_product_id, name: detail.name, quantity: detail.quantity })),
        })),
      };
    },

    /** Of these outlet products, the ones whose stock is tracked (a quantity, not null). */
    async trackedProductIds(executor: Executor, outletId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .selectFrom('outlet_products')
        .select('id')
        .where('outlet_id', '=', outletId)
        .where('id', 'in', [...ids])
        .where('stock_quantity', 'is not', null)
        .execute();
      return rows.map((row) => row.id);
    },

    async insertProductLine(executor: Executor, line: Insertable<OrderProductsTable>, addOns: readonly NewAddOn[]): Promise<number> {
      const { id } = await executor.insertInto('order_products').values(line).returning('id').executeTakeFirstOrThrow();
      if (addOns.length > 0) await executor.insertInto('order_sub_products').values(addOns.map((addOn) => ({ ...addOn, order_product_id: id }))).execute();
      return id;
    },

    async updateProductLine(executor: Executor, lineId: number, values: Partial<Omit<Selectable<OrderProductsTable>, 'id' | 'order_id'>>): Promise<void> {
      await executor.updateTable('order_products').set(values).where('id', '=', lineId).execute();
    },

    async replaceAddOns(executor: Executor, lineId: number, addOns: readonly NewAddOn[]): Promise<void> {
      await executor.deleteFrom('order_sub_products').where('order_product_id', '=', lineId).execute();
      if (addOns.length > 0) await executor.insertInto('order_sub_products').values(addOns.map((addOn) => ({ ...addOn, order_product_id: lineId }))).execute();
    },

    async deleteProductLine(executor: Executor, lineId: number): Promise<void> {
      await executor.deleteFrom('order_sub_products').where('order_product_id', '=', lineId).execute();
      await executor.deleteFrom('order_products').where('id', '=', lineId).execute();
    },

    async insertBundleLine(
      executor: Executor,
      bundle: Insertable<OrderProductBundlesTable>,
      details: ReadonlyArray<{ outlet_product_id: number; name: string; quantity: number }>,
    ): Promise<number> {
      const { id } = await executor.insertInto('order_product_bundles').values(bundle).returning('id').executeTakeFirstOrThrow();
      if (details.length > 0) await executor.insertInto('order_bundle_details').values(details.map((detail) => ({ ...detail, order_product_bundle_id: id }))).execute();
      return id;
    },

    async updateBundleQuantity(executor: Executor, bundleLineId: number, quantity: number): Promise<void> {
      await executor.updateTable('order_product_bundles').set({ quantity }).where('id', '=', bundleLineId).execute();
    },

    async deleteBundleLine(executor: Executor, bundleLineId: number): Promise<void> {
      await executor.deleteFrom('order_bundle_details').where('order_product_bundle_id', '=', bundleLineId).execute();
      await executor.deleteFrom('order_product_bundles').where('id', '=', bundleLineId).execute();
    },

    async insertPending(executor: Executor, row: Insertable<PendingOrderProductsTable>): Promise<number> {
      const { id } = await executor.insertInto('pending_order_products').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async resolvePending(executor: Executor, pendingId: number, status: number, nowIso: string): Promise<void> {
      await executor.updateTable('pending_order_products').set({ status, resolved_at: nowIso }).where('id', '=', pendingId).execute();
    },

    /** Pending items of the outlet (optionally of one product or one item), with their order number. */
    listPending: (executor: Executor, outletId: number, filters: { status?: number; outletProductId?: number; pendingId?: number }) => {
      let query = executor
        .selectFrom('pending_order_products')
        .innerJoin('orders', 'orders.id', 'pending_order_products.order_id')
        .innerJoin('users', 'users.id', 'pending_order_products.created_by')
        .selectAll('pending_order_products')
        .select(['orders.order_no', 'users.name as created_by_name'])
        .where('pending_order_products.outlet_id', '=', outletId);
      if (filters.status !== undefined) query = query.where('pending_order_products.status', '=', filters.status);
      if (filters.outletProductId !== undefined) query = query.where('pending_order_products.outlet_product_id', '=', filters.outletProductId);
      if (filters.pendingId !== undefined) query = query.where('pending_order_products.id', '=', filters.pendingId);
      return query.orderBy('pending_order_products.created_at', 'desc').orderBy('pending_order_products.id', 'desc').execute() as Promise<PendingRow[]>;
    },
  };
}

export type OrderLinesRepository = ReturnType<typeof createOrderLinesRepository>;
