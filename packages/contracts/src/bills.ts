import { z } from 'zod';
import { MAX_BILL_PARTS, SpecMessage } from '@kasir/domain';
import { ApprovalSchema, LineQuantitySchema, OrderSummarySchema } from './orders.ts';

export * from './bills-refund.ts';

/**
 * Wire shapes of split bill, merge bill and refund (spec §5, §7): POST /order/{id}/split,
 * POST /order/{id}/merge and PUT /customer/refund/{id}. Each body may carry the order Version
 * the client saw (stale → 409 with the fresh order) and an Approval when the acting role's
 * permission (split bill 4, merge bill 5, refund order 24) carries UsePin.
 */

const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
const VersionSchema = IdSchema.optional();

/** One product line moved (part of its quantity, or all of it). */
export const BillLineQuantitySchema = z.object({ OrderProductId: IdSchema, Quantity: LineQuantitySchema });
export type BillLineQuantity = z.infer<typeof BillLineQuantitySchema>;

/** One split: the lines it takes from the original. OrderProductBundles name the OrderProductBundle id in OrderProductId, as the spec spells it. */
export const BillSplitSchema = z
  .object({
    OrderProducts: z.array(BillLineQuantitySchema).max(200).default([]),
    OrderProductBundles: z.array(BillLineQuantitySchema).max(200).default([]),
  })
  .refine((split) => split.OrderProducts.length + split.OrderProductBundles.length > 0, {
    message: SpecMessage.SPLIT_SELECT_MENU,
    path: ['OrderProducts'],
  });
export type BillSplit = z.input<typeof BillSplitSchema>;

/** POST /order/{id}/split: the lines not named stay and become the last split. */
export const SplitOrderBodySchema = z.object({
  Id: IdSchema,
  Version: VersionSchema,
  Approval: ApprovalSchema.optional(),
  Splits: z
    .array(BillSplitSchema, { error: SpecMessage.SPLIT_SELECT_MENU })
    .min(1, SpecMessage.SPLIT_SELECT_MENU)
    .max(MAX_BILL_PARTS, `at most ${MAX_BILL_PARTS} splits`),
});
export type SplitOrderBody = z.input<typeof SplitOrderBodySchema>;

/** The answer of a split: the original (now SPLITED) and every new order, the leftovers last. */
export const SplitOrderResultSchema = z.object({
  OriginalOrderId: z.number().int(),
  Orders: z.array(OrderSummarySchema),
});
export type SplitOrderResult = z.infer<typeof SplitOrderResultSchema>;

/** POST /order/{id}/merge: the orders of OrderIds move into {id} (= Id), which is kept; answers the merged Order. */
export const MergeOrderBodySchema = z.object({
  Id: IdSchema,
  OrderIds: z
    .array(IdSchema, { error: SpecMessage.MERGE_BILL_SELECT_ORDER })
    .min(1, SpecMessage.MERGE_BILL_SELECT_ORDER)
    .max(MAX_BILL_PARTS, `at most ${MAX_BILL_PARTS} orders`),
  OutletOrderTypeId: IdSchema,
  Version: VersionSchema,
  Approval: ApprovalSchema.optional(),
});
export type MergeOrderBody = z.input<typeof MergeOrderBodySchema>;

/** PUT /customer/refund/{id} ({id} = a PAID order): at least one line, each 1..(ordered − already refunded). */
export const RefundBodySchema = z
  .object({
    OrderProducts: z.array(BillLineQuantitySchema).max(200).default([]),
    OrderProductBundles: z.array(z.object({ OrderProductBundleId: IdSchema, Quantity: LineQuantitySchema })).max(200).default([]),
    Reason: z.string({ error: SpecMessage.REASON_REQUIRED_GENERIC }).trim().min(1, SpecMessage.REASON_REQUIRED_GENERIC).max(500),
    Approval: ApprovalSchema.optional(),
  })
  .refine((body) => body.OrderProducts.length + body.OrderProductBundles.length > 0, {
    message: 'Select at least one product to refund',
    path: ['OrderProducts'],
  });
export type RefundBody = z.input<typeof RefundBodySchema>;
