import { RECEIPT_NUMBER_MAX_LENGTH } from '../limits.ts';
import { SpecMessage } from '../codes/messages.ts';
import { formatNumber } from '../money/format.ts';
import { formatOutletDateTime, formatOutletTimeOfDay } from '../time/time-of-day.ts';
import { divider, fieldLine, fullLine, line, ticketMoney, type TicketLine } from './ticket-text.ts';
import type { ReceiptSettings, TicketOrder, TicketOrderLine, TicketPage, TicketTimeSession } from './ticket-types.ts';

/** Pieces shared by the order tickets, the bill and the receipt. */

/** Spec §9: a receipt number prints at most 24 characters. */
export function receiptNumber(orderNo: string): string {
  return orderNo.slice(0, RECEIPT_NUMBER_MAX_LENGTH);
}

export function tableLabel(order: Pick<TicketOrder, 'tableNames' | 'areaName'>): string | null {
  if (order.tableNames.length === 0) return null;
  const tables = order.tableNames.join(', ');
  return order.areaName ? `${tables} (${order.areaName})` : tables;
}

/** Outlet block: the text logo, then name, address and phone when OutletInfo is on. */
export function outletHeader(page: TicketPage, settings: ReceiptSettings): TicketLine[] {
  const { columns } = page;
  const info = settings.OutletInfo.Data;
  const lines: TicketLine[] = [];
  if (settings.Logo.IsActive && info.Name.trim() !== '') {
    // Thermal printers print a bitmap logo from their own memory; the text logo stands in for it.
    lines.push(divider(columns, '='), fullLine(columns, info.Name.toUpperCase(), 'center', true), divider(columns, '='));
  }
  if (settings.OutletInfo.IsActive) {
    if (!settings.Logo.IsActive && info.Name.trim() !== '') lines.push(fullLine(columns, info.Name, 'center', true));
    if (info.Address.trim() !== '') lines.push(fullLine(columns, info.Address, 'center'));
    if (info.Phone.trim() !== '') lines.push(fullLine(columns, `Telp. ${info.Phone}`, 'center'));
  }
  return lines;
}

/** "No / Waktu / Kasir / Pelanggan / Meja / Tipe" with the flags of the receipt settings. */
export function orderFields(
  page: TicketPage,
  order: TicketOrder,
  options: { at: string; cashierName: string; showTime: boolean; showCashier: boolean; showCustomer: boolean },
): TicketLine[] {
  const { columns } = page;
  const lines: TicketLine[] = [fieldLine(columns, 'No', receiptNumber(order.orderNo))];
  if (options.showTime) lines.push(fieldLine(columns, 'Waktu', formatOutletDateTime(options.at, page.timeZoneHours)));
  if (options.showCashier && options.cashierName.trim() !== '') lines.push(fieldLine(columns, 'Kasir', options.cashierName));
  if (options.showCustomer && order.customerName && order.customerName.trim() !== '') lines.push(fieldLine(columns, 'Pelanggan', order.customerName));
  const table = tableLabel(order);
  if (table) lines.push(fieldLine(columns, 'Meja', table));
  lines.push(fieldLine(columns, 'Tipe', order.pax > 0 ? `${order.orderTypeName} / Pax ${order.pax}` : order.orderTypeName));
  return lines;
}

/** Spec §4: a time session with no end time shows 'Ongoing'. */
export function timeSessionLines(page: TicketPage, sessions: readonly TicketTimeSession[]): TicketLine[] {
  return sessions.map((session, index) => {
    const start = formatOutletTimeOfDay(new Date(session.startTime), page.timeZoneHours).slice(0, 5);
    const end = session.endTime === null ? SpecMessage.SESSION_ONGOING : formatOutletTimeOfDay(new Date(session.endTime), page.timeZoneHours).slice(0, 5);
    return fieldLine(page.columns, `Sesi ${index + 1}`, `${start} - ${end}`);
  });
}

/** A priced line of the bill and the receipt: "2 x Es Kopi Susu      44.000", then its details. */
export function pricedLine(page: TicketPage, item: TicketOrderLine, settings: ReceiptSettings): TicketLine[] {
  const { columns } = page;
  const amount = item.isFree ? 'FREE' : ticketMoney(item.total);
  const amountColumns = Math.max(amount.length, 10);
  const lines: TicketLine[] = [
    line(columns, [
      { text: `${formatNumber(item.quantity)} x ${item.name}`, columns: columns - amountColumns },
      { text: amount, columns: amountColumns, align: 'right' },
    ]),
  ];
  const indent = (text: string) => line(columns, [{ text: '', columns: 4 }, { text, columns: columns - 4 }]);
  if (settings.UnitPrice.IsActive && item.quantity > 1 && !item.isFree) lines.push(indent(`@ ${ticketMoney(item.unitPrice)}`));
  for (const addOn of item.addOns) {
    const price = addOn.price > 0 && settings.UnitPrice.IsActive ? ` @ ${ticketMoney(addOn.price)}` : '';
    lines.push(indent(`+ ${addOn.name}${addOn.quantity > 1 ? ` x${addOn.quantity}` : ''}${price}`));
  }
  if (settings.BundleDetail.IsActive) for (const bundleItem of item.bundleItems) lines.push(indent(`- ${bundleItem.quantity} ${bundleItem.name}`));
  if (item.notes.trim() !== '') lines.push(indent(`* ${item.notes}`));
  return lines;
}

/** A kitchen line: big quantity and name, then add-ons, bundle items and the cook's note. */
export function kitchenLine(
  page: TicketPage,
  item: { quantity: number; name: string; notes: string; addOns: TicketOrderLine['addOns']; bundleItems: TicketOrderLine['bundleItems']; bundleName?: string | undefined },
  sign = '',
): TicketLine[] {
  const { columns } = page;
  const quantityColumns = 5;
  const indent = (text: string) => line(columns, [{ text: '', columns: quantityColumns }, { text, columns: columns - quantityColumns }]);
  const lines: TicketLine[] = [
    line(columns, [
      { text: `${sign}${formatNumber(item.quantity)}`, columns: quantityColumns, bold: true },
      { text: item.name, columns: columns - quantityColumns, bold: true },
    ]),
  ];
  for (const addOn of item.addOns) lines.push(indent(`+ ${addOn.name}${addOn.quantity > 1 ? ` x${addOn.quantity}` : ''}`));
  for (const bundleItem of item.bundleItems) lines.push(indent(`- ${bundleItem.quantity * item.quantity} ${bundleItem.name}`));
  // A product of a bundle says which bundle it belongs to, so the station plates it with the rest.
  if (item.bundleName !== undefined && item.bundleName !== '') lines.push(indent(`(${item.bundleName})`));
  if (item.notes.trim() !== '') lines.push(indent(`* ${item.notes}`));
  return lines;
}

export function footerLines(page: TicketPage, settings: ReceiptSettings): TicketLine[] {
  if (!settings.FooterNote.IsActive || settings.FooterNote.Data.trim() === '') return [];
  return [fullLine(page.columns, settings.FooterNote.Data, 'center')];
}
