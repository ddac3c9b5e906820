/**
 * The outbox's numbers (ADR 27), defined once. They are the till's own: the server never sees
 * them (it sees only the Idempotency-Keys and the Offline block).
 */

/** The IndexedDB database and its stores. Bump the version only with an upgrade step. */
export const OUTBOX_DB_NAME = 'kasir-offline';
export const OUTBOX_DB_VERSION = 1;
export const OUTBOX_SALES_STORE = 'sales';
export const OUTBOX_META_STORE = 'meta';
export const OUTBOX_SEQ_INDEX = 'by-seq';

/** Tells the other tabs of this till that the outbox changed (they reread it). */
export const OUTBOX_CHANNEL_NAME = 'kasir-outbox';

/** Web Locks name: one tab of the till sends at a time. */
export const OUTBOX_SYNC_LOCK_NAME = 'kasir-outbox-sync';

/** While sales wait and the server seems reachable, another try this often. */
export const OFFLINE_SYNC_RETRY_MS = 30_000;

/** A sale still marked kitchenPending this long after it was taken is sent anyway (the printing tab died). */
export const OFFLINE_KITCHEN_SETTLE_MS = 60_000;

/** Sales the server has are kept this long (shown as sent), then pruned. */
export const OFFLINE_DONE_KEEP_HOURS = 24;
export const MS_PER_HOUR = 3_600_000;

/** Provisional numbers: 'OFF-' + terminal id + '-' + the terminal's counter, zero-padded. */
export const PROVISIONAL_NUMBER_PREFIX = 'OFF-';
export const TERMINAL_ID_LENGTH = 4;
export const PROVISIONAL_COUNTER_DIGITS = 3;
/** Letters and digits that cannot be misread on paper (no 0/O, 1/I/L). */
export const TERMINAL_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Idempotency-Keys of an offline sale (the brief's fixed interface). */
export const orderKeyOf = (ref: string): string => `offline-${ref}-order`;
export const paymentKeyOf = (ref: string): string => `offline-${ref}-payment`;
