import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

/** Migration 0014: memberships bought and extended (modules/memberships). Money in hundredths. */

export interface PromoMemberCategoriesTable {
  id: Generated<number>;
  owner_id: number;
  /** Null: a promo for a membership of any category. */
  member_category_id: number | null;
  name: string;
  /** PromoDiscountType of @kasir/domain. */
  discount_type: number;
  /** PERCENTAGE: whole percent; NOMINAL: hundredths. */
  amount: number;
  max_discount: number | null;
  is_active: Flag;
  created_at: string;
  /** Migration 0022: Idempotency-Key of the back-office create; archived when deleted while used. */
  request_key: Generated<string | null>;
  archived_at: Generated<string | null>;
}

/** A sign-up QR: its token opens the sign-up page once (used_at). */
export interface GenerateQrHistoriesTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  token: string;
  member_category_id: number | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** GET /qr?OrderId=: the order whose customer this QR signs up (ADR 0021). */
  order_id: Generated<number | null>;
}

export interface PurchaseMembershipsTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  purchase_code: string;
  /** PurchaseMembershipType. */
  type: number;
  /** PurchaseMembershipStatus. */
  status: number;
  version: Generated<number>;
  member_category_id: number;
  member_id: number | null;
  name: string;
  phone_number: string;
  email: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  /** The category's duration when the purchase was made: later edits do not change a sold membership. */
  duration_days: number;
  generate_qr_history_id: number | null;
  promo_member_category_id: number | null;
  /** Signed up through an order's QR: the member goes on that order once paid (ADR 0021). */
  order_id: Generated<number | null>;
  subtotal: number;
  discount: Generated<number>;
  total: number;
  change: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface MembershipPaymentsTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  purchase_membership_id: number;
  shift_id: number;
  request_key: string | null;
  total: number;
  paid: number;
  change: number;
  cashier_id: number;
  cashier_name: string;
  created_at: string;
}

export interface MembershipPaymentDetailsTable {
  id: Generated<number>;
  membership_payment_id: number;
  outlet_payment_method_id: number;
  method_name: string;
  method_type: number;
  is_no_sales: Flag;
  open_drawer: Flag;
  amount: number;
  card_last4: string | null;
}

export interface MembershipTables {
  promo_member_categories: PromoMemberCategoriesTable;
  generate_qr_histories: GenerateQrHistoriesTable;
  purchase_memberships: PurchaseMembershipsTable;
  membership_payments: MembershipPaymentsTable;
  membership_payment_details: MembershipPaymentDetailsTable;
}
