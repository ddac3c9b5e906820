import type { Generated } from 'kysely';

/** Migration 0009: the saved-minutes ledger and promo payment-method terms. */
export interface MemberMinuteLedgerTable {
  id: Generated<number>;
  member_id: number;
  /** MemberMinuteHistory of @kasir/domain. */
  type: number;
  /** Signed: USE negative, RETURN and BONUS positive. */
  minutes: number;
  balance_after: number;
  /** The member-play order that used or gave back the minutes. */
  order_id: number | null;
  created_at: string;
}

export interface PromoPaymentMethodsTable {
  promo_id: number;
  outlet_payment_method_id: number;
}

export interface MemberTables {
  member_minute_ledger: MemberMinuteLedgerTable;
  promo_payment_methods: PromoPaymentMethodsTable;
}
