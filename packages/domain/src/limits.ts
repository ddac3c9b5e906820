/** Every number of spec §9 (and the few of §2-§5 that act as limits), defined once. */

// Toasts and time-outs (§9)
export const TOAST_TIMEOUT_MS = 7000;
export const TOAST_APP_ORDER_TIMEOUT_MS = 10_000;
export const TOAST_BILL_REQUEST_TIMEOUT_MS = 10_000;
export const TOAST_TABLE_TIME_LEFT_TIMEOUT_MS = 15_000;
export const ERROR_LOG_TIMEOUT_MS = 10_000;
export const PRINT_TIMEOUT_MS = 15_000;
export const MODAL_OPEN_DELAY_MS = 50;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Locale and time (§9)
export const DEFAULT_TIME_ZONE_HOURS = 7;
export const DEFAULT_CURRENCY_CODE = 'Rp';
export const DEFAULT_CURRENCY_ISO = 'IDR';
export const DEFAULT_NUMBER_LOCALE = 'id';
export const DEFAULT_LOCALE = 'en';
export const FALLBACK_LOCALE = 'id';
export const SUPPORTED_LOCALES = ['en', 'id', 'zh'] as const;

// Rounding and printing (§9)
export const ROUNDING_STEP_HUNDRED = 100;
export const ROUNDING_STEP_THOUSAND = 1000;
export const RECEIPT_NUMBER_MAX_LENGTH = 24;
/** A full printed line of a printer v1 job: its cell widths add up to 1.1 (spec §9). */
export const SLIP_PRINT_WIDTH_V1 = 1.1;
/** A full printed line of a printer v2 job adds up to 1 (spec §9). */
export const SLIP_PRINT_WIDTH_V2 = 1;
export const DEBUG_PREVIEW_CHARACTERS = 42;

// Windows and buffers (§9)
export const PENDING_ORDERS_WINDOW_DAYS = 3;
export const MERGE_BILL_WINDOW_DAYS = 6;
/** Not in the spec: at most this many splits of one bill, or orders merged into one, per call. */
export const MAX_BILL_PARTS = 20;
export const RESERVATION_BUFFER_HOURS = 1;
export const ORDER_BUFFER_HOURS = 2;
export const RESERVATION_NOTICE_HOURS = 3;
export const MEMBER_EXPIRY_WARNING_DAYS = 10;
export const MEMBER_SEARCH_DEBOUNCE_MS = 1000;
/** Not in the spec: how many members one search, or the latest list, answers (a picker's screenful). */
export const MEMBER_LIST_LIMIT = 20;

// Input limits (§9)
export const PIN_LENGTH = 6;
export const PAX_QUICK_PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const NUMERIC_MAX = 1e13;
export const AMOUNT_FIELD_MAX_LENGTH = 14;
export const QUANTITY_PRECISION = 0;
export const PRICE_PRECISION = 2;
export const PHONE_MAX_LENGTH = 16;
export const POSTAL_CODE_MAX_LENGTH = 16;
export const PAGINATION_WINDOW_PAGES = 10;
export const TABLE_CONTAINER_MIN_WIDTH = 100;
export const TABLE_CONTAINER_MIN_HEIGHT = 50;
export const VIEWPORT_WIDTH = 1280;
export const DEFAULT_TAX_PERCENT_TABLE_VIEW = 10;
export const SUMMARY_REPORT_MAX_DAYS = 31;
/** Not in the spec: the summary charts' top products list this many, by total. */
export const REPORT_CHART_TOP_PRODUCTS = 10;
export const DEFAULT_AREA_SIZE = { width: 1000, height: 800 } as const;

// Quick cash amounts (§9), in whole rupiah
export const ORDER_PAYMENT_QUICK_AMOUNTS = [50_000, 100_000, 500_000] as const;
export const MEMBERSHIP_PAYMENT_QUICK_AMOUNTS = [100_000, 200_000, 300_000] as const;

// Stock (§3): a sub-product quantity of -1 means unlimited
export const SUB_PRODUCT_UNLIMITED_QUANTITY = -1;

// Add-on suggestions (§9)
export const ADD_ON_SUGGESTIONS = ['50% Ice', 'No Ice', 'Less Sugar', 'Grass Jelly', 'Additional Boba'] as const;

// PIN attempt limits (issue 2: rules that hold on the server)
export const PIN_USER_SOFT_LIMIT = 5;
export const PIN_USER_HARD_LIMIT = 10;
export const PIN_WINDOW_MS = 15 * 60 * 1000;
export const PIN_LOCKOUT_MS = 15 * 60 * 1000;
export const PIN_DEVICE_LIMIT = 20;
