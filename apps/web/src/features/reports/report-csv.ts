import { toDecimalRupiah, type Money } from '@kasir/domain';
import type { ReportDays } from './report-range.ts';
import type { ReportSectionView } from './report-sections.ts';

/**
 * The report as a CSV a spreadsheet opens as it is: UTF-8 with a byte-order mark (Excel reads
 * UTF-8 only with it, or 'Rp' and Chinese labels come out garbled), CRLF line ends (RFC 4180),
 * every text field in double quotes, and numbers and dates bare — amounts in rupiah with a '.'
 * before any decimals and no currency or thousands separators, dates as YYYY-MM-DD — so the
 * sheet reads them as numbers and dates it can sum and sort, not as text.
 * One flat table (section, label, payment, quantity, amount) filters and pivots in a sheet.
 */

export const CSV_BYTE_ORDER_MARK = '\uFEFF';
const CRLF = '\r\n';

/** The words of the file, in the cashier's language (the section titles and labels stay the server's). */
export interface ReportCsvLabels {
  outlet: string;
  from: string;
  to: string;
  section: string;
  label: string;
  payment: string;
  quantity: string;
  amount: string;
  total: string;
  totalTransaction: string;
  noData: string;
}

export interface ReportCsvInput {
  outletName: string;
  range: ReportDays;
  sections: readonly ReportSectionView[];
  labels: ReportCsvLabels;
}

/** A field: a number bare, a date bare, text quoted. */
type Cell = { number: number } | { date: string } | string | null;

/**
 * Text in quotes with its quotes doubled. A text a spreadsheet would run as a formula (a product
 * named '=HYPERLINK(…)') gets a leading apostrophe, the usual guard against CSV injection.
 */
export function quoteText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A number without exponent or grouping: 12500, 4892.5, -5000. */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  // Amounts carry at most two decimals; toFixed(2) then trimming avoids 0.1 + 0.2 style tails.
  return value.toFixed(2).replace(/\.?0+$/, '') || '0';
}

function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return quoteText(cell);
  if ('number' in cell) return plainNumber(cell.number);
  return cell.date;
}

const amount = (value: Money): Cell => ({ number: toDecimalRupiah(value) });
const count = (value: number): Cell => ({ number: value });

function sectionRows(section: ReportSectionView, labels: ReportCsvLabels): Cell[][] {
  const { title } = section;
  const rows: Cell[][] = [];
  if (section.kind === 'table') {
    for (const row of section.rows) {
      rows.push([title, row.name, null, section.hasQuantity ? count(row.quantity) : null, amount(row.amount)]);
      if (section.hasPayments) for (const payment of row.payments) rows.push([title, row.name, payment.name, count(payment.quantity), amount(payment.amount)]);
    }
    if (section.totalTransaction !== null) rows.push([title, labels.totalTransaction, null, count(section.totalTransaction), null]);
  } else if (section.kind === 'list') {
    for (const line of section.lines) rows.push([title, line.label, null, null, line.isMoney ? amount(line.amount) : count(line.count)]);
  } else {
    for (const line of section.lines) rows.push([title, line.label, null, null, amount(line.amount)]);
  }
  if (rows.length === 0) rows.push([title, labels.noData, null, null, null]);
  if (section.total !== null) rows.push([title, labels.total, null, null, amount(section.total)]);
  return rows;
}

/** The whole file, byte-order mark first. */
export function buildReportCsv({ outletName, range, sections, labels }: ReportCsvInput): string {
  const rows: Cell[][] = [
    [labels.outlet, outletName],
    [labels.from, { date: range.fromDate }],
    [labels.to, { date: range.toDate }],
    [],
    [labels.section, labels.label, labels.payment, labels.quantity, labels.amount],
    ...sections.flatMap((section) => sectionRows(section, labels)),
  ];
  return CSV_BYTE_ORDER_MARK + rows.map((row) => row.map(cellText).join(',')).join(CRLF) + CRLF;
}

/** The download's name: outlet and range, safe on every file system. */
export function reportFileName(outletName: string, range: ReportDays): string {
  const outlet = outletName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'outlet';
  return `summary-sales-report_${outlet}_${range.fromDate}_${range.toDate}.csv`;
}
