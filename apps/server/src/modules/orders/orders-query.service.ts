import { DEFAULT_TABLE_ORDER_FILTER, ONGOING_ORDER_STATUSES, OrderProductStatus, OrderStatus, PENDING_ORDERS_WINDOW_DAYS, PendingItemStatus, getRecentDaysRange } from '@kasir/domain';
import type { Order, OrderList, OrderListQuerySchema, OrderSummary } from '@kasir/contracts';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidField, notFound } from '../../platform/app-error.ts';
import { outletDayRange } from '../shifts/shift-time.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { OrderReader } from './order-reader.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { presentOrderSummary } from './orders.presenter.ts';

type Deps = { db: Kysely<Database>; outlets: OutletsService; orders: OrdersRepository; reader: OrderReader };

/**
 * The order reads of spec §7: one order's detail, the ongoing lists and a table's orders. Every
 * read is scoped to the caller's owner and the outlet they chose, so another outlet's or
 * owner's order is a 404, never a leak. Every terminal reads the same stored figures.
 */
export function createOrdersQueryService(deps: Deps) {
  async function readOrder(auth: AuthContext, outletId: number, orderId: number): Promise<Order> {
    const row = await deps.orders.findOrder(deps.db, auth.ownerId, outletId, orderId);
    if (!row) throw notFound(`Order ${orderId}`);
    const [order] = await deps.reader.present(deps.db, outletId, [row]);
    return order!;
  }

  return {
    /** For the changes' answers: the outlet is already resolved. */
    readOrder,

    /** GET /order/{id}; with pendingMenu only its PENDING lines (a customer's order waiting for the cashier). */
    async get(auth: AuthContext, outletHeader: number | null, orderId: number, pendingMenu = false): Promise<Order> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await readOrder(auth, outlet.id, orderId);
      if (!pendingMenu) return order;
      return {
        ...order,
        OrderProducts: order.OrderProducts.filter((line) => line.Status === OrderProductStatus.PENDING),
        OrderProductBundles: order.OrderProductBundles.filter((line) => line.Status === OrderProductStatus.PENDING),
      };
    },

    /** GET /order/ongoing: every open order of the outlet (all terminals), whole. */
    async ongoing(auth: AuthContext, outletHeader: number | null): Promise<Order[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const rows = await deps.orders.listByStatuses(deps.db, auth.ownerId, outlet.id, ONGOING_ORDER_STATUSES);
      return deps.reader.present(deps.db, outlet.id, rows);
    },

    /** GET /order/simpleOngoingOrder: the same orders, headers and totals only. */
    async simpleOngoing(auth: AuthContext, outletHeader: number | null): Promise<OrderSummary[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const rows = await deps.orders.listByStatuses(deps.db, auth.ownerId, outlet.id, ONGOING_ORDER_STATUSES);
      const tables = await deps.orders.listOrderTables(deps.db, rows.map((row) => row.id));
      return rows.map((row) => presentOrderSummary(row, tables.filter((table) => table.order_id === row.id).map((table) => table.outlet_table_id)));
    },

    /** GET /order: the outlet's orders by status, order type, outlet-time days and order number or customer, one page. */
    async list(auth: AuthContext, outletHeader: number | null, query: z.output<typeof OrderListQuerySchema>): Promise<OrderList> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const from = query.fromDate === undefined ? undefined : outletDayRange(query.fromDate, outlet.time_zone).start;
      const to = query.toDate === undefined ? undefined : outletDayRange(query.toDate, outlet.time_zone).end;
      if (from && to && from > to) throw invalidField('fromDate', 'must not be after toDate');
      const { rows, total } = await deps.orders.listOrders(outlet.id, auth.ownerId, {
        ...(query.status !== undefined ? { statuses: [query.status] } : {}),
        ...(query.orderTypeId !== undefined ? { orderTypeId: query.orderTypeId } : {}),
        ...(from ? { fromIso: from.toISOString() } : {}),
        ...(to ? { toIso: to.toISOString() } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      const tables = await deps.orders.listOrderTables(deps.db, rows.map((row) => row.id));
      const items = rows.map((row) => presentOrderSummary(row, tables.filter((table) => table.order_id === row.id).map((table) => table.outlet_table_id)));
      return { Items: items, Total: total, Page: query.page, Limit: query.limit };
    },

    /** GET /order/getPending: orders holding waiting pending items (or PENDING), by default the last 3 days to the end of today (spec §9). */
    async pendingOrders(auth: AuthContext, outletHeader: number | null, query: { fromDate?: string | undefined; toDate?: string | undefined }): Promise<Order[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const window = getRecentDaysRange(new Date(), PENDING_ORDERS_WINDOW_DAYS, outlet.time_zone);
      const from = query.fromDate === undefined ? window.start : outletDayRange(query.fromDate, outlet.time_zone).start;
      const to = query.toDate === undefined ? window.end : outletDayRange(query.toDate, outlet.time_zone).end;
      const rows = await deps.orders.listPendingOrders(outlet.id, auth.ownerId, OrderStatus.PENDING, PendingItemStatus.WAITING, from.toISOString(), to.toISOString());
      return deps.reader.present(deps.db, outlet.id, rows);
    },

    /** GET /order/byTable/{id}?status=: the orders holding the table, newest first (the client uses the first). */
    async byTable(auth: AuthContext, outletHeader: number | null, tableId: number, status: number | undefined): Promise<Order[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      if (!(await deps.orders.isOutletTable(deps.db, outlet.id, tableId))) throw notFound(`Table ${tableId}`);
      const rows = await deps.orders.listByTable(deps.db, auth.ownerId, outlet.id, tableId, status ?? DEFAULT_TABLE_ORDER_FILTER);
      return deps.reader.present(deps.db, outlet.id, rows);
    },
  };
}

export type OrdersQueryService = ReturnType<typeof createOrdersQueryService>;
