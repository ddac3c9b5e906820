import { OrderStatus, SpecMessage, sumMoney, type Money } from '@kasir/domain';
import type { Order, RefundBody } from '@kasir/contracts';
import { billLineKey, billLinesOf, lineAmountOf, type BillLine, type BillProblem } from './bill-lines.ts';
import { clampStep } from './split-rules.ts';

/** A line of a paid order and how much of it may still be refunded. */
export interface RefundableLine extends BillLine {
  refunded: number;
  /** Ordered minus already refunded: the most a new refund may take. */
  refundable: number;
}

/** Refund is offered only on PAID orders (the server re-checks). */
export function canRefund(order: Pick<Order, 'Status'>): boolean {
  return order.Status === OrderStatus.PAID;
}

/** Each line with what earlier refunds already took back. */
export function refundableLinesOf(order: Pick<Order, 'OrderProducts' | 'OrderProductBundles' | 'Refunds'>): RefundableLine[] {
  const refunded = new Map<string, number>();
  const add = (key: string, quantity: number) => refunded.set(key, (refunded.get(key) ?? 0) + quantity);
  for (const refund of order.Refunds) {
    refund.OrderProducts.forEach((line) => add(billLineKey('product', line.OrderProductId), line.Quantity));
    refund.OrderProductBundles.forEach((line) => add(billLineKey('bundle', line.OrderProductBundleId), line.Quantity));
  }
  return billLinesOf(order).map((line) => {
    const taken = refunded.get(line.key) ?? 0;
    return { ...line, refunded: taken, refundable: Math.max(line.quantity - taken, 0) };
  });
}

/** The quantity chosen per line key; a line not chosen is absent. */
export type RefundChoice = Record<string, number>;

/** Ticks a line on (at its whole refundable quantity) or off. */
export function toggleRefundLine(choice: RefundChoice, line: RefundableLine): RefundChoice {
  const { [line.key]: current, ...rest } = choice;
  if (current !== undefined || line.refundable < 1) return rest;
  return { ...rest, [line.key]: line.refundable };
}

/** Spec §5: the quantity per item is 1 to the ordered (less already refunded) quantity. */
export function setRefundQuantity(choice: RefundChoice, line: RefundableLine, quantity: number): RefundChoice {
  if (line.refundable < 1) return choice;
  return { ...choice, [line.key]: clampStep(quantity, line.refundable) };
}

/** What the chosen lines cost at their order price (the server answers the money really refunded). */
export function refundPreviewOf(choice: RefundChoice, lines: readonly RefundableLine[]): Money {
  return sumMoney(lines.filter((line) => choice[line.key] !== undefined).map((line) => lineAmountOf(line, choice[line.key] ?? 0)));
}

export type RefundBodyResult = { body: Omit<RefundBody, 'Approval'>; problem: null } | { body: null; problem: BillProblem };

/** The body of PUT /customer/refund/{id}: at least one product, then a reason ('Alasan harus diisi!'). */
export function refundBodyOf(choice: RefundChoice, lines: readonly RefundableLine[], reason: string): RefundBodyResult {
  const chosen = lines.filter((line) => (choice[line.key] ?? 0) >= 1 && line.refundable >= 1);
  if (chosen.length === 0) return { body: null, problem: { key: 'refundPickOne' } };
  if (reason.trim().length === 0) return { body: null, problem: { specMessage: SpecMessage.REASON_REQUIRED_GENERIC } };
  const quantityOf = (line: RefundableLine) => clampStep(choice[line.key] ?? 1, line.refundable);
  return {
    body: {
      OrderProducts: chosen.filter((line) => line.kind === 'product').map((line) => ({ OrderProductId: line.id, Quantity: quantityOf(line) })),
      OrderProductBundles: chosen.filter((line) => line.kind === 'bundle').map((line) => ({ OrderProductBundleId: line.id, Quantity: quantityOf(line) })),
      Reason: reason.trim(),
    },
    problem: null,
  };
}
