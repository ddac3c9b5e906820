import { OrderChange, OrderStatus, OrderType, OtherPermission, SpecMessage, formatOrderNumber, getBusinessDate } from '@kasir/domain';
import { ServerEvent, type AddOrderProductBodySchema, type CreateOrderBodySchema, type EditPaxBodySchema, type Order, type OrderLockEvent, type UpdateCustomerDataBodySchema } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import { readAll } from '../../platform/parallel-reads.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { emitStockChanges } from '../catalog/stock.service.ts';
import { takeStock } from '../catalog/stock.repository.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import { announceTables } from '../tables/table-events.ts';
import { occupyTablesForOrder } from '../tables/table-occupancy.ts';
import type { ApprovalsService } from './approvals.service.ts';
import type { OrderLinesRepository } from './order-lines.repository.ts';
import { writeNewLines } from './order-new-lines.ts';
import { priceOrder, totalsColumns, type OrderLines } from './order-pricing.ts';
import { startOrderTimeSession } from './order-time-sessions.ts';
import { adoptOfflineSale, checkOfflineDevices, checkOfflineMark, findOfflineOrderId, offlineOrderColumns, recordOfflineKitchenJobs, type OfflineMark } from './offline-sales.ts';
import { withAddedLines, type RunOrderChange } from './order-write.ts';
import type { Executor, OrdersRepository, TimeSessionRow } from './orders.repository.ts';
import { presentOrder } from './orders.presenter.ts';
import { recordOrderSaved } from '../../ops/observability/sale-events.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets' | 'shifts' | 'permissions' | 'broadcaster'> & {
  orders: OrdersRepository;
  lines: OrderLinesRepository;
  approvals: ApprovalsService;
  runChange: RunOrderChange;
  /** The order as GET /order/{id} shows it (orders-query.service.ts). */
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
};
type CreateBody = z.output<typeof CreateOrderBodySchema>;
type OutletOrderTypeRow = NonNullable<Awaited<ReturnType<OrdersRepository['findOrderType']>>>;

const toJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * An order's member must be one of the owner's: a member of another owner, or none at all, would
 * stay on the order unseen and block its payment later ('Member not found', spec §5).
 */
async function assertOwnMember(executor: Executor, ownerId: number, memberId: number): Promise<void> {
  if (await memberBalances.findMember(executor, ownerId, memberId)) return;
  throw new AppError('NOT_FOUND', SpecMessage.MEMBER_NOT_FOUND, [{ field: 'MemberId', error: SpecMessage.MEMBER_NOT_FOUND }]);
}

/**
 * Taking orders (spec §7 Order calls): a new order of any order type with its first lines, more
 * lines later, customer data and pax. Each write is one transaction; prices and totals come
 * from the server's own menu through the domain's pure pricing; `order:changed`, `order:lock`,
 * the new stock and the tables go out after commit only.
 */
export function createOrdersService(deps: Deps) {
  /**
   * Prices a new order from the lines just written, saves the totals and presents it from what
   * is already in hand, inside the transaction: the answer needs no read-back of the same rows.
   */
  async function priceAndPresentNew(executor: Executor, outletId: number, orderId: number, orderType: OutletOrderTypeRow, lines: OrderLines, tableIds: readonly number[], sessions: TimeSessionRow[]): Promise<Order> {
    const setup = await deps.orders.loadPricingSetup(executor, outletId, orderType.id, orderType);
    const totals = priceOrder(setup, lines);
    const order = await deps.orders.saveTotals(executor, orderId, totalsColumns(totals));
    // A new order holds only the tables it was just given.
    const tables = tableIds.length === 0 ? [] : await deps.orders.listOrderTables(executor, [orderId]);
    return presentOrder({ order, setup, orderTypeName: setup.orderType?.name ?? '', ...lines, totals, tables, audits: [], sessions });
  }

  async function emitLock(outletId: number, order: Order): Promise<void> {
    const event: OrderLockEvent = { OrderId: order.Id, OrderNo: order.OrderNo, Version: order.Version, Status: order.Status, OutletTableIds: order.OutletTableIds };
    await deps.broadcaster.emitToOutlet(outletId, ServerEvent.ORDER_LOCK, event);
  }

  /** Spec §5 delivery address: a delivery order needs Name, PhoneNumber and Address (the schema checks each). */
  function checkShipping(orderTypeId: number, address: CreateBody['DeliveryAddress'] | null | undefined): void {
    if (orderTypeId === OrderType.DELIVERY && (address === undefined || address === null)) throw invalidField('DeliveryAddress.Name', SpecMessage.NAME_REQUIRED);
  }

  /** The order a repeat of this request made: by its Idempotency-Key, else by its offline sale's Ref. */
  async function findEarlierOrder(ownerId: number, outletId: number, requestKey: string | null, offline: OfflineMark | undefined): Promise<number | undefined> {
    const byKey = requestKey === null ? undefined : await deps.orders.findOrderIdByRequestKey(deps.db, ownerId, outletId, requestKey);
    return byKey ?? (offline === undefined ? undefined : findOfflineOrderId(deps.db, ownerId, outletId, offline.Ref));
  }

  return {
    /**
     * POST /order: one transaction takes the number, the tables, the lines and their stock.
     * With an Idempotency-Key, a repeat (even one racing the first) answers the first order.
     */
    async create(auth: AuthContext, outletHeader: number | null, body: CreateBody, device: string, requestKey: string | null = null): Promise<Order> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      // The reads before the transaction at once; an approval with a PIN (it counts failed tries)
      // waits until the request is known not to be a repeat.
      const [repeat, openShift, permission, outletOrderType] = await readAll([
        findEarlierOrder(auth.ownerId, outlet.id, requestKey, body.Offline),
        deps.shifts.requireOpenShiftAt(auth, outlet.id),
        body.Approval === undefined ? deps.approvals.authorise(auth, outlet.id, OrderChange.ADD, undefined, device) : Promise.resolve(null),
        deps.orders.findOrderType(deps.db, outlet.id, body.OutletOrderTypeId),
      ]);
      const earlier = repeat();
      if (earlier !== undefined) {
        // An offline sale sent under the key of an online save whose answer was lost (ADR 27).
        if (body.Offline) await adoptOfflineSale(deps.db, { outletId: outlet.id, orderId: earlier, mark: body.Offline, products: body.OrderProducts, nowIso: new Date().toISOString() });
        return deps.readOrder(auth, outlet.id, earlier);
      }
      const shift = openShift();
      if (body.Approval === undefined) permission();
      else await deps.approvals.authorise(auth, outlet.id, OrderChange.ADD, body.Approval, device);
      const orderType = outletOrderType();
      if (!orderType || orderType.is_active !== 1) throw notFound(`Order type ${body.OutletOrderTypeId}`);
      checkShipping(orderType.order_type_id, body.DeliveryAddress);
      const tableIds = body.OutletTableIds ?? [];
      if (tableIds.length > 0 && orderType.order_type_id !== OrderType.DINE_IN) throw invalidField('OutletTableIds', 'Only a Dine In order takes tables');
      if (body.OutletAreaId !== undefined && !(await deps.orders.isOutletArea(deps.db, outlet.id, body.OutletAreaId))) throw notFound(`Area ${body.OutletAreaId}`);
      if (body.MemberId !== undefined && body.MemberId !== null) await assertOwnMember(deps.db, auth.ownerId, body.MemberId);

      const now = new Date();
      if (body.Offline) {
        checkOfflineMark(body.Offline, body.OrderProducts, now);
        await checkOfflineDevices(deps.db, outlet.id, body.Offline);
      }
      const nowIso = now.toISOString();
      const businessDate = getBusinessDate(now, outlet.time_zone);
      const created = await deps.orders.transaction(async (trx) => {
        // The counter row is the first write: it orders concurrent creates of the outlet's day.
        const sequence = await deps.orders.nextOrderSequence(trx, outlet.id, businessDate);
        const id = await deps.orders.insertOrder(trx, {
          owner_id: auth.ownerId,
          outlet_id: outlet.id,
          shift_id: shift.id,
          order_no: formatOrderNumber(businessDate, sequence),
          business_date: businessDate,
          order_type_id: orderType.order_type_id,
          outlet_order_type_id: orderType.id,
          status: OrderStatus.ORDERED,
          step_process: 0,
          pax: body.pax,
          info_order: body.InfoOrder ?? null,
          customer_name: body.CustomerName ?? null,
          phone_number: body.PhoneNumber ?? null,
          customer_data: toJson(body.CustomerData),
          delivery_address: toJson(body.DeliveryAddress),
          member_id: body.MemberId ?? null,
          outlet_area_id: body.OutletAreaId ?? null,
          end_time: body.endTime ?? null,
          subtotal: 0,
          discount_amount: 0,
          charge_total: 0,
          rounding: 0,
          total: 0,
          version: 1,
          cancel_reason: null,
          request_key: requestKey,
          created_by: shift.user_id,
          created_by_name: shift.user_name,
          created_at: nowIso,
          updated_at: nowIso,
          ...offlineOrderColumns(body.Offline),
        });
        await occupyTablesForOrder(trx, { outletId: outlet.id, orderId: id, tableIds, userId: shift.user_id });
        const sessions = await startOrderTimeSession(trx, { outlet, orderId: id, tableIds, body, now });
        const target = { outletId: outlet.id, orderId: id, actorUserId: shift.user_id, nowIso };
        const usage = await writeNewLines(trx, deps.lines, target, { products: body.OrderProducts ?? [], bundles: body.OrderProductBundles ?? [] });
        const taken = await takeStock(trx, outlet.id, usage.products, usage.subs);
        if (body.Offline) await recordOfflineKitchenJobs(trx, { outletId: outlet.id, orderId: id, mark: body.Offline, products: body.OrderProducts, written: usage.written.products, nowIso });
        return { order: await priceAndPresentNew(trx, outlet.id, id, orderType, usage.written, tableIds, sessions), stock: taken };
      }).catch(async (error: unknown) => {
        // The same key (or offline sale) committed first on another connection: answer that order, change nothing.
        if ((requestKey === null && !body.Offline) || !isUniqueViolation(error)) throw error;
        const winner = await findEarlierOrder(auth.ownerId, outlet.id, requestKey, body.Offline);
        if (winner === undefined) throw error;
        return { repeatOf: winner };
      });
      if ('repeatOf' in created) return deps.readOrder(auth, outlet.id, created.repeatOf);
      const { order, stock } = created;
      recordOrderSaved('created', order.Id, order.Version);

      await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: order.Id, Version: order.Version, Status: order.Status });
      await emitLock(outlet.id, order);
      await emitStockChanges(deps.broadcaster, outlet.id, stock);
      await announceTables(deps, outlet.id, tableIds);
      return order;
    },

    /** POST /order/{id}/addOrderProduct: new lines only, so a terminal adding never overwrites another's lines. */
    async addProducts(auth: AuthContext, outletHeader: number | null, orderId: number, body: z.output<typeof AddOrderProductBodySchema>, device: string): Promise<Order> {
      const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
      await deps.approvals.authorise(auth, shift.outlet_id, OrderChange.ADD, body.Approval, device);
      const { order } = await deps.runChange.answering({ ownerId: auth.ownerId, outletId: shift.outlet_id, orderId, version: body.Version, actorUserId: shift.user_id }, async (context) => {
        const target = { outletId: shift.outlet_id, orderId, actorUserId: shift.user_id, nowIso: context.nowIso };
        const usage = await writeNewLines(context.trx, deps.lines, target, { products: body.OrderProducts, bundles: body.OrderProductBundles });
        await context.take(usage);
        context.settleLines(withAddedLines(context.lines, usage.written));
      });
      await emitLock(shift.outlet_id, order);
      return order;
    },

    /** POST /order/{id}/updateCustomerData: only the fields sent change; a delivery order keeps an address. */
    async updateCustomerData(auth: AuthContext, outletHeader: number | null, orderId: number, body: z.output<typeof UpdateCustomerDataBodySchema>): Promise<Order> {
      const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.EDIT_CUSTOMER_DATA, 'edit customer data');
      if (body.MemberId !== undefined && body.MemberId !== null) await assertOwnMember(deps.db, auth.ownerId, body.MemberId);
      const { order } = await deps.runChange.answering({ ownerId: auth.ownerId, outletId: shift.outlet_id, orderId, version: body.Version, actorUserId: shift.user_id }, async (context) => {
        context.settleLines(context.lines);
        if (body.DeliveryAddress !== undefined) checkShipping(context.order.order_type_id, body.DeliveryAddress);
        await deps.orders.updateOrder(context.trx, orderId, {
          ...(body.CustomerName !== undefined ? { customer_name: body.CustomerName } : {}),
          ...(body.PhoneNumber !== undefined ? { phone_number: body.PhoneNumber } : {}),
          ...(body.CustomerData !== undefined ? { customer_data: toJson(body.CustomerData) } : {}),
          ...(body.MemberId !== undefined ? { member_id: body.MemberId } : {}),
          ...(body.DeliveryAddress !== undefined ? { delivery_address: toJson(body.DeliveryAddress) } : {}),
        });
      });
      await emitLock(shift.outlet_id, order);
      return order;
    },

    /** POST /order/{id}/editPax: pax at least 1 ('Number of pax cannot be 0'). */
    async editPax(auth: AuthContext, outletHeader: number | null, orderId: number, body: z.output<typeof EditPaxBodySchema>): Promise<Order> {
      const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.ADD_ORDER, 'add orders');
      const { order } = await deps.runChange.answering({ ownerId: auth.ownerId, outletId: shift.outlet_id, orderId, version: body.Version, actorUserId: shift.user_id }, async (context) => {
        context.settleLines(context.lines);
        await deps.orders.updateOrder(context.trx, orderId, { pax: body.Pax });
      });
      await emitLock(shift.outlet_id, order);
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
