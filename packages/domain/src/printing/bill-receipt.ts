import { SpecMessage } from '../codes/messages.ts';
import { formatNumber } from '../money/format.ts';
import { moneyFromHundredths } from '../money/money.ts';
import { blankLine, divider, fullLine, pairLine, ticketMoney, type TicketLine } from './ticket-text.ts';
import { footerLines, orderFields, outletHeader, pricedLine, timeSessionLines } from './ticket-parts.ts';
import type { ReceiptSettings, TicketOrder, TicketPage, TicketPayment, TicketTotals } from './ticket-types.ts';

/**
 * The bill (no payment yet: 'Bill Not Paid') and the payment receipt ('** Transaction
 * closed **'), spec §4. Both print the outlet block, the order fields, the priced lines and
 * the totals; the flags of the receipt settings switch their optional parts.
 */

/** The outlet block, closed by a rule when there is one. */
function withRule(page: TicketPage, header: TicketLine[]): TicketLine[] {
  return header.length === 0 ? [] : [...header, divider(page.columns)];
}

function linesAndTotals(page: TicketPage, order: TicketOrder, totals: TicketTotals, settings: ReceiptSettings): TicketLine[] {
  const { columns } = page;
  const lines: TicketLine[] = [divider(columns)];
  for (const item of order.lines) lines.push(...pricedLine(page, item, settings));
  lines.push(divider(columns));
  if (settings.ProductCount.IsActive) lines.push(pairLine(columns, 'Jumlah Produk', formatNumber(order.lines.length)));
  if (settings.TotalQuantity.IsActive) lines.push(pairLine(columns, 'Total Qty', formatNumber(order.lines.reduce((sum, item) => sum + item.quantity, 0))));
  lines.push(pairLine(columns, 'Subtotal', ticketMoney(totals.subtotal)));
  for (const discount of totals.discounts) lines.push(pairLine(columns, discount.name, ticketMoney(moneyFromHundredths(-Math.abs(discount.amount)))));
  for (const charge of totals.charges) lines.push(pairLine(columns, charge.name, ticketMoney(charge.amount)));
  if (totals.rounding !== 0) lines.push(pairLine(columns, 'Pembulatan', ticketMoney(totals.rounding)));
  lines.push(pairLine(columns, 'TOTAL', ticketMoney(totals.total), true));
  return lines;
}

/**
 * What a bill and a receipt both print under the outlet block: the order's fields (time, cashier
 * and customer as the settings show them, at the moment and by the cashier given), its time
 * sessions, the priced lines and the totals.
 */
function orderBody(
  page: TicketPage,
  input: { order: TicketOrder; totals: TicketTotals; settings: ReceiptSettings },
  printed: { at: string; cashierName: string },
): TicketLine[] {
  const { order, settings } = input;
  return [
    ...orderFields(page, order, {
      ...printed,
      showTime: settings.TimeInfo.IsActive,
      showCashier: settings.CashierName.IsActive,
      showCustomer: settings.CustomerName.IsActive,
    }),
    ...timeSessionLines(page, order.timeSessions),
    ...linesAndTotals(page, order, input.totals, settings),
  ];
}

export type BillInput = { order: TicketOrder; totals: TicketTotals; settings: ReceiptSettings; printedAt: string; cashierName: string };

export function buildBill(page: TicketPage, input: BillInput): TicketLine[] {
  const { columns } = page;
  const { settings } = input;
  return [
    ...withRule(page, outletHeader(page, settings)),
    fullLine(columns, 'BILL', 'center', true),
    ...orderBody(page, input, { at: input.printedAt, cashierName: input.cashierName }),
    divider(columns),
    fullLine(columns, SpecMessage.BILL_NOT_PAID, 'center', true),
    ...footerLines(page, settings),
    blankLine(columns),
  ];
}

export type ReceiptInput = { order: TicketOrder; totals: TicketTotals; payment: TicketPayment; settings: ReceiptSettings };

export function buildReceipt(page: TicketPage, input: ReceiptInput): TicketLine[] {
  const { columns } = page;
  const { payment, settings } = input;
  const lines: TicketLine[] = [
    ...withRule(page, outletHeader(page, settings)),
    ...orderBody(page, input, { at: payment.paidAt, cashierName: payment.cashierName }),
    divider(columns),
  ];
  for (const detail of payment.details) lines.push(pairLine(columns, detail.name, ticketMoney(detail.amount)));
  lines.push(pairLine(columns, 'Kembali', ticketMoney(payment.change)));
  if (settings.Points.IsActive) {
    if (payment.pointUsed > 0) lines.push(pairLine(columns, 'Poin Dipakai', formatNumber(payment.pointUsed)));
    if (payment.pointEarned > 0) lines.push(pairLine(columns, 'Poin Didapat', formatNumber(payment.pointEarned)));
  }
  if (settings.PointCount.IsActive && payment.memberPoints !== null) lines.push(pairLine(columns, 'Total Poin', formatNumber(payment.memberPoints)));
  lines.push(divider(columns));
  // A partial payment leaves the transaction open: it shows what is still due instead.
  if (payment.remaining > 0) lines.push(pairLine(columns, 'Sisa Tagihan', ticketMoney(payment.remaining), true));
  else lines.push(fullLine(columns, SpecMessage.TRANSACTION_CLOSED, 'center', true));
  lines.push(...footerLines(page, settings), blankLine(columns));
  return lines;
}
