import { DEFAULT_TIME_ZONE_HOURS } from '../limits.ts';
import { formatOutletDate, getOffsetMs, MS_PER_DAY, MS_PER_SECOND, startOfOutletDay } from './outlet-day.ts';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

function padTwo(value: number): string {
  return String(value).padStart(2, '0');
}

/** Seconds since midnight of an 'HH:mm:ss' text (EndTime), or null when it is not one. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (match === null) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * SECONDS_PER_HOUR + minutes * SECONDS_PER_MINUTE + seconds;
}

/** 'HH:mm:ss' of seconds since midnight (0 to 86399). */
export function formatTimeOfDay(secondsOfDay: number): string {
  if (!Number.isSafeInteger(secondsOfDay) || secondsOfDay < 0 || secondsOfDay >= SECONDS_PER_DAY) {
    throw new RangeError(`Not a second of the day: ${secondsOfDay}`);
  }
  const hours = Math.floor(secondsOfDay / SECONDS_PER_HOUR);
  const minutes = Math.floor((secondsOfDay % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${padTwo(hours)}:${padTwo(minutes)}:${padTwo(secondsOfDay % SECONDS_PER_MINUTE)}`;
}

/** 'HH:mm:ss' on the outlet's clock at an instant (whole seconds, truncated). */
export function formatOutletTimeOfDay(instant: Date, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): string {
  const sinceMidnight = instant.getTime() - startOfOutletDay(instant, timeZoneHours).getTime();
  return formatTimeOfDay(Math.floor(sinceMidnight / MS_PER_SECOND));
}

/**
 * 'YYYY-MM-DD HH:mm' on the outlet's clock: what every screen shows for a stored instant
 * (ISO-8601 UTC text), whatever the terminal's own time zone. Text that is not an instant is
 * shown as it came.
 */
export function formatOutletDateTime(isoInstant: string, timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  return `${formatOutletDate(instant, timeZoneHours)} ${formatOutletTimeOfDay(instant, timeZoneHours).slice(0, 5)}`;
}

/**
 * When an EndTime ends, for a session that started at `startedAt`: the first moment after
 * the start at which the outlet clock reads EndTime. So 23:00 with EndTime 01:00:00 ends
 * tomorrow at 01:00, across midnight. An EndTime equal to the start means a full day,
 * because a session cannot end the moment it starts. Null when EndTime is not 'HH:mm:ss'.
 */
export function resolveEndTime(
  startedAt: Date,
  endTime: string,
  timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS,
): Date | null {
  const secondsOfDay = parseTimeOfDay(endTime);
  if (secondsOfDay === null) return null;
  getOffsetMs(timeZoneHours); // validates the offset before any arithmetic
  const sameDay = startOfOutletDay(startedAt, timeZoneHours).getTime() + secondsOfDay * MS_PER_SECOND;
  return new Date(sameDay > startedAt.getTime() ? sameDay : sameDay + MS_PER_DAY);
}

/**
 * Time left as 'HH:mm:ss' (hours may pass 24 and keep growing), '00:00:00' once elapsed.
 * Partial seconds count up, so the display reaches 00:00:00 exactly when time is up and
 * the table turns red (spec §2) at the right moment, not a second early.
 */
export function formatTimeLeft(now: Date, endsAt: Date): string {
  const leftMs = endsAt.getTime() - now.getTime();
  if (Number.isNaN(leftMs)) throw new RangeError('Invalid date');
  const totalSeconds = leftMs <= 0 ? 0 : Math.ceil(leftMs / MS_PER_SECOND);
  const hours = Math.floor(totalSeconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((totalSeconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${padTwo(hours)}:${padTwo(minutes)}:${padTwo(totalSeconds % SECONDS_PER_MINUTE)}`;
}

/** True once the end has come: the red 00:00:00 state of an ordered table. */
export function isTimeUp(now: Date, endsAt: Date): boolean {
  return endsAt.getTime() <= now.getTime();
}
