import type { OutletEmailTemplate } from '@kasir/contracts';
import { renderTicketText, type TicketLine } from '@kasir/domain';
import { fillTemplate } from './email-template.ts';

/** The e-mailed receipt is laid out as the debug preview and an 80 mm slip's common width. */
export const RECEIPT_MAIL_COLUMNS = 42;

export type ReceiptMail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The receipt e-mail: the printed receipt's own lines (buildReceipt, so the totals are the ones the
 * slip prints) as monospaced text, between the outlet template's header and footer. The plain-text
 * and HTML parts carry the same content.
 */
export function renderReceiptMail(input: { lines: readonly TicketLine[]; template: OutletEmailTemplate; outletName: string; receiptNo: string }): ReceiptMail {
  const values = { outlet: input.outletName, receiptNo: input.receiptNo };
  const receipt = renderTicketText(input.lines, RECEIPT_MAIL_COLUMNS).join('\n');
  const header = fillTemplate(input.template.HeaderText, values);
  const footer = fillTemplate(input.template.FooterText, values);
  const text = [header, '', receipt, '', footer].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">',
    input.template.ShowLogo ? `<h2 style="margin:0 0 8px">${escapeHtml(input.outletName)}</h2>` : '',
    `<p>${escapeHtml(header)}</p>`,
    `<pre style="font-family:'Courier New',Courier,monospace;font-size:13px;line-height:1.35;background:#fafafa;border:1px solid #ddd;padding:12px;display:inline-block">${escapeHtml(receipt)}</pre>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: fillTemplate(input.template.Subject, values), text, html };
}
