import { z } from 'zod';
import {
  AuditKind,
  CHARGE_NAME_MAX,
  CHARGE_PERCENT_MAX,
  ChargeDeductFrom,
  ChargeType,
  NUMERIC_MAX,
  PAYMENT_METHOD_NAME_MAX,
  PaymentMethodTypeCode,
  codeValues,
} from '@kasir/domain';
import { RowIdTextSchema } from './ids.ts';
import { ReportDateTimeSchema } from './reports.ts';

/**
 * The owner's back office (issue 20): payment methods, charges, images and the audit view.
 * Money is rupiah on the wire with at most two decimals (stored as hundredths), percentages are
 * percent (5 = 5 %, stored as hundredths of a percent). Field names PascalCase like the spec.
 */

const IdSchema = z.number({ error: 'must be an id' }).int('must be an id').positive('must be an id');
const oneOf = (values: readonly number[], message: string) => z.number({ error: message }).int(message).refine((value) => values.includes(value), message);
const name = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `is at most ${max} characters`);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/** Rupiah, 0 to NUMERIC_MAX, at most two decimals (spec §9 precision 2). */
const RupiahSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`)
  .refine(hasTwoDecimalsAtMost, 'at most two decimals');

// ---------------------------------------------------------------- payment methods

export const PaymentMethodBodySchema = z
  .object({
    OutletId: IdSchema,
    Name: name(PAYMENT_METHOD_NAME_MAX),
    Type: oneOf(codeValues(PaymentMethodTypeCode), 'must be a payment method type 1 to 7'),
    OpenDrawer: z.boolean({ error: 'must be true or false' }).default(false),
    IsUsePoint: z.boolean({ error: 'must be true or false' }).default(false),
    /** Points at most per payment; null = no cap beyond the member's balance. */
    MaxPoint: z.number({ error: 'must be a number' }).int('must be whole points').min(0, 'cannot be negative').max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`).nullable().default(null),
    IsNoSales: z.boolean({ error: 'must be true or false' }).default(false),
    /** Rupiah the keypad proposes for this method, or null. */
    DefaultValue: RupiahSchema.nullable().default(null),
    ImageId: IdSchema.nullable().default(null),
    Position: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'cannot be negative').max(10_000, 'is at most 10000').default(0),
  })
  // A point method pays with points: it always uses them.
  .transform((body) => (body.Type === PaymentMethodTypeCode.POINT ? { ...body, IsUsePoint: true } : body));
export type PaymentMethodBody = z.input<typeof PaymentMethodBodySchema>;
export type PaymentMethodInput = z.output<typeof PaymentMethodBodySchema>;

export const AdminPaymentMethodSchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  Name: z.string(),
  Type: z.number().int(),
  TypeName: z.string(),
  OpenDrawer: z.boolean(),
  IsUsePoint: z.boolean(),
  MaxPoint: z.number().nullable(),
  IsNoSales: z.boolean(),
  DefaultValue: z.number().nullable(),
  ImageId: z.number().int().nullable(),
  Image: z.object({ FileName: z.string() }).nullable(),
  Position: z.number().int(),
  /** False once archived: payments refer to it, so it stays for their history. */
  IsActive: z.boolean(),
  /** True when payments used it: deleting it archives it. */
  IsUsed: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof AdminPaymentMethodSchema>;

/** DELETE answers what happened: archived (history refers to it) or deleted for real. */
export const RemovalResultSchema = z.object({ Id: z.number().int(), Archived: z.boolean() });
export type RemovalResult = z.infer<typeof RemovalResultSchema>;

// ---------------------------------------------------------------- charges

export const ChargeBodySchema = z
  .object({
    OutletId: IdSchema,
    Name: name(CHARGE_NAME_MAX),
    Type: oneOf(codeValues(ChargeType), 'must be 1 (percentage) or 2 (fixed amount)'),
    /** Percent for a percentage charge, rupiah for a fixed one. */
    Amount: RupiahSchema,
    AddProductPrice: z.boolean({ error: 'must be true or false' }).default(false),
    IncludedProductPrice: z.boolean({ error: 'must be true or false' }).default(false),
    DeductFrom: oneOf(codeValues(ChargeDeductFrom), 'must be 1 (product) or 2 (sub-total)').default(ChargeDeductFrom.SUB_TOTAL),
    IsActive: z.boolean({ error: 'must be true or false' }).default(true),
    /** Outlet order type ids the charge applies to. */
    OrderTypeIds: z.array(IdSchema).max(50, 'at most 50 order types').default([]),
  })
  .superRefine((body, context) => {
    if (body.Type === ChargeType.PERCENTAGE && body.Amount > CHARGE_PERCENT_MAX) {
      context.addIssue({ code: 'custom', path: ['Amount'], message: `must be at most ${CHARGE_PERCENT_MAX} %` });
    }
  });
export type ChargeBody = z.input<typeof ChargeBodySchema>;
export type ChargeInput = z.output<typeof ChargeBodySchema>;

export const AdminChargeSchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  Name: z.string(),
  Type: z.number().int(),
  Amount: z.number(),
  AddProductPrice: z.boolean(),
  IncludedProductPrice: z.boolean(),
  DeductFrom: z.number().int(),
  IsActive: z.boolean(),
  /** False once deleted while orders referred to it. */
  IsArchived: z.boolean(),
  OrderTypeIds: z.array(z.number().int()),
});
export type AdminCharge = z.infer<typeof AdminChargeSchema>;

// ---------------------------------------------------------------- images

export const UploadedImageSchema = z.object({ Id: z.number().int(), FileName: z.string() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

// ---------------------------------------------------------------- audit

export const AuditQuerySchema = z.object({
  fromDate: ReportDateTimeSchema,
  toDate: ReportDateTimeSchema,
  outletId: RowIdTextSchema.optional(),
  type: z.enum(Object.values(AuditKind) as [string, ...string[]], { error: `must be one of ${Object.values(AuditKind).join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'must be a page number' }).int('must be a page number').min(1, 'must be at least 1').max(100_000, 'is at most 100000').default(1),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  Id: z.number().int(),
  /** AuditKind of @kasir/domain. */
  Type: z.string(),
  /** The order audit action behind it (VOID_ORDER, VOID_ITEM …). */
  Action: z.string(),
  CreatedAt: z.string(),
  OutletId: z.number().int(),
  OutletName: z.string(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  RequestedBy: z.string(),
  ApprovedBy: z.string().nullable(),
  Reason: z.string().nullable(),
  /** The product or what changed ("Es Teh", "Cash → QRIS"), when the row names one. */
  Subject: z.string().nullable(),
  Quantity: z.number().nullable(),
  /** Rupiah: the order total voided, the refund, the payment moved, the new price. */
  Amount: z.number().nullable(),
  PreviousAmount: z.number().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  Items: z.array(AuditEntrySchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  Total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
