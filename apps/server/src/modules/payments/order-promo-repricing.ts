import { toHundredths, type OrderPromoInput, type OrderTotals } from '@kasir/domain';
import { createPaymentsRepository, type Executor } from './payments.repository.ts';
import { loadAssignment } from './promo-assignment.ts';

export type AssignedPromoPricing = {
  /** The order's assigned promos and vouchers as pricing reads them (empty: no promo). */
  inputs: OrderPromoInput[];
  /** Stores what the repricing gave each promo (its discount or its rejection). */
  record: (executor: Executor, totals: OrderTotals) => Promise<void>;
};

const NONE: AssignedPromoPricing = { inputs: [], record: async () => {} };

/**
 * The seam for order changes (orders/order-write.ts): an order with assigned promos keeps them
 * when lines change, so its stored total stays the one the payment dialog shows. One query
 * when the order has none.
 */
export async function assignedPromoPricing(executor: Executor, outletId: number, orderId: number, now = new Date()): Promise<AssignedPromoPricing> {
  const repository = createPaymentsRepository(executor);
  const rows = await repository.listOrderPromos(executor, [orderId]);
  if (rows.length === 0) return NONE;
  const assigned = await loadAssignment(executor, outletId, rows, now);
  return {
    inputs: assigned.map((entry) => entry.promo.input),
    record: async (trx, totals) => {
      for (const row of rows) {
        const outcome = totals.promos.find((candidate) => candidate.promoId === row.outlet_promo_id);
        const discount = outcome ? toHundredths(outcome.discount) + toHundredths(outcome.cashback) : 0;
        await repository.updateOrderPromoOutcome(trx, row.id, discount, outcome?.rejection ?? null);
      }
    },
  };
}
