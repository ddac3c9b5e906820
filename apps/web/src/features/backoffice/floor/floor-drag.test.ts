import { describe, expect, it } from 'vitest';
import { isBoxInsideArea, tableBox } from '@kasir/domain';
import { clampPosition, draggedPosition, findFreeSpot, isDrag, nextTableIndex, nextTableName, nudgedPosition, snapToGrid } from './floor-drag.ts';

const area = { width: 1000, height: 800 };

describe('back-office floor drag math', () => {
  it('turns pointer pixels into area units by the plan scale and snaps to the grid', () => {
    // At scale 0.5 a 53 px move is 106 units, snapped to 110.
    expect(draggedPosition({ start: { x: 100, y: 100 }, deltaPx: { x: 53, y: -21 }, scale: 0.5, capacity: 4, area })).toEqual({ x: 210, y: 60 });
    expect(snapToGrid(104)).toBe(100);
    expect(snapToGrid(105)).toBe(110);
  });

  it('keeps the whole table inside the area, as the server requires', () => {
    const landed = draggedPosition({ start: { x: 900, y: 700 }, deltaPx: { x: 500, y: 500 }, scale: 1, capacity: 4, area });
    expect(landed).toEqual({ x: 860, y: 700 });
    expect(isBoxInsideArea(tableBox(landed, 4), area)).toBe(true);
    expect(clampPosition({ x: -30, y: -1 }, 2, area)).toEqual({ x: 0, y: 0 });
  });

  it('tells a click from a drag', () => {
    expect(isDrag({ x: 1, y: 2 })).toBe(false);
    expect(isDrag({ x: 3, y: 4 })).toBe(true);
  });

  it('moves the selected table with the arrow keys, a large step with Shift, never out of the area', () => {
    expect(nudgedPosition('ArrowRight', false, { x: 100, y: 100 }, 4, area)).toEqual({ x: 110, y: 100 });
    expect(nudgedPosition('ArrowUp', true, { x: 100, y: 100 }, 4, area)).toEqual({ x: 100, y: 50 });
    expect(nudgedPosition('ArrowLeft', true, { x: 20, y: 100 }, 4, area)).toEqual({ x: 0, y: 100 });
    expect(nudgedPosition('Enter', false, { x: 20, y: 100 }, 4, area)).toBeNull();
  });

  it('places a new table at the first spot no table covers, or nowhere when the area is full', () => {
    expect(findFreeSpot(area, 4, [])).toEqual({ x: 0, y: 0 });
    const spot = findFreeSpot(area, 4, [{ position: { x: 0, y: 0 }, capacity: 4 }]);
    expect(spot).toEqual({ x: 140, y: 0 });
    expect(findFreeSpot({ width: 150, height: 100 }, 4, [{ position: { x: 0, y: 0 }, capacity: 2 }])).toBeNull();
  });

  it('suggests the next free table name and index', () => {
    expect(nextTableName(['T1', 'T2', 't4'])).toBe('T5');
    expect(nextTableName(['T1', 'T3', 'VIP-1', 'O2'])).toBe('T4');
    expect(nextTableName([])).toBe('T1');
    expect(nextTableIndex([3, 9, 1])).toBe(10);
    expect(nextTableIndex([])).toBe(1);
  });
});
