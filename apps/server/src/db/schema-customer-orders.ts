import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Orders from customers (issue 22, migration 0024, ADR 26). Money columns hold integer
 * hundredths; instants are ISO-8601 UTC text.
 */
export interface TableQrCodesTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  /** Null: the outlet's counter QR (pick-up, take-away, delivery). */
  outlet_table_id: number | null;
  nonce: string;
  created_by: number;
  created_at: string;
  revoked_at: string | null;
}

export interface CustomerSessionsTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  table_qr_code_id: number;
  /** SHA-256 hex of the session token the phone holds. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
}

export interface CustomerOrdersTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  order_id: number;
  customer_session_id: number;
  table_qr_code_id: number;
  outlet_table_id: number | null;
  /** AppOrderType: PICK_UP 1, DELIVERY 2, DINE_IN 3. */
  app_order_type: number;
  /** CustomerOrderStatus of @kasir/domain. */
  status: number;
  /** 1 when its lines joined an order that was already ORDERED ('(Tambahan)'). */
  is_addition: Flag;
  customer_name: string;
  phone_number: string | null;
  notes: string;
  reject_reason: string | null;
  request_key: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
}

export interface CustomerOrderLinesTable {
  id: Generated<number>;
  customer_order_id: number;
  /** The PENDING/CONFIRMED order line; null once the line was rejected (the order line is removed). */
  order_product_id: number | null;
  outlet_product_id: number;
  product_name: string;
  quantity: number;
  /** Unit price with the add-ons of one unit, as quoted to the customer. */
  price: number;
  notes: string;
  /** JSON text: [{ SubProductId, Name, Price }] (Price in hundredths). */
  add_ons: string;
  /** CustomerOrderLineStatus of @kasir/domain. */
  status: number;
  reject_reason: string | null;
  decided_at: string | null;
}

export interface BillRequestsTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  order_id: number;
  customer_session_id: number | null;
  created_at: string;
  resolved_at: string | null;
}

export interface CustomerOrderTables {
  table_qr_codes: TableQrCodesTable;
  customer_sessions: CustomerSessionsTable;
  customer_orders: CustomerOrdersTable;
  customer_order_lines: CustomerOrderLinesTable;
  bill_requests: BillRequestsTable;
}
