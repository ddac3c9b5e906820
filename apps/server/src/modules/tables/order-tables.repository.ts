import type { Kysely, Selectable } from 'kysely';
import { OrderStatus, type SessionTimes } from '@kasir/domain';
import { normaliseOrderRow } from '../../db/row-numbers.ts';
import type { Database } from '../../db/schema.ts';
import type { OrdersTable } from '../../db/schema-orders.ts';
import type { Executor } from './tables.repository.ts';

/** Orders that still hold their tables: everything not yet paid, cancelled, merged or split away. */
export const ACTIVE_ORDER_STATUSES = [OrderStatus.RESERVERD, OrderStatus.ORDERED, OrderStatus.PARTIALLY_PAID, OrderStatus.PENDING_CANCEL, OrderStatus.PENDING] as const;

export type OrderRow = Selectable<OrdersTable>;
export type OrderTableLinkRow = { order_id: number; outlet_table_id: number; table_name: string; area_name: string; released_at: string | null };


/** The orders side of seating: which order sits where, read from the orders module's tables. */
export function createOrderTablesRepository(db: Kysely<Database>) {
  return {
    async findOrder(ownerId: number, outletId: number, orderId: number, executor: Executor = db): Promise<OrderRow | undefined> {
      const row = await executor
        .selectFrom('orders')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('outlet_id', '=', outletId)
        .where('id', '=', orderId)
        .executeTakeFirst();
      return row ? normaliseOrderRow(row) : undefined;
    },

    async activeTableIdsOfOrder(orderId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.selectFrom('order_tables').select('outlet_table_id').where('order_id', '=', orderId).where('released_at', 'is', null).execute();
      return [...new Set(rows.map((row) => row.outlet_table_id))];
    },

    /** Table id → the active order seated there. */
    async activeOrderByTable(outletId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('order_tables')
        .innerJoin('orders', 'orders.id', 'order_tables.order_id')
        .select(['order_tables.outlet_table_id', 'orders.id'])
        .where('orders.outlet_id', '=', outletId)
        .where('order_tables.released_at', 'is', null)
        .where('orders.status', 'in', [...ACTIVE_ORDER_STATUSES])
        .orderBy('orders.id')
        .execute();
      return new Map(rows.map((row) => [row.outlet_table_id, row.id]));
    },

    /** Orders seated at a table (active links only), newest first. */
    async ordersAtTable(outletId: number, tableId: number, status: number | undefined): Promise<OrderRow[]> {
      let query = db
        .selectFrom('orders')
        .selectAll('orders')
        .where('orders.outlet_id', '=', outletId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('order_tables')
              .select('order_tables.order_id')
              .whereRef('order_tables.order_id', '=', 'orders.id')
              .where('order_tables.outlet_table_id', '=', tableId)
              .where('order_tables.released_at', 'is', null),
          ),
        );
      if (status !== undefined) query = query.where('orders.status', '=', status);
      return (await query.orderBy('orders.id', 'desc').execute()).map(normaliseOrderRow);
    },

    /** When the active orders at a table started (spec §5: a reservation keeps 2 hours from them). */
    async activeOrderStartsAtTable(outletId: number, tableId: number, executor: Executor = db): Promise<Date[]> {
      const rows = await executor
        .selectFrom('orders')
        .innerJoin('order_tables', 'order_tables.order_id', 'orders.id')
        .select('orders.created_at')
        .where('orders.outlet_id', '=', outletId)
        .where('order_tables.outlet_table_id', '=', tableId)
        .where('order_tables.released_at', 'is', null)
        .where('orders.status', 'in', [...ACTIVE_ORDER_STATUSES])
        .execute();
      return rows.map((row) => new Date(row.created_at));
    },

    async listOrders(
      outletId: number,
      filter: { fromIso: string; toIso: string; status?: number | undefined; keyword?: string | undefined },
      page?: { offset: number; limit: number },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      let query = db
        .selectFrom('orders')
        .where('outlet_id', '=', outletId)
        .where('created_at', '>=', filter.fromIso)
        .where('created_at', '<=', filter.toIso);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.keyword) {
        const like = `%${filter.keyword.replace(/[%_]/g, '').toLowerCase()}%`;
        query = query.where((eb) => eb.or([eb(eb.fn('lower', ['order_no']), 'like', like), eb(eb.fn('lower', ['customer_name']), 'like', like)]));
      }
      const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
      let rowsQuery = query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (page) rowsQuery = rowsQuery.limit(page.limit).offset(page.offset);
      return { rows: (await rowsQuery.execute()).map(normaliseOrderRow), total: Number(counted?.count ?? 0) };
    },

    async loadLinks(orderIds: readonly number[]): Promise<OrderTableLinkRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .selectFrom('order_tables')
        .innerJoin('outlet_tables', 'outlet_tables.id', 'order_tables.outlet_table_id')
        .innerJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
        .select(['order_tables.order_id', 'order_tables.outlet_table_id', 'outlet_tables.table_name', 'outlet_areas.name as area_name', 'order_tables.released_at'])
        .where('order_tables.order_id', 'in', [...orderIds])
        .orderBy('order_tables.created_at')
        .execute();
    },

    async releaseLinks(orderId: number, tableIds: readonly number[], now: string, executor: Executor): Promise<void> {
      if (tableIds.length === 0) return;
      await executor
        .updateTable('order_tables')
        .set({ released_at: now })
        .where('order_id', '=', orderId)
        .where('outlet_table_id', 'in', [...tableIds])
        .where('released_at', 'is', null)
        .execute();
    },

    async touchOrder(orderId: number, values: { outletAreaId?: number; now: string }, executor: Executor): Promise<void> {
      await executor
        .updateTable('orders')
        .set((eb) => ({
          updated_at: values.now,
          version: eb('version', '+', 1),
          ...(values.outletAreaId !== undefined ? { outlet_area_id: values.outletAreaId } : {}),
        }))
        .where('id', '=', orderId)
        .execute();
    },

    /** The time sessions (end, terminated) of the active orders at each seated table of the outlet. */
    async sessionTimesByTable(outletId: number): Promise<Map<number, SessionTimes[]>> {
      const rows = await db
        .selectFrom('order_time_sessions')
        .innerJoin('order_tables', 'order_tables.order_id', 'order_time_sessions.order_id')
        .innerJoin('orders', 'orders.id', 'order_time_sessions.order_id')
        .select(['order_tables.outlet_table_id', 'order_time_sessions.end_time', 'order_time_sessions.terminated_on'])
        .where('orders.outlet_id', '=', outletId)
        .where('order_tables.released_at', 'is', null)
        .execute();
      const byTable = new Map<number, SessionTimes[]>();
      for (const row of rows) {
        const times = { endTime: row.end_time === null ? null : new Date(row.end_time), terminatedOn: row.terminated_on === null ? null : new Date(row.terminated_on) };
        byTable.set(row.outlet_table_id, [...(byTable.get(row.outlet_table_id) ?? []), times]);
      }
      return byTable;
    },
  };
}

export type OrderTablesRepository = ReturnType<typeof createOrderTablesRepository>;
