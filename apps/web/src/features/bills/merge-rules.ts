import {
  AppOrderType,
  MERGE_BILL_WINDOW_DAYS,
  OrderStatus,
  OrderType,
  SpecMessage,
  formatOutletDate,
  getRecentDaysRange,
} from '@kasir/domain';
import type { MergeOrderBody, Order } from '@kasir/contracts';
import type { BillProblem } from './bill-lines.ts';

/** The part of an order the merge-bill picker needs (a GET /order/getAllOrderHistory row). */
export interface MergeCandidate {
  Id: number;
  OrderNo: string;
  Status: number;
  OrderTypeId: number;
  /** Customer-app orders carry their app order type; absent on plain cashier orders. */
  AppOrderType?: number | null;
  CustomerName: string | null;
  Total: number;
  CreatedOn: string;
  OrderTables: Array<{ OutletTable: { TableName: string } | null }>;
}

/**
 * Spec §7: the merge-bill dialog asks for ORDERED orders from six days ago (start of that
 * outlet day) to the end of today, as outlet dates.
 */
export function mergeWindowOf(now: Date, timeZoneHours: number): { fromDate: string; toDate: string; status: number } {
  const range = getRecentDaysRange(now, MERGE_BILL_WINDOW_DAYS, timeZoneHours);
  return { fromDate: formatOutletDate(range.start, timeZoneHours), toDate: formatOutletDate(range.end, timeZoneHours), status: OrderStatus.ORDERED };
}

/** Delivery and pick-up orders travel on their own: they are never merged (spec §5). */
export function isDeliveryOrPickUp(order: Pick<MergeCandidate, 'OrderTypeId' | 'AppOrderType'>): boolean {
  return order.OrderTypeId === OrderType.DELIVERY || order.AppOrderType === AppOrderType.DELIVERY || order.AppOrderType === AppOrderType.PICK_UP;
}

/**
 * The options of one merge field (spec §5): not the current order, not delivery or pick-up,
 * only ORDERED orders, and none already chosen in another field (the field's own choice stays).
 */
export function mergeOptionsFor(
  candidates: readonly MergeCandidate[],
  currentOrderId: number,
  chosen: ReadonlyArray<number | null>,
  fieldIndex: number,
): MergeCandidate[] {
  const takenElsewhere = new Set(chosen.filter((id, index): id is number => id !== null && index !== fieldIndex));
  return candidates.filter(
    (candidate) =>
      candidate.Id !== currentOrderId && candidate.Status === OrderStatus.ORDERED && !isDeliveryOrPickUp(candidate) && !takenElsewhere.has(candidate.Id),
  );
}

/** The current order can take others in only while it is ORDERED, unpaid, and not delivery or pick-up. */
export function canMergeInto(order: Pick<Order, 'Status' | 'OrderTypeId' | 'AppOrderType' | 'Payments'>): boolean {
  return order.Status === OrderStatus.ORDERED && order.Payments.length === 0 && !isDeliveryOrPickUp(order);
}

/** Split shares the gate: an ORDERED order with no payment yet. */
export function canSplit(order: Pick<Order, 'Status' | 'Payments'>): boolean {
  return order.Status === OrderStatus.ORDERED && order.Payments.length === 0;
}

export type MergeBodyResult = { body: Pick<MergeOrderBody, 'OrderIds'>; problem: null } | { body: null; problem: BillProblem };

/** Every field needs an order: 'Anda harus memilih pesanan yang akan digabung!' (spec §5). */
export function mergeBodyOf(fields: ReadonlyArray<number | null>): MergeBodyResult {
  if (fields.length === 0 || fields.some((id) => id === null)) return { body: null, problem: { specMessage: SpecMessage.MERGE_BILL_SELECT_ORDER } };
  return { body: { OrderIds: fields.filter((id): id is number => id !== null) }, problem: null };
}
