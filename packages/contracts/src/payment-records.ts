import { z } from 'zod';

/**
 * The payment records an Order carries (Order.Payments, Order.OrderPromos) and POST /payment
 * answers. Kept apart from payments.ts so orders.ts can use them without an import cycle
 * (payments.ts needs ApprovalSchema of orders.ts).
 */

const IntSchema = z.number().int();

export const PaymentDetailSchema = z.object({
  Id: IntSchema,
  OutletPaymentMethodId: IntSchema,
  Name: z.string(),
  Type: IntSchema,
  Amount: z.number(),
  /** Masked: "****-****-****-1234", only the last 4 digits are kept. */
  CardNo: z.string().nullable(),
  IsNoSales: z.boolean(),
  OpenDrawer: z.boolean(),
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

export const PaymentPromoSchema = z.object({ OutletPromoId: IntSchema, PromoName: z.string(), TotalDiscount: z.number() });
export type PaymentPromo = z.infer<typeof PaymentPromoSchema>;

/** An entry of Order.Payments and the answer of POST /payment/{id}. */
export const PaymentSchema = z.object({
  Id: IntSchema,
  OrderId: IntSchema,
  OrderNo: z.string(),
  OrderStatus: IntSchema,
  CreatedOn: z.string(),
  CashierName: z.string(),
  /** What this visit paid for: the order's grand total, or the part of a partial payment. */
  Total: z.number(),
  /** Sum of the details. */
  Paid: z.number(),
  Change: z.number(),
  /** Still due after this payment; 0 when PAID. */
  Remaining: z.number(),
  PointUsed: z.number(),
  PointEarned: z.number(),
  TimeBalanceUsed: IntSchema,
  TimeBalanceEarned: IntSchema,
  PaymentDetails: z.array(PaymentDetailSchema),
  PaymentPromos: z.array(PaymentPromoSchema),
  /** A used method has OpenDrawer. */
  IsOpenDrawer: z.boolean(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * An entry of Order.OrderPromos: the order's assigned promos and vouchers as the server priced
 * them. Rejection is a PromoRejection of the domain (the red zero warning) or null.
 */
export const OrderPromoSchema = z.object({
  PromoName: z.string(),
  PromoType: IntSchema,
  TotalDiscount: z.number(),
  BaseOnType: IntSchema,
  OutletPromoId: IntSchema,
  MemberVoucherId: IntSchema.nullable(),
  Rejection: z.string().nullable(),
});
export type OrderPromo = z.infer<typeof OrderPromoSchema>;

