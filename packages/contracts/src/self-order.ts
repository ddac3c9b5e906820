import { z } from 'zod';
import {
  AppOrderType,
  CUSTOMER_NAME_MAX_LENGTH,
  CUSTOMER_NOTE_MAX_LENGTH,
  CUSTOMER_ORDER_MAX_LINES,
  CUSTOMER_ORDER_MAX_QUANTITY,
  SpecMessage,
} from '@kasir/domain';
import { CustomerOrderLineSchema } from './customer-orders.ts';
import { DeliveryAddressSchema } from './orders.ts';

/**
 * Issue 22, the public self-order API (docs/public-api.md), served under /api/public/v1. A
 * phone opens a signed table or counter QR, gets a session token (header x-customer-session)
 * and with it reads the menu, places orders, reads its own orders and asks for the bill.
 * Money on the wire is decimal rupiah. Fields may be added to answers within v1, never removed.
 */
const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');

/** POST /public/v1/sessions: the token printed in the QR (?qr=). */
export const SelfOrderSessionBodySchema = z.object({ Qr: z.string().trim().min(1, 'QR is required').max(400) });

export const SelfOrderSessionSchema = z.object({
  SessionToken: z.string(),
  Outlet: z.object({ Id: z.number().int(), Name: z.string(), Address: z.string().nullable(), Phone: z.string().nullable() }),
  /** The table the QR belongs to; null for the counter QR. */
  Table: z.object({ Id: z.number().int(), TableName: z.string(), AreaName: z.string().nullable() }).nullable(),
  /** The AppOrderTypes this QR may place: DINE_IN for a table, PICK_UP and DELIVERY for the counter. */
  AppOrderTypes: z.array(z.number().int()),
  /** MULTI_ORDER_QR_CODE: each phone gets its own order on the table instead of joining the table's one. */
  MultiOrder: z.boolean(),
});
export type SelfOrderSession = z.infer<typeof SelfOrderSessionSchema>;

export const SelfOrderAddOnSchema = z.object({ Id: z.number().int(), Name: z.string(), Price: z.number(), IsSoldOut: z.boolean() });
export const SelfOrderProductSchema = z.object({
  /** OutletProductId. */
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  /** The price this outlet's customer order type uses. */
  Price: z.number(),
  CategoryId: z.number().int().nullable(),
  ImageUrl: z.string().nullable(),
  ThumbnailUrl: z.string().nullable(),
  IsSoldOut: z.boolean(),
  AddOns: z.array(SelfOrderAddOnSchema),
});
export type SelfOrderProduct = z.infer<typeof SelfOrderProductSchema>;

/** GET /public/v1/menu. */
export const SelfOrderMenuSchema = z.object({
  Categories: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  Products: z.array(SelfOrderProductSchema),
});
export type SelfOrderMenu = z.infer<typeof SelfOrderMenuSchema>;

/** POST /public/v1/orders (optional Idempotency-Key header: a retry answers the first placement). */
export const SelfOrderPlaceBodySchema = z.object({
  AppOrderType: z.union([z.literal(AppOrderType.PICK_UP), z.literal(AppOrderType.DELIVERY), z.literal(AppOrderType.DINE_IN)]),
  CustomerName: z.string({ error: SpecMessage.NAME_REQUIRED }).trim().min(1, SpecMessage.NAME_REQUIRED).max(CUSTOMER_NAME_MAX_LENGTH),
  PhoneNumber: z.string().trim().max(16).optional(),
  Notes: z.string().trim().max(CUSTOMER_NOTE_MAX_LENGTH).optional(),
  /** Required for DELIVERY (spec §5 shipping data rules). */
  DeliveryAddress: DeliveryAddressSchema.optional(),
  Lines: z
    .array(
      z.object({
        OutletProductId: IdSchema,
        Quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(CUSTOMER_ORDER_MAX_QUANTITY),
        Notes: z.string().trim().max(CUSTOMER_NOTE_MAX_LENGTH).optional(),
        AddOnIds: z.array(IdSchema).max(20).optional(),
      }),
    )
    .min(1, 'Choose at least one product')
    .max(CUSTOMER_ORDER_MAX_LINES),
});
export type SelfOrderPlaceBody = z.infer<typeof SelfOrderPlaceBodySchema>;

/** A placement as its phone sees it (GET /public/v1/orders, POST answers). */
export const SelfOrderViewSchema = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  AppOrderType: z.number().int(),
  /** CustomerOrderStatus: PENDING 1, CONFIRMED 2, REJECTED 3. */
  Status: z.number().int(),
  /** The order's StepProcess (StepProcess of @kasir/domain). */
  StepProcess: z.number().int(),
  /** The order was paid. */
  IsPaid: z.boolean(),
  TableName: z.string().nullable(),
  CustomerName: z.string(),
  RejectReason: z.string().nullable(),
  Total: z.number(),
  CreatedOn: z.string(),
  /** A bill request for its order is open. */
  BillRequested: z.boolean(),
  Lines: z.array(CustomerOrderLineSchema.omit({ OrderProductId: true })),
});
export type SelfOrderView = z.infer<typeof SelfOrderViewSchema>;

/** POST /public/v1/billRequest: asks for the bill of the session's open order (OrderId of one of its placements). */
export const SelfOrderBillRequestBodySchema = z.object({ CustomerOrderId: IdSchema });
export const SelfOrderBillRequestSchema = z.object({ Id: z.number().int(), CreatedOn: z.string() });

/** GET /public/v1/menu?AppOrderType=: the prices of that order type (default: the QR's first AppOrderType). */
export const SelfOrderMenuQuerySchema = z.object({
  AppOrderType: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(3).optional(),
});

/**
 * Not in the spec (cashier side of the QR): GET /outletTable/counterQR answers the counter QR
 * (OutletTableId null: pick-up and delivery); POST /outletTable/revokeQR revokes a table's or
 * the counter's live QR and answers the fresh one. QrData is the phone page URL with ?qr=.
 */
export const SelfOrderQrSchema = z.object({ OutletTableId: z.number().int().nullable(), TableName: z.string(), QrData: z.string() });
export type SelfOrderQr = z.infer<typeof SelfOrderQrSchema>;
export const RevokeQrBodySchema = z.object({ OutletTableId: IdSchema.nullable() });
