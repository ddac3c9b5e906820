import {
  CustomerOrderLineStatus,
  OrderAuditAction,
  OrderProductStatus,
  OrderStatus,
  OtherPermission,
  ServerMessage,
  StepProcess,
  TableStatus,
  fillMessage,
} from '@kasir/domain';
import { ServerEvent, type CustomerConfirmedOrderEvent, type Order, type OrderLockEvent } from '@kasir/contracts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { occupyTablesForOrder } from '../tables/table-occupancy.ts';
import { isUnconfirmedCustomerLine, stockOfProductLine, type ChangeContext, type RunOrderChange } from '../orders/order-write.ts';
import type { ProductLineRow } from '../orders/order-lines.repository.ts';
import type { CustomerOrdersRepository } from './customer-orders.repository.ts';

type Deps = Pick<ModuleDeps, 'outlets' | 'shifts' | 'permissions' | 'broadcaster'> & { runChange: RunOrderChange; placements: CustomerOrdersRepository };

type Decision = { placements: Array<{ id: number; status: number }>; confirmedIds: number[]; rejectedIds: number[]; placementLineIds: Map<number, number> };

const alreadyRejected = () => new AppError('CONFLICT', ServerMessage.CUSTOMER_LINE_ALREADY_REJECTED, [{ field: 'OrderProductIds', error: ServerMessage.CUSTOMER_LINE_ALREADY_REJECTED }]);

/**
 * The cashier deciding orders from customers (spec §4 "Customer orders", ADR 26): confirm or
 * reject all of an order's PENDING lines or some of them. Every decision runs through the
 * orders module's change runner, so it claims the order row (version bump, row lock on
 * PostgreSQL) and a second confirm at the same moment finds nothing pending and is refused
 * before it takes stock or announces anything.
 */
export function createCustomerOrderDecisions(deps: Deps) {
  /** The order's PENDING lines the call names (all of them without ids); a decided or foreign id is refused. */
  async function pickPending(context: ChangeContext, ids: readonly number[] | undefined, refuseConfirmed: boolean): Promise<ProductLineRow[]> {
    // A cashier's pending item (spec §4 move to pending) is PENDING too, but not the customer's to decide.
    const pending = context.lines.products.filter(isUnconfirmedCustomerLine);
    if (ids === undefined) {
      if (pending.length === 0) throw new AppError('CONFLICT', fillMessage(ServerMessage.NO_PENDING_CUSTOMER_LINES, { orderNo: context.order.order_no }));
      return pending;
    }
    const picked: ProductLineRow[] = [];
    for (const id of new Set(ids)) {
      const line = context.lines.products.find((candidate) => candidate.id === id);
      if (!line) {
        // A rejected line's order row is gone; its audit row still names it.
        const rejected = await context.trx
          .selectFrom('order_audits')
          .select('id')
          .where('order_id', '=', context.order.id)
          .where('order_product_id', '=', id)
          .where('action', '=', OrderAuditAction.CUSTOMER_REJECT)
          .executeTakeFirst();
        if (rejected) throw alreadyRejected();
        throw notFound(`Order product ${id}`);
      }
      if (line.pending_id !== null) throw notFound(`Order product ${id}`);
      if (line.status !== OrderProductStatus.PENDING) {
        if (refuseConfirmed) {
          const message = fillMessage(ServerMessage.CUSTOMER_LINE_ALREADY_CONFIRMED, { name: line.product_name });
          throw new AppError('CONFLICT', message, [{ field: 'OrderProductIds', error: message }]);
        }
        throw new AppError('CONFLICT', fillMessage(ServerMessage.NO_PENDING_CUSTOMER_LINES, { orderNo: context.order.order_no }), [{ field: 'OrderProductIds', error: 'already confirmed' }]);
      }
      picked.push(line);
    }
    return picked;
  }

  /** A new customer order takes its placement tables: EMPTY ones turn ORDERED; one another order already holds (MULTI_ORDER_QR_CODE) is only linked. */
  async function seatNewOrder(context: ChangeContext): Promise<number[]> {
    const tableIds = await deps.placements.placementTableIds(context.trx, context.order.id);
    if (tableIds.length === 0) return [];
    const [tables, links] = await Promise.all([
      context.trx.selectFrom('outlet_tables').select(['id', 'status']).where('outlet_id', '=', context.order.outlet_id).where('id', 'in', tableIds).execute(),
      context.trx.selectFrom('order_tables').select('outlet_table_id').where('order_id', '=', context.order.id).where('released_at', 'is', null).execute(),
    ]);
    const linked = new Set(links.map((link) => link.outlet_table_id));
    const toOccupy = tables.filter((table) => !linked.has(table.id) && (table.status === TableStatus.EMPTY || table.status === TableStatus.FILLED)).map((table) => table.id);
    const toLink = tables.filter((table) => !linked.has(table.id) && !toOccupy.includes(table.id)).map((table) => table.id);
    await occupyTablesForOrder(context.trx, { outletId: context.order.outlet_id, orderId: context.order.id, tableIds: toOccupy, userId: context.actorUserId, skipReservationCheck: true });
    if (toLink.length > 0) {
      await context.trx
        .insertInto('order_tables')
        .values(toLink.map((tableId) => ({ order_id: context.order.id, outlet_table_id: tableId, created_at: context.nowIso, released_at: null })))
        .execute();
    }
    return [...toOccupy, ...toLink];
  }

  async function announce(outletId: number, order: Order, decision: Decision): Promise<void> {
    const lock: OrderLockEvent = { OrderId: order.Id, OrderNo: order.OrderNo, Version: order.Version, Status: order.Status, OutletTableIds: order.OutletTableIds };
    await deps.broadcaster.emitToOutlet(outletId, ServerEvent.ORDER_LOCK, lock);
    for (const placement of decision.placements) {
      const ofPlacement = (ids: number[]) => ids.filter((id) => decision.placementLineIds.get(id) === placement.id);
      const event: Omit<CustomerConfirmedOrderEvent, 'OutletId' | 'Seq'> = {
        CustomerOrderId: placement.id,
        OrderId: order.Id,
        OrderNo: order.OrderNo,
        Status: placement.status,
        ConfirmedOrderProductIds: ofPlacement(decision.confirmedIds),
        RejectedOrderProductIds: ofPlacement(decision.rejectedIds),
      };
      await deps.broadcaster.emitToOutlet(outletId, ServerEvent.CUSTOMER_CONFIRMED_ORDER, event);
    }
  }

  async function begin(auth: AuthContext, outletHeader: number | null) {
    await deps.permissions.assertPermission(auth, OtherPermission.MANAGE_CUSTOMER_ORDERS, 'manage customer orders');
    const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
    return outlet;
  }

  return {
    /** POST /customer/confirmOrder/{id}/: the named PENDING lines (all without ids) become CONFIRMED and print like any other. */
    async confirm(auth: AuthContext, outletHeader: number | null, orderId: number, body: { OrderProductIds?: number[] | undefined; Version?: number | undefined } | undefined): Promise<Order> {
      const outlet = await begin(auth, outletHeader);
      const shift = await deps.shifts.requireOpenShiftAt(auth, outlet.id);
      const actorUserId = auth.userId ?? shift.user_id;
      const { result: decision, order } = await deps.runChange.answering({ ownerId: auth.ownerId, outletId: outlet.id, orderId, version: body?.Version, actorUserId }, async (context): Promise<Decision> => {
        const picked = await pickPending(context, body?.OrderProductIds, false);
        const ids = picked.map((line) => line.id);
        const claimed = await context.trx
          .updateTable('order_products')
          .set({ status: OrderProductStatus.CONFIRMED, updated_at: context.nowIso })
          .where('order_id', '=', orderId)
          .where('id', 'in', ids)
          .where('status', '=', OrderProductStatus.PENDING)
          .executeTakeFirst();
        // The claimed order row already orders decisions of one order; this guards it twice.
        if (Number(claimed.numUpdatedRows) !== ids.length) throw new AppError('CONFLICT', fillMessage(ServerMessage.NO_PENDING_CUSTOMER_LINES, { orderNo: context.order.order_no }));
        for (const line of picked) await context.take(stockOfProductLine(line));
        const placementLines = await deps.placements.linesOfOrderProducts(context.trx, ids);
        if (placementLines.length > 0) {
          await context.trx
            .updateTable('customer_order_lines')
            .set({ status: CustomerOrderLineStatus.CONFIRMED, decided_at: context.nowIso })
            .where('id', 'in', placementLines.map((line) => line.id))
            .execute();
        }
        if (context.order.status === OrderStatus.PENDING) {
          context.releasedTableIds.push(...(await seatNewOrder(context)));
          await context.trx
            .updateTable('orders')
            .set({ status: OrderStatus.ORDERED, shift_id: shift.id, step_process: Math.max(context.order.step_process, StepProcess.CONFIRMED), updated_at: context.nowIso })
            .where('id', '=', orderId)
            .execute();
        } else if (context.order.step_process < StepProcess.CONFIRMED && context.order.app_order_type !== null) {
          await context.trx.updateTable('orders').set({ step_process: StepProcess.CONFIRMED }).where('id', '=', orderId).execute();
        }
        for (const line of picked) {
          await context.audit({ action: 'CUSTOMER_CONFIRM', orderProductId: line.id, approverUserId: null, after: { ProductName: line.product_name, Quantity: line.quantity } });
        }
        const placements = await deps.placements.recomputePlacements(
          context.trx,
          placementLines.map((line) => line.customer_order_id),
          context.actorUserId,
          context.nowIso,
          null,
        );
        return { placements, confirmedIds: ids, rejectedIds: [], placementLineIds: new Map(placementLines.map((line) => [line.order_product_id!, line.customer_order_id])) };
      });
      await announce(outlet.id, order, decision);
      return order;
    },

    /**
     * PUT /order/{id}/rejectOrder (no ids) and /rejectOrderProduct: the PENDING lines and their
     * add-ons are removed (they never took stock), their placement lines keep REJECTED and the
     * reason; a PENDING order left empty is CANCELED with the reason.
     */
    async reject(auth: AuthContext, outletHeader: number | null, orderId: number, body: { OrderProductIds?: number[] | undefined; Reason: string; Version?: number | undefined }): Promise<Order> {
      const outlet = await begin(auth, outletHeader);
      const actorUserId = auth.userId ?? (await deps.shifts.requireOpenShiftAt(auth, outlet.id)).user_id;
      const { result: decision, order } = await deps.runChange.answering({ ownerId: auth.ownerId, outletId: outlet.id, orderId, version: body.Version, actorUserId }, async (context): Promise<Decision> => {
        const picked = await pickPending(context, body.OrderProductIds, true);
        const ids = picked.map((line) => line.id);
        const placementLines = await deps.placements.linesOfOrderProducts(context.trx, ids);
        if (placementLines.length > 0) {
          await context.trx
            .updateTable('customer_order_lines')
            .set({ status: CustomerOrderLineStatus.REJECTED, reject_reason: body.Reason, order_product_id: null, decided_at: context.nowIso })
            .where('id', 'in', placementLines.map((line) => line.id))
            .execute();
        }
        for (const line of picked) {
          await context.audit({ action: 'CUSTOMER_REJECT', orderProductId: line.id, approverUserId: null, reason: body.Reason, before: { ProductName: line.product_name, Quantity: line.quantity } });
        }
        await context.trx.deleteFrom('order_sub_products').where('order_product_id', 'in', ids).execute();
        await context.trx.deleteFrom('order_products').where('order_id', '=', orderId).where('id', 'in', ids).execute();
        const remaining = {
          products: context.lines.products.filter((line) => !ids.includes(line.id)),
          bundles: context.lines.bundles,
        };
        context.settleLines(remaining);
        if (context.order.status === OrderStatus.PENDING && remaining.products.length === 0 && remaining.bundles.length === 0) {
          await context.trx.updateTable('orders').set({ status: OrderStatus.CANCELED, cancel_reason: body.Reason, updated_at: context.nowIso }).where('id', '=', orderId).execute();
        }
        const placements = await deps.placements.recomputePlacements(
          context.trx,
          placementLines.map((line) => line.customer_order_id),
          context.actorUserId,
          context.nowIso,
          body.Reason,
        );
        return { placements, confirmedIds: [], rejectedIds: ids, placementLineIds: new Map(placementLines.map((line) => [line.order_product_id!, line.customer_order_id])) };
      });
      await announce(outlet.id, order, decision);
      return order;
    },
  };
}

export type CustomerOrderDecisions = ReturnType<typeof createCustomerOrderDecisions>;
