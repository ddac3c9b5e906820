import type { Kysely, Selectable, Transaction } from 'kysely';
import { TableStatus } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { OutletAreasTable, OutletTablesTable } from '../../db/schema-floor.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type AreaRow = Selectable<OutletAreasTable>;
export type TableRow = Selectable<OutletTablesTable> & { lock_by_name: string | null; area_name: string; area_charge: number };

/** pg returns BIGINT as text: money columns become numbers here, at the edge. */
const withNumbers = <T extends { charge: number | string }>(row: T) => ({ ...row, charge: Number(row.charge) });

/** SQL of areas and tables; every read and write is scoped to an outlet. */
export function createTablesRepository(db: Kysely<Database>) {
  const selectTables = (executor: Executor) =>
    executor
      .selectFrom('outlet_tables')
      .innerJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
      .leftJoin('users', 'users.id', 'outlet_tables.lock_by')
      .selectAll('outlet_tables')
      .select(['users.name as lock_by_name', 'outlet_areas.name as area_name', 'outlet_areas.charge as area_charge'])
      // Archived tables (back office, migration 0018) are history only: never seated, listed or moved to.
      .where('outlet_tables.is_active', '=', 1);

  const toTableRow = (row: Omit<TableRow, 'charge' | 'area_charge'> & { charge: number | string; area_charge: number | string }): TableRow => ({
    ...withNumbers(row),
    area_charge: Number(row.area_charge),
  });

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    async listAreas(outletId: number): Promise<AreaRow[]> {
      const rows = await db.selectFrom('outlet_areas').selectAll().where('outlet_id', '=', outletId).where('is_active', '=', 1).orderBy('position').orderBy('id').execute();
      return rows.map(withNumbers);
    },

    async findArea(outletId: number, areaId: number): Promise<AreaRow | undefined> {
      const row = await db.selectFrom('outlet_areas').selectAll().where('outlet_id', '=', outletId).where('id', '=', areaId).where('is_active', '=', 1).executeTakeFirst();
      return row ? withNumbers(row) : undefined;
    },

    async listTables(outletId: number, areaId?: number): Promise<TableRow[]> {
      let query = selectTables(db).where('outlet_tables.outlet_id', '=', outletId);
      if (areaId !== undefined) query = query.where('outlet_tables.outlet_area_id', '=', areaId);
      const rows = await query.orderBy('outlet_tables.table_index').orderBy('outlet_tables.id').execute();
      return rows.map(toTableRow);
    },

    async findTable(outletId: number, tableId: number, executor: Executor = db): Promise<TableRow | undefined> {
      const row = await selectTables(executor).where('outlet_tables.outlet_id', '=', outletId).where('outlet_tables.id', '=', tableId).executeTakeFirst();
      return row ? toTableRow(row) : undefined;
    },

    async findTables(outletId: number, tableIds: readonly number[], executor: Executor = db): Promise<TableRow[]> {
      if (tableIds.length === 0) return [];
      const rows = await selectTables(executor).where('outlet_tables.outlet_id', '=', outletId).where('outlet_tables.id', 'in', [...tableIds]).execute();
      return rows.map(toTableRow);
    },

    /**
     * Fills the table for a user only if it is EMPTY or already filled by that same user: one
     * conditional UPDATE, so of two terminals racing for one table exactly one wins.
     */
    async fillIfFree(
      input: { outletId: number; tableId: number; userId: number; pax: number | null; endTime?: string | null; endsAt?: string | null; now: string },
      executor: Executor = db,
    ): Promise<boolean> {
      // A lock from the socket carries no end time: it keeps the one saved with the side form.
      const seatingTime = input.endTime === undefined ? {} : { end_time: input.endTime, ends_at: input.endsAt ?? null, time_up_notified_at: null };
      const result = await executor
        .updateTable('outlet_tables')
        .set((eb) => ({
          status: TableStatus.FILLED,
          lock_by: input.userId,
          filled_id: input.userId,
          updated_by: input.userId,
          pax: input.pax === null ? eb.ref('pax') : input.pax,
          ...seatingTime,
          last_filled_on: input.now,
          updated_at: input.now,
        }))
        .where('outlet_id', '=', input.outletId)
        .where('id', '=', input.tableId)
        .where((eb) =>
          eb.or([
            eb('status', '=', TableStatus.EMPTY),
            eb.and([eb('status', '=', TableStatus.FILLED), eb('lock_by', '=', input.userId)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Empties a FILLED table its user leaves (or nobody holds); false when it is not theirs to leave. */
    async emptyIfFilled(input: { outletId: number; tableId: number; userId: number; now: string }, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable('outlet_tables')
        .set({ ...emptySeating, updated_by: input.userId, updated_at: input.now })
        .where('outlet_id', '=', input.outletId)
        .where('id', '=', input.tableId)
        .where('status', '=', TableStatus.FILLED)
        .where((eb) => eb.or([eb('lock_by', '=', input.userId), eb('lock_by', 'is', null)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves a table holding an order between ORDERED and its transient states, only from the expected ones. */
    async setStatusFrom(
      input: { outletId: number; tableId: number; userId: number; from: readonly number[]; to: number; now: string },
      executor: Executor = db,
    ): Promise<boolean> {
      if (input.from.length === 0) return false;
      const result = await executor
        .updateTable('outlet_tables')
        .set({ status: input.to, updated_by: input.userId, updated_at: input.now })
        .where('outlet_id', '=', input.outletId)
        .where('id', '=', input.tableId)
        .where('status', 'in', [...input.from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Frees tables an order left (moved away): EMPTY with nobody seated. */
    async emptyTables(outletId: number, tableIds: readonly number[], userId: number | null, now: string, executor: Executor): Promise<void> {
      if (tableIds.length === 0) return;
      await executor
        .updateTable('outlet_tables')
        .set({ ...emptySeating, updated_by: userId, updated_at: now })
        .where('outlet_id', '=', outletId)
        .where('id', 'in', [...tableIds])
        .execute();
    },

    /** A moved order keeps its seating time: the target takes the end time of the table it left. */
    async copySeatingTime(outletId: number, from: TableRow, toTableId: number, executor: Executor): Promise<void> {
      if (from.end_time === null && from.ends_at === null) return;
      await executor
        .updateTable('outlet_tables')
        .set({ end_time: from.end_time, ends_at: from.ends_at, time_up_notified_at: from.time_up_notified_at })
        .where('outlet_id', '=', outletId)
        .where('id', '=', toTableId)
        .execute();
    },

    /** Locks the table's row until the transaction ends (PostgreSQL), so checks on it cannot interleave. */
    async touch(outletId: number, tableId: number, executor: Executor): Promise<boolean> {
      const result = await executor
        .updateTable('outlet_tables')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('outlet_id', '=', outletId)
        .where('id', '=', tableId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** What a table looks like when nobody sits at it. */
export const emptySeating = {
  status: TableStatus.EMPTY,
  lock_by: null,
  filled_id: null,
  pax: 0,
  end_time: null,
  ends_at: null,
  time_up_notified_at: null,
  merged_reference_id: null,
} as const;

export type TablesRepository = ReturnType<typeof createTablesRepository>;
