import { boxesOverlap } from '@kasir/domain';
import { tableUnitSize, type Point, type Size } from '../../tables/floor/floor-plan.ts';

/**
 * The back office's drag and placement math, in area units (the units AreaSize and Position
 * are written in). Drawing uses the cashier's own helpers (features/tables/floor/floor-plan.ts),
 * so what the owner places is where every terminal draws it.
 */

/** Tables snap to this many area units while dragged or nudged. */
export const GRID_UNITS = 10;
/** Shift + arrow nudges this far. */
export const LARGE_STEP_UNITS = 50;
/** A pointer that moved less than this many pixels clicked rather than dragged. */
export const DRAG_THRESHOLD_PX = 4;

export function snapToGrid(value: number, grid: number = GRID_UNITS): number {
  return Math.round(value / grid) * grid;
}

/** Keeps the table's whole footprint inside the area (what the server checks too). */
export function clampPosition(position: Point, capacity: number, area: Size): Point {
  const unit = tableUnitSize(capacity);
  return {
    x: Math.max(0, Math.min(position.x, area.width - unit.width)),
    y: Math.max(0, Math.min(position.y, area.height - unit.height)),
  };
}

/**
 * Where a dragged table lands: its start position moved by the pointer's travel in pixels
 * turned into area units (÷ scale), snapped to the grid, then kept inside the area.
 */
export function draggedPosition(input: { start: Point; deltaPx: Point; scale: number; capacity: number; area: Size }): Point {
  const scale = input.scale > 0 ? input.scale : 1;
  const moved = { x: snapToGrid(input.start.x + input.deltaPx.x / scale), y: snapToGrid(input.start.y + input.deltaPx.y / scale) };
  return clampPosition(moved, input.capacity, input.area);
}

export function isDrag(deltaPx: Point): boolean {
  return Math.hypot(deltaPx.x, deltaPx.y) >= DRAG_THRESHOLD_PX;
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** An arrow key moves the selected table one grid step (Shift: a large step); other keys move nothing (null). */
export function nudgedPosition(key: string, isLarge: boolean, position: Point, capacity: number, area: Size): Point | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = isLarge ? LARGE_STEP_UNITS : GRID_UNITS;
  return clampPosition({ x: position.x + direction.x * step, y: position.y + direction.y * step }, capacity, area);
}

/**
 * The first spot, row by row from the top left, where a new table of this capacity overlaps no
 * table of the area; null when the area is full.
 */
export function findFreeSpot(area: Size, capacity: number, placed: ReadonlyArray<{ position: Point; capacity: number }>, step: number = GRID_UNITS * 2): Point | null {
  const unit = tableUnitSize(capacity);
  const boxes = placed.map((table) => ({ ...table.position, ...tableUnitSize(table.capacity) }));
  for (let y = 0; y + unit.height <= area.height; y += step) {
    for (let x = 0; x + unit.width <= area.width; x += step) {
      const candidate = { x, y, ...unit };
      if (!boxes.some((box) => boxesOverlap(candidate, box))) return { x, y };
    }
  }
  return null;
}

/** A name no live table of the outlet has: the prefix and the number after the highest ('T1'…'T8' → 'T9'). */
export function nextTableName(existing: readonly string[], prefix = 'T'): string {
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()));
  const pattern = new RegExp(`^${prefix}(\\d+)$`, 'i');
  const numbers = existing.map((name) => pattern.exec(name.trim())?.[1]).filter((digits) => digits !== undefined).map(Number);
  for (let number = numbers.length === 0 ? 1 : Math.max(...numbers) + 1; ; number += 1) {
    const name = `${prefix}${number}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** The next TableIndex after the outlet's highest. */
export function nextTableIndex(existing: readonly number[]): number {
  return existing.length === 0 ? 1 : Math.max(...existing) + 1;
}
