import type { Kysely, Transaction } from 'kysely';
import type { MemberMinuteHistoryEntry, MemberOrderPayment, MemberPointHistoryEntry } from '@kasir/contracts';
import { moneyFromHundredths, toDecimalRupiah } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';
import type { PageWindow } from './member-directory.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;
const rupiah = (hundredths: number | string) => toDecimalRupiah(moneyFromHundredths(toNumber(hundredths)));

/**
 * What a member's page shows (issue 19): the points ledger, the saved-minutes ledger and the
 * member's payments, each newest first, one page at a time. The caller has checked the member is
 * the owner's; these read by member id only.
 */
export const memberHistory = {
  async points(executor: Executor, memberId: number, window: PageWindow): Promise<{ items: MemberPointHistoryEntry[]; total: number }> {
    const [rows, count] = await Promise.all([
      executor
        .selectFrom('member_point_ledger')
        .leftJoin('payments', 'payments.id', 'member_point_ledger.payment_id')
        .leftJoin('orders', 'orders.id', 'payments.order_id')
        .select(['member_point_ledger.id', 'member_point_ledger.type', 'member_point_ledger.amount', 'member_point_ledger.balance_after', 'member_point_ledger.payment_id', 'member_point_ledger.created_at', 'orders.order_no'])
        .where('member_point_ledger.member_id', '=', memberId)
        .orderBy('member_point_ledger.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      executor.selectFrom('member_point_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({ Id: row.id, Type: row.type, Point: toNumber(row.amount), BalanceAfter: toNumber(row.balance_after), PaymentId: row.payment_id, OrderNo: row.order_no, CreatedOn: row.created_at })),
      total: toNumber(count.n),
    };
  },

  async minutes(executor: Executor, memberId: number, window: PageWindow): Promise<{ items: MemberMinuteHistoryEntry[]; total: number }> {
    const [rows, count] = await Promise.all([
      executor
        .selectFrom('member_minute_ledger')
        .leftJoin('orders', 'orders.id', 'member_minute_ledger.order_id')
        .select(['member_minute_ledger.id', 'member_minute_ledger.type', 'member_minute_ledger.minutes', 'member_minute_ledger.balance_after', 'member_minute_ledger.order_id', 'member_minute_ledger.created_at', 'orders.order_no'])
        .where('member_minute_ledger.member_id', '=', memberId)
        .orderBy('member_minute_ledger.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      executor.selectFrom('member_minute_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({ Id: row.id, Type: row.type, Minutes: toNumber(row.minutes), BalanceAfter: toNumber(row.balance_after), OrderId: row.order_id, OrderNo: row.order_no, CreatedOn: row.created_at })),
      total: toNumber(count.n),
    };
  },

  /** GET /member/{id}/getOrderPayment: the member's payments at any of the owner's outlets, newest first. */
  async orderPayments(executor: Executor, ownerId: number, memberId: number, window: PageWindow): Promise<{ items: MemberOrderPayment[]; total: number }> {
    const [rows, count] = await Promise.all([
      executor
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .innerJoin('outlets', 'outlets.id', 'payments.outlet_id')
        .select([
          'payments.id',
          'payments.order_id',
          'orders.order_no',
          'payments.outlet_id',
          'outlets.name as outlet_name',
          'payments.created_at',
          'payments.total',
          'payments.point_used',
          'payments.point_earned',
          'payments.time_balance_used',
          'payments.time_balance_earned',
        ])
        .where('payments.owner_id', '=', ownerId)
        .where('payments.member_id', '=', memberId)
        .orderBy('payments.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      executor.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', ownerId).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((row) => row.id);
    const details = ids.length === 0 ? [] : await executor.selectFrom('payment_details').select(['payment_id', 'method_name', 'amount']).where('payment_id', 'in', ids).orderBy('id').execute();
    return {
      items: rows.map((row) => ({
        PaymentId: row.id,
        OrderId: row.order_id,
        OrderNo: row.order_no,
        OutletId: row.outlet_id,
        OutletName: row.outlet_name,
        CreatedOn: row.created_at,
        Total: rupiah(row.total),
        PointUsed: toNumber(row.point_used),
        PointEarned: toNumber(row.point_earned),
        TimeBalanceUsed: toNumber(row.time_balance_used),
        TimeBalanceEarned: toNumber(row.time_balance_earned),
        PaymentMethods: details.filter((detail) => detail.payment_id === row.id).map((detail) => ({ Name: detail.method_name, Amount: rupiah(detail.amount) })),
      })),
      total: toNumber(count.n),
    };
  },
};
