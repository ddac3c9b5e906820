import { z } from 'zod';

/**
 * Issue 23, selling through a dropped connection (ADR 27). A till that cannot reach the server
 * keeps the sale in its outbox and sends it later as a normal POST /order (then POST /payment),
 * each under an Idempotency-Key derived from the sale's Ref, so a resend is answered once. Our
 * own client adds this block to POST /order; a client written from the spec never sends it.
 */

/** Job ids as the print agent accepts them (letters, digits and . _ : -, at most 128). */
const PrintJobIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be a print job id');

/** One kitchen ticket the till printed through the local agent while offline. */
export const OfflineKitchenJobSchema = z.object({
  JobId: PrintJobIdSchema,
  DeviceId: z.number().int('must be a whole number').positive('must be above 0'),
  /** The lines on that ticket: their position in the body's OrderProducts, and the quantity printed. */
  Lines: z
    .array(
      z.object({
        Index: z.number().int('must be a whole number').min(0, 'cannot be negative').max(199, 'at most 199'),
        Quantity: z.number().int('must be a whole number').positive('must be above 0'),
      }),
    )
    .min(1, 'at least one line')
    .max(200),
});
export type OfflineKitchenJob = z.infer<typeof OfflineKitchenJobSchema>;

export const OfflineOrderMarkSchema = z.object({
  /** The sale's id at the till (a UUID): its Idempotency-Keys and print job ids derive from it. */
  Ref: z.uuid('must be a UUID'),
  /** When the cashier took the sale (ISO 8601 with offset). */
  TakenAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
  /** The number the till showed ('OFF-…'); the server's number replaces it. */
  ProvisionalNumber: z.string().trim().min(1).max(40),
  /** Kitchen tickets already on paper: the server counts their lines as sent, never prints them again. */
  KitchenJobs: z.array(OfflineKitchenJobSchema).max(100).default([]),
});
export type OfflineOrderMark = z.input<typeof OfflineOrderMarkSchema>;
