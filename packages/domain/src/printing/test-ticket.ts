import { formatOutletDateTime } from '../time/time-of-day.ts';
import { blankLine, divider, fieldLine, fullLine, pairLine, type TicketLine } from './ticket-text.ts';
import type { TicketPage } from './ticket-types.ts';

export type TestTicketInput = { deviceName: string; address: string; paperWidth: number; printedAt: string };

/** /testPrint: proves the printer, its paper width, alignment, bold and Chinese glyphs. */
export function buildTestTicket(page: TicketPage, input: TestTicketInput): TicketLine[] {
  const { columns } = page;
  return [
    fullLine(columns, 'TEST PRINT', 'center', true),
    divider(columns),
    fieldLine(columns, 'Printer', input.deviceName),
    fieldLine(columns, 'Alamat', input.address),
    fieldLine(columns, 'Kertas', `${input.paperWidth} mm / ${columns} kolom`),
    fieldLine(columns, 'Waktu', formatOutletDateTime(input.printedAt, page.timeZoneHours)),
    divider(columns),
    fullLine(columns, 'Kiri', 'left'),
    fullLine(columns, 'Tengah', 'center'),
    fullLine(columns, 'Kanan', 'right'),
    pairLine(columns, 'Es Kopi Susu', '22.000'),
    pairLine(columns, '珍珠奶茶', '25.000'),
    fullLine(columns, '1234567890'.repeat(10).slice(0, columns)),
    divider(columns),
    blankLine(columns),
  ];
}
