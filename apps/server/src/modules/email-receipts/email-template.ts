import type { OutletEmailTemplate } from '@kasir/contracts';
import type { OutletEmailTemplatesTable } from '../../db/schema-email-delivery.ts';
import type { Selectable } from 'kysely';

/** What an outlet without a stored template sends: Indonesian, as the printed receipt. */
export const DEFAULT_EMAIL_TEMPLATE = {
  Subject: 'Struk pembayaran {receiptNo} - {outlet}',
  HeaderText: 'Terima kasih telah berbelanja di {outlet}. Berikut struk pembayaran Anda.',
  FooterText: 'E-mail ini dikirim otomatis oleh Kasir; mohon tidak membalas.',
  ShowLogo: true,
} as const;

export function presentTemplate(outletId: number, stored: Selectable<OutletEmailTemplatesTable> | undefined): OutletEmailTemplate {
  if (!stored) return { OutletId: outletId, ...DEFAULT_EMAIL_TEMPLATE, IsDefault: true };
  return { OutletId: outletId, Subject: stored.subject, HeaderText: stored.header_text, FooterText: stored.footer_text, ShowLogo: Number(stored.show_logo) === 1, IsDefault: false };
}

/** Fills {outlet} and {receiptNo} in a template text. */
export function fillTemplate(text: string, values: { outlet: string; receiptNo: string }): string {
  return text.replaceAll('{outlet}', values.outlet).replaceAll('{receiptNo}', values.receiptNo);
}
