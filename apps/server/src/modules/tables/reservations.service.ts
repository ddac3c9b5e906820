import {
  MS_PER_DAY,
  OtherPermission,
  ReservationStatus,
  SpecMessage,
  canChangeReservationStatus,
  fillMessage,
  findReservationSlotConflict,
  formatOutletDate,
  getOutletInstant,
  parseReservationInstant,
  startOfOutletDay,
} from '@kasir/domain';
import type { Reservation, ReservationBody, ReservationSaved, ReservationUpdateBody } from '@kasir/contracts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { OutletRow } from '../outlets/outlets.repository.ts';
import type { OrderTablesRepository } from './order-tables.repository.ts';
import type { ReservationRow, ReservationsRepository } from './reservations.repository.ts';
import { formatReservationMoment } from './reservation-time.ts';
import { presentReservation } from './reservations.presenter.ts';
import { announceTables } from './table-events.ts';
import { tableTakenError } from './table-occupancy.ts';
import { presentSelectedTable } from './tables.presenter.ts';
import { cashierId } from './tables.service.ts';
import type { Executor, TablesRepository } from './tables.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets' | 'permissions' | 'broadcaster'> & {
  tables: TablesRepository;
  reservations: ReservationsRepository;
  orderTables: OrderTablesRepository;
  now?: () => Date;
};

/** When no range is asked for: today and the next 30 days of the outlet. */
const DEFAULT_LIST_DAYS = 30;
const SECONDS_PER_DAY = MS_PER_DAY / 1000;

/** Reservations of spec §3/§7: list, CRUD, done/cancel, save to an order, by table; buffers of §5/§9 checked in outlet time. */
export function createReservationsService(deps: Deps) {
  const clock = deps.now ?? (() => new Date());

  async function load(outlet: OutletRow, id: number, executor?: Executor): Promise<ReservationRow> {
    const row = await deps.reservations.find(outlet.id, id, executor);
    if (!row) throw notFound('Reservation');
    return row;
  }

  /** The reservation's instant from its outlet date and time; 400 naming the field otherwise. */
  function instantOf(outlet: OutletRow, date: string, time: string, now: Date): Date {
    const at = parseReservationInstant(date, time, outlet.time_zone);
    if (!at) throw invalidField('ReservationDate', 'must be a real date');
    if (at.getTime() <= now.getTime()) throw invalidField('ReservationTime', 'must be in the future');
    return at;
  }

  /** Refuses a slot another reservation (1 h) or an active order (2 h) holds; run inside the transaction. */
  async function assertSlotFree(trx: Executor, outlet: OutletRow, slot: { tableId: number; at: Date; exceptId?: number }): Promise<void> {
    const table = await deps.tables.findTable(outlet.id, slot.tableId, trx);
    if (!table) throw notFound('Table');
    // Holds the table's row (PostgreSQL) so two reservations for one slot cannot both pass the check.
    await deps.tables.touch(outlet.id, table.id, trx);
    const waiting = await deps.reservations.listByTable(outlet.id, table.id, { status: ReservationStatus.WAITING }, trx);
    const others = waiting.filter((row) => row.id !== slot.exceptId).map((row) => ({ status: row.status, reservationAt: new Date(row.reservation_at) }));
    const orderStarts = await deps.orderTables.activeOrderStartsAtTable(outlet.id, table.id, trx);
    const conflict = findReservationSlotConflict(slot.at, others, orderStarts);
    if (!conflict) return;
    const time = formatReservationMoment(conflict.at, outlet.time_zone);
    if (conflict.kind === 'reservation') throw new AppError('CONFLICT', fillMessage(SpecMessage.TABLE_ALREADY_RESERVED_AT, { table: table.table_name, time }));
    throw new AppError('CONFLICT', `Gagal! Meja ${table.table_name} dipakai pesanan sejak ${time}`);
  }

  async function context(auth: AuthContext, outletIdHeader: number | null) {
    const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
    return { outlet, present: (row: ReservationRow) => presentReservation(row, outlet.time_zone) };
  }

  return {
    async list(auth: AuthContext, outletIdHeader: number | null, query: { fromDate?: string | undefined; toDate?: string | undefined; status?: number | undefined }): Promise<Reservation[]> {
      const { outlet, present } = await context(auth, outletIdHeader);
      const today = formatOutletDate(clock(), outlet.time_zone);
      const fromDate = query.fromDate ?? today;
      const from = getOutletInstant(fromDate, 0, outlet.time_zone);
      if (!from) throw invalidField('fromDate', 'must be a real date');
      const to = query.toDate ? getOutletInstant(query.toDate, SECONDS_PER_DAY - 1, outlet.time_zone) : new Date(from.getTime() + (DEFAULT_LIST_DAYS + 1) * MS_PER_DAY - 1000);
      if (!to) throw invalidField('toDate', 'must be a real date');
      if (to.getTime() < from.getTime()) throw invalidField('toDate', 'must not be before fromDate');
      const rows = await deps.reservations.list(outlet.id, { fromIso: from.toISOString(), toIso: to.toISOString() }, query.status);
      return rows.map(present);
    },

    async get(auth: AuthContext, outletIdHeader: number | null, id: number): Promise<Reservation> {
      const { outlet, present } = await context(auth, outletIdHeader);
      return present(await load(outlet, id));
    },

    /** GET /reservation/byTable/{id}?status=: the table's reservations from the start of the outlet's today. */
    async byTable(auth: AuthContext, outletIdHeader: number | null, tableId: number, status: number | undefined): Promise<Reservation[]> {
      const { outlet, present } = await context(auth, outletIdHeader);
      if (!(await deps.tables.findTable(outlet.id, tableId))) throw notFound('Table');
      const fromIso = startOfOutletDay(clock(), outlet.time_zone).toISOString();
      const rows = await deps.reservations.listByTable(outlet.id, tableId, { ...(status === undefined ? {} : { status }), fromIso });
      return rows.map(present);
    },

    async create(auth: AuthContext, outletIdHeader: number | null, body: ReservationBody): Promise<Reservation> {
      const { outlet, present } = await context(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.RESERVATION, 'reservations');
      const now = clock();
      const at = instantOf(outlet, body.ReservationDate, body.ReservationTime, now);
      const id = await deps.tables.transaction(async (trx) => {
        await assertSlotFree(trx, outlet, { tableId: body.OutletTableId, at });
        return deps.reservations.insert(
          {
            outlet_id: outlet.id,
            outlet_table_id: body.OutletTableId,
            customer_name: body.CustomerName,
            phone_number: body.PhoneNumber,
            pax: body.Pax,
            reservation_at: at.toISOString(),
            status: ReservationStatus.WAITING,
            notes: body.Notes,
            order_id: null,
            created_by: auth.userId,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          },
          trx,
        );
      });
      return present(await load(outlet, id));
    },

    /** PUT /reservation/{id}: fields of a WAITING reservation, and/or its status (done, cancelled). */
    async update(auth: AuthContext, outletIdHeader: number | null, id: number, body: ReservationUpdateBody): Promise<Reservation> {
      const { outlet, present } = await context(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.RESERVATION, 'reservations');
      const now = clock();
      await deps.tables.transaction(async (trx) => {
        const current = await load(outlet, id, trx);
        const { Status, ...fields } = body;
        const isEditingFields = Object.values(fields).some((value) => value !== undefined);
        if (isEditingFields) {
          if (current.status !== ReservationStatus.WAITING) throw new AppError('CONFLICT', 'Only a waiting reservation can be changed');
          const currentView = presentReservation(current, outlet.time_zone);
          const date = fields.ReservationDate ?? currentView.ReservationDate;
          const time = fields.ReservationTime ?? currentView.ReservationTime;
          const tableId = fields.OutletTableId ?? current.outlet_table_id;
          const at = instantOf(outlet, date, time, now);
          await assertSlotFree(trx, outlet, { tableId, at, exceptId: current.id });
          await deps.reservations.update(
            outlet.id,
            id,
            {
              outlet_table_id: tableId,
              reservation_at: at.toISOString(),
              ...(fields.CustomerName === undefined ? {} : { customer_name: fields.CustomerName }),
              ...(fields.PhoneNumber === undefined ? {} : { phone_number: fields.PhoneNumber }),
              ...(fields.Pax === undefined ? {} : { pax: fields.Pax }),
              ...(fields.Notes === undefined ? {} : { notes: fields.Notes }),
              updated_at: now.toISOString(),
            },
            trx,
          );
        }
        if (Status !== undefined && Status !== current.status) {
          if (!canChangeReservationStatus(current.status, Status)) throw new AppError('CONFLICT', `A reservation cannot change from status ${current.status} to ${Status}`);
          if (!(await deps.reservations.updateStatusFrom(outlet.id, id, current.status, Status, now.toISOString(), trx))) {
            throw new AppError('CONFLICT', 'The reservation was changed by another terminal');
          }
        }
      });
      return present(await load(outlet, id));
    },

    async remove(auth: AuthContext, outletIdHeader: number | null, id: number): Promise<{ Id: number }> {
      const { outlet } = await context(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.RESERVATION, 'reservations');
      if (!(await deps.reservations.remove(outlet.id, id))) throw notFound('Reservation');
      return { Id: id };
    },

    /**
     * POST /reservation/save/{id}: the guest has come. In one transaction the reservation turns
     * DONE (only from WAITING) and its table is filled for the caller, ready for a new order
     * (which links the reservation when it takes the table). A taken table changes nothing.
     */
    async save(auth: AuthContext, outletIdHeader: number | null, id: number, body: { Pax?: number | undefined } | undefined): Promise<ReservationSaved> {
      const { outlet, present } = await context(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.RESERVATION, 'reservations');
      const userId = cashierId(auth);
      const nowIso = clock().toISOString();
      const tableId = await deps.tables.transaction(async (trx) => {
        const reservation = await load(outlet, id, trx);
        if (!(await deps.reservations.updateStatusFrom(outlet.id, id, ReservationStatus.WAITING, ReservationStatus.DONE, nowIso, trx))) {
          throw new AppError('CONFLICT', 'Only a waiting reservation can be saved to an order');
        }
        const isFilled = await deps.tables.fillIfFree(
          { outletId: outlet.id, tableId: reservation.outlet_table_id, userId, pax: body?.Pax ?? reservation.pax, endTime: null, endsAt: null, now: nowIso },
          trx,
        );
        if (!isFilled) {
          const table = await deps.tables.findTable(outlet.id, reservation.outlet_table_id, trx);
          throw tableTakenError(table ?? { table_name: reservation.table_name, status: 0, lock_by_name: null });
        }
        return reservation.outlet_table_id;
      });
      await announceTables(deps, outlet.id, [tableId]);
      const table = await deps.tables.findTable(outlet.id, tableId);
      if (!table) throw notFound('Table');
      return { Reservation: present(await load(outlet, id)), SelectedTable: presentSelectedTable(table) };
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
