import { z } from 'zod';
import { NUMERIC_MAX, SpecMessage } from '@kasir/domain';
import { ApprovalSchema } from './orders.ts';
import { OrderPromoSchema } from './payment-records.ts';

export * from './payment-records.ts';

/**
 * Wire shapes of the Payment and Promo calls of spec §7 (issue 6), agreed between the payment
 * server and the payment web (the payment contract). Amounts are rupiah numbers on the wire
 * (12500.5 = Rp 12.500,5); the database keeps hundredths. Field names are PascalCase as §3.
 * Every answer is wrapped `{ data: … }` like the other calls.
 */

const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
const IntSchema = z.number().int();
const VersionSchema = IdSchema.optional();

/** GET /paymentMethodType?isCashier=1, sorted by Position. Id is the spec §3 type code. */
export const PaymentMethodTypeSchema = z.object({ Id: IntSchema, Name: z.string(), Position: IntSchema });
export type PaymentMethodType = z.infer<typeof PaymentMethodTypeSchema>;

/** GET /outletPaymentMethod/: the outlet's active methods. */
export const OutletPaymentMethodSchema = z.object({
  Id: IntSchema,
  Amount: z.number().nullable(),
  MaxPoint: z.number().nullable(),
  PaymentMethod: z.object({
    Id: IntSchema,
    Name: z.string(),
    Type: IntSchema,
    Image: z.object({ FileName: z.string() }).nullable(),
    IsUsePoint: z.boolean(),
    IsNoSales: z.boolean(),
    OpenDrawer: z.boolean(),
    DefaultValue: z.number().nullable(),
  }),
});
export type OutletPaymentMethod = z.infer<typeof OutletPaymentMethodSchema>;

/** Spec §5 keypad: 0 to 1e13, no decimals. */
export const PaymentAmountSchema = z
  .number({ error: 'must be a number' })
  .int('no decimals')
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`);

/**
 * One payment line. CardNo is only for debit/credit; the server keeps its last 4 digits only
 * (never the whole number, and no expiry or CVV field exists).
 */
export const PaymentDetailInputSchema = z.object({
  OutletPaymentMethodId: IdSchema,
  Amount: PaymentAmountSchema,
  CardNo: z
    .string()
    .trim()
    .regex(/^\d{8,19}$/, 'must be 8 to 19 digits')
    .optional(),
});
export type PaymentDetailInput = z.input<typeof PaymentDetailInputSchema>;

const PaymentDetailsInputSchema = z.array(PaymentDetailInputSchema).min(1, SpecMessage.SELECT_PAYMENT_METHOD).max(20, 'at most 20 payment lines');

export const PromoRefSchema = z.object({ OutletPromoId: IdSchema });
export const VoucherRefSchema = z.object({ MemberVoucherId: IdSchema, OutletPromoId: IdSchema });

/**
 * POST /payment/{orderId} with the Idempotency-Key header (IDEMPOTENCY_KEY_HEADER of orders.ts):
 * a retry with the same key answers the first payment. Each line's Amount is above 0 except
 * exactly one cash line of 0 when the total is 0 (checked by the server against the total).
 */
export const PayOrderBodySchema = z.object({
  Id: IdSchema,
  CustomerName: z.string().trim().max(100).optional(),
  PhoneNumber: z.string().trim().max(30).optional(),
  PointUsed: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'cannot be negative').max(NUMERIC_MAX).optional(),
  MemberId: IdSchema.nullable().optional(),
  Promos: z.array(PromoRefSchema).max(50).default([]),
  Vouchers: z.array(VoucherRefSchema).max(50).optional(),
  PaymentDetails: PaymentDetailsInputSchema,
  IsPartialPayment: z.boolean().optional(),
  Version: VersionSchema,
  /** Spec §6: when payment (permission 9) carries UsePin or the role lacks it, an eligible approver's PIN. */
  Approval: ApprovalSchema.optional(),
});
export type PayOrderBody = z.input<typeof PayOrderBodySchema>;

/** GET /outletPromo/active: PRODUCT/TRANSACTION promos active now in outlet time. */
export const PromoOfferedSchema = z.object({
  Id: IntSchema,
  PromoId: IntSchema,
  Available: z.boolean(),
  Promo: z.object({ PromoName: z.string(), PromoType: IntSchema, Limit: IntSchema, TotalUsed: IntSchema }),
  PromoDiscount: z.object({
    /** Percent for PERCENTAGE, rupiah for NOMINAL. */
    Amount: z.number(),
    DiscountType: IntSchema,
    MaxDiscountAmount: z.number().nullable(),
    ProductPromoDiscounts: z.array(
      z.object({ OutletProductId: IntSchema.nullable(), ProductCategoryId: IntSchema.nullable(), OutletProductBundleId: IntSchema.nullable() }),
    ),
  }),
  BaseOn: IntSchema,
  DeductFrom: IntSchema,
  Term: z.object({
    Name: z.string(),
    MinPurchasedPrice: z.number().nullable(),
    MaxPurchasedPrice: z.number().nullable(),
    TermPaymentMethods: z.array(z.object({ OutletPaymentMethodId: IntSchema, Name: z.string() })),
  }),
});
export type PromoOffered = z.infer<typeof PromoOfferedSchema>;

/** GET /promo/voucher/member/{memberId}: the member's unused, unexpired vouchers. */
export const MemberVoucherSchema = z.object({
  Id: IntSchema,
  Code: z.string(),
  /** YYYY-MM-DD. */
  ExpiredDate: z.string(),
  PromoId: IntSchema,
  Promo: z.object({ PromoName: z.string(), OutletPromos: z.array(z.object({ Id: IntSchema })) }),
});
export type MemberVoucher = z.infer<typeof MemberVoucherSchema>;

/** PUT /order/assignPromo/{id} → Order. */
export const AssignPromoBodySchema = z.object({ Version: VersionSchema, Promos: z.array(PromoRefSchema).max(50) });
export type AssignPromoBody = z.input<typeof AssignPromoBodySchema>;

/** PUT /order/assignVoucher/{id} → Order. */
export const AssignVoucherBodySchema = z.object({ Version: VersionSchema, Vouchers: z.array(VoucherRefSchema).max(50) });
export type AssignVoucherBody = z.input<typeof AssignVoucherBodySchema>;

/** PUT /order/assignVoucherAndPromo/{id} → Order. */
export const AssignVoucherAndPromoBodySchema = z.object({
  Version: VersionSchema,
  Promos: z.array(PromoRefSchema).max(50),
  Vouchers: z.array(VoucherRefSchema).max(50),
});
export type AssignVoucherAndPromoBody = z.input<typeof AssignVoucherAndPromoBodySchema>;

/**
 * PUT /payment/changePaymentMethod → Payment. The new lines add up to the same paid amount.
 * Needs OtherPermission CHANGE_PAYMENT_METHOD (20); UsePin → supervisor approval.
 */
export const ChangePaymentMethodBodySchema = z.object({
  PaymentId: IdSchema,
  PaymentDetails: PaymentDetailsInputSchema,
  Approval: ApprovalSchema.optional(),
});
export type ChangePaymentMethodBody = z.input<typeof ChangePaymentMethodBodySchema>;

/** POST /payment/{orderId}/terminateOrder → Order: ends the running time sessions. */
export const TerminateOrderBodySchema = z.object({ Version: VersionSchema, Approval: ApprovalSchema.optional() });
export type TerminateOrderBody = z.input<typeof TerminateOrderBodySchema>;

/**
 * POST /payment/{orderId}/quote → PaymentQuote: the order priced with the chosen methods (promo
 * payment terms, No Sales) by the same pricing POST /payment/{id} runs; nothing is written.
 */
export const PaymentQuoteBodySchema = z.object({ PaymentMethodIds: z.array(IdSchema).max(20, 'at most 20 payment lines') });
export type PaymentQuoteBody = z.input<typeof PaymentQuoteBodySchema>;
export const PaymentQuoteSchema = z.object({
  OrderId: IntSchema,
  PaymentMethodIds: z.array(IntSchema),
  SubTotal: z.number(),
  DiscountAmount: z.number(),
  ChargeTotal: z.number(),
  Rounding: z.number(),
  Total: z.number(),
  PaidTotal: z.number(),
  /** What this payment must cover: Total minus what earlier payments settled, never below 0. */
  Remaining: z.number(),
  OrderCharges: z.array(z.object({ OutletChargeId: IntSchema, TotalCharge: z.number() })),
  /** The applied promos with what they give with these methods (0 and the Rejection when a term fails). */
  OrderPromos: z.array(OrderPromoSchema),
});
export type PaymentQuote = z.infer<typeof PaymentQuoteSchema>;

/** GET /payment/sendEmail/{paymentId}?email= */
export const SendEmailQuerySchema = z.object({ email: z.string().trim().email('must be an e-mail address').max(200) });
/** Status: QUEUED for a new e-mail; a doubled request answers the e-mail already queued, as it stands (EmailDeliveryStatus). */
export const SendEmailResultSchema = z.object({ PaymentId: IntSchema, Email: z.string(), Status: z.enum(['QUEUED', 'RETRYING', 'SENT', 'SAVED_AS_FILE', 'FAILED']) });
export type SendEmailResult = z.infer<typeof SendEmailResultSchema>;

/** POST /promo/checkPromo; an unknown code is 404 with data [{ field: 'Code', error: 'Not Found' }]. */
export const CheckPromoBodySchema = z.object({ Code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(100) });
export type CheckPromoBody = z.input<typeof CheckPromoBodySchema>;
export const CheckPromoResultSchema = z.object({
  Code: z.string(),
  PromoName: z.string(),
  Description: z.string(),
  Available: z.boolean(),
  ExpiredDate: z.string().nullable(),
});
export type CheckPromoResult = z.infer<typeof CheckPromoResultSchema>;

/** GET /member/{id}/getPoint. */
export const MemberPointSchema = z.object({ MemberId: IntSchema, Point: z.number(), SavedMinutes: IntSchema });
export type MemberPoint = z.infer<typeof MemberPointSchema>;

/** Realtime `order:stepProcess` payload (besides EventMeta): a PAID order leaves the ongoing list. */
export const OrderStepProcessEventSchema = z.object({ OrderId: IntSchema, Status: IntSchema, StepProcess: IntSchema, /** Issue 22: the order's number, for the notice. */ OrderNo: z.string().optional() });
export type OrderStepProcessEvent = z.infer<typeof OrderStepProcessEventSchema>;
