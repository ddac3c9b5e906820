import { z } from 'zod';
import { REJECT_REASON_MAX_LENGTH, SpecMessage } from '@kasir/domain';
import { EventMetaSchema } from './realtime.ts';

/**
 * Issue 22, the cashier's side of orders from customers (spec §4 "Customer orders", §7 calls and
 * events). Money on the wire is decimal rupiah, as in every other answer.
 */
const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
/** Spec §5: reject needs a reason ('Alasan tidak boleh kosong'). */
export const RejectReasonSchema = z
  .string({ error: SpecMessage.REJECT_REASON_REQUIRED })
  .trim()
  .min(1, SpecMessage.REJECT_REASON_REQUIRED)
  .max(REJECT_REASON_MAX_LENGTH);

/** One line of a customer's placement as the cashier (and the phone) sees it. */
export const CustomerOrderLineSchema = z.object({
  Id: z.number().int(),
  /** The order line while PENDING or CONFIRMED; null once rejected. */
  OrderProductId: z.number().int().nullable(),
  OutletProductId: z.number().int(),
  ProductName: z.string(),
  Quantity: z.number().int(),
  /** Unit price with the add-ons of one unit. */
  Price: z.number(),
  Notes: z.string(),
  AddOns: z.array(z.object({ Name: z.string(), Price: z.number() })),
  /** CustomerOrderLineStatus: PENDING 1, CONFIRMED 2, REJECTED 3. */
  Status: z.number().int(),
  RejectReason: z.string().nullable(),
});
export type CustomerOrderLine = z.infer<typeof CustomerOrderLineSchema>;

/** GET /customerOrder rows (not in the spec: the cashier's list of customer placements). */
export const CustomerOrderSchema = z.object({
  Id: z.number().int(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  /** The order's own Status (PENDING 9 for a new one, ORDERED 2 when the lines joined a seated table). */
  OrderStatus: z.number().int(),
  /** AppOrderType: PICK_UP 1, DELIVERY 2, DINE_IN 3. */
  AppOrderType: z.number().int(),
  /** CustomerOrderStatus: PENDING 1, CONFIRMED 2, REJECTED 3. */
  Status: z.number().int(),
  /** True when the lines joined an ORDERED order: labelled '(Tambahan)', else '(Baru)'. */
  IsAddition: z.boolean(),
  OutletTableId: z.number().int().nullable(),
  TableName: z.string().nullable(),
  AreaName: z.string().nullable(),
  CustomerName: z.string(),
  PhoneNumber: z.string().nullable(),
  /** Delivery placements: where to deliver (shown in the confirm online order dialog). Optional: added by the web (H3). */
  DeliveryAddress: z.string().nullable().optional(),
  Notes: z.string(),
  RejectReason: z.string().nullable(),
  /** Sum of the lines not rejected. */
  Total: z.number(),
  CreatedOn: z.string(),
  DecidedOn: z.string().nullable(),
  Lines: z.array(CustomerOrderLineSchema),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** GET /customerOrder?status=: PENDING by default; today's decided ones with status=all. */
export const CustomerOrderListQuerySchema = z.object({
  status: z.enum(['pending', 'all']).optional(),
});

/**
 * POST /customer/confirmOrder/{id}/ (id: the order). With no body (the spec sends none) every
 * PENDING line of the order is confirmed; OrderProductIds confirms only those. Version is ours.
 */
export const ConfirmCustomerOrderBodySchema = z
  .object({
    OrderProductIds: z.array(IdSchema).min(1).max(200).optional(),
    Version: IdSchema.optional(),
  })
  // No body at all (the spec's call) arrives as null or undefined.
  .nullish();

/** PUT /order/{id}/rejectOrder: every PENDING line of the order is rejected with the reason. */
export const RejectOrderBodySchema = z.object({
  Reason: RejectReasonSchema,
  Version: IdSchema.optional(),
});

/** PUT /order/{id}/rejectOrderProduct: the named PENDING lines are rejected with the reason. */
export const RejectOrderProductBodySchema = z.object({
  OrderProductIds: z.array(IdSchema).min(1).max(200),
  Reason: RejectReasonSchema,
  Version: IdSchema.optional(),
});

/** GET /order/{id}?pendingMenu=: with pendingMenu true the order answers only its PENDING lines. */
export const PendingMenuQuerySchema = z.object({
  pendingMenu: z.enum(['true', 'false', '1', '0', 'TRUE', 'FALSE']).optional(),
});

/** PUT /order/stepProcess/{id}: moves a customer's order along (StepProcess of @kasir/domain). */
export const StepProcessBodySchema = z.object({
  StepProcess: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(5),
});

/** POST /order/insertTrackerClick: the cashier opened a courier's tracking for an order. */
export const TrackerClickBodySchema = z.object({ OrderId: IdSchema });
/** What POST /order/insertTrackerClick answers: the click as recorded (an order audit row TRACKER_CLICK). */
export const TrackerClickSchema = z.object({ OrderId: z.number().int(), OrderNo: z.string(), UserId: z.number().int().nullable(), CreatedOn: z.string() });
export type TrackerClick = z.infer<typeof TrackerClickSchema>;

/** GET /customerAppInfo?fromCustomer=TRUE: whether and how customers order at this outlet. */
export const CustomerAppInfoSchema = z.object({
  IsSelfOrderActive: z.boolean(),
  /** The phone page's address without a token (the QR adds it). */
  SelfOrderUrl: z.string(),
  AutoPrintQrTable: z.boolean(),
  MultiOrderQrCode: z.boolean(),
  PendingCustomerOrders: z.number().int(),
  OpenBillRequests: z.number().int(),
});
export type CustomerAppInfo = z.infer<typeof CustomerAppInfoSchema>;

/** GET /billRequest (not in the spec): open bill requests of the outlet. */
export const BillRequestSchema = z.object({
  Id: z.number().int(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  TableNames: z.array(z.string()),
  CreatedOn: z.string(),
});
export type BillRequest = z.infer<typeof BillRequestSchema>;

/** customer:newOrder and customer:onlineOrder (online: pick-up or delivery from the counter QR). */
export const CustomerNewOrderEventSchema = EventMetaSchema.extend({
  CustomerOrderId: z.number().int(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  AppOrderType: z.number().int(),
  IsAddition: z.boolean(),
  TableNames: z.array(z.string()),
  CustomerName: z.string(),
});
export type CustomerNewOrderEvent = z.infer<typeof CustomerNewOrderEventSchema>;

/** customer:confirmedOrder: a cashier decided (part of) a customer's order; every terminal updates its list. */
export const CustomerConfirmedOrderEventSchema = EventMetaSchema.extend({
  CustomerOrderId: z.number().int(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  /** CustomerOrderStatus after the decision. */
  Status: z.number().int(),
  ConfirmedOrderProductIds: z.array(z.number().int()),
  RejectedOrderProductIds: z.array(z.number().int()),
});
export type CustomerConfirmedOrderEvent = z.infer<typeof CustomerConfirmedOrderEventSchema>;

/** customer:requestBill: 'Bill Request' with the order number and table names. */
export const CustomerRequestBillEventSchema = EventMetaSchema.extend({
  BillRequestId: z.number().int(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  TableNames: z.array(z.string()),
});
export type CustomerRequestBillEvent = z.infer<typeof CustomerRequestBillEventSchema>;

// order:stepProcess is OrderStepProcessEventSchema of payments.ts ({ OrderId, Status, StepProcess }).
