import { DEFAULT_TIME_ZONE_HOURS } from '../limits.ts';

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;
const DAYS_PER_WEEK = 7;
/** Real zones run from UTC-12 to UTC+14; anything else is a data error, not a zone. */
const MIN_OFFSET_HOURS = -12;
const MAX_OFFSET_HOURS = 14;

export interface InstantRange {
  readonly start: Date;
  /** The last millisecond inside the range (23:59:59.999), as report queries expect. */
  readonly end: Date;
}

/**
 * The outlet's offset in ms. Outlets store a fixed hour offset (Indonesia has no daylight
 * saving), so plain arithmetic is exact and needs no time-zone database.
 */
export function getOffsetMs(timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): number {
  if (!Number.isFinite(timeZoneHours) || timeZoneHours < MIN_OFFSET_HOURS || timeZoneHours > MAX_OFFSET_HOURS) {
    throw new RangeError(`Time zone offset out of range: ${timeZoneHours}`);
  }
  return Math.round(timeZoneHours * MS_PER_HOUR);
}

function toOutletMs(instant: Date, timeZoneHours: number): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  return ms + getOffsetMs(timeZoneHours);
}

function floorToDay(ms: number): number {
  return Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
}

/** 00:00:00.000 outlet time of the outlet day the instant falls in. */
export function startOfOutletDay(instant: Date, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): Date {
  return new Date(floorToDay(toOutletMs(instant, timeZoneHours)) - getOffsetMs(timeZoneHours));
}

/** 23:59:59.999 outlet time of the outlet day the instant falls in. */
export function endOfOutletDay(instant: Date, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): Date {
  return new Date(startOfOutletDay(instant, timeZoneHours).getTime() + MS_PER_DAY - 1);
}

/** The ISO week (Monday 00:00:00 to Sunday 23:59:59.999, outlet time) holding the instant. */
export function getOutletWeekRange(instant: Date, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): InstantRange {
  const dayStart = startOfOutletDay(instant, timeZoneHours).getTime();
  const weekday = new Date(floorToDay(toOutletMs(instant, timeZoneHours))).getUTCDay(); // 0 = Sunday
  const daysSinceMonday = (weekday + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK;
  const start = dayStart - daysSinceMonday * MS_PER_DAY;
  return { start: new Date(start), end: new Date(start + DAYS_PER_WEEK * MS_PER_DAY - 1) };
}

/**
 * From the start of the outlet day `days` days back to the end of today (spec §9: pending
 * orders are the last 3 days, merge bill looks 6 days back).
 */
export function getRecentDaysRange(now: Date, days: number, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): InstantRange {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`Days must be a whole number ≥ 0: ${days}`);
  const todayStart = startOfOutletDay(now, timeZoneHours).getTime();
  return { start: new Date(todayStart - days * MS_PER_DAY), end: endOfOutletDay(now, timeZoneHours) };
}

/** Calendar days from one outlet date to another (negative when `to` is earlier). */
export function countWholeDaysBetween(from: Date, to: Date, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): number {
  const fromDay = floorToDay(toOutletMs(from, timeZoneHours));
  const toDay = floorToDay(toOutletMs(to, timeZoneHours));
  return Math.round((toDay - fromDay) / MS_PER_DAY);
}

/** 'YYYY-MM-DD' of the outlet day holding the instant (report and birth-date parameters). */
export function formatOutletDate(instant: Date, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): string {
  return new Date(toOutletMs(instant, timeZoneHours)).toISOString().slice(0, 10);
}

/**
 * The instant of an outlet date 'YYYY-MM-DD' at a number of seconds after its midnight,
 * or null when the date does not exist (2025-02-30).
 */
export function getOutletInstant(
  dateText: string,
  secondsOfDay: number,
  timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS,
): Date | null {
  if (!Number.isSafeInteger(secondsOfDay) || secondsOfDay < 0 || secondsOfDay >= MS_PER_DAY / MS_PER_SECOND) {
    throw new RangeError(`Not a second of the day: ${secondsOfDay}`);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  // Date.UTC rolls 02-30 over into March; a rolled date is not the date that was asked for.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(midnight + secondsOfDay * MS_PER_SECOND - getOffsetMs(timeZoneHours));
}
