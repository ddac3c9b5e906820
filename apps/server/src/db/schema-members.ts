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
  /** Migration 0013: of a USE row, the order that carries the minutes now (moves on split and merge). */
  held_order_id: number | null;
}

export interface PromoPaymentMethodsTable {
  promo_id: number;
  outlet_payment_method_id: number;
}

/** Migration 0013: the last auto-generated member number of each owner. */
export interface MemberNumberSequencesTable {
  owner_id: number;
  last_number: number;
}

export interface MemberTables {
  member_number_sequences: MemberNumberSequencesTable;
  member_minute_ledger: MemberMinuteLedgerTable;
  promo_payment_methods: PromoPaymentMethodsTable;
}
