import type { Generated } from 'kysely';
import type { CatalogTables } from './schema-catalog.ts';
import type { FloorTables } from './schema-floor.ts';
import type { OrderTables } from './schema-orders.ts';
import type { PaymentTables } from './schema-payments.ts';
import type { BillTables } from './schema-bills.ts';
import type { PrintingTables } from './schema-printing.ts';
import type { MemberTables } from './schema-members.ts';
import type { MembershipTables } from './schema-memberships.ts';
import type { HelpTables } from './schema-help.ts';
import type { CustomerOrderTables } from './schema-customer-orders.ts';
import type { CourierTables } from './schema-couriers.ts';
import type { EmailDeliveryTables } from './schema-email-delivery.ts';
import type { OperationsTables } from './schema-operations.ts';

/**
 * Table shapes as Kysely sees them. Conventions shared by SQLite and PostgreSQL:
 * booleans are integers 0/1, instants are ISO-8601 UTC text, money is integer hundredths
 * (BIGINT on PostgreSQL: pg returns it as a string, parsed at the repository edge).
 */
export type Flag = 0 | 1;

export interface OwnersTable {
  id: Generated<number>;
  name: string;
  username: string;
  password_hash: string;
  created_at: string;
}

export interface RolesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** Spec §6 role flags (migration 0019, ADR 0022); the users columns of the same names are no longer read. */
  automatic_start_shift: Generated<Flag>;
  start_shift_time: string | null;
  automatic_logout_cashier: Generated<Flag>;
}

export interface RoleModuleAccessesTable {
  role_id: number;
  module_id: number;
}

export interface RoleOtherModulesTable {
  role_id: number;
  other_module_id: number;
  use_pin: Flag;
}

export interface UsersTable {
  id: Generated<number>;
  owner_id: number;
  role_id: number | null;
  name: string;
  username: string;
  pin_hash: string;
  is_active: Flag;
  automatic_start_shift: Flag;
  start_shift_time: string | null;
  automatic_logout_cashier: Flag;
  /** Set when wrong PINs reached the hard limit; only the owner clears it. */
  pin_locked_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserRoleOutletsTable {
  user_id: number;
  outlet_id: number;
}

export interface OutletsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  address: string;
  telephone: string;
  time_zone: number;
  type: number;
  currency_code: string;
  is_printer_v2: Flag;
  is_suspend: Flag;
  exclude_charge_no_sales: Flag;
  price_level: number | null;
  created_at: string;
  /** The Idempotency-Key of the POST /outlet that made it (migration 0017); null for others. */
  idempotency_key: string | null;
}

export interface OutletSettingsTable {
  outlet_id: number;
  code: string;
  value: string;
}

export interface GlobalSettingsTable {
  code: string;
  value: string;
}

export interface SessionsTable {
  id: string;
  owner_id: number;
  user_id: number | null;
  kind: 'owner' | 'cashier';
  /** The owner session a cashier session was opened under: ending it ends them all. */
  parent_id: string | null;
  is_locked: Flag;
  device: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PinAttemptsTable {
  id: Generated<number>;
  user_id: number | null;
  device: string;
  succeeded: Flag;
  at: string;
}

export interface ErrorLogsTable {
  id: Generated<number>;
  message: string;
  status_code: number | null;
  endpoint: string | null;
  method: string | null;
  request_data: string | null;
  response_data: string | null;
  stack_trace: string | null;
  occured_on: string;
  related_entities: string;
  created_at: string;
}

export interface ShiftsTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  user_id: number;
  /** Money columns hold integer hundredths. */
  start_cash: number;
  end_cash: number | null;
  expected_cash: number | null;
  note: string | null;
  started_at: string;
  ended_at: string | null;
  passed_to_shift_id: number | null;
}

export interface CashInOutsTable {
  id: Generated<number>;
  shift_id: number;
  /** CashFlowType: 1 in, 2 out. */
  type: number;
  amount: number;
  note: string;
  created_by: number;
  created_at: string;
}

/** Every table; each later module keeps its own tables in its own schema-<area>.ts. */
export interface Database extends CatalogTables, FloorTables, OrderTables, PaymentTables, PrintingTables, BillTables, MemberTables, MembershipTables, HelpTables, CustomerOrderTables, CourierTables, EmailDeliveryTables, OperationsTables {
  owners: OwnersTable;
  roles: RolesTable;
  role_module_accesses: RoleModuleAccessesTable;
  role_other_modules: RoleOtherModulesTable;
  users: UsersTable;
  user_role_outlets: UserRoleOutletsTable;
  outlets: OutletsTable;
  outlet_settings: OutletSettingsTable;
  global_settings: GlobalSettingsTable;
  sessions: SessionsTable;
  pin_attempts: PinAttemptsTable;
  error_logs: ErrorLogsTable;
  shifts: ShiftsTable;
  cash_in_outs: CashInOutsTable;
}
