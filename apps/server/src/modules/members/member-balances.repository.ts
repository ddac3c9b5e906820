import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { MemberPointHistory } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { MembersTable } from '../../db/schema-payments.ts';
import { toNumber } from '../../db/row-numbers.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type MemberRow = Selectable<MembersTable>;

const memberOf = (row: MemberRow): MemberRow => ({ ...row, point_balance: toNumber(row.point_balance), saved_minutes: toNumber(row.saved_minutes) });

/**
 * Member balances (points, saved minutes) and vouchers. A balance only moves by a conditional
 * UPDATE together with its ledger row in the caller's transaction, so concurrent spends of the
 * same points can never take the balance below 0 and the ledger always adds up to it.
 */
export const memberBalances = {
  async findMember(executor: Executor, ownerId: number, memberId: number): Promise<MemberRow | undefined> {
    // A deleted member is not found: its id stays only for the records that name it.
    const row = await executor.selectFrom('members').selectAll().where('id', '=', memberId).where('owner_id', '=', ownerId).where('deleted_at', 'is', null).executeTakeFirst();
    return row ? memberOf(row) : undefined;
  },

  /** Takes `points` if the member still has them; the new balance, or null when short. */
  async spendPoints(executor: Executor, input: { memberId: number; points: number; paymentId: number | null; nowIso: string }): Promise<number | null> {
    const row = await executor
      .updateTable('members')
      .set({ point_balance: sql<number>`point_balance - ${input.points}` })
      .where('id', '=', input.memberId)
      .where('point_balance', '>=', input.points)
      .returning('point_balance')
      .executeTakeFirst();
    if (!row) return null;
    const balance = toNumber(row.point_balance);
    await executor
      .insertInto('member_point_ledger')
      .values({ member_id: input.memberId, type: MemberPointHistory.DEDUCT, amount: -input.points, balance_after: balance, payment_id: input.paymentId, created_at: input.nowIso })
      .execute();
    return balance;
  },

  /** Adds points with their ledger row: ADD (earned by a payment) unless `type` says BONUS or ADJUST_PLUS. */
  async addPoints(executor: Executor, input: { memberId: number; points: number; paymentId: number | null; nowIso: string; type?: number }): Promise<number> {
    const row = await executor
      .updateTable('members')
      .set({ point_balance: sql<number>`point_balance + ${input.points}` })
      .where('id', '=', input.memberId)
      .returning('point_balance')
      .executeTakeFirstOrThrow();
    const balance = toNumber(row.point_balance);
    await executor
      .insertInto('member_point_ledger')
      .values({ member_id: input.memberId, type: input.type ?? MemberPointHistory.ADD, amount: input.points, balance_after: balance, payment_id: input.paymentId, created_at: input.nowIso })
      .execute();
    return balance;
  },

  /** The member's vouchers not used yet and valid through `today` (YYYY-MM-DD, outlet time). */
  async listUsableVouchers(executor: Executor, ownerId: number, memberId: number, today: string) {
    return executor
      .selectFrom('member_vouchers')
      .innerJoin('members', 'members.id', 'member_vouchers.member_id')
      // A voucher is of a promo group (ADR 0024): it answers once per outlet row of that group.
      .innerJoin('promos as issued', 'issued.id', 'member_vouchers.promo_id')
      // Rows made outside the back office (seed) have no group yet: they are a group of one.
      .innerJoin('promos', (join) =>
        join.on(sql<boolean>`coalesce(promos.promo_group_id, promos.id) = coalesce(issued.promo_group_id, issued.id)`).on('promos.archived_at', 'is', null),
      )
      .select(['member_vouchers.id', 'member_vouchers.code', 'member_vouchers.expired_date', 'promos.id as promo_id', 'promos.name as promo_name', 'promos.outlet_id'])
      .where('members.owner_id', '=', ownerId)
      .where('member_vouchers.member_id', '=', memberId)
      .where('member_vouchers.used_payment_id', 'is', null)
      .where('member_vouchers.revoked_at', 'is', null)
      .where('member_vouchers.expired_date', '>=', today)
      .orderBy('member_vouchers.expired_date')
      .orderBy('member_vouchers.id')
      .execute();
  },

  /** The owner's vouchers among `ids`: a voucher of another owner's member is not found (issue 20), never "another member's". */
  async findVouchers(executor: Executor, ownerId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return executor
      .selectFrom('member_vouchers')
      .innerJoin('promos', 'promos.id', 'member_vouchers.promo_id')
      .selectAll('member_vouchers')
      .select('promos.promo_group_id')
      .where('member_vouchers.id', 'in', [...ids])
      .where('member_vouchers.member_id', 'in', (members) => members.selectFrom('members').select('members.id').where('members.owner_id', '=', ownerId))
      .execute();
  },

  async findVoucherByCode(executor: Executor, ownerId: number, code: string) {
    return executor
      .selectFrom('member_vouchers')
      .innerJoin('members', 'members.id', 'member_vouchers.member_id')
      .innerJoin('promos', 'promos.id', 'member_vouchers.promo_id')
      .select(['member_vouchers.code', 'member_vouchers.expired_date', 'member_vouchers.used_payment_id', 'member_vouchers.revoked_at', 'promos.name as promo_name', 'promos.is_active', 'promos.ends_at'])
      .where('members.owner_id', '=', ownerId)
      .where('member_vouchers.code', '=', code)
      .executeTakeFirst();
  },

  /** Marks a voucher used by a payment, only if nobody used it first. */
  async useVoucher(executor: Executor, voucherId: number, paymentId: number, nowIso: string): Promise<boolean> {
    const result = await executor
      .updateTable('member_vouchers')
      .set({ used_payment_id: paymentId, used_at: nowIso })
      .where('id', '=', voucherId)
      .where('used_payment_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
