import { sql, type Kysely, type Transaction } from 'kysely';
import { MemberMinuteHistory, TimeSessionType } from '@kasir/domain';
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
      .values({ member_id: input.memberId, type: MemberMinuteHistory.USE, minutes: -input.minutes, balance_after: balance, order_id: input.orderId, created_at: input.nowIso })
      .execute();
    return balance;
  },

  /** The minutes an order took and gave back, from its ledger rows. */
  async ofOrder(executor: Executor, orderId: number): Promise<{ memberId: number; used: number; returned: number | null } | null> {
    const rows = await executor.selectFrom('member_minute_ledger').select(['member_id', 'type', 'minutes']).where('order_id', '=', orderId).execute();
    const use = rows.find((row) => row.type === MemberMinuteHistory.USE);
    if (!use) return null;
    const back = rows.find((row) => row.type === MemberMinuteHistory.RETURN);
    return { memberId: use.member_id, used: -toNumber(use.minutes), returned: back ? toNumber(back.minutes) : null };
  },

  /** Minutes used per order, for a batch of orders (payments report them as TimeBalanceUsed). */
  async usedByOrders(executor: Executor, orderIds: readonly number[]): Promise<Map<number, number>> {
    const used = new Map<number, number>();
    if (orderIds.length === 0) return used;
    // Every first payment asks: compiled once per number of orders (db/compiled-query.ts).
    const query = usedShapes(executor)(String(orderIds.length), () =>
      executor
        .selectFrom('member_minute_ledger')
        .select(['order_id', 'minutes'])
        .where('order_id', 'in', orderIds.map((_, index) => slot<number>(`id${index}`)))
        .where('type', '=', MemberMinuteHistory.USE),
    );
    const { rows } = await executor.executeQuery(fill(query, Object.fromEntries(orderIds.map((id, index) => [`id${index}`, id]))));
    for (const row of rows) if (row.order_id !== null) used.set(row.order_id, -toNumber(row.minutes));
    return used;
  },

  /**
   * Gives minutes back for an order, at most once: the RETURN row is unique per order, so a
   * second give-back (a retried cancel that got past its status check) fails its transaction.
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
      .values({ member_id: input.memberId, type: MemberMinuteHistory.RETURN, minutes: input.minutes, balance_after: balance, order_id: input.orderId, created_at: input.nowIso })
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

  /** The sum of a member's ledger rows (tests and audits check it against the balance). */
  async ledgerSum(executor: Executor, memberId: number): Promise<number> {
    const row = await executor.selectFrom('member_minute_ledger').select((eb) => eb.fn.sum<number>('minutes').as('total')).where('member_id', '=', memberId).executeTakeFirst();
    return toNumber(row?.total ?? 0);
  },
};
