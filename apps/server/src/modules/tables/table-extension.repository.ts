import { TimeSessionType } from '@kasir/domain';
import { ACTIVE_ORDER_STATUSES } from './order-tables.repository.ts';
import type { Executor } from './tables.repository.ts';

export type ExtendableOrder = { id: number; order_no: string };
export type SessionRow = { end_time: string | null; terminated_on: string | null };

/** SQL of moving an ordered table's end: the order seated there, its sessions, the new end written everywhere. */
export const tableExtensionRepository = {
  /** The active order holding the table (the first, as GET /order/byTable answers). */
  activeOrderAt: (executor: Executor, outletId: number, tableId: number): Promise<ExtendableOrder | undefined> =>
    executor
      .selectFrom('orders')
      .innerJoin('order_tables', 'order_tables.order_id', 'orders.id')
      .select(['orders.id', 'orders.order_no'])
      .where('orders.outlet_id', '=', outletId)
      .where('order_tables.outlet_table_id', '=', tableId)
      .where('order_tables.released_at', 'is', null)
      .where('orders.status', 'in', [...ACTIVE_ORDER_STATUSES])
      .orderBy('orders.id')
      .executeTakeFirst(),

  sessionsOf: (executor: Executor, orderId: number): Promise<SessionRow[]> =>
    executor.selectFrom('order_time_sessions').select(['end_time', 'terminated_on']).where('order_id', '=', orderId).orderBy('id').execute(),

  async insertSession(executor: Executor, row: { orderId: number; isFirst: boolean; startIso: string; endIso: string }): Promise<void> {
    await executor
      .insertInto('order_time_sessions')
      .values({ order_id: row.orderId, type: row.isFirst ? TimeSessionType.FIRST : TimeSessionType.EXTENSION, start_time: row.startIso, end_time: row.endIso, terminated_on: null })
      .execute();
  },

  /** An open (Ongoing) session gets its end. */
  async endOpenSessions(executor: Executor, orderId: number, endIso: string): Promise<void> {
    await executor.updateTable('order_time_sessions').set({ end_time: endIso }).where('order_id', '=', orderId).where('end_time', 'is', null).where('terminated_on', 'is', null).execute();
  },

  /** The order's end time of day (spec §7 create order endTime) follows, and its version moves on. */
  async moveOrderEnd(executor: Executor, orderId: number, endTime: string, nowIso: string): Promise<void> {
    await executor
      .updateTable('orders')
      .set((eb) => ({ end_time: endTime, updated_at: nowIso, version: eb('version', '+', 1) }))
      .where('id', '=', orderId)
      .execute();
  },

  /** Every table of the order counts down to the new end; the time-up notice is due again. */
  async moveTablesEnd(executor: Executor, outletId: number, tableIds: readonly number[], end: { endTime: string; endsAtIso: string; userId: number; nowIso: string }): Promise<void> {
    if (tableIds.length === 0) return;
    await executor
      .updateTable('outlet_tables')
      .set({ end_time: end.endTime, ends_at: end.endsAtIso, time_up_notified_at: null, updated_by: end.userId, updated_at: end.nowIso })
      .where('outlet_id', '=', outletId)
      .where('id', 'in', [...tableIds])
      .execute();
  },
};
