import { z } from 'zod';
import {
  MEMBER_CATEGORY_DURATION_DAYS_MAX,
  MEMBER_CATEGORY_MINUTES_MAX,
  MEMBER_CATEGORY_NAME_MAX,
  NUMERIC_MAX,
  PROMO_DAY_HOURS,
  PROMO_NAME_MAX,
  PROMO_PERCENT_MAX,
  PROMO_TARGETS_MAX,
  PROMO_WEEK_DAYS,
  PromoBaseOn,
  PromoDeductFrom,
  PromoDiscountType,
  PromoType,
  VOUCHER_ISSUE_MAX,
  codeValues,
} from '@kasir/domain';

/**
 * The owner's back office (issue 21): promos, member vouchers, member categories and their
 * promos. Money is rupiah on the wire (at most two decimals, stored as hundredths); a promo's
 * percentage is percent (12.5 = 12.5 %, stored as hundredths of a percent). A promo here is a
 * group of per-outlet promos rows (ADR 0024): its Id is the group id.
 */

const IdSchema = z.number({ error: 'must be an id' }).int('must be an id').positive('must be an id');
const Ids = (max: number) => z.array(IdSchema).max(max, `at most ${max}`).default([]);
const oneOf = (values: readonly number[], message: string) => z.number({ error: message }).int(message).refine((value) => values.includes(value), message);
const name = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `is at most ${max} characters`);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const RupiahSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`)
  .refine(hasTwoDecimalsAtMost, 'at most two decimals');
const DateSchema = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'must be a real date');
const Bool = z.boolean({ error: 'must be true or false' });
const WholeNumber = (max: number) => z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'cannot be negative').max(max, `is at most ${max}`);
const Unique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

// ---------------------------------------------------------------- promos

export const PromoBodySchema = z
  .object({
    Name: name(PROMO_NAME_MAX),
    PromoType: oneOf(codeValues(PromoType), 'must be 1 (product), 2 (transaction) or 3 (voucher)'),
    DiscountType: oneOf(codeValues(PromoDiscountType), 'must be 1 (percentage) or 2 (nominal)'),
    /** Percent for a percentage promo, rupiah for a nominal one. */
    DiscountValue: RupiahSchema.refine((value) => value > 0, 'must be above 0'),
    /** Rupiah cap of the discount; null = no cap. */
    MaxDiscountAmount: RupiahSchema.nullable().default(null),
    BaseOn: oneOf(codeValues(PromoBaseOn), 'must be 1 (product), 2 (price) or 3 (cashback)'),
    DeductFrom: oneOf(codeValues(PromoDeductFrom), 'must be 1 (sub-total), 2 (total) or 3 (product)'),
    /** Uses at most (0 = no limit). */
    Limit: WholeNumber(NUMERIC_MAX).default(0),
    /** Outlet calendar days, both inclusive. */
    StartDate: DateSchema,
    EndDate: DateSchema,
    IsActive: Bool.default(true),
    /** The owner's outlets that run it (one promos row each). */
    OutletIds: z.array(IdSchema).min(1, 'choose at least one outlet').max(PROMO_TARGETS_MAX, `at most ${PROMO_TARGETS_MAX}`).transform(Unique),
    /** PRODUCT promos: what it applies to, ids of the chosen outlets' menus. */
    OutletProductIds: Ids(PROMO_TARGETS_MAX).transform(Unique),
    CategoryIds: Ids(PROMO_TARGETS_MAX).transform(Unique),
    BundleIds: Ids(PROMO_TARGETS_MAX).transform(Unique),
    /** Terms: rupiah of the subtotal, null = none. */
    MinPurchase: RupiahSchema.nullable().default(null),
    MaxPurchase: RupiahSchema.nullable().default(null),
    /** Outlet payment methods it is earned with (none = any). */
    PaymentMethodIds: Ids(PROMO_TARGETS_MAX).transform(Unique),
    /** Days of the week it runs, Sunday 0 … Saturday 6 (none = every day). */
    Days: z.array(oneOf(PROMO_WEEK_DAYS, 'must be a day 0 (Sunday) to 6 (Saturday)')).max(7).default([]).transform(Unique),
    /** Hours of the day it runs, 0 … 23 in outlet time (none = all day). */
    Hours: z.array(oneOf(PROMO_DAY_HOURS, 'must be an hour 0 to 23')).max(24).default([]).transform(Unique),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (body.DiscountType === PromoDiscountType.PERCENTAGE && body.DiscountValue > PROMO_PERCENT_MAX) issue('DiscountValue', `must be at most ${PROMO_PERCENT_MAX} %`);
    if (body.EndDate < body.StartDate) issue('EndDate', 'must not be before StartDate');
    if (body.MinPurchase !== null && body.MaxPurchase !== null && body.MaxPurchase < body.MinPurchase) issue('MaxPurchase', 'must not be below MinPurchase');
    const targets = body.OutletProductIds.length + body.CategoryIds.length + body.BundleIds.length;
    if (body.PromoType === PromoType.PRODUCT && targets === 0) issue('OutletProductIds', 'a product promo needs at least one product, category or bundle');
    if (body.PromoType === PromoType.PRODUCT && body.BaseOn !== PromoBaseOn.PRODUCT && body.DeductFrom !== PromoDeductFrom.PRODUCT) {
      issue('BaseOn', 'a product promo is based on or deducted from the products');
    }
  });
export type PromoBody = z.input<typeof PromoBodySchema>;
export type PromoInputBody = z.output<typeof PromoBodySchema>;

export const AdminPromoSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  PromoType: z.number().int(),
  DiscountType: z.number().int(),
  DiscountValue: z.number(),
  MaxDiscountAmount: z.number().nullable(),
  BaseOn: z.number().int(),
  DeductFrom: z.number().int(),
  Limit: z.number().int(),
  /** Uses so far, over all its outlets. */
  TotalUsed: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsActive: z.boolean(),
  IsArchived: z.boolean(),
  OutletIds: z.array(z.number().int()),
  OutletProductIds: z.array(z.number().int()),
  CategoryIds: z.array(z.number().int()),
  BundleIds: z.array(z.number().int()),
  MinPurchase: z.number().nullable(),
  MaxPurchase: z.number().nullable(),
  PaymentMethodIds: z.array(z.number().int()),
  Days: z.array(z.number().int()),
  Hours: z.array(z.number().int()),
  /** The promos row of each outlet (the id the till's OutletPromoId names). */
  OutletPromos: z.array(z.object({ OutletId: z.number().int(), OutletPromoId: z.number().int() })),
});
export type AdminPromo = z.infer<typeof AdminPromoSchema>;

/** What the promo form can choose from, per outlet of the owner. */
export const PromoChoicesSchema = z.object({
  Outlets: z.array(
    z.object({
      Id: z.number().int(),
      Name: z.string(),
      Products: z.array(z.object({ Id: z.number().int(), Name: z.string(), CategoryId: z.number().int() })),
      Categories: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
      Bundles: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
      PaymentMethods: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
    }),
  ),
});
export type PromoChoices = z.infer<typeof PromoChoicesSchema>;

export const PromoRemovalSchema = z.object({ Id: z.number().int(), Archived: z.boolean() });
export type PromoRemoval = z.infer<typeof PromoRemovalSchema>;

// ---------------------------------------------------------------- member vouchers

export const IssueVouchersBodySchema = z.object({
  MemberIds: z.array(IdSchema).min(1, 'choose at least one member').max(VOUCHER_ISSUE_MAX, `at most ${VOUCHER_ISSUE_MAX}`).transform(Unique),
  /** Usable through this outlet-calendar day. */
  ExpiredDate: DateSchema,
});
export type IssueVouchersBody = z.input<typeof IssueVouchersBodySchema>;

export const AdminVoucherSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  ExpiredDate: z.string(),
  MemberId: z.number().int(),
  MemberName: z.string(),
  MemberNumber: z.string(),
  /** UNUSED, USED, REVOKED or EXPIRED (in the promo's first outlet's time). */
  Status: z.enum(['UNUSED', 'USED', 'REVOKED', 'EXPIRED']),
  UsedAt: z.string().nullable(),
});
export type AdminVoucher = z.infer<typeof AdminVoucherSchema>;

export const PromoMemberSearchQuerySchema = z.object({ keyword: z.string().trim().max(100, 'is at most 100 characters').optional() });
export const AdminMemberPickSchema = z.object({ Id: z.number().int(), Name: z.string(), MemberNumber: z.string(), PhoneNumber: z.string(), CategoryName: z.string() });
export type AdminMemberPick = z.infer<typeof AdminMemberPickSchema>;

// ---------------------------------------------------------------- member categories

export const MemberCategoryBodySchema = z.object({
  Name: name(MEMBER_CATEGORY_NAME_MAX),
  /** Rupiah a membership of this category costs. */
  Price: RupiahSchema,
  DurationDays: WholeNumber(MEMBER_CATEGORY_DURATION_DAYS_MAX).refine((value) => value > 0, 'must be at least 1'),
  TimeBalanceMinutes: WholeNumber(MEMBER_CATEGORY_MINUTES_MAX).default(0),
  Position: WholeNumber(10_000).default(0),
});
export type MemberCategoryBody = z.input<typeof MemberCategoryBodySchema>;
export type MemberCategoryInput = z.output<typeof MemberCategoryBodySchema>;

export const AdminMemberCategorySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Price: z.number(),
  DurationDays: z.number().int(),
  TimeBalanceMinutes: z.number().int(),
  Position: z.number().int(),
  IsDefault: z.boolean(),
  MemberCount: z.number().int(),
});
export type AdminMemberCategory = z.infer<typeof AdminMemberCategorySchema>;

/** A promo on buying or extending a membership (promo_member_categories). */
export const MembershipPromoBodySchema = z
  .object({
    Name: name(PROMO_NAME_MAX),
    /** Null = a membership of any category. */
    MemberCategoryId: IdSchema.nullable().default(null),
    DiscountType: oneOf(codeValues(PromoDiscountType), 'must be 1 (percentage) or 2 (nominal)'),
    /** Whole percent for a percentage promo, rupiah for a nominal one. */
    Amount: RupiahSchema.refine((value) => value > 0, 'must be above 0'),
    MaxDiscount: RupiahSchema.nullable().default(null),
    IsActive: Bool.default(true),
  })
  .superRefine((body, context) => {
    if (body.DiscountType !== PromoDiscountType.PERCENTAGE) return;
    if (!Number.isInteger(body.Amount)) context.addIssue({ code: 'custom', path: ['Amount'], message: 'must be a whole percent' });
    if (body.Amount > PROMO_PERCENT_MAX) context.addIssue({ code: 'custom', path: ['Amount'], message: `must be at most ${PROMO_PERCENT_MAX} %` });
  });
export type MembershipPromoBody = z.input<typeof MembershipPromoBodySchema>;
export type MembershipPromoInput = z.output<typeof MembershipPromoBodySchema>;

export const AdminMembershipPromoSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  MemberCategoryId: z.number().int().nullable(),
  DiscountType: z.number().int(),
  Amount: z.number(),
  MaxDiscount: z.number().nullable(),
  IsActive: z.boolean(),
});
export type AdminMembershipPromo = z.infer<typeof AdminMembershipPromoSchema>;
