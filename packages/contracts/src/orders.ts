import { z } from 'zod';
import { RowIdParamSchema, RowIdTextSchema } from './ids.ts';
import {
  MAX_LINE_QUANTITY,
  NUMERIC_MAX,
  OrderProductType,
  OtherPermission,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  SpecMessage,
  codeValues,
} from '@kasir/domain';
import { PinSchema } from './auth.ts';
import { OfflineOrderMarkSchema } from './offline.ts';
import { RefundSchema } from './bills-refund.ts';
import { OrderPromoSchema, PaymentSchema } from './payment-records.ts';

/**
 * Wire shapes of the Order, Products and Pending items calls of spec §7, with the spec's
 * PascalCase field names (§3). Amounts are rupiah on the wire (12500.5 for Rp 12.500,5); the
 * server stores hundredths. Every change body may carry the Version the client saw: an older
 * one is refused with 409 and the fresh order (StaleOrderErrorBody), never overwritten.
 */

const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
const IdParamSchema = RowIdParamSchema;
export const OrderIdParamSchema = IdParamSchema;

/**
 * Not in the spec: POST /order may carry this header; a retry with the same key (a double
 * click, a timeout on a bad network) answers the order the first call made instead of a
 * second order. The app sends one key per order being saved.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
export const OrderProductIdParamSchema = IdParamSchema;
export const OutletProductIdParamSchema = IdParamSchema;

/** Quantity: precision 0 (spec §9), at least 1. */
export const LineQuantitySchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_LINE_QUANTITY, `cannot be above ${MAX_LINE_QUANTITY}`);

/** A price in rupiah: 0 to 1e13 (spec §5 edit product), at most two decimals (spec §9 precision 2). */
export const PriceSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`)
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');

const TextSchema = (max: number) => z.string().trim().max(max);
const NotesSchema = TextSchema(500);
const ReasonSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(500);
const VersionSchema = IdSchema.optional();
const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'must be HH:mm:ss');
const DateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/**
 * A supervisor's approval (spec §6): needed when the acting cashier's permission carries UsePin.
 * The server checks the PIN (with the lockout rules) and that the approver is eligible.
 */
export const ApprovalSchema = z.object({
  UserId: z.number({ error: SpecMessage.SELECT_USER_WITH_ACCESS }).int().positive(SpecMessage.SELECT_USER_WITH_ACCESS),
  PIN: z.string({ error: SpecMessage.PIN_EMPTY }).min(1, SpecMessage.PIN_EMPTY).pipe(PinSchema),
});
export type Approval = z.infer<typeof ApprovalSchema>;

/** An add-on of a line: a sub-product of the menu (SubProductId) or free text (Name, Price). */
export const OrderSubProductInputSchema = z
  .object({
    SubProductId: IdSchema.optional(),
    Name: z.string().trim().max(100).optional(),
    /** Free-text add-ons only: a menu add-on's price comes from the menu. */
    Price: PriceSchema.optional(),
    Quantity: LineQuantitySchema.default(1),
  })
  .refine((addOn) => addOn.SubProductId !== undefined || (addOn.Name ?? '').length > 0, {
    message: 'Add-on name cannot be empty',
    path: ['Name'],
  });
export type OrderSubProductInput = z.input<typeof OrderSubProductInputSchema>;

export const OrderProductInputSchema = z.object({
  OutletProductId: IdSchema,
  Quantity: LineQuantitySchema,
  Notes: NotesSchema.optional(),
  /** An edited unit price; absent uses the menu price (level price of the order type). */
  Price: PriceSchema.optional(),
  OrderSubProducts: z.array(OrderSubProductInputSchema).max(50).optional(),
});
export type OrderProductInput = z.input<typeof OrderProductInputSchema>;

export const OrderProductBundleInputSchema = z.object({
  OutletProductBundleId: IdSchema,
  Quantity: LineQuantitySchema,
  Notes: NotesSchema.optional(),
});
export type OrderProductBundleInput = z.input<typeof OrderProductBundleInputSchema>;

/** Spec §3 shipping data; §5 delivery address messages. */
export const DeliveryAddressSchema = z.object({
  Name: z.string({ error: SpecMessage.NAME_REQUIRED }).trim().min(1, SpecMessage.NAME_REQUIRED).max(100),
  PhoneNumber: z.string({ error: SpecMessage.PHONE_REQUIRED }).trim().min(1, SpecMessage.PHONE_REQUIRED).max(PHONE_MAX_LENGTH),
  Address: z.string({ error: SpecMessage.ADDRESS_REQUIRED }).trim().min(1, SpecMessage.ADDRESS_REQUIRED).max(500),
  Ward: TextSchema(100).optional(),
  Subdistrict: TextSchema(100).optional(),
  City: TextSchema(100).optional(),
  PostalCode: z.string().trim().regex(/^\d*$/, 'must be digits').max(POSTAL_CODE_MAX_LENGTH).optional(),
  Notes: TextSchema(500).optional(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

const CustomerFieldsSchema = z.object({
  CustomerName: TextSchema(100).optional(),
  PhoneNumber: TextSchema(PHONE_MAX_LENGTH).optional(),
  /** The customer block as the client shows it (Name, Email …). */
  CustomerData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable().optional(),
  MemberId: IdSchema.nullable().optional(),
});

/**
 * POST /order. `pax` and `endTime` are spelled as the spec's create-order payload; the rest as
 * §3. Delivery order types need DeliveryAddress; dine-in may name its tables. Lines may come
 * with the order so a new order is one call.
 */
export const CreateOrderBodySchema = CustomerFieldsSchema.extend({
  OutletOrderTypeId: IdSchema,
  pax: z.number({ error: SpecMessage.PAX_ZERO }).int('must be a whole number').min(1, SpecMessage.PAX_ZERO).max(MAX_LINE_QUANTITY),
  endTime: TimeOfDaySchema.nullable().optional(),
  /** Spec §7 member order at a time-based table: play `minutes` from the member's saved time (§5 rules on the server). */
  useMembership: z.boolean().optional(),
  memberId: IdSchema.nullable().optional(),
  minutes: z.number().int('must be whole minutes').nonnegative('cannot be negative').nullable().optional(),
  memberCardNo: TextSchema(50).nullable().optional(),
  member: z.record(z.string(), z.unknown()).nullable().optional(),
  OutletTableIds: z.array(IdSchema).max(50).optional(),
  OutletAreaId: IdSchema.optional(),
  InfoOrder: NotesSchema.optional(),
  DeliveryAddress: DeliveryAddressSchema.optional(),
  OrderProducts: z.array(OrderProductInputSchema).max(200).optional(),
  OrderProductBundles: z.array(OrderProductBundleInputSchema).max(200).optional(),
  /** Only when the role's add-order permission carries UsePin (spec §6). */
  Approval: ApprovalSchema.optional(),
  /** Issue 23: a sale the till took while the server was unreachable (ADR 27). */
  Offline: OfflineOrderMarkSchema.optional(),
});
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

/** POST /order/{id}/addOrderProduct. */
export const AddOrderProductBodySchema = z
  .object({
    Version: VersionSchema,
    OrderProducts: z.array(OrderProductInputSchema).max(200).default([]),
    OrderProductBundles: z.array(OrderProductBundleInputSchema).max(200).default([]),
    Approval: ApprovalSchema.optional(),
  })
  .refine((body) => body.OrderProducts.length + body.OrderProductBundles.length > 0, {
    message: 'Add at least one product',
    path: ['OrderProducts'],
  });
export type AddOrderProductBody = z.input<typeof AddOrderProductBodySchema>;

/**
 * PUT /order/{id}/updateOrderProduct: edit one line. A Quantity below the line's is a deduct
 * and needs a Reason; Price null clears an edited price; OrderSubProducts replaces the add-ons.
 */
export const UpdateOrderProductBodySchema = z.object({
  Version: VersionSchema,
  OrderProductId: IdSchema,
  Quantity: LineQuantitySchema.optional(),
  Price: PriceSchema.nullable().optional(),
  Notes: NotesSchema.optional(),
  OrderSubProducts: z.array(OrderSubProductInputSchema).max(50).optional(),
  Reason: z.string().trim().max(500).optional(),
  Approval: ApprovalSchema.optional(),
});
export type UpdateOrderProductBody = z.input<typeof UpdateOrderProductBodySchema>;

/** PUT /order/{id}/deleteOrderProduct: one product line or one bundle line, up to its quantity. */
export const DeleteOrderProductBodySchema = z
  .object({
    Version: VersionSchema,
    OrderProductId: IdSchema.optional(),
    OrderProductBundleId: IdSchema.optional(),
    Quantity: LineQuantitySchema,
    Reason: ReasonSchema(SpecMessage.VOID_REASON_REQUIRED),
    Approval: ApprovalSchema.optional(),
  })
  .refine((body) => (body.OrderProductId === undefined) !== (body.OrderProductBundleId === undefined), {
    message: 'Name one OrderProductId or one OrderProductBundleId',
    path: ['OrderProductId'],
  });
export type DeleteOrderProductBody = z.input<typeof DeleteOrderProductBodySchema>;

/** PUT /order/{id}/cancel: void the whole order. */
export const CancelOrderBodySchema = z.object({
  Version: VersionSchema,
  Reason: ReasonSchema(SpecMessage.VOID_REASON_REQUIRED),
  Approval: ApprovalSchema.optional(),
});
export type CancelOrderBody = z.input<typeof CancelOrderBodySchema>;

/** PUT /customer/changeOrderProduct/{id} ({id} = the order): swap a line's product. */
export const ChangeOrderProductBodySchema = z.object({
  Version: VersionSchema,
  OrderProductId: IdSchema,
  OutletProductId: IdSchema,
  Notes: ReasonSchema(SpecMessage.NOTES_EMPTY),
  Approval: ApprovalSchema.optional(),
});
export type ChangeOrderProductBody = z.input<typeof ChangeOrderProductBodySchema>;

/** POST /order/{id}/updateCustomerData. */
export const UpdateCustomerDataBodySchema = CustomerFieldsSchema.extend({
  Version: VersionSchema,
  DeliveryAddress: DeliveryAddressSchema.nullable().optional(),
});
export type UpdateCustomerDataBody = z.input<typeof UpdateCustomerDataBodySchema>;

/** POST /order/{id}/editPax. */
export const EditPaxBodySchema = z.object({
  Version: VersionSchema,
  Pax: z.number({ error: SpecMessage.PAX_ZERO }).int('must be a whole number').min(1, SpecMessage.PAX_ZERO).max(MAX_LINE_QUANTITY),
});
export type EditPaxBody = z.input<typeof EditPaxBodySchema>;

/** POST /order/{id}/addFreeOrderProduct: a reward (one item, spec §5). */
export const AddFreeOrderProductBodySchema = z.object({
  Version: VersionSchema,
  OutletProductId: z.number({ error: SpecMessage.REWARD_PICK_ONE }).int().positive(SpecMessage.REWARD_PICK_ONE),
  Quantity: LineQuantitySchema.default(1),
  Type: z.union(codeValues(OrderProductType).map((code) => z.literal(code))).default(OrderProductType.FREE),
  Notes: NotesSchema.optional(),
});
export type AddFreeOrderProductBody = z.input<typeof AddFreeOrderProductBodySchema>;

/** POST /pendingOrderProduct/moveToPending: up to the line's quantity. */
export const MoveToPendingBodySchema = z.object({
  Version: VersionSchema,
  OrderId: IdSchema,
  OrderProductId: IdSchema,
  Quantity: LineQuantitySchema,
});
export type MoveToPendingBody = z.input<typeof MoveToPendingBodySchema>;

/** POST /pendingOrderProduct/moveToOrder. */
export const MoveToOrderBodySchema = z.object({ Version: VersionSchema, PendingOrderProductId: IdSchema });
export type MoveToOrderBody = z.input<typeof MoveToOrderBodySchema>;

/** POST /pendingOrderProduct/voidItem: uses the cancel-order permission like any void. */
export const VoidPendingItemBodySchema = z.object({
  Version: VersionSchema,
  PendingOrderProductId: IdSchema,
  Reason: ReasonSchema(SpecMessage.VOID_REASON_REQUIRED),
  Approval: ApprovalSchema.optional(),
});
export type VoidPendingItemBody = z.input<typeof VoidPendingItemBodySchema>;

/** GET /order. */
export const OrderListQuerySchema = z.object({
  status: z.coerce.number().int().positive().optional(),
  orderTypeId: RowIdTextSchema.optional(),
  fromDate: DateOnlySchema.optional(),
  toDate: DateOnlySchema.optional(),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

/** GET /order/getPending: at most the window of spec §9 (last 3 days to end of today). */
export const PendingOrdersQuerySchema = z.object({ fromDate: DateOnlySchema.optional(), toDate: DateOnlySchema.optional() });

/** GET /order/approvers?permission=: who may approve (spec §6). */
export const ApproversQuerySchema = z.object({
  permission: z.coerce
    .number()
    .int()
    .refine((value) => (codeValues(OtherPermission) as number[]).includes(value), 'unknown permission'),
});

// ── Responses ────────────────────────────────────────────────────────────────────────────

export const OrderSubProductSchema = z.object({
  Id: z.number().int(),
  SubProductId: z.number().int().nullable(),
  ReferenceId: z.number().int().nullable(),
  IsSubProduct: z.boolean(),
  Name: z.string(),
  Price: z.number(),
  BasePrice: z.number(),
  Quantity: z.number().int(),
});
export type OrderSubProduct = z.infer<typeof OrderSubProductSchema>;

export const OrderProductChargeSchema = z.object({ OrderChargeId: z.number().int(), TotalCharge: z.number() });

export const OrderProductSchema = z.object({
  Id: z.number().int(),
  OrderId: z.number().int(),
  OutletProductId: z.number().int(),
  ProductName: z.string(),
  Quantity: z.number().int(),
  /** The unit price used: edited price, else level price, else SellPrice (add-ons excluded). */
  UnitPrice: z.number(),
  /** Unit price with the add-ons of one unit; 0 when free. */
  Price: z.number(),
  TempPrice: z.number().nullable(),
  SellPrice: z.number(),
  LevelPrices: z.record(z.string(), z.number()).nullable(),
  /** Price × Quantity. */
  Total: z.number(),
  DiscountAmount: z.number(),
  Type: z.number().int().nullable(),
  IsFree: z.boolean(),
  Status: z.number().int(),
  PendingOrderProductId: z.number().int().nullable(),
  IsIncludedCharge: z.boolean(),
  Notes: z.string(),
  Image: z.object({ FileName: z.string() }).nullable(),
  OrderSubProducts: z.array(OrderSubProductSchema),
  OrderProductCharges: z.array(OrderProductChargeSchema),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
});
export type OrderProduct = z.infer<typeof OrderProductSchema>;

export const OrderProductBundleSchema = z.object({
  Id: z.number().int(),
  OutletProductBundleId: z.number().int(),
  ProductBundleName: z.string(),
  Quantity: z.number().int(),
  Price: z.number(),
  Total: z.number(),
  Status: z.number().int(),
  Notes: z.string(),
  OutletProductBundleDetails: z.array(z.object({ OutletProductId: z.number().int(), Name: z.string(), Quantity: z.number().int() })),
});
export type OrderProductBundle = z.infer<typeof OrderProductBundleSchema>;

/** Spec §3 order charge; Amount is the percentage (5 for 5 %) or the fixed rupiah amount. */
export const OrderChargeSchema = z.object({
  Id: z.number().int(),
  OutletChargeId: z.number().int(),
  ChargeName: z.string(),
  Type: z.number().int(),
  Amount: z.number(),
  TotalCharge: z.number(),
  AddProductPrice: z.boolean(),
  OutletCharge: z.object({ IncludedProductPrice: z.boolean() }),
  ExcludedOutletCharges: z.array(z.object({ OutletChargeId: z.number().int() })),
});
export type OrderCharge = z.infer<typeof OrderChargeSchema>;
export type OrderCharges = OrderCharge[];

export const OrderAuditSchema = z.object({
  Id: z.number().int(),
  Action: z.string(),
  OrderProductId: z.number().int().nullable(),
  ActorUserId: z.number().int(),
  ActorName: z.string(),
  ApproverUserId: z.number().int().nullable(),
  ApproverName: z.string().nullable(),
  Reason: z.string().nullable(),
  Before: z.unknown(),
  After: z.unknown(),
  CreatedOn: z.string(),
});
export type OrderAudit = z.infer<typeof OrderAuditSchema>;

export const OrderTableSchema = z.object({
  OutletTableId: z.number().int(),
  OutletTable: z.object({ TableName: z.string(), OutletArea: z.object({ Name: z.string() }).nullable() }).nullable(),
});

export const OutletOrderTypeSummarySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  OrderTypeId: z.number().int(),
  PriceLevel: z.number().int().nullable(),
  IsRounded: z.boolean(),
  OutletOrderTypeCharges: z.array(z.object({ OutletChargeId: z.number().int() })),
});

/** Spec §3 Order as GET /order/{id} returns it; OrderAudits is ours (issue 4 audit trail). */
export const OrderSchema = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  Version: z.number().int(),
  OutletId: z.number().int(),
  ShiftId: z.number().int().nullable(),
  OrderTypeId: z.number().int(),
  OrderTypeName: z.string(),
  OutletOrderTypeId: z.number().int(),
  OutletOrderType: OutletOrderTypeSummarySchema.nullable(),
  AppOrderType: z.number().int().nullable(),
  /** Issue 23: the till's Ref and provisional number of a sale taken offline (absent otherwise, ADR 27). */
  OfflineRef: z.string().optional(),
  OfflineNumber: z.string().optional(),
  Status: z.number().int(),
  StepProcess: z.number().int(),
  InfoOrder: z.string().nullable(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  BusinessDate: z.string(),
  OutletAreaId: z.number().int().nullable(),
  OrderTables: z.array(OrderTableSchema),
  OutletTableIds: z.array(z.number().int()),
  OrderProducts: z.array(OrderProductSchema),
  OrderProductBundles: z.array(OrderProductBundleSchema),
  OrderCharges: z.array(OrderChargeSchema),
  OrderPromos: z.array(OrderPromoSchema),
  OrderTimeSessions: z.array(
    z.object({ Type: z.number().int(), StartTime: z.string(), EndTime: z.string().nullable(), TerminatedOn: z.string().nullable() }),
  ),
  Pax: z.number().int(),
  EndTime: z.string().nullable(),
  CustomerData: z.record(z.string(), z.unknown()).nullable(),
  CustomerName: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  /** JSON text as spec §3 describes it (Name, Address, Ward, Subdistrict, City, PostalCode, PhoneNumber). */
  DeliveryAddress: z.string().nullable(),
  MemberId: z.number().int().nullable(),
  OrderedByName: z.string(),
  OrderByName: z.string(),
  CancelReason: z.string().nullable(),
  SubTotal: z.number(),
  DiscountAmount: z.number(),
  Discount: z.number(),
  ChargeTotal: z.number(),
  Rounding: z.number(),
  Total: z.number(),
  Payments: z.array(PaymentSchema),
  /** Sum of the payments' Total (what was settled so far). */
  PaidTotal: z.number(),
  /** Total - PaidTotal, never below 0. */
  Remaining: z.number(),
  OrderAudits: z.array(OrderAuditSchema),
  /** Refunds of a paid order (contracts/bills.ts), newest last; RefundedTotal is their sum. */
  Refunds: z.array(RefundSchema),
  RefundedTotal: z.number(),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /order/simpleOngoingOrder and list rows of GET /order. */
export const OrderSummarySchema = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  Version: z.number().int(),
  Status: z.number().int(),
  StepProcess: z.number().int(),
  OrderTypeId: z.number().int(),
  OutletOrderTypeId: z.number().int(),
  Pax: z.number().int(),
  CustomerName: z.string().nullable(),
  OutletTableIds: z.array(z.number().int()),
  SubTotal: z.number(),
  Total: z.number(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  OrderedByName: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListSchema = z.object({ Items: z.array(OrderSummarySchema), Total: z.number().int(), Page: z.number().int(), Limit: z.number().int() });
export type OrderList = z.infer<typeof OrderListSchema>;

export const PendingItemSchema = z.object({
  Id: z.number().int(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  OrderProductId: z.number().int(),
  OutletProductId: z.number().int(),
  ProductName: z.string(),
  Quantity: z.number().int(),
  Status: z.number().int(),
  CreatedOn: z.string(),
  CreatedByName: z.string(),
  ResolvedOn: z.string().nullable(),
});
export type PendingItem = z.infer<typeof PendingItemSchema>;

export const ApproverSchema = z.object({ Id: z.number().int(), Name: z.string(), Username: z.string() });
export type Approver = z.infer<typeof ApproverSchema>;

/** The 409 body of a stale Version: the usual error body plus the fresh order to show. */
export const STALE_ORDER_MESSAGE = 'This order was changed on another terminal. The latest order is shown; please try again.';
export type StaleOrderErrorBody = {
  message: string;
  errorCode: number;
  code: 'STALE_ORDER';
  data: Array<{ field: string; error: string }>;
  Order: Order;
};

/** Realtime `order:changed` payload (besides EventMeta). */
export const OrderChangedEventSchema = z.object({ OrderId: z.number().int(), Version: z.number().int(), Status: z.number().int() });
export type OrderChangedEvent = z.infer<typeof OrderChangedEventSchema>;

/**
 * Realtime `order:lock` payload (besides EventMeta): the spec names the event but not its body.
 * Sent after an order is taken or its header changes, with the tables it holds, so every
 * terminal refreshes its floor and its ongoing list.
 */
export const OrderLockEventSchema = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  Version: z.number().int(),
  Status: z.number().int(),
  OutletTableIds: z.array(z.number().int()),
});
export type OrderLockEvent = z.infer<typeof OrderLockEventSchema>;

/** GET /order/byTable/{id}?status= (default ORDERED, spec §4 default table filter). */
export const OrdersByTableQuerySchema = z.object({ status: z.coerce.number().int().positive().optional() });
