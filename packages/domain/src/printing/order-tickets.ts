import { SpecMessage } from '../codes/messages.ts';
import { VoidPrintType } from '../codes/orders.ts';
import type { CodeValue } from '../codes/enum-helpers.ts';
import { formatNumber } from '../money/format.ts';
import { blankLine, divider, fieldLine, fullLine, type TicketLine } from './ticket-text.ts';
import { kitchenLine, orderFields, timeSessionLines } from './ticket-parts.ts';
import type { TicketOrder, TicketOrderLine, TicketPage } from './ticket-types.ts';

/**
 * Tickets for the staff, not the guest: the kitchen/bar ticket, the table checker, the void
 * ticket and the change-table slip. No prices; big quantities and names; the station's name
 * on top so a ticket on the wrong printer is obvious.
 */

/** A line to print with the quantity this ticket carries (only the part not sent yet). */
export type KitchenTicketLine = TicketOrderLine & { printQuantity: number };

export type KitchenTicketInput = {
  stationName: string;
  order: TicketOrder;
  lines: KitchenTicketLine[];
  printedAt: string;
  cashierName: string;
  /** Some lines of this order went to this station before: the cook sees it is an addition. */
  isAddition: boolean;
  copy: number;
  copies: number;
};

function staffHeader(page: TicketPage, title: string, order: TicketOrder, at: string, cashierName: string): TicketLine[] {
  return [
    fullLine(page.columns, title, 'center', true),
    divider(page.columns),
    ...orderFields(page, order, { at, cashierName, showTime: true, showCashier: true, showCustomer: true }),
  ];
}

export function buildKitchenTicket(page: TicketPage, input: KitchenTicketInput): TicketLine[] {
  const { columns } = page;
  const lines: TicketLine[] = staffHeader(page, input.stationName.toUpperCase(), input.order, input.printedAt, input.cashierName);
  if (input.copies > 1) lines.push(fieldLine(columns, 'Salinan', `${input.copy}/${input.copies}`));
  if (input.order.infoOrder && input.order.infoOrder.trim() !== '') lines.push(fieldLine(columns, 'Catatan', input.order.infoOrder));
  if (input.isAddition) lines.push(fullLine(columns, '** TAMBAHAN **', 'center', true));
  lines.push(divider(columns));
  for (const item of input.lines) lines.push(...kitchenLine(page, { ...item, quantity: item.printQuantity }));
  lines.push(divider(columns), blankLine(columns));
  return lines;
}

export type TableCheckerInput = { order: TicketOrder; printedAt: string; cashierName: string };

/** Every printable line of the order, for the waiter who checks what reached the table. */
export function buildTableChecker(page: TicketPage, input: TableCheckerInput): TicketLine[] {
  const { columns } = page;
  const lines: TicketLine[] = staffHeader(page, 'TABLE CHECKER', input.order, input.printedAt, input.cashierName);
  lines.push(...timeSessionLines(page, input.order.timeSessions), divider(columns));
  for (const item of input.order.lines) lines.push(...kitchenLine(page, item));
  lines.push(divider(columns), fieldLine(columns, 'Total Qty', formatNumber(input.order.lines.reduce((sum, item) => sum + item.quantity, 0))), blankLine(columns));
  return lines;
}

export type VoidTicketInput = {
  voidType: CodeValue<typeof VoidPrintType>;
  stationName: string;
  order: TicketOrder;
  lines: Array<TicketOrderLine & { voidQuantity: number }>;
  reason: string | null;
  voidedBy: string;
  printedAt: string;
};

/** Spec §4 void print types: 1 VOID ITEM, 2 VOID ORDER; the kitchen stops cooking these. */
export function buildVoidTicket(page: TicketPage, input: VoidTicketInput): TicketLine[] {
  const { columns } = page;
  const title = input.voidType === VoidPrintType.VOID_ORDER ? SpecMessage.VOID_ORDER : SpecMessage.VOID_ITEM;
  const lines: TicketLine[] = [
    fullLine(columns, title, 'center', true),
    fullLine(columns, input.stationName.toUpperCase(), 'center'),
    divider(columns),
    ...orderFields(page, input.order, { at: input.printedAt, cashierName: input.voidedBy, showTime: true, showCashier: true, showCustomer: false }),
    divider(columns),
  ];
  for (const item of input.lines) lines.push(...kitchenLine(page, { ...item, quantity: item.voidQuantity }, '-'));
  lines.push(divider(columns));
  if (input.reason && input.reason.trim() !== '') lines.push(fieldLine(columns, 'Alasan', input.reason));
  lines.push(blankLine(columns));
  return lines;
}

export type ChangeTableInput = { order: TicketOrder; fromTableNames: string[]; printedAt: string; cashierName: string };

/** The slip that tells the floor an order moved: from which tables to which. */
export function buildChangeTableSlip(page: TicketPage, input: ChangeTableInput): TicketLine[] {
  const { columns } = page;
  return [
    fullLine(columns, 'PINDAH MEJA', 'center', true),
    divider(columns),
    ...orderFields(page, input.order, { at: input.printedAt, cashierName: input.cashierName, showTime: true, showCashier: true, showCustomer: true }),
    fieldLine(columns, 'Dari', input.fromTableNames.join(', ')),
    fieldLine(columns, 'Ke', input.order.tableNames.join(', ')),
    divider(columns),
    blankLine(columns),
  ];
}
