import type { Generated } from 'kysely';

/**
 * Refunds of paid orders (issue 6; the bills module owns them). Money columns hold integer
 * hundredths; instants are ISO-8601 UTC text.
 */
export interface RefundsTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  order_id: number;
  shift_id: number | null;
  /** What the refund gave back in all: the sum of its lines. */
  amount: number;
  reason: string;
  cashier_id: number;
  cashier_name: string;
  approver_user_id: number | null;
  /** The Idempotency-Key of the PUT that made it, or null; unique per outlet. */
  request_key: string | null;
  created_at: string;
}

export interface RefundLinesTable {
  id: Generated<number>;
  refund_id: number;
  order_id: number;
  /** RefundLineKind: 1 an OrderProduct, 2 an OrderProductBundle. */
  line_kind: number;
  line_id: number;
  product_name: string;
  quantity: number;
  amount: number;
}

/** Per order line, how much was refunded so far: claimed with a conditional update. */
export interface RefundedLinesTable {
  line_kind: number;
  line_id: number;
  order_id: number;
  quantity: number;
  amount: number;
}

export interface BillTables {
  refunds: RefundsTable;
  refund_lines: RefundLinesTable;
  refunded_lines: RefundedLinesTable;
}
