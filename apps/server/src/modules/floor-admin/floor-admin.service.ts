import { ReservationStatus, TableStatus, isBoxInsideArea, moneyFromDecimalRupiah, parseAreaSize, parsePosition, tableBox, toHundredths, type FloorSize } from '@kasir/domain';
import {
  ServerEvent,
  type CreateFloorAreaBody,
  type CreateFloorTableBody,
  type FloorArea,
  type FloorDeleteResult,
  type FloorTable,
  type UpdateFloorAreaBody,
  type UpdateFloorTableBody,
} from '@kasir/contracts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { FloorAdminRepository, FloorAreaRow, FloorTableRow } from './floor-admin.repository.ts';
import { presentFloorArea, presentFloorTable } from './floor-admin.presenter.ts';

type Deps = Pick<ModuleDeps, 'broadcaster'> & { floor: FloorAdminRepository; now?: () => Date };
type Executor = Parameters<Parameters<FloorAdminRepository['transaction']>[0]>[0];

const nameTaken = (name: string) => new AppError('CONFLICT', `Table name ${name} is already used at this outlet`, [{ field: 'TableName', error: `${name} is already used at this outlet` }]);

/** Why a table cannot go: an order holds it, or someone sits at it (spec §4 statuses other than EMPTY). */
function busyTableError(table: FloorTableRow, orderId: number | undefined): AppError {
  if (orderId !== undefined) return new AppError('CONFLICT', `Table ${table.table_name} has an open order (#${orderId}): it can be deleted once the order is paid or the table is emptied`);
  return new AppError('CONFLICT', `Table ${table.table_name} is in use at a cashier terminal: it can be deleted once the order is paid or the table is emptied`);
}

/**
 * Floor plans in the owner's back office (issue 20): areas and tables with the geometry of spec
 * §3. Every write is one transaction; deleting what history names archives it; every change is
 * told to the outlet's terminals after commit so their floor plan refetches.
 */
export function createFloorAdminService(deps: Deps) {
  const clock = deps.now ?? (() => new Date());

  async function ownedOutletId(auth: AuthContext, outletId: number): Promise<number> {
    const id = await deps.floor.findOwnedOutletId(auth.ownerId, outletId);
    if (id === undefined) throw notFound('Outlet');
    return id;
  }

  const announce = (outletId: number) => deps.broadcaster.emitToOutlet(outletId, ServerEvent.FLOOR_PLAN_CHANGED, {});

  async function presentArea(area: FloorAreaRow): Promise<FloorArea> {
    const tables = await deps.floor.listAreaTables(area.id);
    return presentFloorArea(area, tables, await deps.floor.openOrderByTable(tables.map((table) => table.id)));
  }

  async function presentTable(ownerId: number, tableId: number): Promise<FloorTable> {
    const table = await deps.floor.findTable(ownerId, tableId);
    if (!table) throw notFound('Table');
    return presentFloorTable(table, await deps.floor.openOrderByTable([table.id]));
  }

  /** The table's footprint (the one the cashier's plan draws) must lie inside its area. */
  function assertInsideArea(position: { x: number; y: number }, capacity: number, area: FloorAreaRow): void {
    const size: FloorSize = { width: area.area_width, height: area.area_height };
    if (!isBoxInsideArea(tableBox(position, capacity), size)) {
      throw invalidField('Position', `Position ${position.x}*${position.y} puts the table outside the area (${size.width}*${size.height})`);
    }
  }

  /** RoomId names a room table (IsRoom) of the same area; a room stands in no room. */
  async function assertRoom(ownerId: number, input: { roomId: number | null; isRoom: boolean; areaId: number; selfId: number | null }, trx: Executor): Promise<void> {
    if (input.roomId === null) return;
    if (input.isRoom) throw invalidField('RoomId', 'A room cannot stand inside another room');
    if (input.roomId === input.selfId) throw invalidField('RoomId', 'A table cannot be its own room');
    const room = await deps.floor.findTable(ownerId, input.roomId, trx);
    if (!room || room.is_room !== 1 || room.outlet_area_id !== input.areaId) throw invalidField('RoomId', 'must be a room table of the same area');
  }

  const chargeHundredths = (charge: number) => toHundredths(moneyFromDecimalRupiah(charge));

  /**
   * Archives the tables history names and deletes the rest, refused while any of them is busy.
   * Runs inside the caller's transaction; the conditional write is the final word on busy.
   */
  async function retireTables(tables: readonly FloorTableRow[], trx: Executor): Promise<{ archivedIds: number[] }> {
    const ids = tables.map((table) => table.id);
    const openOrders = await deps.floor.openOrderByTable(ids, trx);
    const busy = tables.find((table) => table.status !== TableStatus.EMPTY || openOrders.has(table.id));
    if (busy) throw busyTableError(busy, openOrders.get(busy.id));
    const waiting = await deps.floor.waitingReservationCount(ids, ReservationStatus.WAITING, trx);
    if (waiting > 0 && tables.length === 1) throw new AppError('CONFLICT', `Table ${tables[0]?.table_name ?? ''} has ${waiting} waiting reservation(s): cancel or move them first`);
    if (waiting > 0) throw new AppError('CONFLICT', `Tables of this area have ${waiting} waiting reservation(s): cancel or move them first`);
    for (const table of tables) if (table.is_room === 1) await deps.floor.clearRoom(table.id, trx);
    const referenced = await deps.floor.referencedTableIds(ids, trx);
    const archiveIds = ids.filter((id) => referenced.has(id));
    const deleteIds = ids.filter((id) => !referenced.has(id));
    const changed = await deps.floor.retireEmptyTables({ archiveIds, deleteIds, now: clock().toISOString() }, trx);
    if (changed !== ids.length) throw new AppError('CONFLICT', 'A cashier just seated guests at one of these tables: try again once it is free');
    return { archivedIds: archiveIds };
  }

  return {
    async listAreas(auth: AuthContext, outletId: number, includeArchived: boolean): Promise<FloorArea[]> {
      const id = await ownedOutletId(auth, outletId);
      const [areas, tables] = await Promise.all([deps.floor.listAreas(id, includeArchived), deps.floor.listTables(id, includeArchived)]);
      const openOrders = await deps.floor.openOrderByTable(tables.filter((table) => table.is_active === 1).map((table) => table.id));
      return areas.map((area) => presentFloorArea(area, tables, openOrders));
    },

    async createArea(auth: AuthContext, body: CreateFloorAreaBody, idempotencyKey: string | null): Promise<{ area: FloorArea; isNew: boolean }> {
      const outletId = await ownedOutletId(auth, body.OutletId);
      const size = parseAreaSize(body.AreaSize);
      const outcome = await deps.floor.transaction(async (trx) => {
        const earlier = idempotencyKey === null ? undefined : await deps.floor.findIdByKey('outlet_areas', outletId, idempotencyKey, trx);
        if (earlier !== undefined) return { id: earlier, isNew: false };
        const id = await deps.floor.insertArea({ outletId, name: body.Name, width: size.width, height: size.height, charge: chargeHundredths(body.Charge), idempotencyKey }, trx);
        return { id, isNew: true };
      });
      if (outcome.isNew) await announce(outletId);
      const area = await deps.floor.listAreas(outletId, true).then((areas) => areas.find((candidate) => candidate.id === outcome.id));
      if (!area) throw notFound('Area');
      return { area: await presentArea(area), isNew: outcome.isNew };
    },

    async updateArea(auth: AuthContext, areaId: number, body: UpdateFloorAreaBody): Promise<FloorArea> {
      const area = await deps.floor.findArea(auth.ownerId, areaId);
      if (!area) throw notFound('Area');
      const size = body.AreaSize === undefined ? undefined : parseAreaSize(body.AreaSize);
      await deps.floor.updateArea(
        area.id,
        {
          ...(body.Name === undefined ? {} : { name: body.Name }),
          ...(size === undefined ? {} : { area_width: size.width, area_height: size.height }),
          ...(body.Charge === undefined ? {} : { charge: chargeHundredths(body.Charge) }),
          ...(body.Position === undefined ? {} : { position: body.Position }),
        },
      );
      await announce(area.outlet_id);
      const fresh = await deps.floor.findArea(auth.ownerId, area.id);
      if (!fresh) throw notFound('Area');
      return presentArea(fresh);
    },

    /** Refused while a table of it is busy; archived when orders or reservations name it or its tables, else deleted. */
    async deleteArea(auth: AuthContext, areaId: number): Promise<FloorDeleteResult> {
      const found = await deps.floor.findArea(auth.ownerId, areaId);
      if (!found) throw notFound('Area');
      const result = await deps.floor.transaction(async (trx) => {
        await deps.floor.touchArea(found.id, trx);
        const tables = await deps.floor.listAreaTables(found.id, trx);
        const { archivedIds } = await retireTables(tables, trx);
        const isNamed = archivedIds.length > 0 || (await deps.floor.isAreaNamedByOrders(found.id, trx)) || (await deps.floor.hasArchivedTables(found.id, trx));
        if (isNamed) await deps.floor.archiveArea(found.id, trx);
        else await deps.floor.deleteArea(found.id, trx);
        return { Id: found.id, Archived: isNamed };
      });
      await announce(found.outlet_id);
      return result;
    },

    async createTable(auth: AuthContext, body: CreateFloorTableBody, idempotencyKey: string | null): Promise<{ table: FloorTable; isNew: boolean }> {
      const area = await deps.floor.findArea(auth.ownerId, body.OutletAreaId);
      if (!area) throw notFound('Area');
      const position = parsePosition(body.Position);
      if (!position) throw invalidField('Position', "Position must be 'x*y'");
      assertInsideArea(position, body.Capacity, area);
      const outcome = await deps.floor
        .transaction(async (trx) => {
          const earlier = idempotencyKey === null ? undefined : await deps.floor.findIdByKey('outlet_tables', area.outlet_id, idempotencyKey, trx);
          if (earlier !== undefined) return { id: earlier, isNew: false };
          await deps.floor.touchArea(area.id, trx);
          if (await deps.floor.isTableNameTaken(area.outlet_id, body.TableName, null, trx)) throw nameTaken(body.TableName);
          await assertRoom(auth.ownerId, { roomId: body.RoomId, isRoom: body.IsRoom, areaId: area.id, selfId: null }, trx);
          const id = await deps.floor.insertTable(
            {
              outletId: area.outlet_id,
              areaId: area.id,
              name: body.TableName,
              index: body.TableIndex,
              x: position.x,
              y: position.y,
              capacity: body.Capacity,
              isRoom: body.IsRoom,
              roomId: body.RoomId,
              type: body.Type,
              now: clock().toISOString(),
              idempotencyKey,
            },
            trx,
          );
          return { id, isNew: true };
        })
        .catch((error: unknown) => {
          // Two owners' tabs adding the same name at once: the partial unique index decides.
          if (isUniqueViolation(error)) throw nameTaken(body.TableName);
          throw error;
        });
      if (outcome.isNew) await announce(area.outlet_id);
      return { table: await presentTableAnyState(auth.ownerId, outcome.id), isNew: outcome.isNew };
    },

    async updateTable(auth: AuthContext, tableId: number, body: UpdateFloorTableBody): Promise<FloorTable> {
      const table = await deps.floor.findTable(auth.ownerId, tableId);
      if (!table) throw notFound('Table');
      const area = body.OutletAreaId === undefined || body.OutletAreaId === table.outlet_area_id ? await deps.floor.findArea(auth.ownerId, table.outlet_area_id) : await deps.floor.findArea(auth.ownerId, body.OutletAreaId);
      if (!area || area.outlet_id !== table.outlet_id) throw body.OutletAreaId === undefined ? notFound('Area') : invalidField('OutletAreaId', 'must be an area of the same outlet');
      const position = body.Position === undefined ? { x: table.position_x, y: table.position_y } : parsePosition(body.Position);
      if (!position) throw invalidField('Position', "Position must be 'x*y'");
      const capacity = body.Capacity ?? table.capacity;
      const isGeometryChanged = body.Position !== undefined || body.Capacity !== undefined || area.id !== table.outlet_area_id;
      if (isGeometryChanged) assertInsideArea(position, capacity, area);
      const isRoom = body.IsRoom ?? table.is_room === 1;
      // Moving to another area leaves the room of the old one unless a new room is named.
      const roomId = body.RoomId !== undefined ? body.RoomId : area.id !== table.outlet_area_id ? null : table.room_id;
      const name = body.TableName ?? table.table_name;
      await deps.floor
        .transaction(async (trx) => {
          if (body.TableName !== undefined && (await deps.floor.isTableNameTaken(table.outlet_id, name, table.id, trx))) throw nameTaken(name);
          if (body.RoomId !== undefined || body.IsRoom !== undefined || area.id !== table.outlet_area_id) await assertRoom(auth.ownerId, { roomId, isRoom, areaId: area.id, selfId: table.id }, trx);
          // A room that stops being one (or moves away) lets its tables go.
          if (table.is_room === 1 && (!isRoom || area.id !== table.outlet_area_id)) await deps.floor.clearRoom(table.id, trx);
          await deps.floor.updateTable(
            table.id,
            {
              outlet_area_id: area.id,
              table_name: name,
              table_index: body.TableIndex ?? table.table_index,
              position_x: position.x,
              position_y: position.y,
              capacity,
              is_room: isRoom ? 1 : 0,
              room_id: roomId,
              type: body.Type ?? table.type,
              updated_at: clock().toISOString(),
            },
            trx,
          );
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw nameTaken(name);
          throw error;
        });
      await announce(table.outlet_id);
      return presentTable(auth.ownerId, table.id);
    },

    /** Refused while the table is busy; archived when past orders or reservations name it, else deleted. */
    async deleteTable(auth: AuthContext, tableId: number): Promise<FloorDeleteResult> {
      const table = await deps.floor.findTable(auth.ownerId, tableId);
      if (!table) throw notFound('Table');
      const { archivedIds } = await deps.floor.transaction(async (trx) => {
        await deps.floor.touchArea(table.outlet_area_id, trx);
        const current = await deps.floor.findTable(auth.ownerId, table.id, trx);
        if (!current) throw notFound('Table');
        return retireTables([current], trx);
      });
      await announce(table.outlet_id);
      return { Id: table.id, Archived: archivedIds.includes(table.id) };
    },
  };

  /** A table just created (or found by its key): archived ones too, so a retry after archiving still answers. */
  async function presentTableAnyState(ownerId: number, tableId: number): Promise<FloorTable> {
    const live = await deps.floor.findTable(ownerId, tableId);
    if (live) return presentFloorTable(live, await deps.floor.openOrderByTable([live.id]));
    const archived = await deps.floor.findTableAnyState(ownerId, tableId);
    if (!archived) throw notFound('Table');
    return presentFloorTable(archived, new Map());
  }
}

export type FloorAdminService = ReturnType<typeof createFloorAdminService>;
