import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Payments, payment methods, the promos and vouchers of an order, and the member balances a
 * payment moves (issue 6; the payments and members modules own them). Money columns hold
 * integer hundredths; points are whole points (1 point = Rp 1 when spent); instants are
 * ISO-8601 UTC text. A card number is never stored whole: card_last4 only, and no expiry or
 * CVV column exists on purpose.
 */

/** Spec §3 payment method types; id is the type code (debit 1 … point 7). */
export interface PaymentMethodTypesTable {
  id: number;
  name: string;
  position: number;
}

export interface OutletPaymentMethodsTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  /** PaymentMethodTypeCode. */
  type: number;
  is_use_point: Flag;
  is_no_sales: Flag;
  open_drawer: Flag;
  default_value: number | null;
  /** Points at most per payment with this method; null = no cap beyond the member's balance. */
  max_point: number | null;
  image: string | null;
  position: number;
  is_active: Flag;
  /** Migration 0020: the image chosen in the back office (image holds its file name). */
  image_id: Generated<number | null>;
  /** Migration 0020: Idempotency-Key of the back-office create; unique per outlet. */
  request_key: Generated<string | null>;
}

export interface PaymentsTable {
  id: Generated<number>;
  owner_id: number;
  order_id: number;
  outlet_id: number;
  shift_id: number | null;
  /** Idempotency-Key of the POST: unique per outlet, so a retry finds the first payment. */
  request_key: string | null;
  /** What this visit settled (the order's total, or the part of a partial payment). */
  total: number;
  /** Sum of the details. */
  paid: number;
  change: number;
  /** Still due after this payment. */
  remaining: number;
  point_used: number;
  point_earned: number;
  time_balance_used: number;
  time_balance_earned: number;
  member_id: number | null;
  order_status: number;
  cashier_id: number;
  cashier_name: string;
  created_at: string;
}

export interface PaymentDetailsTable {
  id: Generated<number>;
  payment_id: number;
  outlet_payment_method_id: number;
  /** The method as it was when paid: later renames do not rewrite receipts. */
  method_name: string;
  method_type: number;
  is_no_sales: Flag;
  open_drawer: Flag;
  amount: number;
  /** Last four digits of a debit/credit card only. */
  card_last4: string | null;
}

export interface PaymentPromosTable {
  id: Generated<number>;
  payment_id: number;
  outlet_promo_id: number;
  member_voucher_id: number | null;
  promo_name: string;
  total_discount: number;
}

/** The order's assigned promos and vouchers, as the last repricing found them. */
export interface OrderPromosTable {
  id: Generated<number>;
  order_id: number;
  outlet_promo_id: number;
  member_voucher_id: number | null;
  promo_name: string;
  promo_type: number;
  base_on: number;
  discount: number;
  /** PromoRejection of the domain, or null when the promo gave its discount. */
  rejection: string | null;
  position: number;
}

export interface MemberCategoriesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  is_default: Flag;
  /** Migration 0013: what a membership of this category costs (hundredths) and how long it runs. */
  price: Generated<number>;
  duration_days: Generated<number>;
  /** Saved minutes a bought membership of this category adds (0: none). */
  time_balance_minutes: Generated<number>;
  position: Generated<number>;
  /** Migration 0022: Idempotency-Key of the back-office create. */
  request_key: Generated<string | null>;
}

export interface MembersTable {
  id: Generated<number>;
  owner_id: number;
  member_category_id: number;
  name: string;
  phone_number: string;
  email: string | null;
  member_number: string;
  /** Whole points; only changed together with a member_point_ledger row. */
  point_balance: number;
  saved_minutes: number;
  member_since: string;
  expired_at: string | null;
  created_at: string;
  /** Migration 0013: 0 = a walk-in customer the owner knows, 1 = a member. */
  is_member: Generated<Flag>;
  address: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  member_card_no: string | null;
  updated_at: string | null;
  /** Set when deleted: the row stays for the payments and ledgers that name it. */
  deleted_at: string | null;
}

/** Every change of a member's points (MemberPointHistory): the balance is their running sum. */
export interface MemberPointLedgerTable {
  id: Generated<number>;
  member_id: number;
  type: number;
  /** Signed: ADD/BONUS/ADJUST_PLUS positive, DEDUCT/ADJUST_MINUS negative. */
  amount: number;
  balance_after: number;
  payment_id: number | null;
  created_at: string;
}

export interface MemberVouchersTable {
  id: Generated<number>;
  member_id: number;
  promo_id: number;
  code: string;
  /** YYYY-MM-DD in outlet time; usable through that day. */
  expired_date: string;
  used_payment_id: number | null;
  used_at: string | null;
  /** Migration 0022: the owner took it back (no longer usable); issue_key = Idempotency-Key of the issuing call. */
  revoked_at: Generated<string | null>;
  issue_key: Generated<string | null>;
}

/** Receipts to e-mail; the e-mail-receipts worker delivers them (migration 0026 added the delivery columns). */
export interface EmailOutboxTable {
  id: Generated<number>;
  payment_id: number;
  email: string;
  /** EmailDeliveryStatus: QUEUED, RETRYING, SENT, SAVED_AS_FILE, FAILED. */
  status: string;
  created_at: string;
  attempts: Generated<number>;
  /** Due from then (ISO); a retry's backoff moves it on. */
  next_attempt_at: string | null;
  last_error: Generated<string | null>;
  sent_at: Generated<string | null>;
  message_id: Generated<string | null>;
  /** The .eml file name under the mail directory when no SMTP server is configured. */
  eml_file: Generated<string | null>;
  /** Which worker holds the row, and until when (a lease). */
  claim_token: Generated<string | null>;
  claimed_until: Generated<string | null>;
  updated_at: string | null;
}

/** Migration 0020: an uploaded image (POST /image/upload); the file is in the upload directory. */
export interface ImagesTable {
  id: Generated<number>;
  owner_id: number;
  file_name: string;
  content_type: string;
  byte_size: number;
  created_at: string;
}

export interface PaymentTables {
  images: ImagesTable;
  payment_method_types: PaymentMethodTypesTable;
  outlet_payment_methods: OutletPaymentMethodsTable;
  payments: PaymentsTable;
  payment_details: PaymentDetailsTable;
  payment_promos: PaymentPromosTable;
  order_promos: OrderPromosTable;
  member_categories: MemberCategoriesTable;
  members: MembersTable;
  member_point_ledger: MemberPointLedgerTable;
  member_vouchers: MemberVouchersTable;
  email_outbox: EmailOutboxTable;
}
