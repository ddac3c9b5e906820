/**
 * When a run of failures locks a PIN: `threshold` failures within `windowMs` lock it for
 * `lockoutMs` counted from the last of them. Failure times are ISO strings, newest first.
 * Returns the instant the lock ends, or null when not locked at `now`.
 */
export function lockedUntil(
  failuresNewestFirst: readonly string[],
  rule: { threshold: number; windowMs: number; lockoutMs: number },
  now: Date,
): Date | null {
  if (failuresNewestFirst.length < rule.threshold) return null;
  const newest = Date.parse(failuresNewestFirst[0]!);
  const oldestOfRun = Date.parse(failuresNewestFirst[rule.threshold - 1]!);
  if (newest - oldestOfRun > rule.windowMs) return null;
  const until = newest + rule.lockoutMs;
  return until > now.getTime() ? new Date(until) : null;
}

/** Whole minutes left, at least 1, for the refusal message. */
export function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
