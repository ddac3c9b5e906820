import { DEFAULT_AREA_SIZE } from '../limits.ts';

export interface FloorSize {
  readonly width: number;
  readonly height: number;
}

export interface FloorPoint {
  readonly x: number;
  readonly y: number;
}

export interface FloorBox extends FloorPoint, FloorSize {}

/** 'a*b' into two numbers; null when the text is not one (negative or zero sizes are refused by callers). */
function parsePair(text: string | null | undefined): [number, number] | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\*\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (match === null) return null;
  return [Number(match[1]), Number(match[2])];
}

/** Spec §3 AreaSize 'width*height'; missing or unreadable is the default 1000*800. */
export function parseAreaSize(text: string | null | undefined): FloorSize {
  const pair = parsePair(text);
  if (pair === null || pair[0] <= 0 || pair[1] <= 0) return { ...DEFAULT_AREA_SIZE };
  return { width: pair[0], height: pair[1] };
}

export function formatAreaSize(size: FloorSize): string {
  return `${size.width}*${size.height}`;
}

/** Spec §3 Position 'x*y'; null when the text is not one. */
export function parsePosition(text: string | null | undefined): FloorPoint | null {
  const pair = parsePair(text);
  return pair === null ? null : { x: pair[0], y: pair[1] };
}

export function formatPosition(point: FloorPoint): string {
  return `${point.x}*${point.y}`;
}

/**
 * Area units a table covers on the plan: more seats, a wider table. The web draws the same
 * footprint, so a plan without overlaps here has none on screen.
 */
export function tableFootprint(capacity: number): FloorSize {
  const seats = Number.isFinite(capacity) && capacity > 0 ? capacity : 1;
  if (seats <= 2) return { width: 100, height: 100 };
  if (seats <= 4) return { width: 140, height: 100 };
  if (seats <= 6) return { width: 180, height: 110 };
  return { width: 220, height: 120 };
}

export function tableBox(position: FloorPoint, capacity: number): FloorBox {
  return { ...position, ...tableFootprint(capacity) };
}

/** Whether two boxes share any area (touching edges do not overlap). */
export function boxesOverlap(first: FloorBox, second: FloorBox): boolean {
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

/** Whether a box lies wholly inside an area of the given size. */
export function isBoxInsideArea(box: FloorBox, area: FloorSize): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= area.width && box.y + box.height <= area.height;
}
