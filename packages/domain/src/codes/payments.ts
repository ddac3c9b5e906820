/** Spec §3: payment method type codes. */
export const PaymentMethodTypeCode = {
  DEBIT: 1,
  CREDIT: 2,
  E_WALLET: 3,
  CASH: 4,
  QRIS: 5,
  OTHER: 6,
  POINT: 7,
} as const;

/** Spec §9: promo and charge codes. */
export const PromoDiscountType = { PERCENTAGE: 1, NOMINAL: 2 } as const;
export const PromoBaseOn = { PRODUCT: 1, PRICE: 2, CASHBACK: 3 } as const;
export const PromoDeductFrom = { SUB_TOTAL: 1, TOTAL: 2, PRODUCT: 3 } as const;
export const PromoType = { PRODUCT: 1, TRANSACTION: 2, VOUCHER: 3 } as const;
export const ChargeType = { PERCENTAGE: 1, NOMINAL: 2 } as const;
export const ChargeDeductFrom = { PRODUCT: 1, SUB_TOTAL: 2 } as const;

/** Spec §9: member point history. */
export const MemberPointHistory = { ADD: 1, DEDUCT: 2, BONUS: 3, ADJUST_PLUS: 4, ADJUST_MINUS: 5 } as const;

/** Spec §3 purchase membership. */
export const PurchaseMembershipType = { NEW: 1, EXTEND: 2 } as const;
export const PurchaseMembershipStatus = { PENDING: 1, PAID: 2, CANCELLED: 3 } as const;
