/** Spec §1: the two outlet types. */
export const OutletType = { RESTAURANT: 1, ALL_YOU_CAN_EAT: 2 } as const;

/** Spec §3 Receipt/print set: what a print set is for. */
export const SetReceipt = {
  ORDER: 1,
  TABLE_CHECKER: 2,
  BILL: 3,
  PAYMENT: 4,
  REPORT: 5,
  QR_TABLE: 6,
  QR_MEMBER_SIGNUP: 7,
  CHANGE_TABLE: 8,
} as const;

/** Spec §9: outlet setting codes (per outlet) and the global ones. */
export const OutletSettingCode = {
  AUTO_PRINT_QR_TABLE: 'AUTO_PRINT_QR_TABLE',
  BROADCAST: 'BROADCAST',
  MULTI_ORDER_QR_CODE: 'MULTI_ORDER_QR_CODE',
  MINIMUM_HOURS_RESERVATION: 'MINIMUM_HOURS_RESERVATION',
  RESERVATION_DEFAULT_ORDER_TYPE: 'RESERVATION_DEFAULT_ORDER_TYPE',
  NOTIFICATION_TABLE: 'NOTIFICATION_TABLE',
  ROUNDING: 'ROUNDING',
} as const;

export const GlobalSettingCode = {
  GLOBAL_MAINTENANCE_CASHIER: 'GLOBAL_MAINTENANCE_CASHIER',
} as const;

/** Spec §9: MULTI_ORDER_QR_CODE is on when its value is 1. */
export const MULTI_ORDER_QR_CODE_ON_VALUE = '1';

/** Spec §5 rounding setting: Hundred 1 rounds to 100, Thousand 2 rounds to 1000. */
export const RoundingSetting = { HUNDRED: 1, THOUSAND: 2 } as const;
