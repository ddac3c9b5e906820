import { toHundredths, type OrderTotals } from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import type { Executor, PaymentsRepository } from './payments.repository.ts';
import type { AssignedPromo } from './promo-assignment.ts';

/**
 * What a first payment does to its promos, inside its transaction: each promo that gave
 * something is recorded on the payment (payment_promos) and takes one use of its limit by a
 * conditional UPDATE; each voucher is marked used by this payment, only if still unused. A
 * limit or a voucher taken by another payment in the meantime refuses this one (409). Answers
 * the payment_promos rows as stored.
 */
export async function settleAssignedPromos(
  trx: Executor,
  payments: PaymentsRepository,
  input: { paymentId: number; assigned: readonly AssignedPromo[]; totals: OrderTotals; nowIso: string },
): Promise<Awaited<ReturnType<PaymentsRepository['insertPaymentPromos']>>> {
  const rows = [];
  for (const { promo, voucherId } of input.assigned) {
    const outcome = input.totals.promos.find((candidate) => candidate.promoId === promo.row.id);
    const discount = outcome ? toHundredths(outcome.discount) + toHundredths(outcome.cashback) : 0;
    if (discount <= 0) continue;
    if (!(await payments.takePromoUse(trx, promo.row.id))) throw new AppError('CONFLICT', `Promo ${promo.row.name} has reached its limit`, [{ field: 'Promos', error: 'LIMIT_REACHED' }]);
    if (voucherId !== null && !(await memberBalances.useVoucher(trx, voucherId, input.paymentId, input.nowIso))) {
      throw new AppError('CONFLICT', 'This voucher has already been used', [{ field: 'Vouchers', error: 'This voucher has already been used' }]);
    }
    rows.push({ payment_id: input.paymentId, outlet_promo_id: promo.row.id, member_voucher_id: voucherId, promo_name: promo.row.name, total_discount: discount });
  }
  return payments.insertPaymentPromos(trx, rows);
}
