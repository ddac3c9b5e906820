import { fillMessage } from '../codes/messages.ts';
import { MS_PER_MINUTE } from '../time/outlet-day.ts';
import { formatOutletTimeOfDay, resolveEndTime } from '../time/time-of-day.ts';
import { sessionsEnd, type SessionTimes } from './time-session.ts';

/**
 * Presets of an all-you-can-eat end time and of an extension, in minutes. The package length is
 * not modelled (it lives only in product names such as 'AYCE Dinner 90 menit'), and no package
 * is in the cart when the table is chosen, so the presets are these lengths from now (from the
 * current end for an extension); the demo packages run 90 and 120 minutes.
 */
export const END_TIME_PRESET_MINUTES = [60, 90, 120] as const;

/** 'HH:mm' on the outlet clock `minutes` after `base`, rounded up to the whole minute so a preset never gives less. */
export function outletTimeAfter(base: Date, minutes: number, timeZoneHours: number): string {
  const at = Math.ceil((base.getTime() + minutes * MS_PER_MINUTE) / MS_PER_MINUTE) * MS_PER_MINUTE;
  return formatOutletTimeOfDay(new Date(at), timeZoneHours).slice(0, 5);
}

/** Refusals of an extension; the spec words none of them (§7 names only the call). */
export const TimeExtensionText = {
  END_TIME_REQUIRED: 'Choose when the play time ends',
  END_NOT_AFTER_CURRENT: 'The new end must be after the current end {time}',
} as const;

/**
 * What moving an ordered table's end (POST /outletTable/updateStatusOutletTable with EndTime)
 * does to its order's time sessions (spec §3 OrderTimeSessions, Type 1 first, 2 extension):
 * - no session yet (an all-you-can-eat table seated without an end): a first session from now;
 * - an open session (Ongoing): it gets the end;
 * - sessions that end (or ended: time up, terminated): an extension session from that end to
 *   the new one, so the first session and the member minutes it used stay as they were.
 * The new end is the next moment the outlet clock reads `endTime`; it must come after the
 * current end, so an "extension" never shortens the time already given.
 */
export type TimeExtensionPlan =
  | { kind: 'startFirst'; startsAt: Date; endsAt: Date }
  | { kind: 'endOpen'; endsAt: Date }
  | { kind: 'extend'; startsAt: Date; endsAt: Date }
  | { kind: 'refused'; message: string };

export function planTimeExtension(sessions: readonly SessionTimes[], endTime: string | null, now: Date, timeZoneHours: number): TimeExtensionPlan {
  const endsAt = endTime === null ? null : resolveEndTime(now, endTime, timeZoneHours);
  if (endsAt === null) return { kind: 'refused', message: TimeExtensionText.END_TIME_REQUIRED };
  const current = sessionsEnd(sessions);
  if (current.kind === 'none') return { kind: 'startFirst', startsAt: now, endsAt };
  if (current.kind === 'open') return { kind: 'endOpen', endsAt };
  if (endsAt.getTime() <= current.at.getTime()) {
    return { kind: 'refused', message: fillMessage(TimeExtensionText.END_NOT_AFTER_CURRENT, { time: formatOutletTimeOfDay(current.at, timeZoneHours) }) };
  }
  return { kind: 'extend', startsAt: current.at, endsAt };
}
