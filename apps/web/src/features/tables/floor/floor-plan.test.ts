import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA_SIZE, TABLE_CONTAINER_MIN_HEIGHT, TABLE_CONTAINER_MIN_WIDTH } from '@kasir/domain';
import { fitScale, layoutAreaSize, layoutTableBox, parseAreaSize, parsePosition, tableUnitSize } from './floor-plan.ts';

describe('floor plan geometry', () => {
  it('reads AreaSize as width*height and falls back to 1000*800', () => {
    expect(parseAreaSize('1200*600')).toEqual({ width: 1200, height: 600 });
    expect(parseAreaSize(' 900 * 700 ')).toEqual({ width: 900, height: 700 });
    for (const broken of [null, undefined, '', '0*800', 'abc', '1000x800', '-5*10']) {
      expect(parseAreaSize(broken)).toEqual(DEFAULT_AREA_SIZE);
    }
  });

  it('reads Position as x*y, else PositionX/PositionY, else the origin', () => {
    expect(parsePosition('120*40')).toEqual({ x: 120, y: 40 });
    expect(parsePosition('0*0')).toEqual({ x: 0, y: 0 });
    expect(parsePosition(null, 30, 70)).toEqual({ x: 30, y: 70 });
    expect(parsePosition('junk')).toEqual({ x: 0, y: 0 });
  });

  it('fits the area into the available width without enlarging it', () => {
    expect(fitScale({ width: 1000, height: 800 }, { width: 500, height: Number.POSITIVE_INFINITY })).toBe(0.5);
    expect(fitScale({ width: 1000, height: 800 }, { width: 2000, height: 2000 })).toBe(1);
    expect(fitScale({ width: 1000, height: 800 }, { width: 800, height: 400 })).toBe(0.5);
    // Not measured yet (jsdom, first paint): draw at 1:1 rather than collapse.
    expect(fitScale({ width: 1000, height: 800 }, { width: 0, height: 0 })).toBe(1);
  });

  it('scales position and size, seats more people at wider tables', () => {
    expect(tableUnitSize(2).width).toBeLessThan(tableUnitSize(4).width);
    expect(tableUnitSize(4).width).toBeLessThan(tableUnitSize(8).width);
    const box = layoutTableBox({ area: { width: 1000, height: 800 }, position: { x: 400, y: 200 }, capacity: 4, scale: 0.8 });
    expect(box).toEqual({ x: 320, y: 160, width: 140 * 0.8, height: 100 * 0.8 });
  });

  it('never draws a table smaller than the 100x50 minimum container', () => {
    const box = layoutTableBox({ area: { width: 1000, height: 800 }, position: { x: 100, y: 100 }, capacity: 2, scale: 0.2 });
    expect(box.width).toBe(TABLE_CONTAINER_MIN_WIDTH);
    expect(box.height).toBe(TABLE_CONTAINER_MIN_HEIGHT);
    expect(layoutAreaSize({ width: 100, height: 100 }, 0.1)).toEqual({ width: TABLE_CONTAINER_MIN_WIDTH, height: TABLE_CONTAINER_MIN_HEIGHT });
  });

  it('keeps a table at the far edge inside the area', () => {
    const box = layoutTableBox({ area: { width: 1000, height: 800 }, position: { x: 990, y: 790 }, capacity: 4, scale: 1 });
    expect(box.x + box.width).toBe(1000);
    expect(box.y + box.height).toBe(800);
  });
});
