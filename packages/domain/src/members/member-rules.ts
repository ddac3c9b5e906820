/**
 * Issue 19 member rules beyond the balances: the member form's birth date (spec §5: required
 * for a member, sent as year-month-day, not in the future), auto-generated member numbers, and
 * the saved minutes a member earns by paying for play (our rule: the spec stores
 * TimeBalanceEarned on a payment but does not say how it is earned; ADR 0020).
 */

/** Saved minutes earned per full hour of play a member paid for (10 %: 6 of every 60). */
export const MEMBER_MINUTES_EARNED_PER_HOUR = 6;
const MINUTES_PER_HOUR = 60;
const MS_PER_MINUTE = 60_000;

/** Auto-generated member numbers: the prefix and the digits after it (M0001, as the demo's). */
export const MEMBER_NUMBER_PREFIX = 'M';
export const MEMBER_NUMBER_DIGITS = 4;
/** The longest member number, card number, name and address the member form takes. */
export const MEMBER_NUMBER_MAX_LENGTH = 32;
export const MEMBER_NAME_MAX_LENGTH = 100;
export const MEMBER_ADDRESS_MAX_LENGTH = 255;
export const MEMBER_EMAIL_MAX_LENGTH = 254;

export const MemberRuleText = {
  BIRTH_DATE_IN_FUTURE: 'Birth date cannot be in the future',
  BIRTH_DATE_INVALID: 'Birth date must be a real date as year-month-day',
} as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const match = DATE_ONLY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Null when the birth date may be stored; else the refusal. `today` is the outlet's YYYY-MM-DD. */
export function checkBirthDate(birthDate: string, today: string): string | null {
  if (!isCalendarDate(birthDate)) return MemberRuleText.BIRTH_DATE_INVALID;
  // Both are YYYY-MM-DD: text order is date order.
  if (birthDate > today) return MemberRuleText.BIRTH_DATE_IN_FUTURE;
  return null;
}

/** An auto-generated member number (8 → M0008). */
export function formatMemberNumber(sequence: number): string {
  return `${MEMBER_NUMBER_PREFIX}${String(sequence).padStart(MEMBER_NUMBER_DIGITS, '0')}`;
}

/** The number part of an auto-generated member number, or null for any other number. */
export function memberNumberSequence(memberNumber: string): number | null {
  const match = new RegExp(`^${MEMBER_NUMBER_PREFIX}(\\d+)$`).exec(memberNumber);
  return match ? Number(match[1]) : null;
}

export interface PlaySpan {
  readonly start: Date;
  /** The booked end, or null for open play. */
  readonly end: Date | null;
  readonly terminatedOn: Date | null;
}

/**
 * Whole minutes of play an order's time sessions bill: each from its start to its termination,
 * else its booked end (a prepaid hour is paid whether or not it is played out), else now.
 */
export function billedPlayMinutes(spans: readonly PlaySpan[], now: Date): number {
  let total = 0;
  for (const span of spans) {
    const stop = span.terminatedOn ?? span.end ?? now;
    total += Math.max(0, Math.floor((stop.getTime() - span.start.getTime()) / MS_PER_MINUTE));
  }
  return total;
}

/**
 * Saved minutes a member earns when an order of play becomes paid: MEMBER_MINUTES_EARNED_PER_HOUR
 * for each full hour paid for, the minutes played from the member's saved time left out (as
 * paying with points earns no points).
 */
export function computeTimeBalanceEarned(input: { billedMinutes: number; savedMinutesUsed: number; hasMember: boolean }): number {
  if (!input.hasMember) return 0;
  const paidMinutes = Math.max(0, input.billedMinutes - input.savedMinutesUsed);
  return Math.floor(paidMinutes / MINUTES_PER_HOUR) * MEMBER_MINUTES_EARNED_PER_HOUR;
}
