import { getOffsetMs, MS_PER_DAY, MS_PER_HOUR } from '../time/outlet-day.ts';

/** Days of the week as the back office names them: Sunday 0 … Saturday 6 (Date#getUTCDay). */
export const PROMO_WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Hours of the day a promo may run in: 0 (00:00–00:59) … 23 (23:00–23:59), outlet time. */
export const PROMO_DAY_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Stored mask 0 = no restriction (every day / every hour). */
export const PROMO_SCHEDULE_ANY = 0;

/** A set of small numbers (days 0-6, hours 0-23) as the bit mask stored in one integer column. */
export function toScheduleMask(values: readonly number[]): number {
  return values.reduce((mask, value) => mask | (1 << value), 0);
}

/** The stored bit mask back as sorted numbers; 0 reads as [] (no restriction). */
export function fromScheduleMask(mask: number, universe: readonly number[]): number[] {
  return universe.filter((value) => (mask & (1 << value)) !== 0);
}

/**
 * Whether a promo's days-of-week and hours-of-day allow this instant in the outlet's time zone.
 * A mask of 0 places no limit, so every promo made before schedules existed still runs.
 */
export function isPromoInSchedule(schedule: { readonly daysMask: number; readonly hoursMask: number }, now: Date, timeZoneHours: number): boolean {
  const local = now.getTime() + getOffsetMs(timeZoneHours);
  const day = (Math.floor(local / MS_PER_DAY) + 4) % 7; // 1970-01-01 was a Thursday (4)
  const weekDay = day < 0 ? day + 7 : day;
  const hour = Math.floor((((local % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_HOUR);
  if (schedule.daysMask !== PROMO_SCHEDULE_ANY && (schedule.daysMask & (1 << weekDay)) === 0) return false;
  if (schedule.hoursMask !== PROMO_SCHEDULE_ANY && (schedule.hoursMask & (1 << hour)) === 0) return false;
  return true;
}
