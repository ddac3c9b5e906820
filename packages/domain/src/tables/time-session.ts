import { SpecMessage } from '../codes/messages.ts';
import { OutletType } from '../codes/outlet.ts';
import { TableType } from '../codes/tables.ts';
import { resolveEndTime } from '../time/time-of-day.ts';

const MS_PER_MINUTE = 60_000;

/**
 * Texts of refusals the spec names without wording (§5 "card number required", "minutes not
 * 0"); the other time-membership refusals use the spec's own messages.
 */
export const TimeMembershipText = {
  CARD_NUMBER_REQUIRED: 'Member card number is required',
  MINUTES_ZERO: 'Minutes cannot be 0',
} as const;

/**
 * Spec §2/§3: an order gets a time session when it sits at a time-based table, or when an
 * all-you-can-eat outlet seats it with an end time.
 */
export function isTimedSeating(input: { outletType: number; endTime: string | null; tableTypes: readonly number[] }): boolean {
  if (input.outletType === OutletType.ALL_YOU_CAN_EAT && input.endTime !== null) return true;
  return input.tableTypes.includes(TableType.TIME_BASED);
}

export interface SessionEndInput {
  readonly startedAt: Date;
  readonly timeZoneHours: number;
  /** 'HH:mm:ss' on the outlet clock (create order endTime), or null. */
  readonly endTime: string | null;
  /** Play minutes taken from a member's saved time, or null. */
  readonly minutes: number | null;
  /** The end already resolved when the table was chosen (side form), so every terminal keeps it. */
  readonly seatedEndsAt: Date | null;
}

/**
 * The end of a first time session: member minutes count from the start; an end time is the
 * next moment the outlet clock reads it (tomorrow when it has passed today), unless the table
 * already resolved it at selection; with neither the session is open ('Ongoing', spec §4).
 */
export function resolveSessionEnd(input: SessionEndInput): Date | null {
  if (input.minutes !== null && input.minutes > 0) return new Date(input.startedAt.getTime() + input.minutes * MS_PER_MINUTE);
  if (input.endTime === null) return null;
  if (input.seatedEndsAt !== null && input.seatedEndsAt.getTime() > input.startedAt.getTime()) return input.seatedEndsAt;
  return resolveEndTime(input.startedAt, input.endTime, input.timeZoneHours);
}

export interface TimeMembershipInput {
  readonly memberCardNo: string | null;
  readonly memberId: number | null;
  /** The member's saved minutes, or null when no member was found. */
  readonly savedMinutes: number | null;
  readonly minutes: number | null;
}

export type TimeMembershipRefusal = { field: 'memberCardNo' | 'memberId' | 'minutes'; message: string };

/**
 * Spec §5 time-based membership, in the spec's order: card number, member chosen ('Harap
 * pilih member'), saved time ('Member tidak memiliki waktu tersimpan'), minutes not above the
 * saved time ('Menit main melebihi waktu tersimpan'), minutes not 0. Null when it may play.
 */
export function checkTimeMembership(input: TimeMembershipInput): TimeMembershipRefusal | null {
  if (input.memberCardNo === null || input.memberCardNo.trim() === '') return { field: 'memberCardNo', message: TimeMembershipText.CARD_NUMBER_REQUIRED };
  if (input.memberId === null || input.savedMinutes === null) return { field: 'memberId', message: SpecMessage.SELECT_MEMBER };
  if (input.savedMinutes <= 0) return { field: 'minutes', message: SpecMessage.MEMBER_NO_SAVED_TIME };
  if (input.minutes !== null && input.minutes > input.savedMinutes) return { field: 'minutes', message: SpecMessage.MINUTES_OVER_SAVED };
  if (input.minutes === null || input.minutes <= 0) return { field: 'minutes', message: TimeMembershipText.MINUTES_ZERO };
  return null;
}

export interface SessionTimes {
  readonly endTime: Date | null;
  readonly terminatedOn: Date | null;
}

/**
 * Where an order's time sessions leave its tables: 'none' without sessions; 'open' while one
 * runs with no end (Ongoing: no countdown); else the latest end, where a session terminated
 * before its end (terminateOrder) ends when it was terminated, so the table shows 00:00:00.
 */
export function sessionsEnd(sessions: readonly SessionTimes[]): { kind: 'none' } | { kind: 'open' } | { kind: 'ends'; at: Date } {
  if (sessions.length === 0) return { kind: 'none' };
  if (sessions.some((session) => session.endTime === null && session.terminatedOn === null)) return { kind: 'open' };
  let latest = 0;
  for (const session of sessions) {
    const ends = [session.endTime, session.terminatedOn].flatMap((instant) => (instant === null ? [] : [instant.getTime()]));
    latest = Math.max(latest, Math.min(...ends));
  }
  return { kind: 'ends', at: new Date(latest) };
}
