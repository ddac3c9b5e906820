import type { AuditEntry } from '@kasir/contracts';
import { AuditKind, formatMoney, formatNumber, moneyFromDecimalRupiah, type AuditKindValue } from '@kasir/domain';
import type { ReportDays } from '../../reports/report-range.ts';

/** What the audit view asks for: a range of outlet days, an outlet or all, a kind or all, a page. */
export type AuditFilter = { days: ReportDays; outletId: number | null; type: AuditKindValue | null; page: number };

export const AUDIT_KINDS: readonly AuditKindValue[] = Object.values(AuditKind);

/** GET /audit's query: the range as the reports send it (whole days), the rest when chosen. */
export function auditQueryOf(filter: AuditFilter): Record<string, string> {
  const query: Record<string, string> = { fromDate: filter.days.fromDate, toDate: filter.days.toDate, page: String(filter.page) };
  if (filter.outletId !== null) query.outletId = String(filter.outletId);
  if (filter.type !== null) query.type = filter.type;
  return query;
}

/** The amount column: the new amount, with the old one before it when the row changed one. */
export function auditAmountText(entry: Pick<AuditEntry, 'Amount' | 'PreviousAmount'>, currencyCode: string): string {
  const money = (rupiah: number) => formatMoney(moneyFromDecimalRupiah(rupiah), { currencyPrefix: currencyCode });
  if (entry.Amount === null) return '';
  if (entry.PreviousAmount === null || entry.PreviousAmount === entry.Amount) return money(entry.Amount);
  return `${money(entry.PreviousAmount)} → ${money(entry.Amount)}`;
}

export const auditQuantityText = (quantity: number | null): string => (quantity === null ? '' : formatNumber(quantity));

/** Badge colour per kind: voids and refunds stand out. */
export const AUDIT_KIND_COLORS: Readonly<Record<AuditKindValue, string>> = {
  VOID: 'red',
  DEDUCT: 'orange',
  DELETE: 'orange',
  REFUND: 'grape',
  PAYMENT_METHOD_CHANGE: 'blue',
  PRICE_CHANGE: 'teal',
};
