/**
 * The largest id a row can have: ids are PostgreSQL `serial` (a 32-bit integer) and SQLite
 * INTEGER keys, so the smaller range is the one both databases hold.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Canonical decimal digits: no sign, no leading zero, no spaces, exponent, point or radix prefix. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/**
 * A row id as a client writes it in a path, query or header: only its canonical decimal
 * spelling counts. `Number()` would also take '0x537', '1335e0', '1335.0', '+1335' and ' 1335'
 * as 1335, so one row would answer to many spellings (and caches, logs and idempotency keys
 * would see different requests); those are refused instead. Answers null when `text` is not one.
 */
export function parseRowId(text: string): number | null {
  if (!CANONICAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
