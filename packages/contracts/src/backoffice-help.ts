import { z } from 'zod';
import { HELP_MESSAGE_MAX_LENGTH, HELP_SUBJECT_MAX_LENGTH } from '@kasir/domain';
import { RowIdTextSchema } from './ids.ts';

/** POST /helpCenter (spec §7, cashier token): a cashier writes to the owner. */
export const HelpMessageBodySchema = z.object({
  Subject: z
    .string()
    .trim()
    .max(HELP_SUBJECT_MAX_LENGTH, `Subject must be at most ${HELP_SUBJECT_MAX_LENGTH} characters`)
    .nullish()
    .transform((subject) => (subject ? subject : null)),
  Message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(HELP_MESSAGE_MAX_LENGTH, `Message must be at most ${HELP_MESSAGE_MAX_LENGTH} characters`),
});
export type HelpMessageBody = z.input<typeof HelpMessageBodySchema>;

/** One stored help message, as the owner's inbox and the cashier's own list show it. */
export const HelpMessageSchema = z.object({
  Id: z.number().int(),
  Subject: z.string().nullable(),
  Message: z.string(),
  OutletId: z.number().int(),
  OutletName: z.string(),
  UserId: z.number().int(),
  UserName: z.string(),
  /** When it was sent (ISO instant, UTC). */
  CreatedAt: z.string(),
  /** The outlet's day it was sent on, YYYY-MM-DD (what the date filter matches). */
  OutletDate: z.string(),
  /** When the owner marked it read; null while unread. */
  ReadAt: z.string().nullable(),
  /** Whether the copy to the owner's e-mail went out (false when mail is not configured or failed). */
  IsEmailed: z.boolean(),
});
export type HelpMessage = z.infer<typeof HelpMessageSchema>;

const DayParamSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** GET /helpCenter?fromDate&toDate (owner): outlet days, inclusive; OutletId narrows to one outlet. */
export const HelpInboxQuerySchema = z.object({
  fromDate: DayParamSchema.optional(),
  toDate: DayParamSchema.optional(),
  OutletId: RowIdTextSchema.optional(),
});
export type HelpInboxQuery = z.input<typeof HelpInboxQuerySchema>;
