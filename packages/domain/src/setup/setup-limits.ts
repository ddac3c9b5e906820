/**
 * Bounds of the first-run wizard (POST /setup/outlet). The wizard makes a starting outlet, not
 * the whole business: the back office edits and extends everything afterwards.
 */
export const SETUP_MAX_PAYMENT_METHODS = 20;
export const SETUP_MAX_CHARGES = 10;
export const SETUP_MAX_PRODUCTS = 50;
/** Tables the wizard lays out in its one area; fewer fit when the tables are large (setupTableGrid). */
export const SETUP_MAX_TABLES = 30;
/** Rp 100.000.000: well above any dish, well inside the money range. */
export const SETUP_MAX_PRODUCT_PRICE_RUPIAH = 100_000_000;
