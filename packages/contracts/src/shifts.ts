import { z } from 'zod';
import { RowIdParamSchema } from './ids.ts';
import { CashFlowType, NUMERIC_MAX } from '@kasir/domain';
import { PinSchema, UsernameSchema } from './auth.ts';

/** Whole rupiah from 0 to NUMERIC_MAX (spec §9); the server stores hundredths. */
export const WholeAmountSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`);

const IdSchema = z.number().int().positive();
const NoteSchema = z.string().trim().max(500, 'Note is too long');
const DateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const StartShiftBodySchema = z.object({ OutletId: IdSchema, StartCash: WholeAmountSchema });
export const EndShiftBodySchema = z.object({ ShiftId: IdSchema, EndCash: WholeAmountSchema, Note: NoteSchema.optional() });
export const CashInOutBodySchema = z.object({
  ShiftId: IdSchema,
  Type: z.union([z.literal(CashFlowType.IN), z.literal(CashFlowType.OUT)]),
  Amount: WholeAmountSchema.refine((value) => value > 0, 'must be above 0'),
  Note: NoteSchema.min(1, 'Note is required'),
});
export const CashInOutHistoryBodySchema = z.object({ ShiftId: IdSchema });
export const PassShiftBodySchema = z.object({
  ShiftId: IdSchema,
  EndCash: WholeAmountSchema,
  Note: NoteSchema.optional(),
  NextUsername: UsernameSchema,
  NextPIN: PinSchema,
});
export const ShiftHistoryQuerySchema = z.object({ fromDate: DateOnlySchema.optional(), toDate: DateOnlySchema.optional() });
export const ShiftIdParamSchema = RowIdParamSchema;

/** Spec §3 Shift; amounts in rupiah (hundredths shown as decimals). */
export const ShiftSchema = z.object({
  Id: z.number().int(),
  ShiftId: z.number().int(),
  OutletId: z.number().int(),
  StartCash: z.number(),
  EndCash: z.number().nullable(),
  ExpectedCash: z.number().nullable(),
  Difference: z.number().nullable(),
  Note: z.string().nullable(),
  CreatedOn: z.string(),
  UpdatedOn: z.string().nullable(),
  User: z.object({ Id: z.number().int(), Name: z.string() }),
});
export type Shift = z.infer<typeof ShiftSchema>;

export const CashInOutSchema = z.object({
  Id: z.number().int(),
  ShiftId: z.number().int(),
  Type: z.number().int(),
  Amount: z.number(),
  Note: z.string(),
  CreatedOn: z.string(),
  CreatedBy: z.object({ Id: z.number().int(), Name: z.string() }),
});
export type CashInOut = z.infer<typeof CashInOutSchema>;

export const CashInOutTotalSchema = z.object({ TotalCashIn: z.number(), TotalCashOut: z.number(), Total: z.number() });
export type CashInOutTotal = z.infer<typeof CashInOutTotalSchema>;

/** GET /shift/{id}/getShiftTransaction: the drawer's arithmetic of one shift. */
export const ShiftTransactionSchema = z.object({
  Shift: ShiftSchema,
  StartCash: z.number(),
  CashPayments: z.number(),
  Change: z.number(),
  CashIn: z.number(),
  CashOut: z.number(),
  /** Cash handed back by the refunds made in the shift (its part of each refund that was cash). */
  CashRefunds: z.number(),
  ExpectedCash: z.number(),
  EndCash: z.number().nullable(),
  Difference: z.number().nullable(),
  /** Orders settled (left PAID) by a payment taken in the shift. */
  TransactionCount: z.number().int(),
});
export type ShiftTransaction = z.infer<typeof ShiftTransactionSchema>;

export const PassShiftResultSchema = z.object({ EndedShiftId: z.number().int(), NextShiftId: z.number().int(), NextUserName: z.string() });
export type PassShiftResult = z.infer<typeof PassShiftResultSchema>;

export const PassCandidateSchema = z.object({ Id: z.number().int(), Name: z.string(), Username: z.string() });
