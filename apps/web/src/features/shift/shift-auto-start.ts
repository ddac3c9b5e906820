import { MS_PER_SECOND, formatOutletTimeOfDay, parseTimeOfDay } from '@kasir/domain';
import type { User } from '@kasir/contracts';

/**
 * Asked a little after the start second: timers may fire a millisecond early, and the server
 * compares whole seconds, so asking exactly on the second could find the start not yet due.
 */
export const AUTOMATIC_START_MARGIN_MS = 1000;

type AutomaticStartRole = Pick<User, 'AutomaticStartShift' | 'StartShiftTime'>;

/** StartShiftTime is stored as 'HH:mm' or 'HH:mm:ss'. */
function readStartSecond(startShiftTime: string): number | null {
  return parseTimeOfDay(startShiftTime.length === 5 ? `${startShiftTime}:00` : startShiftTime);
}

/**
 * How long until a role with AutomaticStartShift has its shift opened by itself: the milliseconds
 * until the outlet clock reads StartShiftTime today. Null when nothing is due later today: no
 * automatic start, or the time has already come (the server opens the shift at the lookup then,
 * so asking again at once would change nothing).
 */
export function msUntilAutomaticStart(role: AutomaticStartRole, timeZoneHours: number, now: Date): number | null {
  if (!role.AutomaticStartShift || !role.StartShiftTime) return null;
  const startSecond = readStartSecond(role.StartShiftTime);
  const nowSecond = parseTimeOfDay(formatOutletTimeOfDay(now, timeZoneHours));
  if (startSecond === null || nowSecond === null || startSecond <= nowSecond) return null;
  // Whole seconds on the outlet clock; the sub-second part of now is dropped, so add it back.
  return (startSecond - nowSecond) * MS_PER_SECOND - (now.getTime() % MS_PER_SECOND) + AUTOMATIC_START_MARGIN_MS;
}
