import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA_SIZE } from '../limits.ts';
import { boxesOverlap, isBoxInsideArea, tableBox } from '../tables/floor-geometry.ts';
import { SETUP_MAX_TABLES } from './setup-limits.ts';
import { setupGridCapacity, setupTableGrid } from './table-grid.ts';

describe('setupTableGrid', () => {
  it.each([1, 2, 6, 8, 12, 20, SETUP_MAX_TABLES])('lays %i four-seat tables inside 1000*800 without overlaps', (count) => {
    const points = setupTableGrid(count, 4);
    expect(points).toHaveLength(count);
    const boxes = points!.map((point) => tableBox(point, 4));
    for (const box of boxes) expect(isBoxInsideArea(box, DEFAULT_AREA_SIZE)).toBe(true);
    for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) expect(boxesOverlap(box, other)).toBe(false);
  });

  it('spreads a few tables over more than one row', () => {
    const rows = new Set(setupTableGrid(6, 4)!.map((point) => point.y));
    expect(rows.size).toBe(2);
  });

  it('answers null when the tables do not fit, and the count that does', () => {
    const { columns, rows } = setupGridCapacity(10);
    expect(setupTableGrid(columns * rows, 10)).toHaveLength(columns * rows);
    expect(setupTableGrid(columns * rows + 1, 10)).toBeNull();
  });
});
