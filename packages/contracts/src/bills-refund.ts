import { z } from 'zod';

/**
 * The refund as the order detail and PUT /customer/refund/{id} show it. Kept apart from
 * bills.ts (which builds on orders.ts) so that OrderSchema can carry its Refunds without an
 * import cycle between orders.ts and bills.ts. Amounts are rupiah on the wire.
 */
export const RefundProductLineSchema = z.object({
  OrderProductId: z.number().int(),
  ProductName: z.string(),
  Quantity: z.number().int(),
  Amount: z.number(),
});

export const RefundBundleLineSchema = z.object({
  OrderProductBundleId: z.number().int(),
  ProductBundleName: z.string(),
  Quantity: z.number().int(),
  Amount: z.number(),
});

export const RefundSchema = z.object({
  Id: z.number().int(),
  OrderId: z.number().int(),
  /** The refunded money: never above what was paid for those lines (their share of discounts, charges and rounding included). */
  Amount: z.number(),
  CreatedOn: z.string(),
  Reason: z.string(),
  CashierName: z.string(),
  OrderProducts: z.array(RefundProductLineSchema),
  OrderProductBundles: z.array(RefundBundleLineSchema),
});
export type Refund = z.infer<typeof RefundSchema>;
