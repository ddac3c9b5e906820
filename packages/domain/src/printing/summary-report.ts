import type { Money } from '../money/money.ts';
import { formatOutletDateTime } from '../time/time-of-day.ts';
import { reportRowLine, type ShiftReportRow } from './shift-report.ts';
import { blankLine, divider, fieldLine, fullLine, pairLine, ticketMoney, type TicketLine } from './ticket-text.ts';
import { footerLines, outletHeader } from './ticket-parts.ts';
import type { ReceiptSettings, TicketPage } from './ticket-types.ts';

/** A printed section of the summary or payment report: any section title of the report. */
export type PrintedReportSection = { title: string; rows: ShiftReportRow[]; total?: Money };

export type SummaryReportInput = {
  settings: ReceiptSettings;
  /** 'LAPORAN PENJUALAN' or 'LAPORAN PEMBAYARAN' (the slips print the spec's Indonesian). */
  heading: string;
  cashierName: string | null;
  fromIso: string;
  /** The last instant the report covers. */
  toIso: string;
  sections: PrintedReportSection[];
  printedAt: string;
};

/** The summary sales (or payment) report on a slip: the range, then each section with its rows ('-' when empty). */
export function buildSummaryReport(page: TicketPage, input: SummaryReportInput): TicketLine[] {
  const { columns } = page;
  const at = (iso: string) => formatOutletDateTime(iso, page.timeZoneHours);
  const lines: TicketLine[] = [
    ...outletHeader(page, input.settings),
    fullLine(columns, input.heading, 'center', true),
    divider(columns),
    fieldLine(columns, 'Dari', at(input.fromIso)),
    fieldLine(columns, 'Sampai', at(input.toIso)),
  ];
  if (input.cashierName !== null) lines.push(fieldLine(columns, 'Kasir', input.cashierName));
  lines.push(fieldLine(columns, 'Dicetak', at(input.printedAt)));
  for (const section of input.sections) {
    lines.push(divider(columns), fullLine(columns, section.title, 'left', true));
    if (section.rows.length === 0) {
      lines.push(fullLine(columns, '-'));
      continue;
    }
    for (const row of section.rows) lines.push(reportRowLine(columns, row));
    if (section.total !== undefined) lines.push(pairLine(columns, 'Total', ticketMoney(section.total), true));
  }
  lines.push(divider(columns), ...footerLines(page, input.settings), blankLine(columns));
  return lines;
}
