import { DEFAULT_AREA_SIZE, TABLE_CONTAINER_MIN_HEIGHT, TABLE_CONTAINER_MIN_WIDTH } from '@kasir/domain';

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point, Size {}

/** Parses 'a*b' into two positive (or, for positions, non-negative) numbers; null when it is not one. */
function parsePair(text: string | null | undefined, allowZero: boolean): [number, number] | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\*\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (match === null) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const isValid = (value: number) => Number.isFinite(value) && (allowZero ? value >= 0 : value > 0);
  return isValid(first) && isValid(second) ? [first, second] : null;
}

/** Spec §3 AreaSize 'width*height'; anything unreadable is the default 1000*800. */
export function parseAreaSize(text: string | null | undefined): Size {
  const pair = parsePair(text, false);
  return pair === null ? { ...DEFAULT_AREA_SIZE } : { width: pair[0], height: pair[1] };
}

/** Spec §3 Position 'x*y' (or PositionX/PositionY); a table without one sits at the origin. */
export function parsePosition(position: string | null | undefined, positionX?: number | null, positionY?: number | null): Point {
  const pair = parsePair(position, true);
  if (pair !== null) return { x: pair[0], y: pair[1] };
  return { x: Math.max(0, positionX ?? 0), y: Math.max(0, positionY ?? 0) };
}

/** Area units a table occupies: wider tables seat more people, so the plan reads like the room. */
export function tableUnitSize(capacity: number): Size {
  const seats = Number.isFinite(capacity) && capacity > 0 ? capacity : 1;
  if (seats <= 2) return { width: 100, height: 100 };
  if (seats <= 4) return { width: 140, height: 100 };
  if (seats <= 6) return { width: 180, height: 110 };
  return { width: 220, height: 120 };
}

/** The factor that fits the whole area into the space available, never enlarging past 1:1. */
export function fitScale(area: Size, available: Size): number {
  if (available.width <= 0 || available.height <= 0) return 1;
  return Math.min(1, available.width / area.width, available.height / area.height);
}

/**
 * Where a table is drawn, in pixels: its position and size scaled, the box never below the
 * spec's minimum table container (100x50, §9) so names stay readable, and kept inside the
 * area so a table placed at the far edge is not cut off.
 */
export function layoutTableBox(input: { area: Size; position: Point; capacity: number; scale: number }): Box {
  const unit = tableUnitSize(input.capacity);
  const width = Math.max(TABLE_CONTAINER_MIN_WIDTH, unit.width * input.scale);
  const height = Math.max(TABLE_CONTAINER_MIN_HEIGHT, unit.height * input.scale);
  const areaWidth = input.area.width * input.scale;
  const areaHeight = input.area.height * input.scale;
  const x = Math.max(0, Math.min(input.position.x * input.scale, areaWidth - width));
  const y = Math.max(0, Math.min(input.position.y * input.scale, areaHeight - height));
  return { x, y, width, height };
}

/** The drawn size of an area: scaled, and at least one minimum table container. */
export function layoutAreaSize(area: Size, scale: number): Size {
  return {
    width: Math.max(TABLE_CONTAINER_MIN_WIDTH, area.width * scale),
    height: Math.max(TABLE_CONTAINER_MIN_HEIGHT, area.height * scale),
  };
}
