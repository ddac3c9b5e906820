/**
 * The owner's catalog in the back office (issue 21): departments, categories and products.
 * Every number here is a rule of ours, not of the spec, and is defined once.
 */

/** Longest product, category or department name: a menu button and a kitchen ticket line hold it. */
export const PRODUCT_NAME_MAX = 100;
export const CATEGORY_NAME_MAX = 50;
export const DEPARTMENT_NAME_MAX = 50;
/** Longest product description. */
export const PRODUCT_DESCRIPTION_MAX = 500;
/** Most price levels a product may carry (LEVEL1 … LEVEL20). */
export const PRICE_LEVEL_MAX = 20;
/** Most kitchen printers one department may route to. */
export const DEPARTMENT_PRINTERS_MAX = 20;
/** Highest category position (the order of the till's category tabs). */
export const CATEGORY_POSITION_MAX = 10_000;
/** Largest tracked stock quantity. */
export const STOCK_QUANTITY_MAX = 1_000_000_000;
