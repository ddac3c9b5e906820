/**
 * Orders from customers (issue 22, ADR 26): what a phone placed from a table or counter QR, and
 * how the cashier decided it. Not in the spec's code lists; the spec's own codes (AppOrderType,
 * OrderProductStatus, the notices) live in orders.ts and messages.ts.
 */

/** One placement from a phone, as a whole. */
export const CustomerOrderStatus = {
  /** At least one line is still waiting for the cashier. */
  PENDING: 1,
  /** Every line is decided and at least one was confirmed. */
  CONFIRMED: 2,
  /** Every line was rejected (or the whole order was). */
  REJECTED: 3,
} as const;

/** One line of a placement. */
export const CustomerOrderLineStatus = { PENDING: 1, CONFIRMED: 2, REJECTED: 3 } as const;

/**
 * Order.StepProcess of a customer's order (spec §3 names the field, not its values): where it
 * is between the kitchen and the customer. Cashier orders stay at NONE.
 */
export const StepProcess = {
  NONE: 0,
  CONFIRMED: 1,
  PREPARING: 2,
  READY: 3,
  /** A courier took a delivery order, or the customer collected a pick-up one. */
  ON_THE_WAY: 4,
  DONE: 5,
} as const;
export const STEP_PROCESS_VALUES = [StepProcess.NONE, StepProcess.CONFIRMED, StepProcess.PREPARING, StepProcess.READY, StepProcess.ON_THE_WAY, StepProcess.DONE] as const;

/** The phone page the table QR opens (apps/web, outside the cashier shell). */
export const SELF_ORDER_PAGE_PATH = '/self-order';
/** The QR's query parameter that carries the signed token. */
export const SELF_ORDER_QR_PARAM = 'qr';
/** The public API's version segment: /api/public/v1/… (docs/public-api.md). */
export const PUBLIC_API_VERSION = 'v1';
export const PUBLIC_API_PREFIX = `/public/${PUBLIC_API_VERSION}`;
/** The header that carries a phone's session token on public calls (never Authorization). */
export const CUSTOMER_SESSION_HEADER = 'x-customer-session';

/** Longest reject reason a cashier may type. */
export const REJECT_REASON_MAX_LENGTH = 200;
/** A placement holds at most this many lines, each at most this many units. */
export const CUSTOMER_ORDER_MAX_LINES = 50;
export const CUSTOMER_ORDER_MAX_QUANTITY = 99;
/** Longest customer name and line/order note a phone may send. */
export const CUSTOMER_NAME_MAX_LENGTH = 60;
export const CUSTOMER_NOTE_MAX_LENGTH = 200;
