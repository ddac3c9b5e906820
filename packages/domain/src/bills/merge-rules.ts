import { OrderStatus, OrderType } from '../codes/orders.ts';

/** What merge bill needs to know of an order (spec §5). */
export interface MergeCandidate {
  readonly orderNo: string;
  readonly status: number;
  /** OrderType code: DINE_IN 1, TAKE_AWAY 2, DELIVERY 3, MARKETPLACE 4. */
  readonly orderTypeId: number;
  readonly createdAt: Date;
}

/**
 * Order types merge bill leaves out: spec §5 excludes delivery and pick-up orders. Pick-up is
 * a customer-app order type (AppOrderType), which cashier orders never carry; the web's merge
 * picker reads it the same way (features/bills/merge-rules.ts).
 */
export const UNMERGEABLE_ORDER_TYPES: readonly number[] = [OrderType.DELIVERY];

/** Whether the order type may be the type of a merged bill. */
export function isMergeableOrderType(orderTypeId: number): boolean {
  return !UNMERGEABLE_ORDER_TYPES.includes(orderTypeId);
}

/**
 * Why an order cannot be merged into another (null when it can): spec §5 merge bill offers
 * only ORDERED orders, no delivery or pick-up orders, and only orders of the window (the last
 * MERGE_BILL_WINDOW_DAYS days, from `windowStart`).
 */
export function getMergeRefusal(order: MergeCandidate, windowStart: Date): string | null {
  if (order.status !== OrderStatus.ORDERED) return `Order ${order.orderNo} is not ORDERED and cannot be merged`;
  if (!isMergeableOrderType(order.orderTypeId)) return `Order ${order.orderNo} is a delivery or pick-up order and cannot be merged`;
  if (order.createdAt.getTime() < windowStart.getTime()) return `Order ${order.orderNo} is older than the merge bill window`;
  return null;
}
