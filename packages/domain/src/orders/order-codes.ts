import { OrderStatus } from '../codes/orders.ts';

/**
 * Codes of the order side that the specification leaves to us (it shows no values for them);
 * defined once here and reused by the server, the contracts and the web app.
 */

/** What happened to a pending item (spec §4: move to pending, back to order, or void). */
export const PendingItemStatus = { WAITING: 1, RETURNED: 2, VOIDED: 3 } as const;

/** What an order audit entry records (issue 4: void, deduct, delete and change are audited). */
export const OrderAuditAction = {
  VOID_ORDER: 'VOID_ORDER',
  VOID_ITEM: 'VOID_ITEM',
  DEDUCT: 'DEDUCT',
  DELETE: 'DELETE',
  CHANGE: 'CHANGE',
  EDIT: 'EDIT',
  MOVE_TO_PENDING: 'MOVE_TO_PENDING',
  MOVE_TO_ORDER: 'MOVE_TO_ORDER',
  FREE_ITEM: 'FREE_ITEM',
  /** Bills (modules/bills): the original of a split, the kept order of a merge, a refund of a paid order. */
  SPLIT: 'SPLIT',
  MERGE: 'MERGE',
  REFUND: 'REFUND',
  /** Payments: recorded when a supervisor approved the payment or the change of its methods (spec §6). */
  PAYMENT: 'PAYMENT',
  CHANGE_PAYMENT_METHOD: 'CHANGE_PAYMENT_METHOD',
  /** Orders from customers (issue 22): a cashier confirmed or rejected a customer's lines, opened a courier's tracking, moved the step. */
  CUSTOMER_CONFIRM: 'CUSTOMER_CONFIRM',
  CUSTOMER_REJECT: 'CUSTOMER_REJECT',
  TRACKER_CLICK: 'TRACKER_CLICK',
  STEP_PROCESS: 'STEP_PROCESS',
} as const;

/** Statuses of an order that still takes changes: anything else is closed. */
export const OPEN_ORDER_STATUSES: readonly number[] = [OrderStatus.RESERVERD, OrderStatus.ORDERED, OrderStatus.PENDING];

/**
 * Orders whose play time may be ended (POST /payment/{id}/terminateOrder): spec §4 lists an
 * order's time sessions while it is being served, ordered or partly paid; a paid, cancelled,
 * merged or split order is closed and its sessions stay as they were.
 */
export const TERMINABLE_ORDER_STATUSES: readonly number[] = [OrderStatus.ORDERED, OrderStatus.PARTIALLY_PAID];

/** Orders the ongoing lists show (GET /order/ongoing, simpleOngoingOrder): taken and not yet closed. */
export const ONGOING_ORDER_STATUSES: readonly number[] = [OrderStatus.RESERVERD, OrderStatus.ORDERED, OrderStatus.PARTIALLY_PAID, OrderStatus.PENDING];
