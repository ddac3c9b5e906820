import { describe, expect, it } from 'vitest';
import { boxesOverlap, formatAreaSize, formatPosition, isBoxInsideArea, parseAreaSize, parsePosition, tableBox, tableFootprint } from './floor-geometry.ts';

describe('floor geometry (spec §3 AreaSize and Position)', () => {
  it('reads AreaSize, falling back to 1000*800 when missing or unreadable', () => {
    expect(parseAreaSize('1200*600')).toEqual({ width: 1200, height: 600 });
    expect(parseAreaSize(' 800 * 400 ')).toEqual({ width: 800, height: 400 });
    expect(parseAreaSize(null)).toEqual({ width: 1000, height: 800 });
    expect(parseAreaSize('0*400')).toEqual({ width: 1000, height: 800 });
    expect(parseAreaSize('wide')).toEqual({ width: 1000, height: 800 });
    expect(formatAreaSize({ width: 1000, height: 800 })).toBe('1000*800');
  });

  it('reads and writes positions', () => {
    expect(parsePosition('60*120')).toEqual({ x: 60, y: 120 });
    expect(parsePosition('60x120')).toBeNull();
    expect(formatPosition({ x: 60, y: 120 })).toBe('60*120');
  });

  it('sizes tables by seats and finds overlaps and tables outside the area', () => {
    expect(tableFootprint(2)).toEqual({ width: 100, height: 100 });
    expect(tableFootprint(0)).toEqual({ width: 100, height: 100 });
    expect(tableFootprint(12)).toEqual({ width: 220, height: 120 });
    const first = tableBox({ x: 60, y: 120 }, 4);
    expect(boxesOverlap(first, tableBox({ x: 280, y: 120 }, 4))).toBe(false);
    expect(boxesOverlap(first, tableBox({ x: 199, y: 120 }, 4))).toBe(true);
    expect(boxesOverlap(first, tableBox({ x: 200, y: 120 }, 4))).toBe(false);
    expect(isBoxInsideArea(first, { width: 1000, height: 800 })).toBe(true);
    expect(isBoxInsideArea(tableBox({ x: 900, y: 120 }, 4), { width: 1000, height: 800 })).toBe(false);
  });
});
