import { formatOutletDateTime } from '../time/time-of-day.ts';
import { blankLine, divider, fieldLine, fullLine, type TicketLine } from './ticket-text.ts';
import { outletHeader } from './ticket-parts.ts';
import type { ReceiptSettings, TicketPage } from './ticket-types.ts';

/** A slip whose QR code the agent prints under the lines (the job's qrData). */
export type QrSlip = { lines: TicketLine[]; qrData: string };

export type QrTableInput = { settings: ReceiptSettings; tableName: string; areaName: string | null; orderNo: string | null; url: string; printedAt: string };

/** The table's QR slip: guests scan it to order from their phone. */
export function buildQrTableSlip(page: TicketPage, input: QrTableInput): QrSlip {
  const { columns } = page;
  const lines: TicketLine[] = [
    ...outletHeader(page, input.settings),
    divider(columns),
    fullLine(columns, `MEJA ${input.tableName}`, 'center', true),
  ];
  if (input.areaName) lines.push(fullLine(columns, input.areaName, 'center'));
  if (input.orderNo) lines.push(fieldLine(columns, 'No', input.orderNo));
  lines.push(fieldLine(columns, 'Waktu', formatOutletDateTime(input.printedAt, page.timeZoneHours)));
  lines.push(divider(columns), fullLine(columns, 'Scan QR untuk memesan', 'center'));
  return { lines, qrData: input.url };
}

export type QrMemberSignUpInput = { settings: ReceiptSettings; purchaseCode: string | null; memberCategoryName: string | null; url: string; printedAt: string };

/** The member sign-up slip: the QR leads to the sign-up page (token, history id, purchased flag). */
export function buildQrMemberSignUpSlip(page: TicketPage, input: QrMemberSignUpInput): QrSlip {
  const { columns } = page;
  const lines: TicketLine[] = [...outletHeader(page, input.settings), divider(columns), fullLine(columns, 'DAFTAR MEMBER', 'center', true)];
  if (input.purchaseCode) lines.push(fieldLine(columns, 'Kode', input.purchaseCode));
  if (input.memberCategoryName) lines.push(fieldLine(columns, 'Kategori', input.memberCategoryName));
  lines.push(fieldLine(columns, 'Waktu', formatOutletDateTime(input.printedAt, page.timeZoneHours)));
  lines.push(divider(columns), fullLine(columns, 'Scan QR untuk mendaftar member', 'center'), blankLine(columns));
  return { lines, qrData: input.url };
}
