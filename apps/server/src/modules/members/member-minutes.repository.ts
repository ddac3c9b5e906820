import { sql, type Kysely, type Transaction } from 'kysely';
import { MemberMinuteHistory, TableType, TimeSessionType } from '@kasir/domain';
import { fill, perAdapter, slot } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const usedShapes = perAdapter<{ order_id: number | null; minutes: number | string }>();

/**
 * Saved minutes (members.saved_minutes) and their ledger. As with points, the balance only moves
 * by a conditional UPDATE with its ledger row in the caller's transaction: two member-play orders
 * racing for the same minutes cannot both take them, and the ledger adds up to the balance.
 */
export const memberMinutes = {
  /** Takes the order's minutes if the member still has them; the new balance, or null when short. */
  async useMinutes(executor: Executor, input: { memberId: number; minutes: number; orderId: number; nowIso: string }): Promise<number | null> {
    const row = await executor
      .updateTable('members')
      .set({ saved_minutes: sql<number>`saved_minutes - ${input.minutes}` })
      .where('id', '=', input.memberId)
      .where('saved_minutes', '>=', input.minutes)
      .returning('saved_minutes')
      .executeTakeFirst();
    if (!row) return null;
    const balance = toNumber(row.saved_minutes);
    await executor
      .insertInto('member_minute_ledger')
      .values({ member_id: input.memberId, type: MemberMinuteHistory.USE, minutes: -input.minutes, balance_after: balance, order_id: input.orderId, held_order_id: input.orderId, created_at: input.nowIso })
      .execute();
    return balance;
  },

  /**
   * Adds minutes with their ledger row (EARN at payment, PURCHASE for a bought membership, BONUS,
   * ADJUST_PLUS); the new balance. `orderId` names the order that earned them, else null.
   */
  async addMinutes(executor: Executor, input: { memberId: number; minutes: number; type: number; orderId: number | null; nowIso: string }): Promise<number> {
    const row = await executor
      .updateTable('members')
      .set({ saved_minutes: sql<number>`saved_minutes + ${input.minutes}` })
      .where('id', '=', input.memberId)
      .returning('saved_minutes')
      .executeTakeFirstOrThrow();
    const balance = toNumber(row.saved_minutes);
    await executor
      .insertInto('member_minute_ledger')
      .values({ member_id: input.memberId, type: input.type, minutes: input.minutes, balance_after: balance, order_id: input.orderId, held_order_id: null, created_at: input.nowIso })
      .execute();
    return balance;
  },

  /**
   * The minutes an order holds now (taken for its own play, or brought by a split or merge) and
   * not given back yet: one entry per USE row. `sourceOrderId` is the order that took them, which
   * their give-back names (at most one RETURN per source order).
   */
  async heldBy(executor: Executor, orderId: number): Promise<Array<{ memberId: number; minutes: number; sourceOrderId: number }>> {
    const uses = await executor
      .selectFrom('member_minute_ledger')
      .select(['member_id', 'minutes', 'order_id'])
      .where('held_order_id', '=', orderId)
      .where('type', '=', MemberMinuteHistory.USE)
      .orderBy('id')
      .execute();
    const sources = uses.flatMap((use) => (use.order_id === null ? [] : [use.order_id]));
    if (sources.length === 0) return [];
    const returned = await executor.selectFrom('member_minute_ledger').select('order_id').where('order_id', 'in', sources).where('type', '=', MemberMinuteHistory.RETURN).execute();
    const back = new Set(returned.map((row) => row.order_id));
    return uses.flatMap((use) => (use.order_id === null || back.has(use.order_id) ? [] : [{ memberId: use.member_id, minutes: -toNumber(use.minutes), sourceOrderId: use.order_id }]));
  },

  /** Split and merge: the minutes one order holds go with its lines to another (same transaction). */
  async moveHeld(executor: Executor, fromOrderId: number, toOrderId: number): Promise<void> {
    await executor.updateTable('member_minute_ledger').set({ held_order_id: toOrderId }).where('held_order_id', '=', fromOrderId).where('type', '=', MemberMinuteHistory.USE).execute();
  },

  /** Minutes held per order, for a batch of orders (payments report them as TimeBalanceUsed). */
  async usedByOrders(executor: Executor, orderIds: readonly number[]): Promise<Map<number, number>> {
    const used = new Map<number, number>();
    if (orderIds.length === 0) return used;
    // Every first payment asks: compiled once per number of orders (db/compiled-query.ts).
    const query = usedShapes(executor)(String(orderIds.length), () =>
      executor
        .selectFrom('member_minute_ledger')
        .select(['held_order_id as order_id', 'minutes'])
        .where('held_order_id', 'in', orderIds.map((_, index) => slot<number>(`id${index}`)))
        .where('type', '=', MemberMinuteHistory.USE),
    );
    const { rows } = await executor.executeQuery(fill(query, Object.fromEntries(orderIds.map((id, index) => [`id${index}`, id]))));
    // A merged order may hold the minutes of several orders: their sum.
    for (const row of rows) if (row.order_id !== null) used.set(row.order_id, (used.get(row.order_id) ?? 0) - toNumber(row.minutes));
    return used;
  },

  /**
   * Gives minutes back for the order that took them, at most once: the RETURN row is unique per
   * source order, so a second give-back (a retried cancel that got past its status check) fails
   * its transaction.
   */
  async returnMinutes(executor: Executor, input: { memberId: number; minutes: number; orderId: number; nowIso: string }): Promise<number> {
    const row = await executor
      .updateTable('members')
      .set({ saved_minutes: sql<number>`saved_minutes + ${input.minutes}` })
      .where('id', '=', input.memberId)
      .returning('saved_minutes')
      .executeTakeFirstOrThrow();
    const balance = toNumber(row.saved_minutes);
    await executor
      .insertInto('member_minute_ledger')
      .values({ member_id: input.memberId, type: MemberMinuteHistory.RETURN, minutes: input.minutes, balance_after: balance, order_id: input.orderId, held_order_id: null, created_at: input.nowIso })
      .execute();
    return balance;
  },

  /** The first time session of an order: when the member's play started and whether it ended. */
  async firstSession(executor: Executor, orderId: number) {
    return executor
      .selectFrom('order_time_sessions')
      .select(['start_time', 'end_time', 'terminated_on'])
      .where('order_id', '=', orderId)
      .where('type', '=', TimeSessionType.FIRST)
      .orderBy('id')
      .executeTakeFirst();
  },

  /** Whether the order ever sat at a time-based table (play, not an all-you-can-eat meal). */
  async playedAtTimeBasedTable(executor: Executor, orderId: number): Promise<boolean> {
    const row = await executor
      .selectFrom('order_tables')
      .innerJoin('outlet_tables', 'outlet_tables.id', 'order_tables.outlet_table_id')
      .select('order_tables.order_id')
      .where('order_tables.order_id', '=', orderId)
      .where('outlet_tables.type', '=', TableType.TIME_BASED)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** A bill cut by a split (ADR 15 bill_share) carries a copy of its original's play sessions. */
  async isSplitBill(executor: Executor, orderId: number): Promise<boolean> {
    const row = await executor.selectFrom('orders').select('bill_share').where('id', '=', orderId).executeTakeFirst();
    return row !== undefined && row.bill_share !== null;
  },

  /** Every time session of an order (first and extensions): what its play billed. */
  async sessionsOf(executor: Executor, orderId: number) {
    return executor.selectFrom('order_time_sessions').select(['start_time', 'end_time', 'terminated_on']).where('order_id', '=', orderId).orderBy('id').execute();
  },

  /** The sum of a member's ledger rows (tests and audits check it against the balance). */
  async ledgerSum(executor: Executor, memberId: number): Promise<number> {
    const row = await executor.selectFrom('member_minute_ledger').select((eb) => eb.fn.sum<number>('minutes').as('total')).where('member_id', '=', memberId).executeTakeFirst();
    return toNumber(row?.total ?? 0);
  },
};
