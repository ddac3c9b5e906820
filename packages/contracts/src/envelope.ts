import { z } from 'zod';
import { AppErrorCode, codeValues } from '@kasir/domain';

/** Every successful response is `{ data: T }` (the spec's client reads `response.data.data`). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** One field-level problem; spec §8 shows `data[0].error` first. */
export const FieldErrorSchema = z.object({ field: z.string(), error: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * Every failure: a message, the app error code of spec §4 and field errors (maybe empty).
 * messageCode names the text a spec client shows (data[0].error, else message) in the one
 * message table (domain MessageTemplate), with its placeholder values (and `field` when
 * data[0] names one), so a client shows it in the cashier's language; absent for a text the
 * table does not know. The texts themselves stay as the spec writes them.
 */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errorCode: z.union(codeValues(AppErrorCode).map((code) => z.literal(code))),
  code: z.string(),
  data: z.array(FieldErrorSchema),
  messageCode: z.string().optional(),
  messageParams: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Spec §8 convention: first error in data[0].error, else the message, else the network message. */
export function pickErrorMessage(body: unknown, networkMessage: string): string {
  const parsed = ErrorBodySchema.partial().safeParse(body);
  if (!parsed.success) return networkMessage;
  return parsed.data.data?.[0]?.error ?? parsed.data.message ?? networkMessage;
}
