import {
  MULTI_ORDER_QR_CODE_ON_VALUE,
  OrderAuditAction,
  OtherPermission,
  OutletSettingCode,
  SELF_ORDER_PAGE_PATH,
  ServerMessage,
  fillMessage,
  getBusinessDate,
} from '@kasir/domain';
import { ServerEvent, type BillRequest, type CustomerAppInfo, type CustomerOrder, type Order, type OrderStepProcessEvent, type TrackerClick } from '@kasir/contracts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { outletDayRange } from '../shifts/shift-time.ts';
import type { RunOrderChange } from '../orders/order-write.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { CustomerOrdersRepository } from './customer-orders.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets' | 'permissions' | 'broadcaster'> & {
  placements: CustomerOrdersRepository;
  orders: OrdersRepository;
  runChange: RunOrderChange;
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
};

/** The cashier's reads around orders from customers, the step of a customer's order and bill requests (issue 22). */
export function createCustomerOrdersService(deps: Deps) {
  return {
    /** GET /customerOrder?status=: the pending placements (default), or all of today's business day, newest first. */
    async list(auth: AuthContext, outletHeader: number | null, status: 'pending' | 'all' | undefined): Promise<CustomerOrder[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      if (status !== 'all') return deps.placements.list(auth.ownerId, outlet.id, { pendingOnly: true });
      const today = outletDayRange(getBusinessDate(new Date(), outlet.time_zone), outlet.time_zone);
      return deps.placements.list(auth.ownerId, outlet.id, { sinceIso: today.start.toISOString() });
    },

    /** GET /order/product/{id}: one line of one of the outlet's orders, as the order presents it. */
    async orderProduct(auth: AuthContext, outletHeader: number | null, orderProductId: number) {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const row = await deps.db
        .selectFrom('order_products')
        .innerJoin('orders', 'orders.id', 'order_products.order_id')
        .select('order_products.order_id')
        .where('order_products.id', '=', orderProductId)
        .where('orders.outlet_id', '=', outlet.id)
        .where('orders.owner_id', '=', auth.ownerId)
        .executeTakeFirst();
      if (!row) throw notFound(`Order product ${orderProductId}`);
      const order = await deps.readOrder(auth, outlet.id, row.order_id);
      const line = order.OrderProducts.find((candidate) => candidate.Id === orderProductId);
      if (!line) throw notFound(`Order product ${orderProductId}`);
      return line;
    },

    /** POST /order/insertTrackerClick: remembers (order audit) that a cashier opened the courier's tracking. */
    async trackerClick(auth: AuthContext, outletHeader: number | null, orderId: number): Promise<TrackerClick> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await deps.orders.findOrder(deps.db, auth.ownerId, outlet.id, orderId);
      if (!order) throw notFound(`Order ${orderId}`);
      const nowIso = new Date().toISOString();
      await deps.orders.insertAudit(deps.db, {
        order_id: orderId,
        action: OrderAuditAction.TRACKER_CLICK,
        order_product_id: null,
        actor_user_id: auth.userId ?? order.created_by,
        approver_user_id: null,
        reason: null,
        before_json: null,
        after_json: null,
        created_at: nowIso,
      });
      return { OrderId: orderId, OrderNo: order.order_no, UserId: auth.userId, CreatedOn: nowIso };
    },

    /** PUT /order/stepProcess/{id}: moves a customer's order forward only; a closed order is refused by the change runner. */
    async stepProcess(auth: AuthContext, outletHeader: number | null, orderId: number, step: number, version: number | undefined): Promise<Order> {
      await deps.permissions.assertPermission(auth, OtherPermission.MANAGE_CUSTOMER_ORDERS, 'manage customer orders');
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const { order } = await deps.runChange.answering({ ownerId: auth.ownerId, outletId: outlet.id, orderId, version, actorUserId: auth.userId ?? 0 }, async (context) => {
        if (step <= context.order.step_process) {
          const message = fillMessage(ServerMessage.STEP_PROCESS_NOT_FORWARD, { orderNo: context.order.order_no });
          throw new AppError('CONFLICT', message, [{ field: 'StepProcess', error: message }]);
        }
        await context.trx.updateTable('orders').set({ step_process: step, updated_at: context.nowIso }).where('id', '=', orderId).execute();
        await context.audit({ action: 'STEP_PROCESS', approverUserId: null, before: { StepProcess: context.order.step_process }, after: { StepProcess: step } });
      });
      const event: OrderStepProcessEvent = { OrderId: order.Id, Status: order.Status, StepProcess: order.StepProcess, OrderNo: order.OrderNo };
      await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_STEP_PROCESS, event);
      return order;
    },

    /** GET /customerAppInfo: the outlet's QR settings, the phone page's address and what waits for the cashier. */
    async appInfo(auth: AuthContext, outletHeader: number | null, origin: string): Promise<CustomerAppInfo> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const [settings, pending, bills] = await Promise.all([
        deps.db
          .selectFrom('outlet_settings')
          .select(['code', 'value'])
          .where('outlet_id', '=', outlet.id)
          .where('code', 'in', [OutletSettingCode.AUTO_PRINT_QR_TABLE, OutletSettingCode.MULTI_ORDER_QR_CODE])
          .execute(),
        deps.placements.countPending(outlet.id),
        deps.placements.countOpenBillRequests(outlet.id),
      ]);
      const valueOf = (code: string) => settings.find((setting) => setting.code === code)?.value;
      return {
        IsSelfOrderActive: true,
        SelfOrderUrl: `${origin.replace(/\/+$/, '')}${SELF_ORDER_PAGE_PATH}`,
        AutoPrintQrTable: valueOf(OutletSettingCode.AUTO_PRINT_QR_TABLE) === '1',
        MultiOrderQrCode: valueOf(OutletSettingCode.MULTI_ORDER_QR_CODE) === MULTI_ORDER_QR_CODE_ON_VALUE,
        PendingCustomerOrders: pending,
        OpenBillRequests: bills,
      };
    },

    /** GET /billRequest: open bill requests; those of orders paid or cancelled meanwhile resolve on this read. */
    async billRequests(auth: AuthContext, outletHeader: number | null): Promise<BillRequest[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return deps.placements.openBillRequests(auth.ownerId, outlet.id, new Date().toISOString());
    },

    /** PUT /billRequest/{id}/resolve: the cashier dismisses a bill request (a repeat answers it again). */
    async resolveBillRequest(auth: AuthContext, outletHeader: number | null, id: number): Promise<BillRequest> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const resolved = await deps.placements.resolveBillRequest(auth.ownerId, outlet.id, id, new Date().toISOString());
      if (!resolved) throw new AppError('NOT_FOUND', ServerMessage.BILL_REQUEST_NOT_FOUND);
      return resolved;
    },
  };
}

export type CustomerOrdersService = ReturnType<typeof createCustomerOrdersService>;
