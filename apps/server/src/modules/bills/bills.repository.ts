import type { Executor } from '../orders/orders.repository.ts';

/**
 * SQL of split and merge bill: moving lines, their pending items, table links and time
 * sessions between orders. Table statuses never change here: the tables stay ORDERED, only
 * which open order holds them moves.
 */
export function createBillsRepository() {
  return {
    /** Whether any payment was recorded for the order (a paid or partly paid order is never split). */
    async hasPayments(executor: Executor, orderId: number): Promise<boolean> {
      const row = await executor.selectFrom('payments').select('id').where('order_id', '=', orderId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** Moves a product line (add-ons follow: they hang on the line) with its pending items to another order, at this quantity. */
    async moveProductLine(executor: Executor, lineId: number, toOrderId: number, quantity: number, nowIso: string): Promise<void> {
      await executor.updateTable('order_products').set({ order_id: toOrderId, quantity, updated_at: nowIso }).where('id', '=', lineId).execute();
      await executor.updateTable('pending_order_products').set({ order_id: toOrderId }).where('order_product_id', '=', lineId).execute();
    },

    /** Moves a bundle line (its details follow) to another order, at this quantity. */
    async moveBundleLine(executor: Executor, bundleLineId: number, toOrderId: number, quantity: number): Promise<void> {
      await executor.updateTable('order_product_bundles').set({ order_id: toOrderId, quantity }).where('id', '=', bundleLineId).execute();
    },

    /** Moves every line, bundle, pending item and time session of the orders into another order. */
    async moveEverything(executor: Executor, fromOrderIds: readonly number[], toOrderId: number, nowIso: string): Promise<void> {
      const from = [...fromOrderIds];
      await executor.updateTable('order_products').set({ order_id: toOrderId, updated_at: nowIso }).where('order_id', 'in', from).execute();
      await executor.updateTable('order_product_bundles').set({ order_id: toOrderId }).where('order_id', 'in', from).execute();
      await executor.updateTable('pending_order_products').set({ order_id: toOrderId }).where('order_id', 'in', from).execute();
      await executor.updateTable('order_time_sessions').set({ order_id: toOrderId }).where('order_id', 'in', from).execute();
    },

    /** The tables the order holds now (links not released). */
    async heldTableIds(executor: Executor, orderId: number): Promise<number[]> {
      const rows = await executor.selectFrom('order_tables').select('outlet_table_id').where('order_id', '=', orderId).where('released_at', 'is', null).execute();
      return [...new Set(rows.map((row) => row.outlet_table_id))];
    },

    /** Links the tables to the order (they already are ORDERED: a split keeps its original's tables). */
    async linkTables(executor: Executor, orderId: number, tableIds: readonly number[], nowIso: string): Promise<void> {
      if (tableIds.length === 0) return;
      await executor
        .insertInto('order_tables')
        .values(tableIds.map((tableId) => ({ order_id: orderId, outlet_table_id: tableId, created_at: nowIso, released_at: null })))
        .execute();
    },

    /** Ends the order's links to its tables without freeing them (another order holds them now). */
    async unlinkTables(executor: Executor, orderId: number, nowIso: string): Promise<void> {
      await executor.updateTable('order_tables').set({ released_at: nowIso }).where('order_id', '=', orderId).where('released_at', 'is', null).execute();
    },

    /** Copies the order's time sessions to another order (each bill of a timed table keeps the timing). */
    async copyTimeSessions(executor: Executor, fromOrderId: number, toOrderId: number): Promise<void> {
      const sessions = await executor.selectFrom('order_time_sessions').select(['type', 'start_time', 'end_time', 'terminated_on']).where('order_id', '=', fromOrderId).orderBy('id').execute();
      if (sessions.length === 0) return;
      await executor
        .insertInto('order_time_sessions')
        .values(sessions.map((session) => ({ ...session, order_id: toOrderId })))
        .execute();
    },

    /** Closes the order as MERGED or SPLITED: no lines are left on it, so its totals are 0. */
    async closeOrder(executor: Executor, orderId: number, status: number, nowIso: string): Promise<void> {
      await executor
        .updateTable('orders')
        .set({ status, subtotal: 0, discount_amount: 0, charge_total: 0, rounding: 0, total: 0, updated_at: nowIso })
        .where('id', '=', orderId)
        .execute();
    },
  };
}

export type BillsRepository = ReturnType<typeof createBillsRepository>;
