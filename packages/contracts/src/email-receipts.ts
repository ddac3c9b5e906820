import { z } from 'zod';

/**
 * E-mailed receipts (issue 22, docs/email.md): where each queued receipt e-mail stands, and the
 * outlet's e-mail template.
 */

/**
 * QUEUED: waiting for its first attempt; RETRYING: an attempt failed, another follows (NextAttemptAt);
 * SENT: the SMTP server took it; SAVED_AS_FILE: no SMTP_URL, written as FileName on the server;
 * FAILED: every attempt failed (LastError).
 */
export const EMAIL_DELIVERY_STATUSES = ['QUEUED', 'RETRYING', 'SENT', 'SAVED_AS_FILE', 'FAILED'] as const;
export const EmailDeliveryStatusSchema = z.enum(EMAIL_DELIVERY_STATUSES);
export type EmailDeliveryStatus = z.infer<typeof EmailDeliveryStatusSchema>;

/** One receipt e-mail of a payment (GET /payment/emailStatus/{paymentId}). */
export const EmailDeliverySchema = z.object({
  Id: z.number().int(),
  PaymentId: z.number().int(),
  Email: z.string(),
  Status: EmailDeliveryStatusSchema,
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
  NextAttemptAt: z.string().nullable(),
  SentAt: z.string().nullable(),
  /** The .eml file under the server's mail directory (SAVED_AS_FILE). */
  FileName: z.string().nullable(),
  CreatedOn: z.string(),
});
export type EmailDelivery = z.infer<typeof EmailDeliverySchema>;

/** GET /outletEmailTemplate: the outlet's receipt e-mail; Subject may name {outlet} and {receiptNo}. */
export const OutletEmailTemplateSchema = z.object({
  OutletId: z.number().int(),
  Subject: z.string(),
  HeaderText: z.string(),
  FooterText: z.string(),
  /** The outlet's name as a heading above the receipt (the printed receipt's Logo flag). */
  ShowLogo: z.boolean(),
  /** No template stored for the outlet: this is the default one. */
  IsDefault: z.boolean(),
});
export type OutletEmailTemplate = z.infer<typeof OutletEmailTemplateSchema>;

/** GET /payment/emailStatus/{paymentId}: the payment's receipt e-mails, oldest first. */
export const EmailDeliveryListSchema = z.array(EmailDeliverySchema);
