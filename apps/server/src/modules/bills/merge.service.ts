import { MERGE_BILL_WINDOW_DAYS, OrderStatus, OtherPermission, getMergeRefusal, getRecentDaysRange, isMergeableOrderType } from '@kasir/domain';
import { ServerEvent, type MergeOrderBodySchema } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { BILL_APPROVAL_TEXTS, type BillDeps } from './bill-deps.ts';
import { memberMinutes } from '../members/member-minutes.repository.ts';

type MergeBody = z.output<typeof MergeOrderBodySchema>;

/**
 * Two terminals merging the same orders in opposite directions (A into B while B into A) claim
 * them in opposite orders; PostgreSQL breaks that deadlock by failing one, which is a refusal
 * to try again, not a server error. SQLite runs them one after the other instead.
 */
async function runMerge<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01') {
      throw new AppError('CONFLICT', 'These orders are being merged on another terminal; please try again');
    }
    throw error;
  }
}

/**
 * POST /order/{id}/merge (spec §5 merge bill). One transaction through the orders module's
 * change runner on the kept order: each order merged in is claimed (so a change racing it
 * waits or is refused by its Version), checked, and emptied into the kept order — lines with
 * add-ons, bundles, pending items, time sessions and tables — then turns MERGED. Any refusal,
 * even after some orders were moved, rolls everything back. The kept order takes the chosen
 * order type and is repriced with it.
 */
export function createMergeService(deps: BillDeps) {
  return {
    async merge(auth: AuthContext, outletHeader: number | null, orderId: number, body: MergeBody, device: string): Promise<{ outletId: number; orderId: number }> {
      if (body.Id !== orderId) throw invalidField('Id', 'must be the order of the path');
      if (body.OrderIds.includes(orderId)) throw invalidField('OrderIds', 'An order cannot be merged into itself');
      if (new Set(body.OrderIds).size !== body.OrderIds.length) throw invalidField('OrderIds', 'An order is chosen twice');
      const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
      const outlet = await deps.outlets.resolveOutlet(auth, shift.outlet_id);
      const approverId = await deps.approvals.authorisePermission(auth, outlet.id, OtherPermission.MERGE_BILL, BILL_APPROVAL_TEXTS.MERGE, body.Approval, device);
      const orderType = await deps.orders.findOrderType(deps.db, outlet.id, body.OutletOrderTypeId);
      if (!orderType || orderType.is_active !== 1) throw notFound(`Order type ${body.OutletOrderTypeId}`);
      if (!isMergeableOrderType(orderType.order_type_id)) throw invalidField('OutletOrderTypeId', 'A merged bill cannot be a delivery or pick-up order');
      const windowStart = getRecentDaysRange(new Date(), MERGE_BILL_WINDOW_DAYS, outlet.time_zone).start;

      const merged = await runMerge(() => deps.runChange({ ownerId: auth.ownerId, outletId: outlet.id, orderId, version: body.Version, actorUserId: shift.user_id }, async (context) => {
        const kept = context.order;
        const keptRefusal = getMergeRefusal({ orderNo: kept.order_no, status: kept.status, orderTypeId: kept.order_type_id, createdAt: new Date(kept.created_at) }, new Date(0));
        if (keptRefusal) throw new AppError('CONFLICT', keptRefusal);
        const keptTables = new Set(await deps.bills.heldTableIds(context.trx, orderId));
        const closed: Array<{ id: number; version: number; orderNo: string }> = [];
        let pax = kept.pax;
        for (const mergedId of body.OrderIds) {
          // The claim bumps its version and, on PostgreSQL, locks it until commit.
          const version = await deps.orders.claimVersion(context.trx, mergedId, outlet.id, undefined, context.nowIso);
          const order = version === null ? undefined : await deps.orders.findOrder(context.trx, auth.ownerId, outlet.id, mergedId);
          if (version === null || !order) throw notFound(`Order ${mergedId}`);
          const refusal = getMergeRefusal({ orderNo: order.order_no, status: order.status, orderTypeId: order.order_type_id, createdAt: new Date(order.created_at) }, windowStart);
          if (refusal) throw invalidField('OrderIds', refusal);
          const tables = await deps.bills.heldTableIds(context.trx, mergedId);
          await deps.bills.moveEverything(context.trx, [mergedId], orderId, context.nowIso);
          // Its saved minutes go with its lines and sessions (issue 19).
          await memberMinutes.moveHeld(context.trx, mergedId, orderId);
          await deps.bills.unlinkTables(context.trx, mergedId, context.nowIso);
          const newTables = tables.filter((tableId) => !keptTables.has(tableId));
          await deps.bills.linkTables(context.trx, orderId, newTables, context.nowIso);
          for (const tableId of newTables) keptTables.add(tableId);
          context.releasedTableIds.push(...tables);
          await deps.bills.closeOrder(context.trx, mergedId, OrderStatus.MERGED, context.nowIso);
          await deps.orders.insertAudit(context.trx, {
            order_id: mergedId,
            action: 'MERGE',
            order_product_id: null,
            actor_user_id: context.actorUserId,
            approver_user_id: approverId,
            reason: null,
            before_json: JSON.stringify({ OrderNo: order.order_no }),
            after_json: JSON.stringify({ MergedInto: kept.order_no }),
            created_at: context.nowIso,
          });
          pax += order.pax;
          closed.push({ id: mergedId, version, orderNo: order.order_no });
        }
        // One bill again: it carries each fixed charge whole and rounds as spec §5 rounds (ADR 15).
        await deps.orders.updateOrder(context.trx, orderId, { pax, outlet_order_type_id: orderType.id, order_type_id: orderType.order_type_id, bill_share: null });
        // The runner reprices from context.order's type once this work returns: the merged bill's type.
        context.order.outlet_order_type_id = orderType.id;
        context.order.order_type_id = orderType.order_type_id;
        context.order.bill_share = null;
        await context.audit({ action: 'MERGE', approverUserId: approverId, after: { MergedOrderNos: closed.map((order) => order.orderNo), OutletOrderTypeId: orderType.id } });
        return closed;
      }));

      for (const order of merged) {
        await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: order.id, Version: order.version, Status: OrderStatus.MERGED });
      }
      return { outletId: outlet.id, orderId };
    },
  };
}

export type MergeService = ReturnType<typeof createMergeService>;
