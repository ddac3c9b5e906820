import { AppOrderType, CustomerOrderLineStatus, SpecMessage } from '@kasir/domain';
import type { CustomerOrder, CustomerOrderLine } from '@kasir/contracts';

/** Spec §4: '(Tambahan)' when the lines joined an order already ORDERED, else '(Baru)'. */
export function placementLabel(order: Pick<CustomerOrder, 'IsAddition'>): string {
  return order.IsAddition ? SpecMessage.CUSTOMER_ORDER_ADDITIONAL : SpecMessage.CUSTOMER_ORDER_NEW;
}

/** Pick-up and delivery placements come from the counter QR and use the confirm online order dialog. */
export function isOnlineOrder(order: Pick<CustomerOrder, 'AppOrderType'>): boolean {
  return order.AppOrderType === AppOrderType.PICK_UP || order.AppOrderType === AppOrderType.DELIVERY;
}

export function pendingLines(order: CustomerOrder): CustomerOrderLine[] {
  return order.Lines.filter((line) => line.Status === CustomerOrderLineStatus.PENDING && line.OrderProductId !== null);
}

export function pendingOrderProductIds(order: CustomerOrder): number[] {
  return pendingLines(order).flatMap((line) => (line.OrderProductId === null ? [] : [line.OrderProductId]));
}

/**
 * The whole placement as one decision. When it is the order's only waiting placement the
 * spec's whole-order calls fit exactly; when another placement waits on the same order
 * (a second phone at the table) only this one's lines are named, so the other is untouched.
 */
export function wholePlacementTarget(order: CustomerOrder, allPending: readonly CustomerOrder[]): { orderId: number; orderProductIds?: number[] } {
  const others = allPending.filter((other) => other.OrderId === order.OrderId && other.Id !== order.Id && pendingLines(other).length > 0);
  return others.length === 0 ? { orderId: order.OrderId } : { orderId: order.OrderId, orderProductIds: pendingOrderProductIds(order) };
}

/** Table names of a placement for the list, or null for pick-up and delivery. */
export function placeOf(order: Pick<CustomerOrder, 'TableName' | 'AreaName'>): string | null {
  if (order.TableName === null) return null;
  return order.AreaName ? `${order.TableName} · ${order.AreaName}` : order.TableName;
}
