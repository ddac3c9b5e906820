import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Printing (issue 7; the printing module owns it): devices, print sets (outlet receipts) with
 * their devices and routing lists, receipt settings, and what has been planned and sent to
 * which printer. Id lists are JSON text arrays: they are read whole, per outlet, to route.
 */
export interface DevicesTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  ip: string;
  port: number;
  is_connected_drawer: Flag;
  /** 58 or 80 mm. */
  paper_width: number;
  created_at: string;
  updated_at: string;
}

export interface OutletReceiptsTable {
  id: Generated<number>;
  outlet_id: number;
  /** SetReceipt code 1..8. */
  set_receipt_id: number;
  name: string;
  custom_ip_service_printer: string | null;
  /** "h,v" magnification. */
  font_size: string;
  created_at: string;
  updated_at: string;
}

export interface OutletReceiptDevicesTable {
  id: Generated<number>;
  outlet_receipt_id: number;
  device_id: number;
  quantity: number;
  position: number;
  /** JSON arrays of ids. */
  area_ids: string;
  department_ids: string;
  category_ids: string;
  product_ids: string;
}

export interface ReceiptSettingsTable {
  outlet_id: number;
  /** ReceiptSetting JSON (spec §3 flags). */
  settings: string;
  updated_by: number | null;
  updated_at: string;
}

/** A kitchen job the server planned: which order lines (and quantities) it carries. */
export interface PrintPlannedJobsTable {
  job_id: string;
  /** The id without its copy suffix: every copy of one ticket shares it. */
  job_group: string;
  outlet_id: number;
  order_id: number;
  device_id: number;
  /** JSON [{ key, quantity }]. */
  lines: string;
  /** The agent-ready job as planned (JSON), so a claim never acknowledged is offered again as it was; null before issue 17. */
  job: string | null;
  created_at: string;
}

/** Quantities of order lines that reached a device; unique per job group and line, so marking is idempotent. */
export interface PrintSentLinesTable {
  id: Generated<number>;
  order_id: number;
  device_id: number;
  /** "p12" order product 12, "b3" order bundle 3. */
  line_key: string;
  quantity: number;
  job_group: string;
  /** When a plan claimed it (or, before issue 17, when it was marked sent). */
  sent_at: string;
  /** When POST /print/orderSent acknowledged it; null while the claim is in flight (ADR 10). */
  acknowledged_at: string | null;
  /** The terminal (its device session) whose plan claimed it: only it is handed the claim again. */
  claimed_by: string | null;
}

/** One row per order that every kitchen plan bumps first: plans of one order run one after another. */
export interface PrintClaimHeadsTable {
  order_id: number;
  claims: number;
  updated_at: string;
}

/** A kitchen plan kept under its Idempotency-Key: a retry of the request answers it whole. */
export interface PrintPlanRequestsTable {
  id: Generated<number>;
  outlet_id: number;
  request_key: string;
  order_id: number;
  /** The PrintPlan answered, as JSON. */
  plan: string;
  created_at: string;
}

export interface PrintingTables {
  devices: DevicesTable;
  outlet_receipts: OutletReceiptsTable;
  outlet_receipt_devices: OutletReceiptDevicesTable;
  receipt_settings: ReceiptSettingsTable;
  print_planned_jobs: PrintPlannedJobsTable;
  print_sent_lines: PrintSentLinesTable;
  print_claim_heads: PrintClaimHeadsTable;
  print_plan_requests: PrintPlanRequestsTable;
}
