import { OrderChange, OrderProductStatus, PendingItemStatus } from '@kasir/domain';
import type { MoveToOrderBody, MoveToPendingBody, PendingItem, VoidPendingItemBody } from '@kasir/contracts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import { beginChange, createRun, findProductLine, type ChangeDeps, type ChangedOrder } from './order-changes.service.ts';
import type { PendingRow } from './order-lines.repository.ts';
import type { ChangeContext } from './order-write.ts';
import { stockOfProductLine } from './order-write.ts';

type Body<T> = Omit<T, 'Version'> & { Version?: number | undefined };

export function presentPendingItem(row: PendingRow): PendingItem {
  return {
    Id: row.id,
    OrderId: row.order_id,
    OrderNo: row.order_no,
    OrderProductId: row.order_product_id,
    OutletProductId: row.outlet_product_id,
    ProductName: row.product_name,
    Quantity: row.quantity,
    Status: row.status,
    CreatedOn: row.created_at,
    CreatedByName: row.created_by_name,
    ResolvedOn: row.resolved_at,
  };
}

/**
 * Pending items of spec §4/§7: part or all of a line set aside (excluded from totals and
 * payment, its stock still held), then returned to the order or voided with a reason.
 */
export function createPendingItemsService(deps: ChangeDeps & { outlets: OutletsService }) {
  const run = createRun(deps);

  /** The waiting item, read again inside the order's transaction so two terminals cannot both resolve it. */
  async function waitingItem(context: ChangeContext, outletId: number, pendingId: number): Promise<PendingRow> {
    const [row] = await deps.lines.listPending(context.trx, outletId, { pendingId });
    if (!row) throw notFound(`Pending item ${pendingId}`);
    if (row.status !== PendingItemStatus.WAITING) throw new AppError('CONFLICT', 'This pending item was already returned or voided');
    return row;
  }

  async function orderOfItem(outletId: number, pendingId: number): Promise<number> {
    const [row] = await deps.lines.listPending(deps.db, outletId, { pendingId });
    if (!row) throw notFound(`Pending item ${pendingId}`);
    return row.order_id;
  }

  return {
    async list(auth: AuthContext, outletHeader: number | null, outletProductId?: number): Promise<PendingItem[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      // A product of another outlet (or owner) is 404 like every foreign id, not an empty list (issue 20).
      if (outletProductId !== undefined) {
        const product = await deps.db.selectFrom('outlet_products').select('id').where('id', '=', outletProductId).where('outlet_id', '=', outlet.id).executeTakeFirst();
        if (!product) throw notFound('Product');
      }
      const rows = await deps.lines.listPending(deps.db, outlet.id, { status: PendingItemStatus.WAITING, ...(outletProductId === undefined ? {} : { outletProductId }) });
      return rows.map(presentPendingItem);
    },

    /** POST /pendingOrderProduct/moveToPending: the whole line, or a part split off into its own pending line. */
    async moveToPending(auth: AuthContext, outletHeader: number | null, body: Body<MoveToPendingBody>): Promise<ChangedOrder> {
      const { outletId, actorUserId } = await beginChange(deps, auth, outletHeader, null, undefined, '');
      return run(auth, outletId, body.OrderId, body.Version, actorUserId, async (context) => {
        const line = findProductLine(context.lines, body.OrderProductId);
        if (line.status === OrderProductStatus.PENDING) throw invalidField('OrderProductId', 'This item is already pending');
        if (body.Quantity > line.quantity) throw invalidField('Quantity', `Quantity must be from 1 to ${line.quantity}`);
        let pendingLineId = line.id;
        if (body.Quantity === line.quantity) {
          await deps.lines.updateProductLine(context.trx, line.id, { status: OrderProductStatus.PENDING, updated_at: context.nowIso });
        } else {
          await deps.lines.updateProductLine(context.trx, line.id, { quantity: line.quantity - body.Quantity, updated_at: context.nowIso });
          const { id: _id, sub_products: addOns, image_file_name: _image, pending_id: _pending, ...columns } = line;
          pendingLineId = await deps.lines.insertProductLine(
            context.trx,
            { ...columns, quantity: body.Quantity, status: OrderProductStatus.PENDING, created_at: context.nowIso, updated_at: context.nowIso },
            addOns.map((addOn) => ({ sub_product_id: addOn.sub_product_id, name: addOn.name, price: addOn.price, base_price: addOn.base_price, quantity: addOn.quantity })),
          );
        }
        const pendingId = await deps.lines.insertPending(context.trx, {
          outlet_id: outletId,
          order_id: body.OrderId,
          order_product_id: pendingLineId,
          outlet_product_id: line.outlet_product_id,
          product_name: line.product_name,
          quantity: body.Quantity,
          status: PendingItemStatus.WAITING,
          created_by: actorUserId,
          created_at: context.nowIso,
          resolved_at: null,
        });
        await context.audit({ action: 'MOVE_TO_PENDING', orderProductId: pendingLineId, approverUserId: null, before: { Quantity: line.quantity }, after: { PendingOrderProductId: pendingId, Quantity: body.Quantity } });
      });
    },

    /** POST /pendingOrderProduct/moveToOrder: the pending line counts again. */
    async moveToOrder(auth: AuthContext, outletHeader: number | null, body: Body<MoveToOrderBody>): Promise<ChangedOrder> {
      const { outletId, actorUserId } = await beginChange(deps, auth, outletHeader, null, undefined, '');
      const orderId = await orderOfItem(outletId, body.PendingOrderProductId);
      return run(auth, outletId, orderId, body.Version, actorUserId, async (context) => {
        const item = await waitingItem(context, outletId, body.PendingOrderProductId);
        await deps.lines.updateProductLine(context.trx, item.order_product_id, { status: OrderProductStatus.CONFIRMED, updated_at: context.nowIso });
        await deps.lines.resolvePending(context.trx, item.id, PendingItemStatus.RETURNED, context.nowIso);
        await context.audit({ action: 'MOVE_TO_ORDER', orderProductId: item.order_product_id, approverUserId: null, after: { PendingOrderProductId: item.id, Quantity: item.quantity } });
      });
    },

    /** POST /pendingOrderProduct/voidItem: the pending line goes and its stock comes back (cancel-order permission). */
    async voidItem(auth: AuthContext, outletHeader: number | null, body: Body<VoidPendingItemBody>, device: string): Promise<ChangedOrder> {
      const { outletId, approverUserId, actorUserId } = await beginChange(deps, auth, outletHeader, OrderChange.VOID_ITEM, body.Approval, device);
      const orderId = await orderOfItem(outletId, body.PendingOrderProductId);
      return run(auth, outletId, orderId, body.Version, actorUserId, async (context) => {
        const item = await waitingItem(context, outletId, body.PendingOrderProductId);
        const line = findProductLine(context.lines, item.order_product_id);
        await context.give(stockOfProductLine(line));
        await deps.lines.deleteProductLine(context.trx, line.id);
        await deps.lines.resolvePending(context.trx, item.id, PendingItemStatus.VOIDED, context.nowIso);
        await context.audit({ action: 'VOID_ITEM', orderProductId: line.id, approverUserId, reason: body.Reason, before: { ProductName: line.product_name, Quantity: line.quantity } });
      });
    },
  };
}

export type PendingItemsService = ReturnType<typeof createPendingItemsService>;
