import { sql, type Transaction } from 'kysely';
import { OrderStatus, computePointsEarned, moneyFromHundredths, type PaymentLine } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { memberBalances } from '../members/member-balances.repository.ts';

export type OrderCredited = { orderId: number; outletId: number; version: number; status: number; points: number };

/**
 * A purchase signed up through an order's QR (GET /qr?OrderId=, ADR 0021) was paid: when that
 * order is PAID and has no member yet, the new member goes on it and earns the points its
 * payments would have earned had the member been chosen at the till. Runs in the membership
 * payment's transaction; the order's member is claimed by a conditional UPDATE (member_id still
 * null), so the points are credited at most once whatever else changes the order meanwhile.
 */
export async function creditOrderOfSignUp(trx: Transaction<Database>, input: { ownerId: number; orderId: number; memberId: number; nowIso: string }): Promise<OrderCredited | null> {
  const claimed = await trx
    .updateTable('orders')
    .set({ member_id: input.memberId, version: sql<number>`version + 1`, updated_at: input.nowIso })
    .where('id', '=', input.orderId)
    .where('owner_id', '=', input.ownerId)
    .where('status', '=', OrderStatus.PAID)
    .where('member_id', 'is', null)
    .returning(['id', 'outlet_id', 'version', 'status'])
    .executeTakeFirst();
  if (!claimed) return null;
  const payments = await trx.selectFrom('payments').select(['id', 'total']).where('order_id', '=', claimed.id).orderBy('id').execute();
  const details = payments.length === 0 ? [] : await trx.selectFrom('payment_details').selectAll().where('payment_id', 'in', payments.map((payment) => payment.id)).execute();
  let points = 0;
  for (const payment of payments) {
    const lines: PaymentLine[] = details
      .filter((detail) => detail.payment_id === payment.id)
      .map((detail) => ({
        methodId: detail.outlet_payment_method_id,
        type: detail.method_type as PaymentLine['type'],
        isNoSales: detail.is_no_sales === 1,
        // The order had no member, so none of its lines spent points.
        isUsePoint: false,
        amount: moneyFromHundredths(toNumber(detail.amount)),
      }));
    const earned = computePointsEarned(lines, moneyFromHundredths(toNumber(payment.total)), true);
    points += earned;
    await trx.updateTable('payments').set({ member_id: input.memberId, point_earned: earned }).where('id', '=', payment.id).execute();
  }
  const last = payments.at(-1);
  if (points > 0 && last) await memberBalances.addPoints(trx, { memberId: input.memberId, points, paymentId: last.id, nowIso: input.nowIso });
  return { orderId: claimed.id, outletId: claimed.outlet_id, version: toNumber(claimed.version), status: toNumber(claimed.status), points };
}
