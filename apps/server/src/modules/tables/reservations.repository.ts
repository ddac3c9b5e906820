import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReservationsTable } from '../../db/schema-floor.ts';
import type { Executor } from './tables.repository.ts';

export type ReservationRow = Selectable<ReservationsTable> & { table_name: string; outlet_area_id: number; area_name: string };

/** SQL of reservations; every read and write is scoped to an outlet. */
export function createReservationsRepository(db: Kysely<Database>) {
  const selectReservations = (executor: Executor) =>
    executor
      .selectFrom('reservations')
      .innerJoin('outlet_tables', 'outlet_tables.id', 'reservations.outlet_table_id')
      .innerJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
      .selectAll('reservations')
      .select(['outlet_tables.table_name', 'outlet_tables.outlet_area_id', 'outlet_areas.name as area_name']);

  return {
    find: (outletId: number, id: number, executor: Executor = db): Promise<ReservationRow | undefined> =>
      selectReservations(executor).where('reservations.outlet_id', '=', outletId).where('reservations.id', '=', id).executeTakeFirst(),

    list: (outletId: number, range: { fromIso: string; toIso: string }, status?: number): Promise<ReservationRow[]> => {
      let query = selectReservations(db)
        .where('reservations.outlet_id', '=', outletId)
        .where('reservations.reservation_at', '>=', range.fromIso)
        .where('reservations.reservation_at', '<=', range.toIso);
      if (status !== undefined) query = query.where('reservations.status', '=', status);
      return query.orderBy('reservations.reservation_at').orderBy('reservations.id').execute();
    },

    listByTable: (outletId: number, tableId: number, options: { status?: number; fromIso?: string }, executor: Executor = db): Promise<ReservationRow[]> => {
      let query = selectReservations(executor).where('reservations.outlet_id', '=', outletId).where('reservations.outlet_table_id', '=', tableId);
      if (options.status !== undefined) query = query.where('reservations.status', '=', options.status);
      if (options.fromIso !== undefined) query = query.where('reservations.reservation_at', '>=', options.fromIso);
      return query.orderBy('reservations.reservation_at').execute();
    },

    /** WAITING reservations of the outlet's tables between two instants (IsReserved, move and merge checks). */
    listWaitingBetween: (outletId: number, status: number, fromIso: string, toIso: string, executor: Executor = db) =>
      executor
        .selectFrom('reservations')
        .select(['outlet_table_id', 'reservation_at', 'status'])
        .where('outlet_id', '=', outletId)
        .where('status', '=', status)
        .where('reservation_at', '>=', fromIso)
        .where('reservation_at', '<=', toIso)
        .execute(),

    async insert(row: Omit<ReservationsTable, 'id'>, executor: Executor = db): Promise<number> {
      const inserted = await executor.insertInto('reservations').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async update(outletId: number, id: number, values: Partial<Omit<ReservationsTable, 'id' | 'outlet_id'>>, executor: Executor = db): Promise<void> {
      await executor.updateTable('reservations').set(values).where('outlet_id', '=', outletId).where('id', '=', id).execute();
    },

    /** Changes the status only from the expected one; false when another terminal got there first. */
    async updateStatusFrom(outletId: number, id: number, from: number, to: number, now: string, executor: Executor): Promise<boolean> {
      const result = await executor
        .updateTable('reservations')
        .set({ status: to, updated_at: now })
        .where('outlet_id', '=', outletId)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(outletId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('reservations').where('outlet_id', '=', outletId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
