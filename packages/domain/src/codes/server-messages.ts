import { SpecMessage } from './messages.ts';

/**
 * The server's own refusal texts beyond the spec's (spec §8 leaves "other server-side rules"
 * open), each under a stable code. With SpecMessage they make the one message table: the
 * server names the code of the text it sends (ErrorBody.messageCode) and the web shows its
 * translation of that code, falling back to the text. Placeholders are {name}, as in SpecMessage.
 * A text thrown without an entry here still reaches the client, untranslated.
 */
export const ServerMessage = {
  INTERNAL_ERROR: 'Internal error',
  // Sessions and access
  SESSION_EXPIRED: 'Session expired or invalid, please sign in again',
  WRONG_CREDENTIALS: 'Wrong username or password',
  WRONG_PIN: 'Wrong PIN',
  PIN_IS_REQUIRED: 'PIN is required',
  OWNER_MUST_SIGN_IN: 'The owner must sign in first',
  NEEDS_OWNER: 'This needs the owner to sign in',
  CHOOSE_CASHIER_FIRST: 'Choose a cashier first',
  CHOOSE_OUTLET_FIRST: 'Choose an outlet first',
  SCREEN_LOCKED: 'The cashier screen is locked',
  ONLY_USER_CAN_UNLOCK: 'Only {name} can unlock this screen',
  PIN_LOCKED_FOR_DEVICE: 'Too many wrong PINs from this device. Try again in {minutes} minutes.',
  PIN_LOCKED_FOR_USER: 'Too many wrong PINs for {name}. Try again in {minutes} minutes.',
  PIN_LOCKED_HARD: 'The PIN of {name} is locked after too many wrong attempts. Ask the owner to reset it.',
  OUTLET_SUSPENDED: 'Outlet {name} is suspended',
  USERNAME_USED: 'Username is already used',
  SELECT_A_USER_WITH_ACCESS: 'Select a user with access',
  ERROR_LOG_CREDENTIAL: 'Invalid error-log credential',
  // Permissions (spec §6)
  NO_ACCESS_ADD_ORDERS: "Sorry, you don't have access to add orders",
  NO_ACCESS_CANCEL_ORDERS: "Sorry, you don't have access to cancel orders",
  NO_ACCESS_SPLIT_BILL: "Sorry, you don't have access to split bill",
  NO_ACCESS_MERGE_BILL: "Sorry, you don't have access to merge bill",
  NO_ACCESS_REFUND: "Sorry, you don't have access to refund orders",
  NO_ACCESS_PAYMENT: "Sorry, you don't have access to payment",
  NO_ACCESS_CHANGE_PAYMENT_METHOD: "Sorry, you don't have access to change the payment method",
  NO_ACCESS_SET_STOCK: "Sorry, you don't have access to set product stock",
  NO_ACCESS_FAVORITES: "Sorry, you don't have access to manage favourite products",
  NO_ACCESS_ORDER_HISTORY: "Sorry, you don't have access to view order history",
  NO_ACCESS_MOVE_TABLES: "Sorry, you don't have access to move tables",
  NO_ACCESS_MERGE_TABLES: "Sorry, you don't have access to merge tables",
  NO_ACCESS_RESERVATIONS: "Sorry, you don't have access to reservations",
  NO_ACCESS_OTHER: "Sorry, you don't have access to {action}",
  // Not found
  ORDER_NOT_FOUND: 'Order not found',
  ORDER_ID_NOT_FOUND: 'Order {id} not found',
  TABLE_NOT_FOUND: 'Table not found',
  TABLE_ID_NOT_FOUND: 'Table {id} not found',
  AREA_NOT_FOUND: 'Area not found',
  AREA_ID_NOT_FOUND: 'Area {id} not found',
  OUTLET_NOT_FOUND: 'Outlet not found',
  OUTLET_ID_NOT_FOUND: 'Outlet {id} not found',
  PRODUCT_ID_NOT_FOUND: 'Product {id} not found',
  ADD_ON_ID_NOT_FOUND: 'Add-on {id} not found',
  BUNDLE_ID_NOT_FOUND: 'Bundle {id} not found',
  SHIFT_RECORD_NOT_FOUND: 'Shift not found',
  RESERVATION_NOT_FOUND: 'Reservation not found',
  PAYMENT_METHOD_ID_NOT_FOUND: 'Payment method {id} not found',
  PROMO_ID_NOT_FOUND: 'Promo {id} not found',
  VOUCHER_ID_NOT_FOUND: 'Voucher {id} not found',
  PENDING_ITEM_ID_NOT_FOUND: 'Pending item {id} not found',
  ORDER_LINE_ID_NOT_FOUND: 'Order product {id} not found',
  DEVICE_ID_NOT_FOUND: 'Device {id} not found',
  ROLE_NOT_FOUND: 'Role not found',
  USER_NOT_FOUND: 'User not found',
  UNKNOWN_PRODUCT: 'Unknown product',
  SOMETHING_NOT_FOUND: '{what} not found',
  // Tables and reservations
  TABLE_NOT_AVAILABLE: 'Table {table} is not available',
  TABLE_TAKEN_BY: 'Table {table} is already taken by {name}',
  TABLE_HOLDS_ORDER: 'Table {table} holds an order and is emptied only when the order ends',
  TABLE_STATUS_CHANGE_REFUSED: 'Table {table} cannot change from status {from} to {to}',
  TABLE_USED_BY_ORDER_SINCE: 'Gagal! Meja {table} dipakai pesanan sejak {time}',
  TABLE_ALREADY_OF_ORDER: 'is already the table of this order',
  TABLES_ALREADY_OF_ORDER: 'already belong to this order',
  MUST_BE_TABLE_OF_ORDER: 'must be a table of this order',
  TABLE_NO_EXTENDABLE_ORDER: 'Table {table} holds no order whose time can be extended',
  EXTEND_ONLY_TIMED: 'is only for time-based tables and all-you-can-eat outlets',
  ONLY_DINE_IN_TAKES_TABLES: 'Only a Dine In order takes tables',
  RESERVATION_ONLY_WAITING_CHANGES: 'Only a waiting reservation can be changed',
  RESERVATION_ONLY_WAITING_SEATS: 'Only a waiting reservation can be saved to an order',
  RESERVATION_CHANGED_ELSEWHERE: 'The reservation was changed by another terminal',
  RESERVATION_STATUS_CHANGE_REFUSED: 'A reservation cannot change from status {from} to {to}',
  // Orders and lines
  ORDER_CLOSED: 'Order {orderNo} is closed and cannot be changed',
  ORDER_NOT_ACTIVE: 'Order {orderNo} is not active any more',
  ORDER_NOT_PAYABLE: 'Order {orderNo} cannot be paid in its current status',
  ORDER_CHANGED_ELSEWHERE: 'This order was changed on another terminal. The latest order is shown; please try again.',
  ORDER_HAS_PAYMENTS_PROMOS_FIXED: 'Order {orderNo} has payments: its promos can no longer change',
  PRODUCT_SOLD_OUT: '{name} is sold out',
  NOT_ENOUGH_STOCK: 'Not enough stock of {name}: {left} left',
  PRODUCT_NO_STOCK: '{name} has no stock left',
  PRODUCT_NOT_ON_MENU: '{name} is not on the menu',
  PRODUCT_ALREADY_ON_LINE: '{name} is already the product of this line',
  ADD_ON_NOT_OFFERED: 'Add-on {id} is not offered with {name}',
  QUANTITY_RANGE: 'Quantity must be from 1 to {max}',
  QUANTITY_AT_LEAST_ONE: 'Quantity must be at least 1',
  QUANTITY_WHOLE: 'must be a whole number ≥ 0',
  QUANTITY_WHOLE_VALUE: 'Quantity must be a whole number ≥ 0: {value}',
  QUANTITY_FIXED_FOR_FREE_OR_PENDING: 'The quantity of a free or pending item cannot be changed',
  ITEM_PENDING_VOID_THERE: 'This item is pending: void it from the pending items',
  ITEM_PENDING_RETURN_FIRST: 'This item is pending: return it to the order first',
  ITEM_ALREADY_PENDING: 'This item is already pending',
  PENDING_ITEM_DONE: 'This pending item was already returned or voided',
  ORDER_TOTAL_TOO_LARGE: 'The order total is too large',
  MEMBERSHIP_NEEDS_TIMED_TABLE: 'Membership time is played at a time-based table',
  MEMBERSHIP_EXPIRED: 'The membership of {name} has expired: points, vouchers and saved minutes cannot be used',
  CARD_NUMBER_REQUIRED: 'Member card number is required',
  MINUTES_ZERO: 'Minutes cannot be 0',
  // Members (issue 19)
  NO_ACCESS_ADD_MEMBER: "Sorry, you don't have access to add members",
  NO_ACCESS_EDIT_MEMBER: "Sorry, you don't have access to edit member data",
  MEMBER_ID_USED: 'Member Id {number} is already used',
  MEMBER_CARD_USED: 'Member card {number} is already used',
  ALREADY_A_MEMBER: '{name} is already a member',
  MEMBER_CATEGORY_NOT_FOUND: 'Member category not found',
  MEMBER_CATEGORY_ID_NOT_FOUND: 'Member category {id} not found',
  BIRTH_DATE_IN_FUTURE: 'Birth date cannot be in the future',
  BIRTH_DATE_INVALID: 'Birth date must be a real date as year-month-day',
  MUST_BE_PHONE_NUMBER: 'must be a phone number',
  MUST_BE_EMAIL: 'must be an e-mail address',
  MUST_BE_DATE_YMD: 'must be a date YYYY-MM-DD',
  // Membership purchases (issue 19)
  MEMBERSHIP_QR_INVALID: 'This sign-up QR is not valid',
  MEMBERSHIP_QR_EXPIRED: 'This sign-up QR has expired; ask the cashier for a new one',
  MEMBERSHIP_QR_USED: 'This sign-up QR was used already',
  MEMBERSHIP_PAID_ALREADY: 'Membership purchase {code} is paid already',
  MEMBERSHIP_CANCELLED: 'Membership purchase {code} is cancelled',
  MEMBERSHIP_CHANGED_MEANWHILE: 'Membership purchase {code} was paid or changed on another terminal',
  MEMBERSHIP_NOT_PAID: 'Membership purchase {code} is not paid yet',
  MEMBERSHIP_PAY_AS_EXTEND: 'This purchase extends a membership: pay it with paymentExtendMembership',
  MEMBERSHIP_PAY_AS_NEW: 'This purchase is a new membership: pay it with paymentMembership',
  MEMBERSHIP_ID_OF_PATH: 'Id must be the purchase of the path',
  MEMBERSHIP_NO_POINTS: 'Points cannot pay for a membership',
  MEMBERSHIP_PROMO_OTHER_CATEGORY: 'This promo is for another member category',
  IDEMPOTENCY_KEY_OTHER_PURCHASE: 'This Idempotency-Key was used for another membership purchase',
  // Bills: split, merge, refund
  SPLIT_NOT_ORDERED: 'Order {orderNo} is not ORDERED and cannot be split',
  SPLIT_HAS_PAYMENTS: 'Order {orderNo} has payments and cannot be split',
  SPLIT_HAS_PENDING: '{name} has pending items: move them back to the order before splitting it',
  SPLIT_NEEDS_TWO: 'A split bill needs at least two bills: leave something on the original or make another split',
  SPLIT_LINE_NOT_ON_ORDER: 'Line {id} is not on this order',
  SPLIT_LINE_TOO_FEW: 'Line {id} has only {count} to split',
  MERGE_INTO_ITSELF: 'An order cannot be merged into itself',
  MERGE_CHOSEN_TWICE: 'An order is chosen twice',
  MERGE_NOT_DELIVERY: 'A merged bill cannot be a delivery or pick-up order',
  MERGE_BUSY: 'These orders are being merged on another terminal; please try again',
  MERGE_NOT_ORDERED: 'Order {orderNo} is not ORDERED and cannot be merged',
  MERGE_DELIVERY_ORDER: 'Order {orderNo} is a delivery or pick-up order and cannot be merged',
  MERGE_TOO_OLD: 'Order {orderNo} is older than the merge bill window',
  REFUND_NOT_PAID: 'Order {orderNo} is not paid: only a paid order can be refunded',
  REFUND_NOTHING_PAID: 'Order {orderNo} has no money paid to refund',
  REFUND_NOT_PAID_LINE: 'Line {id} is not a paid line of this order',
  REFUND_ALREADY: '{name} is already refunded',
  REFUND_QUANTITY_RANGE: 'Quantity of {name} must be 1 to {max}',
  REFUND_RACE: '{name} was refunded on another terminal meanwhile; please try again',
  // Payment, promos, vouchers
  CARD_NUMBER_ONLY_FOR_CARDS: 'A card number is only for debit and credit methods',
  POINTS_AT_MOST: 'At most {max} points with {name}',
  POINTS_ABOVE_BALANCE: "Points used are above the member's points",
  POINTS_ABOVE_REMAINING: 'Points used are above the amount due',
  POINTS_USED_MISMATCH: 'PointUsed must equal the amount of the point payment lines',
  POINTS_METHOD_FIXED: 'Points cannot be changed to or from another payment method',
  ZERO_AMOUNT_LINE: 'Only payment lines above 0 can be paid',
  ZERO_TOTAL_ONE_CASH_LINE: 'A total of 0 is paid with one cash line of 0',
  NON_CASH_ABOVE_REMAINING: 'Only cash can be more than the amount due',
  PAYMENT_NOT_ENOUGH: 'The payment does not cover the amount due',
  NOTHING_DUE: 'Nothing is left to pay on this order',
  NEW_LINES_MUST_ADD_UP: 'The new payment lines must add up to the amount paid',
  IDEMPOTENCY_KEY_OTHER_ORDER: 'This Idempotency-Key was used for another order',
  PROMO_ONCE: 'Each promo can be applied once',
  PROMO_LIMIT_REACHED: 'Promo {name} has reached its limit',
  PROMO_TERMS_FAILED: 'Promo {name} cannot be applied: {reason}',
  VOUCHER_NEEDS_MEMBER: 'A voucher needs the order to have a member',
  VOUCHER_OTHER_MEMBER: 'This voucher belongs to another member',
  VOUCHER_USED: 'This voucher has already been used',
  VOUCHER_EXPIRED: 'This voucher has expired',
  VOUCHER_NOT_OF_PROMO: 'The voucher is not of this promo',
  // Shifts
  SHIFT_ALREADY_OPEN: 'A shift is already open for you at this outlet',
  // Field checks (data[0].error names the field beside them)
  NOT_A_DATE: '{value} is not a date',
  MUST_BE_REAL_DATE: 'must be a real date',
  MUST_BE_FUTURE: 'must be in the future',
  MUST_NOT_BE_BEFORE_FROM: 'must not be before fromDate',
  MUST_NOT_BE_AFTER_TO: 'must not be after toDate',
  FROM_AFTER_TO: 'fromDate must not be after toDate',
  // Reports (issue 18): the range of a report, in outlet time
  MUST_NOT_BE_AFTER_TODAY: 'must not be after today',
  REPORT_RANGE_TOO_LONG: 'must be at most {days} days from fromDate',
  REQUIRED_WITHOUT_SHIFT: 'is required without shiftId',
  MUST_BE_ORDER_OF_PATH: 'must be the order of the path',
  MUST_BE_POSITIVE_INTEGER: 'must be a positive integer',
  HEADER_PROBLEM: '{header} header {problem}',
  DEVICE_LISTED_TWICE: 'Device {id} is listed twice',
  ID_MUST_BE_ORDER_OF_PATH: 'Id must be the order of the path',
  IDEMPOTENCY_KEY_FOR_PARTIAL: 'is required for a partial payment: a retry of one could not be told from the next part',
  ORDER_CLOSED_TIME_FIXED: 'Order {orderNo} is closed: its time can no longer be ended',
  // Back office: payment methods, charges, images (issue 20)
  PAYMENT_METHOD_NAME_TAKEN: 'is already the name of another payment method of this outlet',
  MUST_BE_OUTLET_OF_ROW: 'must be the outlet it belongs to',
  ARCHIVED_CANNOT_CHANGE: '{name} is archived and cannot be changed',
  UPLOAD_NOT_MULTIPART: "must be sent as multipart/form-data in the field 'file'",
  UPLOAD_FILE_REQUIRED: "is required (multipart field 'file')",
  UPLOAD_UNREADABLE: 'could not be read',
  IMAGE_NOT_SUPPORTED: 'must be a PNG, JPEG or WebP image',
  IMAGE_TOO_LARGE: 'must be at most {size} MB',
  IMAGE_UNDECODABLE: 'could not be decoded as an image: the file is damaged or incomplete',
  IMAGE_TOO_MANY_PIXELS: 'must be at most {megapixels} megapixels',
  // Till: /cashier/add-menu (issue 21)
  PRODUCT_ALREADY_ON_OUTLET: "{name} is already on this outlet's menu",
  // Back office: floor plans (issue 20)
  FLOOR_TABLE_NAME_TAKEN: 'Table name {table} is already used at this outlet',
  FLOOR_TABLE_HAS_OPEN_ORDER: 'Table {table} has an open order (#{orderId}): it can be deleted once the order is paid or the table is emptied',
  FLOOR_TABLE_IN_USE: 'Table {table} is in use at a cashier terminal: it can be deleted once the order is paid or the table is emptied',
  FLOOR_TABLE_HAS_RESERVATIONS: 'Table {table} has {count} waiting reservation(s): cancel or move them first',
  FLOOR_AREA_HAS_RESERVATIONS: 'Tables of this area have {count} waiting reservation(s): cancel or move them first',
  FLOOR_TABLE_JUST_SEATED: 'A cashier just seated guests at one of these tables: try again once it is free',
  FLOOR_POSITION_OUTSIDE_AREA: 'Position {position} puts the table outside the area ({size})',
  FLOOR_POSITION_FORMAT: "Position must be 'x*y'",
  FLOOR_ROOM_IN_ROOM: 'A room cannot stand inside another room',
  FLOOR_ROOM_SELF: 'A table cannot be its own room',
  FLOOR_ROOM_OF_AREA: 'must be a room table of the same area',
  FLOOR_AREA_OF_SAME_OUTLET: 'must be an area of the same outlet',
  // Back office: staff and roles (issue 20)
  ROLE_NAME_TAKEN: 'A role with this name already exists',
  ROLE_IN_USE: 'Role is used by {count} user(s)',
  OUTLET_NAME_USED: 'Name is already used by another outlet',
  OUTLET_CHARGES_NOT_OF_OUTLET: 'OutletChargeIds names charges that are not of this outlet: {ids}',
  SETUP_TABLES_DO_NOT_FIT: 'At most {count} tables of {seats} seats fit in the area',
  // Back office: add-ons and bundles (issue 21)
  ADD_ON_NAME_TAKEN: 'is already the name of another add-on of this outlet',
  BUNDLE_NAME_TAKEN: 'is already the name of another bundle of this outlet',
  MUST_BE_PRODUCT_OF_OUTLET: 'names a product that is not on this outlet: {ids}',
  MUST_BE_CATEGORY_OF_OUTLET: 'must be a category of this outlet',
  // Back office: departments, categories and products (issue 21, catalog-admin)
  DEPARTMENT_NAME_TAKEN: 'is already the name of another department of this outlet',
  PRODUCT_NAME_TAKEN: 'is already the name of another of your products',
  CATEGORY_HAS_PRODUCTS: 'Category {name} still has {count} product(s): move or remove them first',
  DEPARTMENT_HAS_CATEGORIES: 'Department {name} still has {count} categor(ies): move or remove them first',
  MUST_BE_KITCHEN_PRINTER_OF_OUTLET: "names printers that are not in this outlet's order print set: {ids}",
  KITCHEN_PRINTER_CATCHES_ALL: 'names {names}, which already prints every department no other printer takes; routing one department to it would stop the others printing there',
  MUST_BE_DEPARTMENT_OF_OUTLET: 'must be a department of this outlet',
  IMAGE_NOT_UPLOADED: 'must be an image you uploaded',
  // Back office: promos, vouchers and member categories (issue 21, promo-admin)
  PROMO_IDS_NOT_OF_OUTLETS: "names ids that are not of the promo's outlets: {ids}",
  PROMO_NOT_VOUCHER: 'Vouchers can only be issued for a voucher promo',
  VOUCHER_REVOKED: 'This voucher has been revoked',
  VOUCHER_USED_CANNOT_REVOKE: 'Voucher {code} has already been used and cannot be revoked',
  MEMBER_CATEGORY_NAME_TAKEN: 'is already the name of another member category',
  MEMBER_CATEGORY_DEFAULT_KEPT: '{name} is the default member category and cannot be deleted',
  MEMBER_CATEGORY_IN_USE: 'Member category {name} has members or memberships sold: it cannot be deleted',
  // Back office: CSV import and export of an outlet's menu (issue 21); row and column are named beside them
  MENU_CSV_UNCLOSED_QUOTE: 'A quoted field starting on line {line} is never closed',
  MENU_CSV_NO_HEADER: 'The file has no header row',
  MENU_CSV_COLUMN_MISSING: 'Column {column} is missing',
  MENU_CSV_COLUMN_UNKNOWN: 'Column {column} is not a menu column',
  MENU_CSV_COLUMN_TWICE: 'Column {column} appears twice',
  MENU_CSV_FIELD_COUNT: 'The row has {count} fields but the header has {expected}',
  MENU_CSV_CELL_REQUIRED: '{column} must not be empty',
  MENU_CSV_CELL_TOO_LONG: '{column} must be at most {max} characters',
  MENU_CSV_PRICE_INVALID: '{column} must be an amount in rupiah such as 12500 or 12500.50',
  MENU_CSV_PRICE_TOO_LARGE: '{column} must be at most {max}',
  MENU_CSV_STOCK_INVALID: 'Stock must be empty (not tracked) or a whole number from 0 to {max}',
  MENU_CSV_SOLD_OUT_INVALID: 'SoldOut must be true or false',
  MENU_CSV_NAME_TWICE: 'Product {name} is already in row {row}',
  MENU_CSV_DEPARTMENT_CONFLICT: 'Category {category} has department {department} in row {row}',
  MENU_CSV_ADD_ON_TWICE: 'Add-on {name} is listed twice',
  MENU_CSV_ADD_ON_UNKNOWN: 'Add-on {name} does not exist at this outlet',
  MENU_CSV_TOO_MANY_ROWS: 'The file has more than {max} products',
  MENU_CSV_TOO_LARGE: 'The file must be at most {size} KB',
  MENU_CSV_HAS_ERRORS: 'The file has {count} error(s): nothing was imported',
  MENU_CSV_CHANGED_MEANWHILE: 'The menu changed while the file was imported: nothing was imported, preview it again',
  // Orders from customers (issue 22, modules/customer-orders)
  CUSTOMER_LINE_ALREADY_CONFIRMED: '{name} was already confirmed and can no longer be rejected',
  CUSTOMER_LINE_ALREADY_REJECTED: 'This product was already rejected and can no longer be confirmed',
  NO_PENDING_CUSTOMER_LINES: 'Order {orderNo} has no customer products waiting for confirmation',
  STEP_PROCESS_NOT_FORWARD: 'Order {orderNo} is already at this step or past it',
  BILL_REQUEST_NOT_FOUND: 'Bill request not found',
  // Couriers of delivery orders (issue 22, modules/couriers)
  COURIER_ONLY_DELIVERY: 'Only a delivery order can get a courier',
  COURIER_ORDER_CLOSED: 'Order {orderNo} is cancelled and cannot get a courier',
  COURIER_NOT_REQUESTED: 'No courier was requested for order {orderNo}',
  COURIER_ALREADY_AT: 'The courier of order {orderNo} is already {status}',
  COURIER_MOVE_NOT_ALLOWED: 'A courier cannot move from {from} to {to}',
  COURIER_PROVIDER_UNKNOWN: 'Unknown courier provider {code}',
  COURIER_NOT_MANUAL: "Only a courier of the outlet's own drivers can be moved here",
  // Self-order public API (issue 22, modules/self-order)
  SELF_ORDER_QR_INVALID: 'This QR code is no longer valid; ask the staff for a new one',
  SELF_ORDER_SESSION_INVALID: 'Your ordering session has ended; scan the QR code again',
  SELF_ORDER_TYPE_NOT_ALLOWED: 'This QR code cannot place this kind of order',
  SELF_ORDER_TYPE_UNAVAILABLE: 'This outlet does not take this kind of order from customers',
  SELF_ORDER_PRODUCT_UNAVAILABLE: 'This product is not on the menu',
  SELF_ORDER_ADD_ON_UNAVAILABLE: 'This add-on is not offered with {name}',
  SELF_ORDER_TOO_MANY_SESSIONS: 'Too many QR scans from this address, try again in a minute',
  SELF_ORDER_TOO_MANY_ORDERS: 'Too many orders from this phone, try again in a minute',
  SELF_ORDER_NOTHING_CONFIRMED: 'Nothing is confirmed yet; ask for the bill once the staff confirm your order',
  SELF_ORDER_PAID_ALREADY: 'This order is paid already',
  SELF_ORDER_CLOSED: 'This order is closed',
  // Sales taken offline (issue 23, modules/orders/offline-sales.ts)
  OFFLINE_TAKEN_AT_IN_FUTURE: "TakenAt is in the future",
  OFFLINE_TAKEN_AT_TOO_OLD: "TakenAt is too old",
  OFFLINE_JOB_NOT_OF_SALE: "JobId is not a kitchen job of this sale and device",
  OFFLINE_LINE_INDEX_UNKNOWN: "Index must name one of the {count} OrderProducts",
  OFFLINE_LINE_QUANTITY_TOO_HIGH: "Quantity is more than the line's {quantity}",
  OFFLINE_DEVICE_NOT_KITCHEN: "DeviceId is not a kitchen printer of this outlet",
} as const;

/** Every message the server may send, under its code: the spec's (SpecMessage) and its own. */
export const MessageTemplate = { ...SpecMessage, ...ServerMessage } as const;
export type MessageCode = keyof typeof MessageTemplate;
export type MessageParams = Record<string, string>;

interface CompiledTemplate {
  code: MessageCode;
  pattern: RegExp;
  names: string[];
  /** Characters that are not placeholders: the more, the more specific the template. */
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileTemplate(code: MessageCode, template: string): CompiledTemplate {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder?.[1]) return escapeRegExp(part);
      names.push(placeholder[1]);
      return '(.+?)';
    })
    .join('');
  return { code, pattern: new RegExp(`^${source}$`, 's'), names, literalLength: template.replace(/\{\w+\}/g, '').length };
}

/** Exact texts first, then the most literal text, so 'Order 12 not found' is ORDER_ID_NOT_FOUND, not SOMETHING_NOT_FOUND. */
const compiledTemplates: readonly CompiledTemplate[] = (Object.entries(MessageTemplate) as Array<[MessageCode, string]>)
  .map(([code, template]) => compileTemplate(code, template))
  .sort((left, right) => Number(left.names.length > 0) - Number(right.names.length > 0) || right.literalLength - left.literalLength);

/**
 * The code and placeholder values of a message text of the table (exact texts first, then the
 * most specific template that matches); null for a text the table does not know.
 */
export function matchMessage(text: string): { code: MessageCode; params: MessageParams } | null {
  for (const template of compiledTemplates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    template.names.forEach((name, index) => {
      params[name] = match[index + 1] ?? '';
    });
    return { code: template.code, params };
  }
  return null;
}
