/**
 * Member balances beyond points (ADR 0013): the saved-minutes ledger's entry types, membership
 * expiry, and how many minutes a cancelled member-play order gives back.
 */

/**
 * Types of member_minute_ledger rows. EARN: minutes a paid order of play earned (issue 19);
 * PURCHASE: minutes a bought membership added; ADJUST_PLUS / ADJUST_MINUS: corrections.
 */
export const MemberMinuteHistory = { USE: 1, RETURN: 2, BONUS: 3, EARN: 4, PURCHASE: 5, ADJUST_PLUS: 6, ADJUST_MINUS: 7 } as const;

const MINUTE_MS = 60_000;

/**
 * A membership is expired once its ExpiredDate has passed. No ExpiredDate means it never
 * expires. `expiredAt` is ISO-8601 (a date alone counts to the start of that day, UTC).
 */
export function isMembershipExpired(expiredAt: string | null, now: Date): boolean {
  if (expiredAt === null || expiredAt === '') return false;
  const end = Date.parse(expiredAt);
  if (Number.isNaN(end)) return false;
  return end <= now.getTime();
}

/** The 400 an expired member gets for spending points, vouchers or saved minutes. */
export function membershipExpiredMessage(memberName: string): string {
  return `The membership of ${memberName} has expired: points, vouchers and saved minutes cannot be used`;
}

/**
 * Minutes a cancelled member-play order gives back: the minutes it took less the whole minutes
 * already played (a minute under way is given back: a void is mostly a mistake put right at
 * once, and the member should not lose a minute for it). Play ends at the session's end or
 * termination if that came before the cancel.
 */
export function unusedMemberMinutes(input: { minutesUsed: number; startedAt: Date; playEndedAt: Date | null; now: Date }): number {
  const stop = input.playEndedAt !== null && input.playEndedAt.getTime() < input.now.getTime() ? input.playEndedAt : input.now;
  const playedMs = Math.max(0, stop.getTime() - input.startedAt.getTime());
  const played = Math.floor(playedMs / MINUTE_MS);
  return Math.max(0, Math.min(input.minutesUsed, input.minutesUsed - played));
}
