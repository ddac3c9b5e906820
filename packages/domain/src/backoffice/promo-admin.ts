/** Back office (issue 21): promos, member vouchers and member categories. */

/** Longest promo name: the payment dialog's promo picker shows it on one line. */
export const PROMO_NAME_MAX = 60;
/** A percentage promo takes at most the whole base. */
export const PROMO_PERCENT_MAX = 100;
/** Most products, categories and bundles one promo may name. */
export const PROMO_TARGETS_MAX = 500;
/** Most members one issuing call gives a voucher to. */
export const VOUCHER_ISSUE_MAX = 500;
/** Voucher codes: upper-case letters and digits without look-alikes (0/O, 1/I). */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const VOUCHER_CODE_LENGTH = 10;
/** Longest member category name. */
export const MEMBER_CATEGORY_NAME_MAX = 50;
/** A membership runs at most ten years. */
export const MEMBER_CATEGORY_DURATION_DAYS_MAX = 3_650;
/** Saved minutes a membership may add: a year of play. */
export const MEMBER_CATEGORY_MINUTES_MAX = 525_600;
/** The member category every new member gets unless another is chosen (spec: Silver). */
export const DEFAULT_MEMBER_CATEGORY_NAME = 'Silver';
