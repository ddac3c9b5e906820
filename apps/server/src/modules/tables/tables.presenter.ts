import { formatAreaSize, formatPosition, tableLeftTime } from '@kasir/domain';
import type { OutletArea, OutletTable, SelectedTable } from '@kasir/contracts';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { AreaRow, TableRow } from './tables.repository.ts';

/** What the presenter needs besides the row: facts from reservations and orders. */
export type TableFacts = {
  outletType: number;
  now: Date;
  reservedTableIds: ReadonlySet<number>;
  activeOrderByTable: ReadonlyMap<number, number>;
};

export function presentTable(row: TableRow, facts: TableFacts): OutletTable {
  const endsAt = row.ends_at === null ? null : new Date(row.ends_at);
  return {
    Id: row.id,
    OutletAreaId: row.outlet_area_id,
    TableName: row.table_name,
    TableIndex: row.table_index,
    Status: row.status,
    Pax: row.pax,
    Position: formatPosition({ x: row.position_x, y: row.position_y }),
    PositionX: row.position_x,
    PositionY: row.position_y,
    Capacity: row.capacity,
    IsRoom: row.is_room === 1,
    RoomId: row.room_id,
    IsReserved: facts.reservedTableIds.has(row.id),
    Merged: row.merged_reference_id !== null,
    ReferenceId: row.merged_reference_id,
    Type: row.type,
    EndTime: row.end_time,
    EndsAt: row.ends_at,
    LeftTime: tableLeftTime({ type: row.type, status: row.status, endTime: row.end_time, endsAt }, facts.outletType, facts.now),
    Charge: toWireAmount(row.charge),
    LockBy: row.lock_by,
    LockByName: row.lock_by_name,
    UpdatedBy: row.updated_by,
    FilledId: row.filled_id,
    LastOrderedOn: row.last_ordered_on,
    LastFilledOn: row.last_filled_on,
    OrderId: facts.activeOrderByTable.get(row.id) ?? null,
    UpdatedOn: row.updated_at,
  };
}

export function presentArea(area: AreaRow, tables: readonly TableRow[], facts: TableFacts): OutletArea {
  return {
    Id: area.id,
    Name: area.name,
    Charge: toWireAmount(area.charge),
    AreaSize: formatAreaSize({ width: area.area_width, height: area.area_height }),
    Position: area.position,
    OutletTables: tables.filter((table) => table.outlet_area_id === area.id).map((table) => presentTable(table, facts)),
  };
}

/** Spec §3 Selected table; the charge is the table's own, else its area's. */
export function presentSelectedTable(row: TableRow): SelectedTable {
  return {
    OutletAreaId: row.outlet_area_id,
    OutletTableId: row.id,
    Pax: row.pax,
    TableName: row.table_name,
    OutletAreaName: row.area_name,
    EndTime: row.end_time,
    Charge: toWireAmount(row.charge > 0 ? row.charge : row.area_charge),
  };
}
