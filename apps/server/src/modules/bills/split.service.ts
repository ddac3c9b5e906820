import { OrderStatus, OtherPermission, PendingItemStatus, divideBill, formatOrderNumber, getBusinessDate, planSplit, splitPax, type BillPart } from '@kasir/domain';
import { ServerEvent, type OrderLockEvent, type SplitOrderBodySchema, type SplitOrderResult } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError, invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { BundleLineRow, ProductLineRow } from '../orders/order-lines.repository.ts';
import { billShareColumn, billShareOf, pricingInputOf, tooLargeOr, totalsColumns, type OrderLines } from '../orders/order-pricing.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { presentOrderSummary, toWireAmount } from '../orders/orders.presenter.ts';
import type { ChangeContext } from '../orders/order-write.ts';
import { BILL_APPROVAL_TEXTS, type BillDeps } from './bill-deps.ts';
import { memberMinutes } from '../members/member-minutes.repository.ts';

type SplitBody = z.output<typeof SplitOrderBodySchema>;

/**
 * POST /order/{id}/split (spec §5 split bill). One transaction, through the orders module's
 * change runner (Version claimed, audit, events after commit): the plan is checked by the
 * domain, each bill becomes a new ORDERED order with a fresh number of the outlet's day, the
 * lines move (a line split between bills is divided, add-ons and pending items follow the
 * line they hang on), every bill keeps the original's tables, and the original turns SPLITED.
 * The bills add up to the original bill (ADR 15, divideBill): each keeps its share of the fixed
 * charges and the rounding that makes the sum exact.
 */
export function createSplitService(deps: BillDeps) {
  /** Writes one bill's lines onto its new order: the line row itself for its last taker, copies for the others. */
  async function placeLines(
    context: ChangeContext,
    newOrderId: number,
    part: BillPart,
    remaining: { products: Map<number, number>; bundles: Map<number, number> },
  ): Promise<void> {
    const { trx, nowIso } = context;
    for (const entry of part.products) {
      const line = context.lines.products.find((row) => row.id === entry.lineId)!;
      const left = remaining.products.get(line.id)! - entry.quantity;
      remaining.products.set(line.id, left);
      if (left === 0) await deps.bills.moveProductLine(trx, line.id, newOrderId, entry.quantity, nowIso);
      else await copyProductLine(context, line, newOrderId, entry.quantity);
    }
    for (const entry of part.bundles) {
      const bundle = context.lines.bundles.find((row) => row.id === entry.lineId)!;
      const left = remaining.bundles.get(bundle.id)! - entry.quantity;
      remaining.bundles.set(bundle.id, left);
      if (left === 0) await deps.bills.moveBundleLine(trx, bundle.id, newOrderId, entry.quantity);
      else await copyBundleLine(context, bundle, newOrderId, entry.quantity);
    }
  }

  async function copyProductLine(context: ChangeContext, line: ProductLineRow, orderId: number, quantity: number): Promise<void> {
    // Pending items name one line: a line with waiting ones moves whole, or the pending quantity would no longer fit it.
    if (line.pending_id !== null) throw new AppError('CONFLICT', `${line.product_name} has pending items: move them back to the order before splitting it`);
    await deps.lines.insertProductLine(
      context.trx,
      {
        order_id: orderId,
        outlet_product_id: line.outlet_product_id,
        product_name: line.product_name,
        quantity,
        sell_price: line.sell_price,
        level_prices: line.level_prices,
        price_override: line.price_override,
        type: line.type,
        is_free: line.is_free,
        status: line.status,
        notes: line.notes,
        is_included_charge: line.is_included_charge,
        created_by: line.created_by,
        created_at: line.created_at,
        updated_at: context.nowIso,
      },
      line.sub_products.map((addOn) => ({ sub_product_id: addOn.sub_product_id, name: addOn.name, price: addOn.price, base_price: addOn.base_price, quantity: addOn.quantity })),
    );
  }

  async function copyBundleLine(context: ChangeContext, bundle: BundleLineRow, orderId: number, quantity: number): Promise<void> {
    await deps.lines.insertBundleLine(
      context.trx,
      {
        order_id: orderId,
        outlet_product_bundle_id: bundle.outlet_product_bundle_id,
        name: bundle.name,
        quantity,
        price: bundle.price,
        status: bundle.status,
        notes: bundle.notes,
        created_by: bundle.created_by,
        created_at: bundle.created_at,
      },
      bundle.details,
    );
  }

  /** A new ORDERED order with the original's header, a fresh number of the outlet's business day and its share of the pax. */
  async function insertBill(context: ChangeContext, original: OrderRow, timeZone: number, pax: number): Promise<number> {
    const { trx, nowIso } = context;
    const businessDate = getBusinessDate(new Date(nowIso), timeZone);
    const sequence = await deps.orders.nextOrderSequence(trx, original.outlet_id, businessDate);
    return deps.orders.insertOrder(trx, {
      owner_id: original.owner_id,
      outlet_id: original.outlet_id,
      shift_id: original.shift_id,
      order_no: formatOrderNumber(businessDate, sequence),
      business_date: businessDate,
      order_type_id: original.order_type_id,
      outlet_order_type_id: original.outlet_order_type_id,
      status: OrderStatus.ORDERED,
      step_process: original.step_process,
      pax,
      info_order: original.info_order,
      customer_name: original.customer_name,
      phone_number: original.phone_number,
      customer_data: original.customer_data,
      delivery_address: original.delivery_address,
      member_id: original.member_id,
      outlet_area_id: original.outlet_area_id,
      end_time: original.end_time,
      subtotal: 0,
      discount_amount: 0,
      charge_total: 0,
      rounding: 0,
      total: 0,
      version: 1,
      cancel_reason: null,
      request_key: null,
      created_by: original.created_by,
      created_by_name: original.created_by_name,
      created_at: nowIso,
      updated_at: nowIso,
    });
  }

  return {
    async split(auth: AuthContext, outletHeader: number | null, orderId: number, body: SplitBody, device: string): Promise<SplitOrderResult> {
      if (body.Id !== orderId) throw invalidField('Id', 'must be the order of the path');
      const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
      const outlet = await deps.outlets.resolveOutlet(auth, shift.outlet_id);
      const approverId = await deps.approvals.authorisePermission(auth, outlet.id, OtherPermission.SPLIT_BILL, BILL_APPROVAL_TEXTS.SPLIT, body.Approval, device);
      const splits: BillPart[] = body.Splits.map((split) => ({
        products: split.OrderProducts.map((entry) => ({ lineId: entry.OrderProductId, quantity: entry.Quantity })),
        bundles: split.OrderProductBundles.map((entry) => ({ lineId: entry.OrderProductId, quantity: entry.Quantity })),
      }));

      const made = await deps.runChange({ ownerId: auth.ownerId, outletId: outlet.id, orderId, version: body.Version, actorUserId: shift.user_id }, async (context) => {
        const original = context.order;
        if (original.status !== OrderStatus.ORDERED) throw new AppError('CONFLICT', `Order ${original.order_no} is not ORDERED and cannot be split`);
        if (await deps.bills.hasPayments(context.trx, orderId)) throw new AppError('CONFLICT', `Order ${original.order_no} has payments and cannot be split`);
        const plan = planSplit(
          { products: context.lines.products.map((line) => ({ id: line.id, quantity: line.quantity })), bundles: context.lines.bundles.map((line) => ({ id: line.id, quantity: line.quantity })) },
          splits,
        );
        if (!plan.ok) throw invalidField(plan.error.field, plan.error.message);

        const tableIds = await deps.bills.heldTableIds(context.trx, orderId);
        const paxes = splitPax(original.pax, plan.parts.length);
        const remaining = {
          products: new Map(context.lines.products.map((line) => [line.id, line.quantity])),
          bundles: new Map(context.lines.bundles.map((line) => [line.id, line.quantity])),
        };
        const setup = await deps.orders.loadPricingSetup(context.trx, outlet.id, original.outlet_order_type_id);
        const placed: Array<{ billId: number; lines: OrderLines }> = [];
        for (const [index, part] of plan.parts.entries()) {
          const billId = await insertBill(context, original, outlet.time_zone, paxes[index]!);
          await placeLines(context, billId, part, remaining);
          await deps.bills.linkTables(context.trx, billId, tableIds, context.nowIso);
          await deps.bills.copyTimeSessions(context.trx, orderId, billId);
          placed.push({ billId, lines: await deps.lines.loadLines(context.trx, [billId], PendingItemStatus.WAITING) });
        }
        // Saved minutes the order holds go with it to its first bill (issue 19): paid or voided there.
        await memberMinutes.moveHeld(context.trx, orderId, placed[0]!.billId);
        const inputs = placed.map((bill) => pricingInputOf(setup, bill.lines));
        let divided: ReturnType<typeof divideBill>;
        try {
          divided = divideBill({ splits: inputs.map((input) => input.lines), charges: inputs[0]?.charges ?? [], context: inputs[0]!.context, billShare: billShareOf(original) });
        } catch (error) {
          throw tooLargeOr(error);
        }
        const bills: OrderRow[] = [];
        for (const [index, bill] of placed.entries()) {
          const split = divided.splits[index]!;
          await deps.orders.updateOrder(context.trx, bill.billId, { bill_share: billShareColumn(split.share) });
          bills.push(await deps.orders.saveTotals(context.trx, bill.billId, totalsColumns(split.totals)));
        }
        await deps.bills.unlinkTables(context.trx, orderId, context.nowIso);
        await deps.bills.closeOrder(context.trx, orderId, OrderStatus.SPLITED, context.nowIso);
        await context.audit({
          action: 'SPLIT',
          approverUserId: approverId,
          before: { OrderNo: original.order_no, Total: toWireAmount(original.total) },
          after: { OrderNos: bills.map((bill) => bill.order_no) },
        });
        return { bills, tableIds };
      });

      const summaries = made.bills.map((bill) => presentOrderSummary(bill, made.tableIds));
      for (const bill of summaries) {
        await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: bill.Id, Version: bill.Version, Status: bill.Status });
        const lock: OrderLockEvent = { OrderId: bill.Id, OrderNo: bill.OrderNo, Version: bill.Version, Status: bill.Status, OutletTableIds: bill.OutletTableIds };
        await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_LOCK, lock);
      }
      return { OriginalOrderId: orderId, Orders: summaries };
    },
  };
}

export type SplitService = ReturnType<typeof createSplitService>;
