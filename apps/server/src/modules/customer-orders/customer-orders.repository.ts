import type { Kysely, Transaction } from 'kysely';
import { CustomerOrderLineStatus, CustomerOrderStatus, ONGOING_ORDER_STATUSES } from '@kasir/domain';
import type { BillRequest, CustomerOrder, CustomerOrderLine } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { wireAmount } from '../memberships/memberships.presenter.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

type StoredAddOn = { SubProductId?: number | null; Name?: string; Price?: number };

/** The whole placement's status from its lines: pending while one waits, rejected when all were. */
export function placementStatus(lineStatuses: readonly number[]): number {
  if (lineStatuses.some((status) => status === CustomerOrderLineStatus.PENDING)) return CustomerOrderStatus.PENDING;
  if (lineStatuses.some((status) => status === CustomerOrderLineStatus.CONFIRMED)) return CustomerOrderStatus.CONFIRMED;
  return CustomerOrderStatus.REJECTED;
}

function parseAddOns(text: string): CustomerOrderLine['AddOns'] {
  try {
    const parsed = JSON.parse(text) as StoredAddOn[];
    return Array.isArray(parsed) ? parsed.map((addOn) => ({ Name: String(addOn.Name ?? ''), Price: wireAmount(addOn.Price ?? 0) })) : [];
  } catch {
    return [];
  }
}

/** Reads and writes of customer placements (migration 0024), always scoped to an outlet. */
export function createCustomerOrdersRepository(db: Kysely<Database>) {
  /** Placements with their order, table and lines, presented as the cashier sees them. */
  async function present(executor: Executor, rows: Array<{ id: number }>): Promise<CustomerOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [heads, lines] = await Promise.all([
      executor
        .selectFrom('customer_orders')
        .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
        .leftJoin('outlet_tables', 'outlet_tables.id', 'customer_orders.outlet_table_id')
        .leftJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
        .select([
          'customer_orders.id',
          'customer_orders.order_id',
          'orders.order_no',
          'orders.status as order_status',
          'customer_orders.app_order_type',
          'customer_orders.status',
          'customer_orders.is_addition',
          'customer_orders.outlet_table_id',
          'outlet_tables.table_name',
          'outlet_areas.name as area_name',
          'customer_orders.customer_name',
          'customer_orders.phone_number',
          'orders.delivery_address',
          'customer_orders.notes',
          'customer_orders.reject_reason',
          'customer_orders.created_at',
          'customer_orders.decided_at',
        ])
        .where('customer_orders.id', 'in', ids)
        .execute(),
      executor.selectFrom('customer_order_lines').selectAll().where('customer_order_id', 'in', ids).orderBy('id').execute(),
    ]);
    const byId = new Map(heads.map((head) => [head.id, head]));
    return ids.flatMap((id) => {
      const head = byId.get(id);
      if (!head) return [];
      const own = lines.filter((line) => line.customer_order_id === id);
      const total = own.filter((line) => line.status !== CustomerOrderLineStatus.REJECTED).reduce((sum, line) => sum + toNumber(line.price) * line.quantity, 0);
      return [
        {
          Id: head.id,
          OrderId: head.order_id,
          OrderNo: head.order_no,
          OrderStatus: head.order_status,
          AppOrderType: head.app_order_type,
          Status: head.status,
          IsAddition: Number(head.is_addition) === 1,
          OutletTableId: head.outlet_table_id,
          TableName: head.table_name ?? null,
          AreaName: head.area_name ?? null,
          CustomerName: head.customer_name,
          PhoneNumber: head.phone_number,
          DeliveryAddress: head.delivery_address,
          Notes: head.notes,
          RejectReason: head.reject_reason,
          Total: wireAmount(total),
          CreatedOn: head.created_at,
          DecidedOn: head.decided_at,
          Lines: own.map((line) => ({
            Id: line.id,
            OrderProductId: line.order_product_id,
            OutletProductId: line.outlet_product_id,
            ProductName: line.product_name,
            Quantity: line.quantity,
            Price: wireAmount(line.price),
            Notes: line.notes,
            AddOns: parseAddOns(line.add_ons),
            Status: line.status,
            RejectReason: line.reject_reason,
          })),
        },
      ];
    });
  }

  return {
    present,

    /** The outlet's placements, newest first: the pending ones, or (since) every one created from `sinceIso`. */
    async list(ownerId: number, outletId: number, filter: { pendingOnly: true } | { sinceIso: string }): Promise<CustomerOrder[]> {
      let query = db
        .selectFrom('customer_orders')
        .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
        .select('customer_orders.id')
        .where('customer_orders.owner_id', '=', ownerId)
        .where('customer_orders.outlet_id', '=', outletId);
      // A placement whose order was paid or cancelled meanwhile waits for nobody any more.
      query =
        'pendingOnly' in filter
          ? query.where('customer_orders.status', '=', CustomerOrderStatus.PENDING).where('orders.status', 'in', [...ONGOING_ORDER_STATUSES])
          : query.where('customer_orders.created_at', '>=', filter.sinceIso);
      const rows = await query.orderBy('customer_orders.created_at', 'desc').orderBy('customer_orders.id', 'desc').limit(500).execute();
      return present(db, rows);
    },

    async countPending(outletId: number): Promise<number> {
      const row = await db
        .selectFrom('customer_orders')
        .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('customer_orders.outlet_id', '=', outletId)
        .where('customer_orders.status', '=', CustomerOrderStatus.PENDING)
        .where('orders.status', 'in', [...ONGOING_ORDER_STATUSES])
        .executeTakeFirst();
      return toNumber(row?.count);
    },

    /** The placement lines that point at these order lines (PENDING or CONFIRMED ones). */
    linesOfOrderProducts: (executor: Executor, orderProductIds: readonly number[]) =>
      orderProductIds.length === 0
        ? Promise.resolve([])
        : executor.selectFrom('customer_order_lines').select(['id', 'customer_order_id', 'order_product_id', 'status']).where('order_product_id', 'in', [...orderProductIds]).execute(),

    /** Sets each placement's status from its lines, and who decided it once nothing waits. */
    async recomputePlacements(executor: Executor, customerOrderIds: readonly number[], actorUserId: number, nowIso: string, rejectReason: string | null): Promise<Array<{ id: number; status: number }>> {
      const ids = [...new Set(customerOrderIds)];
      if (ids.length === 0) return [];
      const lines = await executor.selectFrom('customer_order_lines').select(['customer_order_id', 'status']).where('customer_order_id', 'in', ids).execute();
      const result: Array<{ id: number; status: number }> = [];
      for (const id of ids) {
        const status = placementStatus(lines.filter((line) => line.customer_order_id === id).map((line) => line.status));
        const decided = status !== CustomerOrderStatus.PENDING;
        await executor
          .updateTable('customer_orders')
          .set({
            status,
            decided_at: decided ? nowIso : null,
            decided_by: decided ? actorUserId : null,
            ...(status === CustomerOrderStatus.REJECTED && rejectReason !== null ? { reject_reason: rejectReason } : {}),
          })
          .where('id', '=', id)
          .execute();
        result.push({ id, status });
      }
      return result;
    },

    /** Tables the order's placements were made from (a new customer order holds none yet). */
    async placementTableIds(executor: Executor, orderId: number): Promise<number[]> {
      const rows = await executor.selectFrom('customer_orders').select('outlet_table_id').where('order_id', '=', orderId).where('outlet_table_id', 'is not', null).execute();
      return [...new Set(rows.map((row) => row.outlet_table_id!))];
    },

    /**
     * Open bill requests of the outlet with their order and tables. A request whose order was
     * paid, cancelled or otherwise closed meanwhile is resolved here (lazily, on read) and left out.
     */
    async openBillRequests(ownerId: number, outletId: number, nowIso: string): Promise<BillRequest[]> {
      const rows = await db
        .selectFrom('bill_requests')
        .innerJoin('orders', 'orders.id', 'bill_requests.order_id')
        .select(['bill_requests.id', 'bill_requests.order_id', 'bill_requests.created_at', 'orders.order_no', 'orders.status'])
        .where('bill_requests.owner_id', '=', ownerId)
        .where('bill_requests.outlet_id', '=', outletId)
        .where('bill_requests.resolved_at', 'is', null)
        .orderBy('bill_requests.created_at', 'desc')
        .orderBy('bill_requests.id', 'desc')
        .execute();
      const closed = rows.filter((row) => !ONGOING_ORDER_STATUSES.includes(row.status)).map((row) => row.id);
      if (closed.length > 0) await db.updateTable('bill_requests').set({ resolved_at: nowIso }).where('id', 'in', closed).where('resolved_at', 'is', null).execute();
      const open = rows.filter((row) => ONGOING_ORDER_STATUSES.includes(row.status));
      const names = await tableNamesOfOrders(db, open.map((row) => row.order_id));
      return open.map((row) => ({ Id: row.id, OrderId: row.order_id, OrderNo: row.order_no, TableNames: names.get(row.order_id) ?? [], CreatedOn: row.created_at }));
    },

    async countOpenBillRequests(outletId: number): Promise<number> {
      const row = await db
        .selectFrom('bill_requests')
        .innerJoin('orders', 'orders.id', 'bill_requests.order_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('bill_requests.outlet_id', '=', outletId)
        .where('bill_requests.resolved_at', 'is', null)
        .where('orders.status', 'in', [...ONGOING_ORDER_STATUSES])
        .executeTakeFirst();
      return toNumber(row?.count);
    },

    /** Marks one bill request resolved (a repeat answers it again); undefined when it is not the outlet's. */
    async resolveBillRequest(ownerId: number, outletId: number, id: number, nowIso: string): Promise<BillRequest | undefined> {
      const row = await db
        .selectFrom('bill_requests')
        .innerJoin('orders', 'orders.id', 'bill_requests.order_id')
        .select(['bill_requests.id', 'bill_requests.order_id', 'bill_requests.created_at', 'bill_requests.resolved_at', 'orders.order_no'])
        .where('bill_requests.id', '=', id)
        .where('bill_requests.owner_id', '=', ownerId)
        .where('bill_requests.outlet_id', '=', outletId)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.resolved_at === null) await db.updateTable('bill_requests').set({ resolved_at: nowIso }).where('id', '=', id).where('resolved_at', 'is', null).execute();
      const names = await tableNamesOfOrders(db, [row.order_id]);
      return { Id: row.id, OrderId: row.order_id, OrderNo: row.order_no, TableNames: names.get(row.order_id) ?? [], CreatedOn: row.created_at };
    },
  };
}

/** Each order's table names: the tables it holds, else the tables its placements came from. */
export async function tableNamesOfOrders(executor: Executor, orderIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (orderIds.length === 0) return names;
  const ids = [...new Set(orderIds)];
  const [held, placed] = await Promise.all([
    executor
      .selectFrom('order_tables')
      .innerJoin('outlet_tables', 'outlet_tables.id', 'order_tables.outlet_table_id')
      .select(['order_tables.order_id', 'outlet_tables.table_name'])
      .where('order_tables.order_id', 'in', ids)
      .where('order_tables.released_at', 'is', null)
      .execute(),
    executor
      .selectFrom('customer_orders')
      .innerJoin('outlet_tables', 'outlet_tables.id', 'customer_orders.outlet_table_id')
      .select(['customer_orders.order_id', 'outlet_tables.table_name'])
      .where('customer_orders.order_id', 'in', ids)
      .execute(),
  ]);
  for (const id of ids) {
    const own = held.filter((row) => row.order_id === id).map((row) => row.table_name);
    const fallback = placed.filter((row) => row.order_id === id).map((row) => row.table_name);
    names.set(id, [...new Set(own.length > 0 ? own : fallback)]);
  }
  return names;
}

export type CustomerOrdersRepository = ReturnType<typeof createCustomerOrdersRepository>;
