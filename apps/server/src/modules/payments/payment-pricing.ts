import { PendingItemStatus } from '@kasir/domain';
import type { OrderLinesRepository } from '../orders/order-lines.repository.ts';
import { priceOrder } from '../orders/order-pricing.ts';
import type { BillShare } from '@kasir/domain';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { Executor } from './payments.repository.ts';
import type { AssignedPromo } from './promo-assignment.ts';

type PricingDeps = { orders: OrdersRepository; lines: OrderLinesRepository };

export type PaymentPricingInput = {
  outletId: number;
  orderId: number;
  outletOrderTypeId: number;
  assigned: readonly AssignedPromo[];
  /** A later visit of a partial order keeps the promos its first payment settled, whatever their limits now. */
  isFirstPayment: boolean;
  paymentMethodIds: readonly number[];
  isNoSales: boolean;
  excludeChargeNoSales: boolean;
  /** The order's split-bill share (ADR 15), when it was cut from a split. */
  billShare: BillShare | null;
};

/**
 * The bill a payment is checked against: the order's billed lines (PENDING ones out), its
 * order type's charges and rounding, its promos priced with the chosen payment methods.
 * POST /payment/{id} and its quote both price through here, so the dialog shows exactly the
 * figures the payment will check.
 */
export async function priceForPayment(executor: Executor, deps: PricingDeps, input: PaymentPricingInput) {
  const orderLines = await deps.lines.loadLines(executor, [input.orderId], PendingItemStatus.WAITING);
  const setup = await deps.orders.loadPricingSetup(executor, input.outletId, input.outletOrderTypeId);
  const totals = priceOrder(setup, orderLines, {
    promos: input.assigned.map((entry) => (input.isFirstPayment ? entry.promo.input : { ...entry.promo.input, isAvailable: true, limit: null })),
    paymentMethodIds: input.paymentMethodIds,
    isNoSales: input.isNoSales,
    excludeChargeNoSales: input.excludeChargeNoSales,
    billShare: input.billShare,
  });
  return { setup, totals };
}
