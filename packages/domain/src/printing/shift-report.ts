import { formatNumber } from '../money/format.ts';
import type { Money } from '../money/money.ts';
import { formatOutletDateTime } from '../time/time-of-day.ts';
import { blankLine, divider, fieldLine, fullLine, line, pairLine, ticketMoney, type TicketLine } from './ticket-text.ts';
import { footerLines, outletHeader } from './ticket-parts.ts';
import type { ReceiptSettings, TicketPage } from './ticket-types.ts';

/** Spec §3 shift report sections, in print order. */
export const SHIFT_REPORT_SECTIONS = ['REVENUE', 'PAYMENT', 'CATEGORY', 'DEPARTMENT', 'DISCOUNT', 'VISITOR STAT', 'OUTSTANDING', 'NO SALES', 'NO SALES PAYMENT'] as const;
export type ShiftReportSectionTitle = (typeof SHIFT_REPORT_SECTIONS)[number];

/** A row: a label, an optional count (quantity, orders, pax) and an amount or a plain number. */
export type ShiftReportRow = { label: string; quantity?: number; amount?: Money; value?: string };
export type ShiftReportSection = { title: ShiftReportSectionTitle; rows: ShiftReportRow[]; total?: Money };

export type ShiftReportInput = {
  settings: ReceiptSettings;
  shiftId: number;
  cashierName: string;
  startedAt: string;
  endedAt: string | null;
  startCash: Money;
  endCash: Money | null;
  expectedCash: Money | null;
  cashIn: Money;
  cashOut: Money;
  sections: ShiftReportSection[];
  printedAt: string;
};

/** One report row: label, an optional count column and the amount; shared by the shift and summary reports. */
export function reportRowLine(columns: number, row: ShiftReportRow): TicketLine {
  const value = row.amount !== undefined ? ticketMoney(row.amount) : (row.value ?? '');
  if (row.quantity === undefined) return pairLine(columns, row.label, value);
  const valueColumns = Math.max(value.length, 12);
  // A narrow line has no room for a count column: the count joins the label.
  if (columns - valueColumns - 6 < 10) return pairLine(columns, `${row.label} (${formatNumber(row.quantity)})`, value);
  return line(columns, [
    { text: row.label, columns: columns - valueColumns - 6 },
    { text: formatNumber(row.quantity), columns: 6, align: 'right' },
    { text: value, columns: valueColumns, align: 'right' },
  ]);
}

/** The shift report: the shift's cash, then each section of spec §3 that has rows (empty ones say '-'). */
export function buildShiftReport(page: TicketPage, input: ShiftReportInput): TicketLine[] {
  const { columns } = page;
  const at = (iso: string | null) => (iso === null ? '-' : formatOutletDateTime(iso, page.timeZoneHours));
  const lines: TicketLine[] = [
    ...outletHeader(page, input.settings),
    fullLine(columns, 'LAPORAN SHIFT', 'center', true),
    divider(columns),
    fieldLine(columns, 'Shift', String(input.shiftId)),
    fieldLine(columns, 'Kasir', input.cashierName),
    fieldLine(columns, 'Mulai', at(input.startedAt)),
    fieldLine(columns, 'Selesai', at(input.endedAt)),
    fieldLine(columns, 'Dicetak', at(input.printedAt)),
    divider(columns),
    pairLine(columns, 'Kas Awal', ticketMoney(input.startCash)),
    pairLine(columns, 'Kas Masuk', ticketMoney(input.cashIn)),
    pairLine(columns, 'Kas Keluar', ticketMoney(input.cashOut)),
  ];
  if (input.expectedCash !== null) lines.push(pairLine(columns, 'Kas Seharusnya', ticketMoney(input.expectedCash)));
  if (input.endCash !== null) lines.push(pairLine(columns, 'Kas Akhir', ticketMoney(input.endCash)));
  for (const title of SHIFT_REPORT_SECTIONS) {
    const section = input.sections.find((candidate) => candidate.title === title);
    lines.push(divider(columns), fullLine(columns, title, 'left', true));
    if (!section || section.rows.length === 0) {
      lines.push(fullLine(columns, '-'));
      continue;
    }
    for (const row of section.rows) lines.push(reportRowLine(columns, row));
    if (section.total !== undefined) lines.push(pairLine(columns, 'Total', ticketMoney(section.total), true));
  }
  lines.push(divider(columns), ...footerLines(page, input.settings), blankLine(columns));
  return lines;
}
