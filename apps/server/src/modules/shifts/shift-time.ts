import {
  MS_PER_DAY,
  formatOutletTimeOfDay,
  getOutletInstant,
  getOutletWeekRange,
  parseTimeOfDay,
} from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import type { UserRow } from '../users/users.repository.ts';

/** 00:00:00.000 to 23:59:59.999 of an outlet date 'YYYY-MM-DD'. */
export function outletDayRange(dateText: string, timeZoneHours: number): { start: Date; end: Date } {
  const start = getOutletInstant(dateText, 0, timeZoneHours);
  if (!start) throw new AppError('VALIDATION_ERROR', `${dateText} is not a date`, [{ field: 'fromDate', error: `${dateText} is not a date` }]);
  return { start, end: new Date(start.getTime() + MS_PER_DAY - 1) };
}

/** Spec §7: the shift history defaults to the ISO week, Monday to Sunday, in outlet time. */
export function defaultHistoryRange(now: Date, timeZoneHours: number): { from: Date; to: Date } {
  const week = getOutletWeekRange(now, timeZoneHours);
  return { from: week.start, to: week.end };
}

/** A role with AutomaticStartShift opens the shift by itself once the outlet clock passes StartShiftTime. */
export function isAutomaticStartDue(user: Pick<UserRow, 'automatic_start_shift' | 'start_shift_time'>, timeZoneHours: number, now: Date): boolean {
  if (user.automatic_start_shift !== 1) return false;
  if (!user.start_shift_time) return true;
  const startAt = parseTimeOfDay(user.start_shift_time.length === 5 ? `${user.start_shift_time}:00` : user.start_shift_time);
  const nowAt = parseTimeOfDay(formatOutletTimeOfDay(now, timeZoneHours));
  return startAt !== null && nowAt !== null && nowAt >= startAt;
}
