import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { TableStatus } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { OutletAreasTable, OutletTablesTable } from '../../db/schema-floor.ts';
import { ACTIVE_ORDER_STATUSES } from '../tables/order-tables.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type FloorAreaRow = Selectable<OutletAreasTable>;
export type FloorTableRow = Selectable<OutletTablesTable>;

/** pg returns BIGINT as text: money columns become numbers here, at the edge. */
const withNumbers = <T extends { charge: number | string }>(row: T) => ({ ...row, charge: Number(row.charge) });

/**
 * SQL of the back office's floor plans. Every read names the owner (an outlet, area or table of
 * another owner is simply not found) and reads suspended outlets too: the owner edits them.
 */
export function createFloorAdminRepository(db: Kysely<Database>) {
  /** A table is busy while someone sits at it or an order holds it (paid, cancelled and moved orders do not). */
  const hasActiveOrder = (executor: Executor, tableIds: readonly number[]) =>
    executor
      .selectFrom('order_tables')
      .innerJoin('orders', 'orders.id', 'order_tables.order_id')
      .select(['order_tables.outlet_table_id', 'orders.id'])
      .where('order_tables.outlet_table_id', 'in', [...tableIds])
      .where('order_tables.released_at', 'is', null)
      .where('orders.status', 'in', [...ACTIVE_ORDER_STATUSES]);

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    async findOwnedOutletId(ownerId: number, outletId: number): Promise<number | undefined> {
      const row = await db.selectFrom('outlets').select('id').where('owner_id', '=', ownerId).where('id', '=', outletId).executeTakeFirst();
      return row?.id;
    },

    async listAreas(outletId: number, includeArchived: boolean): Promise<FloorAreaRow[]> {
      let query = db.selectFrom('outlet_areas').selectAll().where('outlet_id', '=', outletId);
      if (!includeArchived) query = query.where('is_active', '=', 1);
      return (await query.orderBy('position').orderBy('id').execute()).map(withNumbers);
    },

    async listTables(outletId: number, includeArchived: boolean): Promise<FloorTableRow[]> {
      let query = db.selectFrom('outlet_tables').selectAll().where('outlet_id', '=', outletId);
      if (!includeArchived) query = query.where('is_active', '=', 1);
      return (await query.orderBy('table_index').orderBy('id').execute()).map(withNumbers);
    },

    /** Table id → the open order seated there. */
    async openOrderByTable(tableIds: readonly number[], executor: Executor = db): Promise<Map<number, number>> {
      if (tableIds.length === 0) return new Map();
      const rows = await hasActiveOrder(executor, tableIds).orderBy('orders.id').execute();
      return new Map(rows.map((row) => [row.outlet_table_id, row.id]));
    },

    /** A live area of the owner, or undefined. */
    async findArea(ownerId: number, areaId: number, executor: Executor = db): Promise<FloorAreaRow | undefined> {
      const row = await executor
        .selectFrom('outlet_areas')
        .innerJoin('outlets', 'outlets.id', 'outlet_areas.outlet_id')
        .selectAll('outlet_areas')
        .where('outlets.owner_id', '=', ownerId)
        .where('outlet_areas.id', '=', areaId)
        .where('outlet_areas.is_active', '=', 1)
        .executeTakeFirst();
      return row ? withNumbers(row) : undefined;
    },

    /** A live table of the owner, or undefined. */
    async findTable(ownerId: number, tableId: number, executor: Executor = db): Promise<FloorTableRow | undefined> {
      const row = await executor
        .selectFrom('outlet_tables')
        .innerJoin('outlets', 'outlets.id', 'outlet_tables.outlet_id')
        .selectAll('outlet_tables')
        .where('outlets.owner_id', '=', ownerId)
        .where('outlet_tables.id', '=', tableId)
        .where('outlet_tables.is_active', '=', 1)
        .executeTakeFirst();
      return row ? withNumbers(row) : undefined;
    },

    /** A table of the owner, archived or not (a retried create answers it either way). */
    async findTableAnyState(ownerId: number, tableId: number): Promise<FloorTableRow | undefined> {
      const row = await db
        .selectFrom('outlet_tables')
        .innerJoin('outlets', 'outlets.id', 'outlet_tables.outlet_id')
        .selectAll('outlet_tables')
        .where('outlets.owner_id', '=', ownerId)
        .where('outlet_tables.id', '=', tableId)
        .executeTakeFirst();
      return row ? withNumbers(row) : undefined;
    },

    /** Archived tables still point at their area: such an area is archived, never deleted. */
    async hasArchivedTables(areaId: number, executor: Executor): Promise<boolean> {
      return (await executor.selectFrom('outlet_tables').select('id').where('outlet_area_id', '=', areaId).where('is_active', '=', 0).limit(1).executeTakeFirst()) !== undefined;
    },

    async listAreaTables(areaId: number, executor: Executor = db): Promise<FloorTableRow[]> {
      return (await executor.selectFrom('outlet_tables').selectAll().where('outlet_area_id', '=', areaId).where('is_active', '=', 1).execute()).map(withNumbers);
    },

    /** Whether another live table of the outlet has this name (case and surrounding spaces ignored). */
    async isTableNameTaken(outletId: number, name: string, exceptTableId: number | null, executor: Executor = db): Promise<boolean> {
      let query = executor
        .selectFrom('outlet_tables')
        .select('id')
        .where('outlet_id', '=', outletId)
        .where('is_active', '=', 1)
        .where(sql<string>`lower(table_name)`, '=', name.toLowerCase());
      if (exceptTableId !== null) query = query.where('id', '!=', exceptTableId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The area or table a create with this Idempotency-Key already made (archived ones too: the key was spent). */
    async findIdByKey(what: 'outlet_areas' | 'outlet_tables', outletId: number, key: string, executor: Executor = db): Promise<number | undefined> {
      const row = await executor.selectFrom(what).select('id').where('outlet_id', '=', outletId).where('idempotency_key', '=', key).executeTakeFirst();
      return row?.id;
    },

    async insertArea(values: { outletId: number; name: string; width: number; height: number; charge: number; idempotencyKey: string | null }, executor: Executor): Promise<number> {
      const last = await executor.selectFrom('outlet_areas').select(sql<number>`coalesce(max(position), -1)`.as('position')).where('outlet_id', '=', values.outletId).executeTakeFirst();
      const row = await executor
        .insertInto('outlet_areas')
        .values({ outlet_id: values.outletId, name: values.name, area_width: values.width, area_height: values.height, charge: values.charge, position: Number(last?.position ?? -1) + 1, idempotency_key: values.idempotencyKey })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateArea(areaId: number, values: Partial<Pick<FloorAreaRow, 'name' | 'area_width' | 'area_height' | 'charge' | 'position'>>, executor: Executor = db): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await executor.updateTable('outlet_areas').set(values).where('id', '=', areaId).execute();
    },

    async insertTable(
      values: { outletId: number; areaId: number; name: string; index: number; x: number; y: number; capacity: number; isRoom: boolean; roomId: number | null; type: number; now: string; idempotencyKey: string | null },
      executor: Executor,
    ): Promise<number> {
      const row = await executor
        .insertInto('outlet_tables')
        .values({
          outlet_id: values.outletId,
          outlet_area_id: values.areaId,
          table_name: values.name,
          table_index: values.index,
          status: TableStatus.EMPTY,
          pax: 0,
          // A table's own charge is not edited here: the area's Charge applies (presentSelectedTable).
          charge: 0,
          position_x: values.x,
          position_y: values.y,
          capacity: values.capacity,
          is_room: values.isRoom ? 1 : 0,
          room_id: values.roomId,
          type: values.type,
          updated_at: values.now,
          idempotency_key: values.idempotencyKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateTable(
      tableId: number,
      values: Partial<Pick<FloorTableRow, 'outlet_area_id' | 'table_name' | 'table_index' | 'position_x' | 'position_y' | 'capacity' | 'is_room' | 'room_id' | 'type'>> & { updated_at: string },
      executor: Executor,
    ): Promise<void> {
      await executor.updateTable('outlet_tables').set(values).where('id', '=', tableId).execute();
    },

    /** Tables standing in a room leave it (the room is going away or is no longer a room). */
    async clearRoom(roomId: number, executor: Executor): Promise<void> {
      await executor.updateTable('outlet_tables').set({ room_id: null }).where('room_id', '=', roomId).execute();
    },

    /** Table ids among these that past orders or reservations name: they are archived, never deleted. */
    async referencedTableIds(tableIds: readonly number[], executor: Executor): Promise<Set<number>> {
      if (tableIds.length === 0) return new Set();
      const [orders, reservations] = await Promise.all([
        executor.selectFrom('order_tables').select('outlet_table_id as id').where('outlet_table_id', 'in', [...tableIds]).execute(),
        executor.selectFrom('reservations').select('outlet_table_id as id').where('outlet_table_id', 'in', [...tableIds]).execute(),
      ]);
      return new Set([...orders, ...reservations].map((row) => row.id));
    },

    async isAreaNamedByOrders(areaId: number, executor: Executor): Promise<boolean> {
      return (await executor.selectFrom('orders').select('id').where('outlet_area_id', '=', areaId).limit(1).executeTakeFirst()) !== undefined;
    },

    /** Waiting reservations at these tables: removing the table would strand them. */
    async waitingReservationCount(tableIds: readonly number[], waitingStatus: number, executor: Executor): Promise<number> {
      if (tableIds.length === 0) return 0;
      const row = await executor
        .selectFrom('reservations')
        .select(sql<number>`count(*)`.as('count'))
        .where('outlet_table_id', 'in', [...tableIds])
        .where('status', '=', waitingStatus)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * Archives or deletes tables only while they stay EMPTY: one conditional statement each, so a
     * cashier seating a guest between the check and this write makes it change nothing.
     */
    async retireEmptyTables(input: { archiveIds: readonly number[]; deleteIds: readonly number[]; now: string }, executor: Executor): Promise<number> {
      let changed = 0;
      if (input.archiveIds.length > 0) {
        const result = await executor
          .updateTable('outlet_tables')
          .set({ is_active: 0, room_id: null, merged_reference_id: null, updated_at: input.now })
          .where('id', 'in', [...input.archiveIds])
          .where('status', '=', TableStatus.EMPTY)
          .executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      if (input.deleteIds.length > 0) {
        const result = await executor.deleteFrom('outlet_tables').where('id', 'in', [...input.deleteIds]).where('status', '=', TableStatus.EMPTY).executeTakeFirst();
        changed += Number(result.numDeletedRows);
      }
      return changed;
    },

    async archiveArea(areaId: number, executor: Executor): Promise<void> {
      await executor.updateTable('outlet_areas').set({ is_active: 0 }).where('id', '=', areaId).execute();
    },

    async deleteArea(areaId: number, executor: Executor): Promise<void> {
      await executor.deleteFrom('outlet_areas').where('id', '=', areaId).execute();
    },

    /** Locks the area's row until the transaction ends (PostgreSQL), so two edits of one area never interleave. */
    async touchArea(areaId: number, executor: Executor): Promise<void> {
      await executor.updateTable('outlet_areas').set((eb) => ({ name: eb.ref('name') })).where('id', '=', areaId).execute();
    },
  };
}

export type FloorAdminRepository = ReturnType<typeof createFloorAdminRepository>;
