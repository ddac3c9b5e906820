/**
 * Issue 23 (ADR 27): bounds on when a sale taken offline says it was taken. The till's clock is
 * trusted only so far: a little ahead of the server (tablets drift), and not older than an
 * outage a till could plausibly sell through, so a forged or stale TakenAt is refused (400).
 */

/** How far a till's clock may run ahead of the server's: tablets without network time drift by minutes. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60_000;

/** The oldest offline sale the server takes: a long weekend without a connection, not a replay of last month. */
export const OFFLINE_SALE_MAX_AGE_HOURS = 72;

const MS_PER_HOUR = 3_600_000;

export type OfflineTakenAtProblem = 'in the future' | 'too old';

/** Why a TakenAt is refused at `now`, or null when it is within the bounds. */
export function offlineTakenAtProblem(takenAt: Date, now: Date): OfflineTakenAtProblem | null {
  if (takenAt.getTime() > now.getTime() + OFFLINE_CLOCK_SKEW_MS) return 'in the future';
  if (takenAt.getTime() < now.getTime() - OFFLINE_SALE_MAX_AGE_HOURS * MS_PER_HOUR) return 'too old';
  return null;
}
