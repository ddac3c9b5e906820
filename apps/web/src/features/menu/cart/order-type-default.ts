import { OrderType } from '@kasir/domain';
import type { OrderTypeOption } from '../catalog/menu-item.ts';

/**
 * The order type a new cart starts with. A seated table makes it Dine In; otherwise the guest
 * at the till is a walk-in, so Take Away (a quick sale) comes first and a coffee needs no
 * order-type tap. An outlet without Take Away starts with its first type.
 */
export function defaultOrderType(orderTypes: readonly OrderTypeOption[], hasTable: boolean): OrderTypeOption | null {
  const byCode = (code: number) => orderTypes.find((entry) => entry.orderTypeId === code);
  if (hasTable) return byCode(OrderType.DINE_IN) ?? orderTypes[0] ?? null;
  return byCode(OrderType.TAKE_AWAY) ?? orderTypes.find((entry) => entry.orderTypeId !== OrderType.DINE_IN) ?? orderTypes[0] ?? null;
}

/** Save and pay in one flow: an order with no table that is not Dine In (take-away, quick sale). */
export function canPayFromCart(orderType: OrderTypeOption | null, tableCount: number): boolean {
  return orderType !== null && orderType.orderTypeId !== OrderType.DINE_IN && tableCount === 0;
}
