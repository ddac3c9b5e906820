/** Spec §1: order types of an order, of the table view, and of customer app orders. */
export const OrderType = { DINE_IN: 1, TAKE_AWAY: 2, DELIVERY: 3, MARKETPLACE: 4 } as const;
export const TableViewOrderType = { DINE_IN: 1, TAKE_AWAY: 2, RESERVE: 3, DELIVERY: 4 } as const;
export const AppOrderType = { PICK_UP: 1, DELIVERY: 2, DINE_IN: 3 } as const;

/** Spec §4: order status. RESERVERD is spelled as in the data. */
export const OrderStatus = {
  RESERVERD: 1,
  ORDERED: 2,
  PAID: 3,
  PARTIALLY_PAID: 4,
  PENDING_CANCEL: 5,
  CANCELED: 6,
  MERGED: 7,
  SPLITED: 8,
  PENDING: 9,
} as const;
export const DEFAULT_TABLE_ORDER_FILTER = OrderStatus.ORDERED;

/** Spec §3 OrderProduct. */
export const OrderProductType = { FREE: 1, COMPLIMENT: 2 } as const;
export const OrderProductStatus = { PENDING: 1, CONFIRMED: 2 } as const;

/** Spec §3 OrderTimeSessions Type. */
export const TimeSessionType = { FIRST: 1, EXTENSION: 2 } as const;

/** Spec §4: void print types. */
export const VoidPrintType = { VOID_ITEM: 1, VOID_ORDER: 2 } as const;

/** Spec §4: reservation status; the table view filters WAITING by default. */
export const ReservationStatus = { DONE: 1, WAITING: 2, CANCELED: 3 } as const;
export const DEFAULT_RESERVATION_FILTER = ReservationStatus.WAITING;
