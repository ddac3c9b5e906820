import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * What a report covers: one outlet, an instant range [fromIso, toIso) and optionally one shift
 * and one cashier. The summary report passes a range (and the cashier for isCashier=1); the
 * shift report passes the shift with its hours, so both run the very same queries.
 */
export type ReportScope = {
  outletId: number;
  /** ISO-8601 UTC, inclusive. */
  fromIso: string;
  /** ISO-8601 UTC, exclusive. */
  toIso: string;
  shiftId?: number;
  cashierId?: number;
};

/** The columns of one table that a scope filters: when it happened, its shift, who did it. */
export type ScopeColumns = { at: string; shift?: string; user?: string };

/**
 * The scope as one SQL condition over a table's columns (instants compare as ISO text on both
 * databases, ADR 2). A shift scope filters by the shift column where the table has one: a
 * shift's rows are its rows whatever their clock says.
 */
export function scopeCondition(scope: ReportScope, columns: ScopeColumns): RawBuilder<SqlBool> {
  const parts: Array<RawBuilder<unknown>> = [];
  if (scope.shiftId !== undefined && columns.shift !== undefined) {
    parts.push(sql`${sql.ref(columns.shift)} = ${scope.shiftId}`);
  } else {
    parts.push(sql`${sql.ref(columns.at)} >= ${scope.fromIso}`, sql`${sql.ref(columns.at)} < ${scope.toIso}`);
  }
  if (scope.cashierId !== undefined && columns.user !== undefined) parts.push(sql`${sql.ref(columns.user)} = ${scope.cashierId}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The settling payment of an order (the one that left it PAID) is when, where and by whom it sold. */
export const SETTLE_COLUMNS: ScopeColumns = { at: 'settle.created_at', shift: 'settle.shift_id', user: 'settle.cashier_id' };
export const PAYMENT_COLUMNS: ScopeColumns = { at: 'payments.created_at', shift: 'payments.shift_id', user: 'payments.cashier_id' };
/** Memberships paid (modules/memberships): when, in which shift, by which cashier. */
export const MEMBERSHIP_PAYMENT_COLUMNS: ScopeColumns = { at: 'membership_payments.created_at', shift: 'membership_payments.shift_id', user: 'membership_payments.cashier_id' };
export const REFUND_COLUMNS: ScopeColumns = { at: 'refunds.created_at', shift: 'refunds.shift_id', user: 'refunds.cashier_id' };
export const CASH_FLOW_COLUMNS: ScopeColumns = { at: 'cash_in_outs.created_at', shift: 'cash_in_outs.shift_id', user: 'cash_in_outs.created_by' };
export const OPEN_ORDER_COLUMNS: ScopeColumns = { at: 'orders.created_at', shift: 'orders.shift_id', user: 'orders.created_by' };
/** Audits carry no shift: a shift scope uses the shift's hours. */
export const AUDIT_COLUMNS: ScopeColumns = { at: 'order_audits.created_at', user: 'order_audits.actor_user_id' };
