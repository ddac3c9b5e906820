import {
  OtherPermission,
  OutletType,
  RESERVATION_BUFFER_HOURS,
  RESERVATION_NOTICE_HOURS,
  ReservationStatus,
  SpecMessage,
  TableStatus,
  allowedManualSources,
  fillMessage,
  findBlockingReservation,
  formatOutletDate,
  formatOutletTimeOfDay,
  resolveEndTime,
  sessionsEnd,
  type SessionTimes,
} from '@kasir/domain';
import type { LockTablePayload, OutletArea, OutletClock, OutletTable, SelfOrderQr, TableQr, UpdateTableStatusBody } from '@kasir/contracts';
import type { LockTableOutcome } from '../../realtime/realtime-hooks.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { OutletRow } from '../outlets/outlets.repository.ts';
import type { OrderTablesRepository } from './order-tables.repository.ts';
import type { ReservationsRepository } from './reservations.repository.ts';
import { announceTables } from './table-events.ts';
import { extendTableTime } from './table-extension.ts';
import { tableTakenError } from './table-occupancy.ts';
import type { TableRow, TablesRepository } from './tables.repository.ts';
import { presentArea, presentTable, type TableFacts } from './tables.presenter.ts';
import { formatReservationMoment } from './reservation-time.ts';
import { minimumReservationHours } from './outlet-settings.ts';
import { createQrTokenSigner } from '../self-order/qr-token.ts';
import { createTableQrCodes, selfOrderUrl } from '../self-order/table-qr.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets' | 'broadcaster' | 'config' | 'permissions'> & {
  tables: TablesRepository;
  reservations: ReservationsRepository;
  orderTables: OrderTablesRepository;
  now?: () => Date;
};

const HOUR_MS = 3_600_000;

export const cashierId = (auth: AuthContext): number => {
  if (auth.kind !== 'cashier' || auth.userId === null) throw new AppError('FORBIDDEN', 'Choose a cashier first');
  return auth.userId;
};

/** Areas and tables of spec §2/§3 and the table status call of §7 (choosing, leaving, transient states). */
export function createTablesService(deps: Deps) {
  const clock = deps.now ?? (() => new Date());
  const qrCodes = createTableQrCodes(deps.db, createQrTokenSigner(deps.config.jwtSecret));

  async function factsFor(outlet: OutletRow, now: Date): Promise<{ facts: TableFacts; sessionEnds: Map<number, SessionTimes[]> }> {
    const waiting = await deps.reservations.listWaitingBetween(
      outlet.id,
      ReservationStatus.WAITING,
      new Date(now.getTime() - RESERVATION_BUFFER_HOURS * HOUR_MS).toISOString(),
      new Date(now.getTime() + RESERVATION_NOTICE_HOURS * HOUR_MS).toISOString(),
    );
    const facts: TableFacts = {
      outletType: outlet.type,
      now,
      reservedTableIds: new Set(waiting.map((row) => row.outlet_table_id)),
      activeOrderByTable: await deps.orderTables.activeOrderByTable(outlet.id),
    };
    return { facts, sessionEnds: await deps.orderTables.sessionTimesByTable(outlet.id) };
  }

  /**
   * A table of an order with time sessions counts down to the sessions' end, whatever end the
   * table kept from its selection (a table merged in later included), so every terminal shows
   * the order's one end; an open session shows none (Ongoing), a terminated one 00:00:00.
   */
  const withSessionEnd = (row: TableRow, sessionTimes: Map<number, SessionTimes[]>): TableRow => {
    const end = sessionsEnd(sessionTimes.get(row.id) ?? []);
    if (end.kind === 'none') return row;
    return { ...row, ends_at: end.kind === 'open' ? null : end.at.toISOString() };
  };

  async function presentOne(outlet: OutletRow, tableId: number): Promise<OutletTable> {
    const row = await deps.tables.findTable(outlet.id, tableId);
    if (!row) throw notFound('Table');
    const { facts, sessionEnds } = await factsFor(outlet, clock());
    return presentTable(withSessionEnd(row, sessionEnds), facts);
  }

  /** Seats the user at the table; `endTime` undefined keeps the one already saved (a socket lock carries none). */
  async function fill(outlet: OutletRow, table: TableRow, userId: number, seat: { pax: number | null; endTime?: string | null }, now: Date): Promise<void> {
    const hours = Math.max(RESERVATION_BUFFER_HOURS, await minimumReservationHours(deps.db, outlet.id));
    const waiting = await deps.reservations.listByTable(outlet.id, table.id, { status: ReservationStatus.WAITING });
    const blocking = findBlockingReservation(
      waiting.map((row) => ({ status: row.status, reservationAt: new Date(row.reservation_at) })),
      now,
      hours,
    );
    if (blocking) {
      throw new AppError('CONFLICT', fillMessage(SpecMessage.TABLE_ALREADY_RESERVED_AT, { table: table.table_name, time: formatReservationMoment(blocking.reservationAt, outlet.time_zone) }));
    }
    // Spec §2: the end time is offered only for all-you-can-eat outlets.
    const endTime = seat.endTime === undefined ? undefined : outlet.type === OutletType.ALL_YOU_CAN_EAT ? seat.endTime : null;
    const endsAt = endTime ? (resolveEndTime(now, endTime, outlet.time_zone)?.toISOString() ?? null) : null;
    const isFilled = await deps.tables.fillIfFree({
      outletId: outlet.id,
      tableId: table.id,
      userId,
      pax: seat.pax,
      ...(endTime === undefined ? {} : { endTime, endsAt }),
      now: now.toISOString(),
    });
    if (!isFilled) {
      const current = await deps.tables.findTable(outlet.id, table.id);
      throw tableTakenError(current ?? table);
    }
  }

  return {
    async listAreas(auth: AuthContext, outletIdHeader: number | null): Promise<OutletArea[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const [areas, tables] = await Promise.all([deps.tables.listAreas(outlet.id), deps.tables.listTables(outlet.id)]);
      const { facts, sessionEnds } = await factsFor(outlet, clock());
      const rows = tables.map((row) => withSessionEnd(row, sessionEnds));
      return areas.map((area) => presentArea(area, rows, facts));
    },

    /** The server's now on the outlet's clock: terminals correct their own clock by it (spec §2 time left). */
    async clock(auth: AuthContext, outletIdHeader: number | null): Promise<OutletClock> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const now = clock();
      return { Now: now.toISOString(), TimeZone: outlet.time_zone, OutletDate: formatOutletDate(now, outlet.time_zone), OutletTime: formatOutletTimeOfDay(now, outlet.time_zone) };
    },

    async listTables(auth: AuthContext, outletIdHeader: number | null, areaId: number): Promise<OutletTable[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      if (!(await deps.tables.findArea(outlet.id, areaId))) throw notFound('Area');
      const { facts, sessionEnds } = await factsFor(outlet, clock());
      return (await deps.tables.listTables(outlet.id, areaId)).map((row) => presentTable(withSessionEnd(row, sessionEnds), facts));
    },

    /**
     * Spec §4: choosing a table and saving sets FILLED (a conditional UPDATE: of two terminals
     * exactly one wins, the other learns who holds it), leaving sets EMPTY, and a table with an
     * order moves between ORDERED and its transient states; ORDERED with an EndTime extends the
     * play time of the order at the table. Every change is announced after commit.
     */
    async updateStatus(auth: AuthContext, outletIdHeader: number | null, body: UpdateTableStatusBody): Promise<OutletTable> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const userId = cashierId(auth);
      const table = await deps.tables.findTable(outlet.id, body.OutletTableId);
      if (!table) throw notFound('Table');
      const now = clock();
      const nowIso = now.toISOString();

      if (body.Status === TableStatus.ORDERED && body.EndTime !== undefined) {
        // An ordered table given an EndTime: its play time is extended (announced by the extension).
        await extendTableTime(deps, { outlet, table, endTime: body.EndTime, userId, now });
        return presentOne(outlet, table.id);
      }
      if (body.Status === TableStatus.FILLED) {
        await fill(outlet, table, userId, { pax: body.Pax ?? null, endTime: body.EndTime ?? null }, now);
      } else if (body.Status === TableStatus.EMPTY) {
        const isEmptied = await deps.tables.emptyIfFilled({ outletId: outlet.id, tableId: table.id, userId, now: nowIso });
        const current = isEmptied ? undefined : await deps.tables.findTable(outlet.id, table.id);
        // Another user's seat is theirs to leave: a second terminal never frees it.
        if (current?.status === TableStatus.FILLED) throw tableTakenError(current);
        if (current && current.status !== TableStatus.EMPTY) {
          throw new AppError('CONFLICT', `Table ${table.table_name} holds an order and is emptied only when the order ends`);
        }
      } else {
        const isChanged = await deps.tables.setStatusFrom({ outletId: outlet.id, tableId: table.id, userId, from: allowedManualSources(body.Status), to: body.Status, now: nowIso });
        if (!isChanged) throw new AppError('CONFLICT', `Table ${table.table_name} cannot change from status ${table.status} to ${body.Status}`);
      }
      await announceTables(deps, outlet.id, [table.id]);
      return presentOne(outlet, table.id);
    },

    /**
     * `user:lockTable` from a terminal: the same conditional fill as saving the side form, so
     * of two terminals exactly one holds the table. The loser learns who holds it.
     */
    async lockTable(auth: AuthContext, outletId: number, payload: LockTablePayload): Promise<LockTableOutcome> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletId);
      const userId = cashierId(auth);
      const table = await deps.tables.findTable(outlet.id, payload.OutletTableId);
      if (!table) throw notFound('Table');
      try {
        await fill(outlet, table, userId, { pax: payload.Pax ?? null }, clock());
        return { ok: true, OutletTableId: table.id };
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== 'CONFLICT') throw error;
        const current = (await deps.tables.findTable(outlet.id, table.id)) ?? table;
        return { ok: false, message: error.message, OutletTableId: current.id, Status: current.status, LockBy: current.lock_by, LockByName: current.lock_by_name };
      }
    },

    /**
     * GET /outletTable/generateQR: what the table's QR slip encodes (issue 22): the phone page
     * with the signed token of the table's live QR (reused, so copies printed before keep
     * working until revoked). The answer keeps the spec's TableQr shape.
     */
    async generateQr(auth: AuthContext, outletIdHeader: number | null, query: { OutletTableId: number; OrderId?: number | undefined }, origin: string): Promise<TableQr> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const table = await deps.tables.findTable(outlet.id, query.OutletTableId);
      if (!table) throw notFound('Table');
      const orderId = query.OrderId ?? null;
      if (orderId !== null && !(await deps.orderTables.findOrder(auth.ownerId, outlet.id, orderId))) throw notFound('Order');
      const token = await qrCodes.liveToken({ ownerId: auth.ownerId, outletId: outlet.id, outletTableId: table.id }, cashierId(auth));
      return { OutletTableId: table.id, OrderId: orderId, TableName: table.table_name, QrData: selfOrderUrl(origin, token) };
    },

    /** GET /outletTable/counterQR (not in the spec): the outlet's counter QR, for pick-up and delivery orders. */
    async counterQr(auth: AuthContext, outletIdHeader: number | null, origin: string): Promise<SelfOrderQr> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const token = await qrCodes.liveToken({ ownerId: auth.ownerId, outletId: outlet.id, outletTableId: null }, cashierId(auth));
      return { OutletTableId: null, TableName: outlet.name, QrData: selfOrderUrl(origin, token) };
    },

    /**
     * POST /outletTable/revokeQR (not in the spec, settings permission): the table's (or the
     * counter's, OutletTableId null) printed QR stops working, with every phone session opened
     * from it; the answer is the fresh QR to print.
     */
    async revokeQr(auth: AuthContext, outletIdHeader: number | null, outletTableId: number | null, origin: string): Promise<SelfOrderQr> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change settings');
      const table = outletTableId === null ? null : await deps.tables.findTable(outlet.id, outletTableId);
      if (outletTableId !== null && !table) throw notFound('Table');
      const token = await qrCodes.revokeAndRenew({ ownerId: auth.ownerId, outletId: outlet.id, outletTableId }, cashierId(auth));
      return { OutletTableId: outletTableId, TableName: table?.table_name ?? outlet.name, QrData: selfOrderUrl(origin, token) };
    },
  };
}

export type TablesService = ReturnType<typeof createTablesService>;
