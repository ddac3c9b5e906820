import { moneyFromDecimalRupiah, ReportSectionTitle, ZERO_MONEY, type Money } from '@kasir/domain';

/**
 * The report's sections read once into one plain model, so the modal, the CSV export and the
 * tests share the spec §3 rules instead of each re-reading the four wire shapes:
 *  (1) { Data: { label: amount }, Total? }                         → 'keyValue'
 *  (2) [ { label: amount }, … ] (the section itself is a list)     → 'list' (currency on even entries)
 *  (3) { Data: [ { Name, Total, Quantity?, Payments? } ], Total? } → 'table'
 *  (4) 'VOID CHECK': { Data: [ { label: amount } ], Total? }       → 'pairs'
 */

export type WireAmount = number | null | undefined;

export interface ReportLine {
  label: string;
  amount: Money;
}

/** A shape-2 entry: only even-index entries are money and carry the currency prefix. */
export type ReportListLine = { label: string; isMoney: true; amount: Money } | { label: string; isMoney: false; count: number };

export interface ReportPaymentLine {
  name: string;
  quantity: number;
  amount: Money;
}

export interface ReportTableRow {
  name: string;
  quantity: number;
  amount: Money;
  payments: ReportPaymentLine[];
}

interface SectionBase {
  title: string;
  /** The section's own Total when it carries one (labelled 'Total'). */
  total: Money | null;
}

export type ReportSectionView =
  | (SectionBase & { kind: 'keyValue'; lines: ReportLine[] })
  | (SectionBase & { kind: 'list'; lines: ReportListLine[] })
  | (SectionBase & { kind: 'pairs'; lines: ReportLine[] })
  | (SectionBase & {
      kind: 'table';
      rows: ReportTableRow[];
      /** Spec §5: the Quantity column only when the first row has Quantity. */
      hasQuantity: boolean;
      /** Spec §5: the Payments sub-table only when the first row has Payments. */
      hasPayments: boolean;
      /** 'REVENUE.PER SECTION' only: the sum of the rows' Quantity (0 when none has one). */
      totalTransaction: number | null;
    });

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Spec §5: an empty amount shows 0. */
export function amountOf(value: unknown): Money {
  return typeof value === 'number' && Number.isFinite(value) ? moneyFromDecimalRupiah(value) : ZERO_MONEY;
}

const countOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const totalOf = (section: Record<string, unknown>): Money | null => ('Total' in section && section.Total !== undefined ? amountOf(section.Total) : null);

const linesOf = (entries: Record<string, unknown>): ReportLine[] => Object.entries(entries).map(([label, value]) => ({ label, amount: amountOf(value) }));

function tableRowOf(row: Record<string, unknown>): ReportTableRow {
  const payments = Array.isArray(row.Payments) ? row.Payments.filter(isRecord) : [];
  return {
    name: typeof row.Name === 'string' ? row.Name : String(row.Name ?? ''),
    quantity: countOf(row.Quantity),
    amount: amountOf(row.Total),
    payments: payments.map((payment) => ({ name: String(payment.Name ?? ''), quantity: countOf(payment.Quantity), amount: amountOf(payment.Total) })),
  };
}

function tableOf(title: string, data: Record<string, unknown>[], total: Money | null): ReportSectionView {
  const first = data[0];
  const hasQuantity = first !== undefined && first.Quantity !== undefined;
  const rows = data.map(tableRowOf);
  const totalTransaction = title === ReportSectionTitle.REVENUE_PER_SECTION ? (hasQuantity ? rows.reduce((sum, row) => sum + row.quantity, 0) : 0) : null;
  return { kind: 'table', title, total, rows, hasQuantity, hasPayments: first !== undefined && Array.isArray(first.Payments), totalTransaction };
}

/** One section of the wire object in the model; an unknown shape reads as an empty key/value section. */
export function readReportSection(title: string, section: unknown): ReportSectionView {
  if (Array.isArray(section)) {
    const lines = section.filter(isRecord).flatMap((entry, index) =>
      Object.entries(entry).map(([label, value]): ReportListLine =>
        index % 2 === 0 ? { label, isMoney: true, amount: amountOf(value) } : { label, isMoney: false, count: countOf(value) },
      ),
    );
    return { kind: 'list', title, total: null, lines };
  }
  if (!isRecord(section)) return { kind: 'keyValue', title, total: null, lines: [] };
  const total = totalOf(section);
  const data = section.Data;
  if (isRecord(data)) return { kind: 'keyValue', title, total, lines: linesOf(data) };
  if (!Array.isArray(data)) return { kind: 'keyValue', title, total, lines: [] };
  const rows = data.filter(isRecord);
  const isRows = title !== ReportSectionTitle.VOID_CHECK && (rows.length === 0 || 'Name' in (rows[0] ?? {}));
  if (isRows) return tableOf(title, rows, total);
  return { kind: 'pairs', title, total, lines: rows.flatMap(linesOf) };
}

/** Every section in the server's order. */
export function readReport(report: Record<string, unknown>): ReportSectionView[] {
  return Object.entries(report).map(([title, section]) => readReportSection(title, section));
}

/** Whether a section has nothing to show ('Tidak ada data..'). */
export function isSectionEmpty(section: ReportSectionView): boolean {
  return section.kind === 'table' ? section.rows.length === 0 : section.lines.length === 0;
}


export interface ReportPanels {
  /** Every section but the two panels, in the server's order. */
  main: ReportSectionView[];
  soldProduct: ReportSectionView | null;
  cashInOut: ReportSectionView | null;
}

/** Spec §2: the sold-product and cash in/out panels are mutually exclusive, so they are kept apart to show one at a time. */
export function splitReportPanels(sections: readonly ReportSectionView[]): ReportPanels {
  const find = (title: string) => sections.find((section) => section.title === title) ?? null;
  const isPanel = (title: string) => title === ReportSectionTitle.SOLD_PRODUCT || title === ReportSectionTitle.CASH_IN_OUT;
  return {
    main: sections.filter((section) => !isPanel(section.title)),
    soldProduct: find(ReportSectionTitle.SOLD_PRODUCT),
    cashInOut: find(ReportSectionTitle.CASH_IN_OUT),
  };
}
