import { z } from 'zod';
import { PHONE_MAX_LENGTH } from '@kasir/domain';
import { PaymentDetailInputSchema, PaymentDetailSchema } from './payments.ts';
import { RowIdTextSchema } from './ids.ts';
import { ApprovalSchema } from './orders.ts';

/**
 * Wire shapes of the membership purchase calls of spec §7 (/qr/*, /memberCategory/generatedQR,
 * /promoMemberCategory) and of the public sign-up page (issue 19). Amounts are rupiah numbers on
 * the wire like every other call; the database keeps hundredths. Every answer is `{ data: … }`.
 * Paying is exactly once (ADR 9): an optional Idempotency-Key header makes a retry answer the
 * first payment; a second terminal paying the same purchase gets a 409.
 */

const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
const IntSchema = z.number().int();
const NameSchema = z.string({ error: 'Nama tidak boleh kosong' }).trim().min(1, 'Nama tidak boleh kosong').max(100, 'at most 100 characters');
const PhoneSchema = z
  .string({ error: 'Nomor HP tidak boleh kosong' })
  .trim()
  .min(1, 'Nomor HP tidak boleh kosong')
  .max(PHONE_MAX_LENGTH, `at most ${PHONE_MAX_LENGTH} characters`)
  .regex(/^\+?\d+$/, 'digits only');
/** Spec §5: birth date sent as year-month-day; the server refuses one in the future. */
const BirthDateSchema = z.string({ error: 'Tanggal Lahir tidak boleh kosong' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const EmailSchema = z.string().trim().max(100).email('must be an e-mail address');

/** The customer a NEW membership is for, as the till or the sign-up page sends it. */
export const MembershipCustomerSchema = z.object({
  Name: NameSchema,
  PhoneNumber: PhoneSchema,
  BirthDate: BirthDateSchema,
  Email: EmailSchema.nullable().optional(),
});

/** POST /qr/purchaseMembership/{MemberCategoryId}: a NEW purchase made at the till (PENDING). */
export const CreatePurchaseMembershipBodySchema = MembershipCustomerSchema;
export type CreatePurchaseMembershipBody = z.input<typeof CreatePurchaseMembershipBodySchema>;

/** PUT /qr/extendMembership/{MemberId}: an EXTEND purchase (PENDING); the category defaults to the member's own. */
export const ExtendMembershipBodySchema = z.object({ MemberCategoryId: IdSchema.optional() });
export type ExtendMembershipBody = z.input<typeof ExtendMembershipBodySchema>;

/** PUT /qr/paymentMembership/{Id} and /qr/paymentExtendMembership/{Id} (spec §7 "Membership payment payload: Id, PaymentDetails"). */
export const PayMembershipBodySchema = z.object({
  Id: IdSchema,
  PaymentDetails: z.array(PaymentDetailInputSchema).min(1, 'Please select one payment method').max(20, 'at most 20 payment lines'),
  /** A supervisor's approval (spec §6) when the cashier's payment permission carries UsePin or the role lacks it, as the order payment. */
  Approval: ApprovalSchema.optional(),
});
export type PayMembershipBody = z.input<typeof PayMembershipBodySchema>;

/** PUT /qr/editPaymentMethod: new lines for the same amount paid (permission 20; an Approval when it carries UsePin or the role lacks it). */
export const EditMembershipPaymentMethodBodySchema = PayMembershipBodySchema;
export type EditMembershipPaymentMethodBody = z.input<typeof EditMembershipPaymentMethodBodySchema>;

/** PUT /qr/cancelMembership (permission 22): a PENDING purchase only. */
export const CancelMembershipBodySchema = z.object({ Id: IdSchema });
export type CancelMembershipBody = z.input<typeof CancelMembershipBodySchema>;

/** POST /qr/applyPromo/{PurchaseMembershipId}/{PromoMemberCategoryId}; PromoMemberCategoryId 0 removes the promo. */
export const ApplyMembershipPromoParamsSchema = z.object({
  PurchaseMembershipId: RowIdTextSchema,
  PromoMemberCategoryId: z.union([z.literal('0').transform(() => 0), RowIdTextSchema]),
});

/** GET /qr/purchaseMembership?fromDate&toDate: outlet-time days, YYYY-MM-DD (a time part is ignored); both default to today. */
const ListDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/, 'must be a date YYYY-MM-DD')
  .transform((text) => text.slice(0, 10));
export const PurchaseMembershipListQuerySchema = z.object({ fromDate: ListDateSchema.optional(), toDate: ListDateSchema.optional() });

/** GET /memberCategory/generatedQR (permission 21): optionally for one category, pre-chosen on the page. */
export const GenerateMemberQrQuerySchema = z.object({ MemberCategoryId: RowIdTextSchema.optional() });

/** GET /promoMemberCategory?isKasir=1[&MemberCategoryId=]: the active promos of memberships. */
export const PromoMemberCategoryQuerySchema = z.object({ isKasir: z.enum(['0', '1']).optional(), MemberCategoryId: RowIdTextSchema.optional() });

export const PromoMemberCategorySchema = z.object({
  Id: IntSchema,
  Name: z.string(),
  /** Null: any category. */
  MemberCategoryId: IntSchema.nullable(),
  MemberCategory: z.object({ Name: z.string() }).nullable(),
  /** PromoDiscountType: PERCENTAGE 1 (Amount in percent), NOMINAL 2 (Amount in rupiah). */
  DiscountType: IntSchema,
  Amount: z.number(),
  MaxDiscountAmount: z.number().nullable(),
});
export type PromoMemberCategory = z.infer<typeof PromoMemberCategorySchema>;

/** The sign-up QR (spec §3 GenerateQRHistory) with the page address its slip encodes. */
export const GenerateQrHistorySchema = z.object({
  Id: IntSchema,
  Token: z.string(),
  MemberCategoryId: IntSchema.nullable(),
  CreatedOn: z.string(),
  ExpiredAt: z.string(),
  /** `<origin>/member-signup?token=…&id=<Id>&purchased=0`: what the printed QR holds. */
  RedirectUrl: z.string(),
});
export type GenerateQrHistory = z.infer<typeof GenerateQrHistorySchema>;

/** GET /qr?OrderId= (spec §7 names it without a shape; ADR 0021): the member sign-up QR of an order. */
export const OrderMemberQrQuerySchema = z.object({ OrderId: RowIdTextSchema });
export const OrderMemberQrSchema = z.object({
  Id: IntSchema,
  Token: z.string(),
  OrderId: IntSchema,
  ExpiredAt: z.string(),
  /** The same phone sign-up page as the generatedQR slip (`purchased=0`). */
  RedirectUrl: z.string(),
});
export type OrderMemberQr = z.infer<typeof OrderMemberQrSchema>;

export const MembershipPaymentSchema = z.object({
  Id: IntSchema,
  CreatedOn: z.string(),
  CashierName: z.string(),
  Total: z.number(),
  Paid: z.number(),
  Change: z.number(),
  PaymentDetails: z.array(PaymentDetailSchema),
});
export type MembershipPayment = z.infer<typeof MembershipPaymentSchema>;

/** Spec §3 Purchase membership. */
export const PurchaseMembershipSchema = z.object({
  Id: IntSchema,
  PurchaseCode: z.string(),
  /** PurchaseMembershipType: NEW 1, EXTEND 2. */
  Type: IntSchema,
  /** PurchaseMembershipStatus: PENDING 1, PAID 2, CANCELLED 3. */
  Status: IntSchema,
  Version: IntSchema,
  CreatedOn: z.string(),
  SubTotal: z.number(),
  Discount: z.number(),
  Total: z.number(),
  Change: z.number(),
  MemberCategoryId: IntSchema,
  MemberCategory: z.object({ Name: z.string() }),
  /** EXTEND: the member; NEW: the member the payment made (null until paid). */
  MemberId: IntSchema.nullable(),
  Member: z.object({ Id: IntSchema, Name: z.string(), MemberNumber: z.string(), ExpiredDate: z.string().nullable() }).nullable(),
  /** Who the membership is for and what it buys (one entry). */
  PurchaseMembershipDetails: z.array(
    z.object({ Name: z.string(), PhoneNumber: z.string(), Email: z.string().nullable(), BirthDate: z.string().nullable(), MemberCategoryId: IntSchema, Price: z.number(), DurationDays: IntSchema }),
  ),
  GenerateQRHistory: z.object({ Token: z.string(), Id: IntSchema }).nullable(),
  PromoMemberCategoryId: IntSchema.nullable(),
  PromoMemberCategory: z.object({ Name: z.string() }).nullable(),
  /** The payment once PAID. */
  Payment: MembershipPaymentSchema.nullable(),
});
export type PurchaseMembership = z.infer<typeof PurchaseMembershipSchema>;

/** The answer of the two payment calls: the paid purchase, and whether a used method opens the cash drawer. */
export const PaidMembershipSchema = PurchaseMembershipSchema.extend({ IsOpenDrawer: z.boolean() });
export type PaidMembership = z.infer<typeof PaidMembershipSchema>;

/** POST /print/membership (spec §7 membership QR print payload): the receipt, only when PAID. */
export const PrintMembershipBodySchema = z.object({ PurchaseMembershipId: IdSchema, AccordingDevice: z.boolean().optional(), IsReprint: z.boolean().optional() });
/** POST /print/qrMemberSignUp: the sign-up slip (SetReceiptId 7 QR_MEMBER_SIGNUP) of a generated QR. */
export const PrintQrMemberSignUpBodySchema = z.object({ GenerateQRHistoryId: IdSchema });

// The public sign-up page (no login; the token of the QR is the key).

/** GET /qr/memberSignUp?token=&id=: what the phone page shows. */
export const MemberSignUpQuerySchema = z.object({ token: z.string().min(1, 'token is required').max(100), id: RowIdTextSchema });
export const MemberSignUpPageSchema = z.object({
  OutletName: z.string(),
  GenerateQRHistoryId: IntSchema,
  /** The QR's purchase is made already: the page shows its code instead of the form (the "purchased" flag). */
  IsPurchased: z.boolean(),
  PurchaseCode: z.string().nullable(),
  MemberCategoryId: IntSchema.nullable(),
  MemberCategories: z.array(z.object({ Id: IntSchema, Name: z.string(), Price: z.number(), DurationDays: IntSchema })),
});
export type MemberSignUpPage = z.infer<typeof MemberSignUpPageSchema>;

/** POST /qr/memberSignUp: the customer's form; makes one PENDING NEW purchase per QR. */
export const MemberSignUpBodySchema = MembershipCustomerSchema.extend({
  Token: z.string().min(1, 'token is required').max(100),
  GenerateQRHistoryId: IdSchema,
  MemberCategoryId: IdSchema,
});
export type MemberSignUpBody = z.input<typeof MemberSignUpBodySchema>;
export const MemberSignUpResultSchema = z.object({ Id: IntSchema, PurchaseCode: z.string(), Total: z.number(), MemberCategory: z.object({ Name: z.string() }) });
export type MemberSignUpResult = z.infer<typeof MemberSignUpResultSchema>;
