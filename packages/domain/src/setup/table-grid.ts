import { DEFAULT_AREA_SIZE } from '../limits.ts';
import { tableFootprint, type FloorPoint, type FloorSize } from '../tables/floor-geometry.ts';

/** Area units kept free along the area's edges and between neighbouring tables. */
export const SETUP_GRID_MARGIN = 40;
export const SETUP_GRID_GAP = 20;

/** How many tables of this capacity fit on the wizard's grid: columns × rows. */
export function setupGridCapacity(capacity: number, area: FloorSize = DEFAULT_AREA_SIZE): { columns: number; rows: number } {
  const table = tableFootprint(capacity);
  const fit = (length: number, size: number) => Math.max(0, Math.floor((length - 2 * SETUP_GRID_MARGIN + SETUP_GRID_GAP) / (size + SETUP_GRID_GAP)));
  return { columns: fit(area.width, table.width), rows: fit(area.height, table.height) };
}

/**
 * Positions of `count` tables spread evenly over the area, row by row, each wholly inside it
 * and none overlapping (the same footprint the floor plan draws); null when they do not fit.
 * Roughly as many columns as the area's proportions suggest, so a few tables are not a line.
 */
export function setupTableGrid(count: number, capacity: number, area: FloorSize = DEFAULT_AREA_SIZE): FloorPoint[] | null {
  if (!Number.isInteger(count) || count < 1) return [];
  const limit = setupGridCapacity(capacity, area);
  if (count > limit.columns * limit.rows) return null;
  const table = tableFootprint(capacity);
  let columns = Math.min(limit.columns, Math.ceil(Math.sqrt((count * area.width) / area.height)));
  let rows = Math.ceil(count / columns);
  if (rows > limit.rows) {
    columns = limit.columns;
    rows = Math.ceil(count / columns);
  }
  const spread = (length: number, size: number, slots: number, index: number) => {
    const free = length - 2 * SETUP_GRID_MARGIN - size;
    return Math.round(slots <= 1 ? SETUP_GRID_MARGIN + free / 2 : SETUP_GRID_MARGIN + (free * index) / (slots - 1));
  };
  return Array.from({ length: count }, (_, index) => ({
    x: spread(area.width, table.width, columns, index % columns),
    y: spread(area.height, table.height, rows, Math.floor(index / columns)),
  }));
}
