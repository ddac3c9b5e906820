import type { Kysely, Transaction } from 'kysely';
import {
  ReservationStatus,
  SpecMessage,
  TableStatus,
  fillMessage,
  findBlockingReservation,
  resolveEndTime,
} from '@kasir/domain';
import { fill, perAdapter, slot } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import { emptySeating } from './tables.repository.ts';
import { formatReservationMoment } from './reservation-time.ts';
import { minimumReservationHours } from './outlet-settings.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

const releaseShapes = perAdapter<Record<string, unknown>>();

type OccupiedTable = { id: number; table_name: string; status: number; lock_by: number | null; lock_by_name: string | null; end_time: string | null; ends_at: string | null };

/** The 409 of a table someone else holds, naming the table and who holds it. */
export function tableTakenError(table: { table_name: string; status: number; lock_by_name: string | null }): AppError {
  if (table.status === TableStatus.FILLED && table.lock_by_name) {
    return new AppError('CONFLICT', `Table ${table.table_name} is already taken by ${table.lock_by_name}`);
  }
  return new AppError('CONFLICT', `Table ${table.table_name} is not available`);
}

async function loadOutletClock(executor: Executor, outletId: number): Promise<{ timeZone: number; minimumReservationHours: number }> {
  const outlet = await executor.selectFrom('outlets').select('time_zone').where('id', '=', outletId).executeTakeFirst();
  if (!outlet) throw notFound('Outlet');
  return { timeZone: outlet.time_zone, minimumReservationHours: await minimumReservationHours(executor, outletId) };
}

/**
 * The seam between orders and tables: the orders module calls it inside its own transaction
 * when an order takes tables (new table order, reservation saved to an order).
 *
 * The tables must belong to the outlet (else 404) and be EMPTY, or FILLED by the same user
 * (else a 409 naming the table and who holds it); a WAITING reservation at one of them within
 * the outlet's MINIMUM_HOURS_RESERVATION refuses with 'Gagal! Meja … Sudah direservasi pada …'.
 * Each table turns ORDERED with a conditional UPDATE, so two terminals never both take one
 * table; order_tables rows link them to the order. Callers announce the tables after commit
 * (announceTables in table-events.ts).
 */
export async function occupyTablesForOrder(
  executor: Executor,
  input: { outletId: number; orderId: number; tableIds: readonly number[]; userId: number | null; mergedReferenceId?: number | null; skipReservationCheck?: boolean },
): Promise<void> {
  const tableIds = [...new Set(input.tableIds)];
  if (tableIds.length === 0) return;
  const tables: OccupiedTable[] = await executor
    .selectFrom('outlet_tables')
    .leftJoin('users', 'users.id', 'outlet_tables.lock_by')
    .select(['outlet_tables.id', 'outlet_tables.table_name', 'outlet_tables.status', 'outlet_tables.lock_by', 'users.name as lock_by_name', 'outlet_tables.end_time', 'outlet_tables.ends_at'])
    .where('outlet_tables.outlet_id', '=', input.outletId)
    .where('outlet_tables.id', 'in', tableIds)
    // An archived table (back office) takes no new order.
    .where('outlet_tables.is_active', '=', 1)
    .execute();
  if (tables.length !== tableIds.length) throw notFound('Table');

  const now = new Date();
  const nowIso = now.toISOString();
  const clock = await loadOutletClock(executor, input.outletId);
  if (!input.skipReservationCheck) {
    const reservations = await executor
      .selectFrom('reservations')
      .select(['outlet_table_id', 'reservation_at', 'status'])
      .where('outlet_id', '=', input.outletId)
      .where('outlet_table_id', 'in', tableIds)
      .where('status', '=', ReservationStatus.WAITING)
      .execute();
    for (const table of tables) {
      const blocking = findBlockingReservation(
        reservations.filter((row) => row.outlet_table_id === table.id).map((row) => ({ status: row.status, reservationAt: new Date(row.reservation_at) })),
        now,
        clock.minimumReservationHours,
      );
      if (blocking) {
        throw new AppError('CONFLICT', fillMessage(SpecMessage.TABLE_ALREADY_RESERVED_AT, { table: table.table_name, time: formatReservationMoment(blocking.reservationAt, clock.timeZone) }));
      }
    }
  }

  const order = await executor.selectFrom('orders').select('end_time').where('id', '=', input.orderId).where('outlet_id', '=', input.outletId).executeTakeFirst();
  if (!order) throw notFound('Order');

  for (const table of tables) {
    const endTime = order.end_time ?? table.end_time;
    const endsAt = table.ends_at ?? (endTime ? (resolveEndTime(now, endTime, clock.timeZone)?.toISOString() ?? null) : null);
    const result = await executor
      .updateTable('outlet_tables')
      .set({
        status: TableStatus.ORDERED,
        lock_by: null,
        filled_id: null,
        updated_by: input.userId,
        end_time: endTime,
        ends_at: endsAt,
        time_up_notified_at: null,
        merged_reference_id: input.mergedReferenceId ?? null,
        last_ordered_on: nowIso,
        updated_at: nowIso,
      })
      .where('outlet_id', '=', input.outletId)
      .where('id', '=', table.id)
      .where((eb) => {
        const filledByCaller =
          input.userId === null
            ? eb('status', '=', TableStatus.FILLED)
            : eb.and([eb('status', '=', TableStatus.FILLED), eb.or([eb('lock_by', '=', input.userId), eb('lock_by', 'is', null)])]);
        return eb.or([eb('status', '=', TableStatus.EMPTY), filledByCaller]);
      })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw tableTakenError(table);
  }

  await executor
    .insertInto('order_tables')
    .values(tableIds.map((tableId) => ({ order_id: input.orderId, outlet_table_id: tableId, created_at: nowIso, released_at: null })))
    .execute();

  // A reservation just saved to an order (POST /reservation/save) learns which order it became.
  await executor
    .updateTable('reservations')
    .set({ order_id: input.orderId, updated_at: nowIso })
    .where('outlet_id', '=', input.outletId)
    .where('outlet_table_id', 'in', tableIds)
    .where('status', '=', ReservationStatus.DONE)
    .where('order_id', 'is', null)
    .where('reservation_at', '>=', new Date(now.getTime() - clock.minimumReservationHours * 3_600_000).toISOString())
    .where('reservation_at', '<=', new Date(now.getTime() + clock.minimumReservationHours * 3_600_000).toISOString())
    .execute();
}

/**
 * Ends the order's hold on its tables (cancel, paid, terminated, merged away): its running time
 * sessions get TerminatedOn, the links are released and the tables turn EMPTY. Returns the
 * table ids, for broadcasting after commit.
 */
export async function releaseTablesOfOrder(executor: Executor, input: { outletId: number; orderId: number }): Promise<number[]> {
  // Every paid order runs these two: compiled once (db/compiled-query.ts).
  const terminate = releaseShapes(executor)('terminateSessions', () =>
    executor.updateTable('order_time_sessions').set({ terminated_on: slot<string>('nowIso') }).where('order_id', '=', slot<number>('orderId')).where('terminated_on', 'is', null),
  );
  await executor.executeQuery(fill(terminate, { nowIso: new Date().toISOString(), orderId: input.orderId }));
  const linksQuery = releaseShapes(executor)('heldLinks', () =>
    executor
      .selectFrom('order_tables')
      .innerJoin('outlet_tables', 'outlet_tables.id', 'order_tables.outlet_table_id')
      .select('order_tables.outlet_table_id')
      .where('order_tables.order_id', '=', slot<number>('orderId'))
      .where('order_tables.released_at', 'is', null)
      .where('outlet_tables.outlet_id', '=', slot<number>('outletId')),
  );
  const links = (await executor.executeQuery(fill(linksQuery, { orderId: input.orderId, outletId: input.outletId }))).rows as Array<{ outlet_table_id: number }>;
  const tableIds = [...new Set(links.map((link) => link.outlet_table_id))];
  if (tableIds.length === 0) return [];
  const nowIso = new Date().toISOString();
  await executor
    .updateTable('order_tables')
    .set({ released_at: nowIso })
    .where('order_id', '=', input.orderId)
    .where('outlet_table_id', 'in', tableIds)
    .where('released_at', 'is', null)
    .execute();
  await executor
    .updateTable('outlet_tables')
    .set({ ...emptySeating, updated_at: nowIso })
    .where('outlet_id', '=', input.outletId)
    .where('id', 'in', tableIds)
    .execute();
  return tableIds;
}
