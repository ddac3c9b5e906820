import { MERGE_BILL_WINDOW_DAYS, MS_PER_DAY, OrderStatus, OtherPermission, getOutletInstant, getRecentDaysRange } from '@kasir/domain';
import type { OrderHistoryPage, TableOrderSummary } from '@kasir/contracts';
import { invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { OrderRow, OrderTableLinkRow, OrderTablesRepository } from './order-tables.repository.ts';

type Deps = Pick<ModuleDeps, 'outlets' | 'permissions'> & { orderTables: OrderTablesRepository; now?: () => Date };

const LAST_SECOND_OF_DAY = MS_PER_DAY / 1000 - 1;

/** The tables an order sits at now, or, once it let them go, the ones it held last. */
function currentLinks(links: readonly OrderTableLinkRow[]): OrderTableLinkRow[] {
  const active = links.filter((link) => link.released_at === null);
  if (active.length > 0) return active;
  const lastRelease = links.reduce<string | null>((latest, link) => (link.released_at !== null && (latest === null || link.released_at > latest) ? link.released_at : latest), null);
  return links.filter((link) => link.released_at === lastRelease);
}

export function presentOrderSummary(order: OrderRow, links: readonly OrderTableLinkRow[]): TableOrderSummary {
  const seated = currentLinks(links.filter((link) => link.order_id === order.id));
  return {
    Id: order.id,
    OrderNo: order.order_no,
    Status: order.status,
    OrderTypeId: order.order_type_id,
    OutletOrderTypeId: order.outlet_order_type_id,
    Pax: order.pax,
    CustomerName: order.customer_name,
    PhoneNumber: order.phone_number,
    InfoOrder: order.info_order,
    OutletAreaId: order.outlet_area_id,
    EndTime: order.end_time,
    SubTotal: toWireAmount(order.subtotal),
    DiscountAmount: toWireAmount(order.discount_amount),
    Total: toWireAmount(order.total),
    CreatedOn: order.created_at,
    OrderedByName: order.created_by_name,
    OrderTables: seated.map((link) => ({ OutletTableId: link.outlet_table_id, OutletTable: { Id: link.outlet_table_id, TableName: link.table_name, OutletArea: { Name: link.area_name } } })),
    OutletTableIds: seated.map((link) => link.outlet_table_id),
  };
}

/** Order history (spec §2 /order-history, §7 GET /order/histories and getAllOrderHistory), in outlet days. */
export function createOrderHistoryService(deps: Deps) {
  const clock = deps.now ?? (() => new Date());

  async function summaries(rows: OrderRow[]): Promise<TableOrderSummary[]> {
    const links = await deps.orderTables.loadLinks(rows.map((row) => row.id));
    return rows.map((row) => presentOrderSummary(row, links));
  }

  return {
    /** GET /order/histories: one page of the outlet's orders between two outlet dates (today by default). */
    async histories(
      auth: AuthContext,
      outletIdHeader: number | null,
      query: { fromDate?: string | undefined; toDate?: string | undefined; status?: number | undefined; page: number; pageSize: number; keyword?: string | undefined },
    ): Promise<OrderHistoryPage> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.VIEW_ORDER_HISTORY, 'view order history');
      const today = getRecentDaysRange(clock(), 0, outlet.time_zone);
      const from = query.fromDate ? getOutletInstant(query.fromDate, 0, outlet.time_zone) : today.start;
      if (!from) throw invalidField('fromDate', 'must be a real date');
      const to = query.toDate ? getOutletInstant(query.toDate, LAST_SECOND_OF_DAY, outlet.time_zone) : today.end;
      if (!to) throw invalidField('toDate', 'must be a real date');
      if (to.getTime() < from.getTime()) throw invalidField('toDate', 'must not be before fromDate');
      const { rows, total } = await deps.orderTables.listOrders(
        outlet.id,
        { fromIso: from.toISOString(), toIso: new Date(to.getTime() + 999).toISOString(), status: query.status, keyword: query.keyword },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { Items: await summaries(rows), Page: query.page, PageSize: query.pageSize, TotalItems: total, TotalPages: Math.max(1, Math.ceil(total / query.pageSize)) };
    },

    /**
     * GET /order/getAllOrderHistory: every order in a range, unpaged. The merge-bill dialog asks
     * for ORDERED orders from six days ago to the end of today, which is also what it gets by default.
     */
    async allOrders(auth: AuthContext, outletIdHeader: number | null, query: { fromDate?: string | undefined; toDate?: string | undefined; status?: number | undefined }): Promise<TableOrderSummary[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const window = getRecentDaysRange(clock(), MERGE_BILL_WINDOW_DAYS, outlet.time_zone);
      const from = query.fromDate ? getOutletInstant(query.fromDate, 0, outlet.time_zone) : window.start;
      if (!from) throw invalidField('fromDate', 'must be a real date');
      const to = query.toDate ? getOutletInstant(query.toDate, LAST_SECOND_OF_DAY, outlet.time_zone) : window.end;
      if (!to) throw invalidField('toDate', 'must be a real date');
      const status = query.status ?? OrderStatus.ORDERED;
      const { rows } = await deps.orderTables.listOrders(outlet.id, { fromIso: from.toISOString(), toIso: new Date(to.getTime() + 999).toISOString(), status });
      return summaries(rows);
    },
  };
}

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
