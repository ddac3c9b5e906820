import type { Kysely } from 'kysely';
import { DEFAULT_AREA_SIZE, TableStatus, TableType, moneyFromRupiah, toHundredths } from '@kasir/domain';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

export type TableSeed = { name: string; x: number; y: number; capacity: number; type?: number; isRoom?: boolean; inRoom?: string };
export type AreaSeed = { name: string; chargeRupiah: number; width: number; height: number; tables: TableSeed[] };

/** A row of tables across an area: x from `left`, `step` apart, at height y. */
const row = (prefix: string, from: number, count: number, y: number, capacity: number, left = 60, step = 220): TableSeed[] =>
  Array.from({ length: count }, (_, index) => ({ name: `${prefix}${from + index}`, x: left + index * step, y, capacity }));

/** Kopi Senja (DEMO-DATA.md): Indoor T1..T8, Outdoor O1..O6 with an area charge, VIP with two rooms of three tables. */
export const KOPI_SENJA_FLOOR: AreaSeed[] = [
  { name: 'Indoor', chargeRupiah: 0, ...DEFAULT_AREA_SIZE, tables: [...row('T', 1, 4, 120, 4), ...row('T', 5, 4, 480, 4)] },
  { name: 'Outdoor', chargeRupiah: 5_000, width: 1000, height: 600, tables: [...row('O', 1, 3, 100, 2, 120, 300), ...row('O', 4, 3, 380, 4, 120, 300)] },
  {
    name: 'VIP',
    chargeRupiah: 25_000,
    width: 1200,
    height: 800,
    tables: [
      { name: 'VIP-1', x: 60, y: 60, capacity: 12, isRoom: true },
      { name: 'VIP-2', x: 640, y: 60, capacity: 12, isRoom: true },
      ...['A', 'B', 'C'].map((letter, index) => ({ name: `VIP-1${letter}`, x: 80 + index * 160, y: 300, capacity: 4, inRoom: 'VIP-1' })),
      ...['A', 'B', 'C'].map((letter, index) => ({ name: `VIP-2${letter}`, x: 660 + index * 160, y: 300, capacity: 4, inRoom: 'VIP-2' })),
    ],
  },
];

/** Grill & Chill AYCE: Main Hall of 10 tables, Billiard of 4 time-based tables. */
export const GRILL_CHILL_FLOOR: AreaSeed[] = [
  { name: 'Main Hall', chargeRupiah: 0, width: 1200, height: 800, tables: [...row('M', 1, 5, 120, 6, 40, 230), ...row('M', 6, 5, 480, 6, 40, 230)] },
  {
    name: 'Billiard',
    chargeRupiah: 0,
    width: 1000,
    height: 600,
    tables: row('B', 1, 4, 240, 4, 60, 240).map((table) => ({ ...table, type: TableType.TIME_BASED })),
  },
];

async function seedOutletFloor(db: Kysely<Database>, outletId: number, areas: AreaSeed[], now: string): Promise<void> {
  let tableIndex = 0;
  for (const [position, area] of areas.entries()) {
    const { id: areaId } = await db
      .insertInto('outlet_areas')
      .values({ outlet_id: outletId, name: area.name, charge: toHundredths(moneyFromRupiah(area.chargeRupiah)), area_width: area.width, area_height: area.height, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roomIds = new Map<string, number>();
    // Rooms first, so the tables inside can point at them.
    const ordered = [...area.tables].sort((first, second) => Number(second.isRoom ?? false) - Number(first.isRoom ?? false));
    for (const table of ordered) {
      tableIndex += 1;
      const { id } = await db
        .insertInto('outlet_tables')
        .values({
          outlet_id: outletId,
          outlet_area_id: areaId,
          table_name: table.name,
          table_index: tableIndex,
          status: TableStatus.EMPTY,
          pax: 0,
          position_x: table.x,
          position_y: table.y,
          capacity: table.capacity,
          is_room: table.isRoom ? 1 : 0,
          room_id: table.inRoom ? (roomIds.get(table.inRoom) ?? null) : null,
          type: table.type ?? TableType.DINE_IN,
          end_time: null,
          ends_at: null,
          time_up_notified_at: null,
          charge: 0,
          lock_by: null,
          filled_id: null,
          updated_by: null,
          last_ordered_on: null,
          last_filled_on: null,
          merged_reference_id: null,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (table.isRoom) roomIds.set(table.name, id);
    }
  }
}

/** Areas and tables of both demo outlets (DEMO-DATA.md). Kopi Senja goes first: its T1..T8 get ids 1..8. */
export async function seedFloor(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const now = new Date().toISOString();
  await seedOutletFloor(db, ids.outletIds.kopiSenja, KOPI_SENJA_FLOOR, now);
  await seedOutletFloor(db, ids.outletIds.grillChill, GRILL_CHILL_FLOOR, now);
}
