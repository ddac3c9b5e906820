import { formatAreaSize, formatPosition } from '@kasir/domain';
import type { FloorArea, FloorTable } from '@kasir/contracts';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { FloorAreaRow, FloorTableRow } from './floor-admin.repository.ts';

/** A table as the back office edits it: the fields of spec §3 Outlet table the owner sets. */
export function presentFloorTable(row: FloorTableRow, openOrderByTable: ReadonlyMap<number, number>): FloorTable {
  return {
    Id: row.id,
    OutletAreaId: row.outlet_area_id,
    TableName: row.table_name,
    TableIndex: row.table_index,
    Status: row.status,
    Position: formatPosition({ x: row.position_x, y: row.position_y }),
    PositionX: row.position_x,
    PositionY: row.position_y,
    Capacity: row.capacity,
    IsRoom: row.is_room === 1,
    RoomId: row.room_id,
    Type: row.type,
    IsActive: row.is_active === 1,
    OrderId: openOrderByTable.get(row.id) ?? null,
  };
}

/** An area with its tables; Charge in rupiah as GET /outletArea/ shows it. */
export function presentFloorArea(area: FloorAreaRow, tables: readonly FloorTableRow[], openOrderByTable: ReadonlyMap<number, number>): FloorArea {
  return {
    Id: area.id,
    OutletId: area.outlet_id,
    Name: area.name,
    AreaSize: formatAreaSize({ width: area.area_width, height: area.area_height }),
    Charge: toWireAmount(area.charge),
    Position: area.position,
    IsActive: area.is_active === 1,
    OutletTables: tables.filter((table) => table.outlet_area_id === area.id).map((table) => presentFloorTable(table, openOrderByTable)),
  };
}
