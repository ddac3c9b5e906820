import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderTimeSessionsTable } from '../../db/schema-orders.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type TimeSessionRecord = Selectable<OrderTimeSessionsTable>;
export type SeatedTable = { id: number; type: number; ends_at: string | null };

/** SQL of order time sessions (spec §3 OrderTimeSessions) and the seating time they give the tables. */
export const orderTimeSessionsRepository = {
  /** Type and end already resolved at selection of the tables an order was just given. */
  seatedTables: (executor: Executor, outletId: number, tableIds: readonly number[]): Promise<SeatedTable[]> =>
    executor.selectFrom('outlet_tables').select(['id', 'type', 'ends_at']).where('outlet_id', '=', outletId).where('id', 'in', [...tableIds]).execute(),

  /** A member's saved play minutes (members of migration 0006), or null when not the owner's member. */
  async memberSavedMinutes(executor: Executor, ownerId: number, memberId: number): Promise<number | null> {
    const row = await executor.selectFrom('members').select('saved_minutes').where('owner_id', '=', ownerId).where('id', '=', memberId).executeTakeFirst();
    return row === undefined ? null : Number(row.saved_minutes);
  },

  insertSession: (executor: Executor, row: Omit<TimeSessionRecord, 'id'>): Promise<TimeSessionRecord> =>
    executor.insertInto('order_time_sessions').values(row).returningAll().executeTakeFirstOrThrow(),

  /**
   * The tables count down to the session's end: the floor, the sweep and every terminal read
   * this one instant. A new end clears the time-up notice so table:leftTime goes out again.
   */
  async setTablesEnd(executor: Executor, outletId: number, tableIds: readonly number[], end: { endTime: string; endsAt: string; nowIso: string }): Promise<void> {
    await executor
      .updateTable('outlet_tables')
      .set({ end_time: end.endTime, ends_at: end.endsAt, time_up_notified_at: null, updated_at: end.nowIso })
      .where('outlet_id', '=', outletId)
      .where('id', 'in', [...tableIds])
      .execute();
  },
};
