import { describe, expect, it } from 'vitest';
import { boxesOverlap, isBoxInsideArea, tableBox } from '@kasir/domain';
import { GRILL_CHILL_FLOOR, KOPI_SENJA_FLOOR } from './seed-floor.ts';

describe('demo floor plans (DEMO-DATA.md)', () => {
  it.each([
    ['Kopi Senja', KOPI_SENJA_FLOOR],
    ['Grill & Chill', GRILL_CHILL_FLOOR],
  ])('%s: every table lies inside its area and no two overlap', (_outlet, areas) => {
    for (const area of areas) {
      const boxes = area.tables.map((table) => ({ name: table.name, box: tableBox({ x: table.x, y: table.y }, table.capacity) }));
      for (const { name, box } of boxes) expect(isBoxInsideArea(box, area), `${name} inside ${area.name}`).toBe(true);
      for (const [index, first] of boxes.entries()) {
        for (const second of boxes.slice(index + 1)) expect(boxesOverlap(first.box, second.box), `${first.name} / ${second.name}`).toBe(false);
      }
    }
  });

  it('has the named areas and tables', () => {
    expect(KOPI_SENJA_FLOOR.map((area) => [area.name, area.tables.length])).toEqual([['Indoor', 8], ['Outdoor', 6], ['VIP', 8]]);
    expect(KOPI_SENJA_FLOOR[1]?.chargeRupiah).toBeGreaterThan(0);
    expect(GRILL_CHILL_FLOOR.map((area) => [area.name, area.tables.length])).toEqual([['Main Hall', 10], ['Billiard', 4]]);
  });
});
