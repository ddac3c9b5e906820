import type { ColumnType, Generated } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Orders and their lines, add-ons, bundles, tables, pending items and audit trail (issue 4;
 * the orders module owns them). Money columns hold integer hundredths; instants are ISO-8601
 * UTC text; business_date is the outlet-time calendar day (YYYY-MM-DD) the order belongs to.
 */
export interface OrderCountersTable {
  outlet_id: number;
  business_date: string;
  last_value: number;
}

export interface OrdersTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  shift_id: number | null;
  order_no: string;
  business_date: string;
  /** OrderType code (DINE_IN 1 …), copied from the outlet order type when the order is made. */
  order_type_id: number;
  outlet_order_type_id: number;
  status: number;
  step_process: number;
  pax: number;
  info_order: string | null;
  customer_name: string | null;
  phone_number: string | null;
  /** JSON text of the customer block, or null. */
  customer_data: string | null;
  /** JSON text of the shipping data (Name, Address, Ward …), or null. */
  delivery_address: string | null;
  member_id: number | null;
  outlet_area_id: number | null;
  /** HH:mm:ss of an all-you-can-eat order's end, or null. */
  end_time: string | null;
  subtotal: number;
  discount_amount: number;
  charge_total: number;
  rounding: number;
  total: number;
  /** Bumped by every change; a body carrying an older one is refused (409). */
  version: number;
  cancel_reason: string | null;
  /** The Idempotency-Key of the POST /order that made it, or null; unique per outlet. */
  request_key: string | null;
  created_by: number;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  /** AppOrderType (PICK_UP 1, DELIVERY 2, DINE_IN 3) of an order a customer placed, else null (migration 0024). */
  app_order_type: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON of a split bill's BillShare (ADR 15: its fixed-charge shares and rounding), else null. */
  bill_share: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 23 (migration 0027): the till's Ref of a sale taken offline, unique per outlet; else null. */
  offline_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provisional number ('OFF-…') the till showed for it; else null. */
  offline_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the cashier took the offline sale (ISO-8601 UTC); created_at stays the server's arrival. */
  taken_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderProductsTable {
  id: Generated<number>;
  order_id: number;
  outlet_product_id: number;
  product_name: string;
  quantity: number;
  /** SellPrice and LevelPrices as they were when the line was taken. */
  sell_price: number;
  level_prices: string | null;
  price_override: number | null;
  /** OrderProductType (FREE 1, COMPLIMENT 2) or null. */
  type: number | null;
  is_free: Flag;
  /** OrderProductStatus: PENDING 1, CONFIRMED 2. */
  status: number;
  notes: string;
  is_included_charge: Flag;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface OrderSubProductsTable {
  id: Generated<number>;
  order_product_id: number;
  /** Null for a free-text add-on. */
  sub_product_id: number | null;
  name: string;
  price: number;
  base_price: number;
  quantity: number;
}

export interface OrderProductBundlesTable {
  id: Generated<number>;
  order_id: number;
  outlet_product_bundle_id: number;
  name: string;
  quantity: number;
  price: number;
  status: number;
  notes: string;
  created_by: number;
  created_at: string;
}

export interface OrderBundleDetailsTable {
  id: Generated<number>;
  order_product_bundle_id: number;
  outlet_product_id: number;
  name: string;
  /** Per bundle unit. */
  quantity: number;
}

export interface OrderTablesTable {
  order_id: number;
  outlet_table_id: number;
  created_at: string;
  released_at: string | null;
}

export interface PendingOrderProductsTable {
  id: Generated<number>;
  outlet_id: number;
  order_id: number;
  order_product_id: number;
  outlet_product_id: number;
  product_name: string;
  quantity: number;
  /** PendingItemStatus of @kasir/domain: waiting, returned to the order, voided. */
  status: number;
  created_by: number;
  created_at: string;
  resolved_at: string | null;
}

export interface OrderAuditsTable {
  id: Generated<number>;
  order_id: number;
  /** OrderAuditAction of @kasir/domain. */
  action: string;
  order_product_id: number | null;
  actor_user_id: number;
  approver_user_id: number | null;
  reason: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface OrderTimeSessionsTable {
  id: Generated<number>;
  order_id: number;
  /** TimeSessionType: 1 first, 2 extension. */
  type: number;
  start_time: string;
  end_time: string | null;
  terminated_on: string | null;
}

export interface OrderTables {
  order_counters: OrderCountersTable;
  orders: OrdersTable;
  order_products: OrderProductsTable;
  order_sub_products: OrderSubProductsTable;
  order_product_bundles: OrderProductBundlesTable;
  order_bundle_details: OrderBundleDetailsTable;
  order_tables: OrderTablesTable;
  pending_order_products: PendingOrderProductsTable;
  order_audits: OrderAuditsTable;
  order_time_sessions: OrderTimeSessionsTable;
}
