import { z } from 'zod';
import {
  MAX_ROW_ID,
  MEMBER_ADDRESS_MAX_LENGTH,
  MEMBER_EMAIL_MAX_LENGTH,
  MEMBER_LIST_LIMIT,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_NUMBER_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SpecMessage,
} from '@kasir/domain';
import { RowIdTextSchema } from './ids.ts';
import { ApprovalSchema } from './orders.ts';

/** Spec §3 membership of one owner: since when, and until when (null: no end). */
export const MemberOwnerSchema = z.object({ IsMember: z.boolean(), MemberSince: z.string(), ExpiredDate: z.string().nullable() });

/**
 * Spec §3 Member/customer: who, how to reach them, their member number (MemberId and
 * MemberNumber, the same code), card, category, points and saved minutes. A walk-in customer
 * the owner knows has MemberOwners[0].IsMember false.
 */
export const MemberSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  PhoneNumber: z.string(),
  Email: z.string().nullable(),
  MemberId: z.string(),
  MemberNumber: z.string(),
  MemberCategoryName: z.string().nullable(),
  Point: z.number(),
  SavedMinutes: z.number().int(),
  IsEmployee: z.boolean(),
  MemberOwners: z.array(MemberOwnerSchema),
  /** Issue 19: the rest of spec §3's fields (absent from answers made before it). */
  Address: z.string().nullable().optional(),
  /** YYYY-MM-DD. */
  BirthDate: z.string().nullable().optional(),
  MemberCardNo: z.string().nullable().optional(),
  MemberCategoryId: z.number().int().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

/** A row id in a JSON body: whole, positive and within the database's integer. */
const BodyIdSchema = z.number().int().positive().max(MAX_ROW_ID);
/** The furthest page a list answers (an offset past every row is an empty page, never a database error). */
const MAX_PAGE = 100_000;
const PageSchema = z.coerce.number().int().positive().max(MAX_PAGE).default(1);

/** The longest keyword the member search takes (a name, a phone number or a member number). */
export const MEMBER_KEYWORD_MAX_LENGTH = 100;

/**
 * GET /member?keyword=&page=&pageSize=: an empty or missing keyword lists the latest members
 * (spec §5). `data` stays the list (the spec's client reads it as one); the page it is sits
 * beside it in `paging`.
 */
export const MemberSearchQuerySchema = z.object({
  keyword: z.string().trim().max(MEMBER_KEYWORD_MAX_LENGTH).optional(),
  page: PageSchema,
  pageSize: z.coerce.number().int().positive().max(100).default(MEMBER_LIST_LIMIT),
});
export const PagingSchema = z.object({ Page: z.number().int(), PageSize: z.number().int(), TotalItems: z.number().int(), TotalPages: z.number().int() });
export type Paging = z.infer<typeof PagingSchema>;
export const MemberListResponseSchema = z.object({ data: z.array(MemberSchema), paging: PagingSchema });

/** A page of a member's history: GET /member/{id}/pointHistory and /getOrderPayment. */
export const MemberHistoryQuerySchema = z.object({
  page: PageSchema,
  pageSize: z.coerce.number().int().positive().max(100).default(MEMBER_LIST_LIMIT),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * POST /member and PUT /member/{id} (spec §5 member modal). Name is always required; as a
 * member (AddMember, true unless sent false) also the phone, the member id unless
 * IsAutoGenerate, and the birth date as year-month-day (not in the future: checked on the
 * server against the outlet's day). AddMember false keeps a walk-in customer (name, maybe phone).
 */
export const MemberFormBodySchema = z
  .object({
    Name: z.string({ error: SpecMessage.NAME_REQUIRED }).trim().min(1, SpecMessage.NAME_REQUIRED).max(MEMBER_NAME_MAX_LENGTH),
    PhoneNumber: optionalText(PHONE_MAX_LENGTH).pipe(z.string().regex(/^\+?[0-9 -]+$/, 'must be a phone number').nullable()),
    MemberId: optionalText(MEMBER_NUMBER_MAX_LENGTH),
    IsAutoGenerate: z.boolean().optional().default(false),
    AddMember: z.boolean().optional().default(true),
    BirthDate: optionalText(10).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').nullable()),
    Email: optionalText(MEMBER_EMAIL_MAX_LENGTH).pipe(z.email('must be an e-mail address').nullable()),
    Address: optionalText(MEMBER_ADDRESS_MAX_LENGTH),
    MemberCardNo: optionalText(MEMBER_NUMBER_MAX_LENGTH),
    /** Default: the owner's default category (Silver). */
    MemberCategoryId: BodyIdSchema.optional(),
    /** Spec §6: when the cashier's add/edit member permission carries UsePin, or is missing. */
    Approval: ApprovalSchema.optional(),
  })
  .superRefine((body, context) => {
    if (!body.AddMember) return;
    if (body.PhoneNumber === null) context.addIssue({ code: 'custom', path: ['PhoneNumber'], message: SpecMessage.PHONE_REQUIRED });
    if (!body.IsAutoGenerate && body.MemberId === null) context.addIssue({ code: 'custom', path: ['MemberId'], message: SpecMessage.MEMBER_ID_REQUIRED });
    if (body.BirthDate === null) context.addIssue({ code: 'custom', path: ['BirthDate'], message: SpecMessage.BIRTH_DATE_REQUIRED });
  });
export type MemberFormBody = z.input<typeof MemberFormBodySchema>;

/** DELETE /member/{id} may carry the approval of spec §6 (edit member data, permission 12). */
export const MemberDeleteBodySchema = z.object({ Approval: ApprovalSchema.optional() }).nullish();

/** POST /member answers the new id in data (the spec's client reads response.data.data). */
export const MemberCreatedSchema = z.object({ data: z.number().int(), message: z.string() });

/** GET /member/membercategory/: each category, what a membership costs (rupiah) and how long it runs. */
export const MemberCategorySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsDefault: z.boolean(),
  Price: z.number(),
  DurationDays: z.number().int(),
  /** Saved minutes a bought membership of it adds (0: none). */
  TimeBalanceMinutes: z.number().int(),
});
export type MemberCategory = z.infer<typeof MemberCategorySchema>;

/** One row of a member's points history (spec §9 MemberPointHistory: ADD 1, DEDUCT 2, BONUS 3, ADJUST_PLUS 4, ADJUST_MINUS 5). */
export const MemberPointHistoryEntrySchema = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  /** Signed: what the entry did to the balance. */
  Point: z.number(),
  BalanceAfter: z.number(),
  PaymentId: z.number().int().nullable(),
  OrderNo: z.string().nullable(),
  CreatedOn: z.string(),
});
export type MemberPointHistoryEntry = z.infer<typeof MemberPointHistoryEntrySchema>;

/** One row of a member's saved-minutes history (domain MemberMinuteHistory). */
export const MemberMinuteHistoryEntrySchema = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  Minutes: z.number().int(),
  BalanceAfter: z.number().int(),
  OrderId: z.number().int().nullable(),
  OrderNo: z.string().nullable(),
  CreatedOn: z.string(),
});
export type MemberMinuteHistoryEntry = z.infer<typeof MemberMinuteHistoryEntrySchema>;

/** GET /member/{id}/getCurrentTimeBalance?refId=: refId is an order (optional). */
export const TimeBalanceQuerySchema = z.object({ refId: RowIdTextSchema.optional() });
export const TimeBalanceSchema = z.object({
  MemberId: z.number().int(),
  /** Saved minutes the member has now. */
  TimeBalance: z.number().int(),
  RefId: z.number().int().nullable(),
  /** Minutes of this member the order refId holds (taken for its play, not given back). */
  HeldByRef: z.number().int(),
  /** What the member could play on the order refId: TimeBalance + HeldByRef. */
  Available: z.number().int(),
  ExpiredDate: z.string().nullable(),
});
export type TimeBalance = z.infer<typeof TimeBalanceSchema>;

/** GET /member/{id}/getOrderPayment: the member's payments, newest first (amounts in rupiah). */
export const MemberOrderPaymentSchema = z.object({
  PaymentId: z.number().int(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  OutletId: z.number().int(),
  OutletName: z.string(),
  CreatedOn: z.string(),
  Total: z.number(),
  PointUsed: z.number(),
  PointEarned: z.number(),
  TimeBalanceUsed: z.number().int(),
  TimeBalanceEarned: z.number().int(),
  PaymentMethods: z.array(z.object({ Name: z.string(), Amount: z.number() })),
});
export type MemberOrderPayment = z.infer<typeof MemberOrderPaymentSchema>;

/** POST /customer/registerMemberCard: a known customer (or member) gets a member card and becomes a member. */
export const RegisterMemberCardBodySchema = z.object({
  Id: BodyIdSchema,
  MemberCardNo: z.string().trim().min(1, 'Member card number is required').max(MEMBER_NUMBER_MAX_LENGTH),
  PhoneNumber: optionalText(PHONE_MAX_LENGTH),
  Approval: ApprovalSchema.optional(),
});
export type RegisterMemberCardBody = z.input<typeof RegisterMemberCardBodySchema>;
