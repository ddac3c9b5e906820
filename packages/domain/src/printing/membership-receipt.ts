import { SpecMessage } from '../codes/messages.ts';
import type { Money } from '../money/money.ts';
import { isPositiveMoney } from '../money/money.ts';
import { formatOutletDateTime } from '../time/time-of-day.ts';
import { blankLine, divider, fieldLine, fullLine, pairLine, ticketMoney, type TicketLine } from './ticket-text.ts';
import { footerLines, outletHeader } from './ticket-parts.ts';
import type { ReceiptSettings, TicketAmount, TicketPage } from './ticket-types.ts';

export type MembershipReceiptInput = {
  settings: ReceiptSettings;
  purchaseCode: string;
  /** 'Member Baru' or 'Perpanjang Member'. */
  isExtension: boolean;
  categoryName: string;
  memberName: string;
  memberNumber: string | null;
  expiresAt: string | null;
  paidAt: string;
  cashierName: string;
  subtotal: Money;
  discount: Money;
  promoName: string | null;
  total: Money;
  details: readonly TicketAmount[];
  change: Money;
};

/** The receipt of a paid membership purchase (spec §4: printed only when paid). */
export function buildMembershipReceipt(page: TicketPage, input: MembershipReceiptInput): TicketLine[] {
  const { columns } = page;
  const lines: TicketLine[] = [
    ...outletHeader(page, input.settings),
    divider(columns),
    fullLine(columns, input.isExtension ? 'PERPANJANG MEMBER' : 'MEMBER BARU', 'center', true),
    fieldLine(columns, 'No', input.purchaseCode),
    fieldLine(columns, 'Waktu', formatOutletDateTime(input.paidAt, page.timeZoneHours)),
  ];
  if (input.cashierName.trim() !== '') lines.push(fieldLine(columns, 'Kasir', input.cashierName));
  lines.push(fieldLine(columns, 'Member', input.memberName));
  if (input.memberNumber) lines.push(fieldLine(columns, 'No Member', input.memberNumber));
  lines.push(fieldLine(columns, 'Kategori', input.categoryName));
  if (input.expiresAt) lines.push(fieldLine(columns, 'Berlaku s/d', formatOutletDateTime(input.expiresAt, page.timeZoneHours)));
  lines.push(divider(columns), pairLine(columns, 'Subtotal', ticketMoney(input.subtotal)));
  if (isPositiveMoney(input.discount)) lines.push(pairLine(columns, input.promoName ? `Diskon ${input.promoName}` : 'Diskon', `-${ticketMoney(input.discount)}`));
  lines.push(pairLine(columns, 'Total', ticketMoney(input.total), true), divider(columns));
  for (const detail of input.details) lines.push(pairLine(columns, detail.name, ticketMoney(detail.amount)));
  lines.push(pairLine(columns, 'Kembali', ticketMoney(input.change)), divider(columns));
  lines.push(fullLine(columns, SpecMessage.TRANSACTION_CLOSED, 'center', true), ...footerLines(page, input.settings), blankLine(columns));
  return lines;
}
