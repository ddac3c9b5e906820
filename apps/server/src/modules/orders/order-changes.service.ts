import {
  OrderChange,
  OrderProductStatus,
  OrderStatus,
  PendingItemStatus,
  QuantityChange,
  SpecMessage,
  classifyQuantityChange,
  isDeletableQuantity,
  isQuantityEditable,
  moneyFromDecimalRupiah,
  toHundredths,
  wouldEmptyOrder,
  type OrderChangeValue,
} from '@kasir/domain';
import type { Approval, CancelOrderBody, DeleteOrderProductBody, Order, UpdateOrderProductBody } from '@kasir/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { giveBackUnusedMinutes } from '../members/member-minutes.ts';
import type { ShiftsService } from '../shifts/shifts.service.ts';
import { releaseTablesOfOrder } from '../tables/table-occupancy.ts';
import type { ApprovalsService } from './approvals.service.ts';
import { resolveLineAddOns } from './order-addons.ts';
import type { OrderLinesRepository, ProductLineRow } from './order-lines.repository.ts';
import type { OrderLines } from './order-pricing.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { diffUsage, isUnconfirmedCustomerLine, stockOfBundleLine, stockOfProductLine, type ChangeContext, type RunOrderChange } from './order-write.ts';

export type ChangeDeps = {
  db: Kysely<Database>;
  shifts: ShiftsService;
  approvals: ApprovalsService;
  orders: OrdersRepository;
  lines: OrderLinesRepository;
  runChange: RunOrderChange;
};
/** The changed order, and its answer as committed (read inside the change's transaction). */
export type ChangedOrder = { outletId: number; orderId: number; order: Order };
type Body<T> = Omit<T, 'Version'> & { Version?: number | undefined };

/** How an audit shows a product line before and after (amounts in rupiah, as on the wire). */
export const snapshotOfLine = (line: Pick<ProductLineRow, 'outlet_product_id' | 'product_name' | 'quantity' | 'price_override' | 'notes' | 'status'> & { sub_products: ReadonlyArray<{ name: string; quantity: number }> }) => ({
  OutletProductId: line.outlet_product_id,
  ProductName: line.product_name,
  Quantity: line.quantity,
  Price: line.price_override === null ? null : line.price_override / 100,
  Notes: line.notes,
  Status: line.status,
  OrderSubProducts: line.sub_products.map((addOn) => ({ Name: addOn.name, Quantity: addOn.quantity })),
});

export function findProductLine(lines: OrderLines, lineId: number): ProductLineRow {
  const line = lines.products.find((candidate) => candidate.id === lineId);
  if (!line) throw notFound(`Order product ${lineId}`);
  return line;
}

/** Open shift, outlet and (where the role needs one) the approver, all settled before the transaction. */
export async function beginChange(deps: ChangeDeps, auth: AuthContext, outletHeader: number | null, change: OrderChangeValue | null, approval: Approval | undefined, device: string) {
  const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
  const approverUserId = change === null ? null : await deps.approvals.authorise(auth, shift.outlet_id, change, approval, device);
  return { outletId: shift.outlet_id, approverUserId, actorUserId: shift.user_id };
}

/** Runs one change of the order and answers the order as it committed. */
export function createRun(deps: ChangeDeps) {
  return (auth: AuthContext, outletId: number, orderId: number, version: number | undefined, actorUserId: number, work: (context: ChangeContext) => Promise<void>) =>
    deps.runChange.answering({ ownerId: auth.ownerId, outletId, orderId, version, actorUserId }, work).then(({ order }): ChangedOrder => ({ outletId, orderId, order }));
}

/** Edit, deduct, delete and void of spec §5 on existing orders: each one line-level transaction. */
export function createOrderChangesService(deps: ChangeDeps) {
  const run = createRun(deps);

  return {
    /** PUT /order/{id}/updateOrderProduct: quantity, price, notes, add-ons; a lower quantity is a deduct with a reason. */
    async updateProduct(auth: AuthContext, outletHeader: number | null, orderId: number, body: Body<UpdateOrderProductBody>, device: string): Promise<ChangedOrder> {
      const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
      const { outlet_id: outletId, user_id: actorUserId } = shift;
      // Edit and deduct are judged by the same permission; the line's quantity only picks the dialog's wording.
      const preview = await deps.lines.loadLines(deps.db, [orderId], PendingItemStatus.WAITING);
      const seen = preview.products.find((line) => line.id === body.OrderProductId);
      const isDeduct = seen !== undefined && body.Quantity !== undefined && body.Quantity < seen.quantity;
      const approverUserId = await deps.approvals.authorise(auth, outletId, isDeduct ? OrderChange.DEDUCT : OrderChange.EDIT, body.Approval, device);
      return run(auth, outletId, orderId, body.Version, actorUserId, async (context) => {
        const line = findProductLine(context.lines, body.OrderProductId);
        const quantity = body.Quantity ?? line.quantity;
        const kind = classifyQuantityChange(line.quantity, quantity);
        if (kind !== QuantityChange.SAME && !isQuantityEditable({ type: line.type, isFree: line.is_free === 1, status: line.status })) {
          throw invalidField('Quantity', 'The quantity of a free or pending item cannot be changed');
        }
        const reason = body.Reason?.trim() ?? '';
        if (kind === QuantityChange.DEDUCT && reason === '') throw invalidField('Reason', SpecMessage.REASON_REQUIRED_GENERIC);
        const addOns = body.OrderSubProducts === undefined ? undefined : await resolveLineAddOns(context.trx, outletId, line, body.OrderSubProducts);
        const priceOverride = body.Price === undefined ? line.price_override : body.Price === null ? null : toHundredths(moneyFromDecimalRupiah(body.Price));
        const after = { ...line, quantity, price_override: priceOverride, notes: body.Notes ?? line.notes, sub_products: addOns ?? line.sub_products };
        const { take, give } = diffUsage(stockOfProductLine(line), stockOfProductLine({ ...after, sub_products: after.sub_products.map((addOn) => ({ sub_product_id: addOn.sub_product_id ?? null, quantity: addOn.quantity })) }));
        await context.give(give);
        await context.take(take);
        await deps.lines.updateProductLine(context.trx, line.id, { quantity, price_override: priceOverride, notes: after.notes, updated_at: context.nowIso });
        if (addOns !== undefined) await deps.lines.replaceAddOns(context.trx, line.id, addOns);
        await context.audit({
          action: kind === QuantityChange.DEDUCT ? 'DEDUCT' : 'EDIT',
          orderProductId: line.id,
          approverUserId,
          reason: reason === '' ? null : reason,
          before: snapshotOfLine(line),
          after: snapshotOfLine(after),
        });
      });
    },

    /** PUT /order/{id}/deleteOrderProduct: part or all of one product or bundle line, never the order's last. */
    async deleteProduct(auth: AuthContext, outletHeader: number | null, orderId: number, body: Body<DeleteOrderProductBody>, device: string): Promise<ChangedOrder> {
      const { outletId, approverUserId, actorUserId } = await beginChange(deps, auth, outletHeader, OrderChange.DELETE, body.Approval, device);
      return run(auth, outletId, orderId, body.Version, actorUserId, async (context) => {
        const isBundle = body.OrderProductBundleId !== undefined;
        const lineId = body.OrderProductBundleId ?? body.OrderProductId ?? 0;
        const bundle = isBundle ? context.lines.bundles.find((candidate) => candidate.id === lineId) : undefined;
        if (isBundle && !bundle) throw notFound(`Order product bundle ${lineId}`);
        const product = isBundle ? undefined : findProductLine(context.lines, lineId);
        if (product?.status === OrderProductStatus.PENDING) throw invalidField('OrderProductId', 'This item is pending: void it from the pending items');
        const lineQuantity = bundle?.quantity ?? product?.quantity ?? 0;
        if (!isDeletableQuantity(lineQuantity, body.Quantity)) throw invalidField('Quantity', `Quantity must be from 1 to ${lineQuantity}`);
        const counted = [
          ...context.lines.products.filter((line) => line.status !== OrderProductStatus.PENDING).map((line) => ({ id: line.id, kind: 'PRODUCT' as const, quantity: line.quantity })),
          ...context.lines.bundles.map((line) => ({ id: line.id, kind: 'BUNDLE' as const, quantity: line.quantity })),
        ];
        if (wouldEmptyOrder(counted, { id: lineId, kind: isBundle ? 'BUNDLE' : 'PRODUCT' }, body.Quantity)) throw invalidField('Quantity', SpecMessage.USE_VOID_ORDER);
        const remaining = lineQuantity - body.Quantity;
        if (bundle) {
          await context.give(stockOfBundleLine({ ...bundle, quantity: body.Quantity }));
          if (remaining === 0) await deps.lines.deleteBundleLine(context.trx, bundle.id);
          else await deps.lines.updateBundleQuantity(context.trx, bundle.id, remaining);
        } else if (product) {
          await context.give(stockOfProductLine({ ...product, quantity: body.Quantity }));
          if (remaining === 0) await deps.lines.deleteProductLine(context.trx, product.id);
          else await deps.lines.updateProductLine(context.trx, product.id, { quantity: remaining, updated_at: context.nowIso });
        }
        const name = bundle?.name ?? product?.product_name ?? '';
        await context.audit({
          action: 'DELETE',
          orderProductId: product?.id ?? null,
          approverUserId,
          reason: body.Reason,
          before: { Kind: isBundle ? 'BUNDLE' : 'PRODUCT', LineId: lineId, ProductName: name, Quantity: lineQuantity },
          after: { Kind: isBundle ? 'BUNDLE' : 'PRODUCT', LineId: lineId, ProductName: name, Quantity: remaining },
        });
      });
    },

    /** PUT /order/{id}/cancel: void the whole order; its stock comes back and its tables are freed. */
    async cancel(auth: AuthContext, outletHeader: number | null, orderId: number, body: Body<CancelOrderBody>, device: string): Promise<ChangedOrder> {
      const { outletId, approverUserId, actorUserId } = await beginChange(deps, auth, outletHeader, OrderChange.VOID_ORDER, body.Approval, device);
      return run(auth, outletId, orderId, body.Version, actorUserId, async (context) => {
        // A customer's line still waiting for the cashier (PENDING, no pending item) never took stock (ADR 26).
        for (const line of context.lines.products) if (!isUnconfirmedCustomerLine(line)) await context.give(stockOfProductLine(line));
        for (const bundle of context.lines.bundles) await context.give(stockOfBundleLine(bundle));
        for (const line of context.lines.products) {
          if (line.pending_id !== null) await deps.lines.resolvePending(context.trx, line.pending_id, PendingItemStatus.VOIDED, context.nowIso);
        }
        context.releasedTableIds.push(...(await releaseTablesOfOrder(context.trx, { outletId, orderId })));
        // Member play: the saved minutes not played go back to the member (ADR 0013).
        await giveBackUnusedMinutes(context.trx, orderId, new Date(context.nowIso));
        await deps.orders.updateOrder(context.trx, orderId, { status: OrderStatus.CANCELED, cancel_reason: body.Reason });
        await context.audit({ action: 'VOID_ORDER', approverUserId, reason: body.Reason, before: { Status: context.order.status, Total: context.order.total / 100 }, after: { Status: OrderStatus.CANCELED } });
      });
    },
  };
}

export type OrderChangesService = ReturnType<typeof createOrderChangesService>;

