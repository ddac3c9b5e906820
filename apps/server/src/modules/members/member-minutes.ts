import { unusedMemberMinutes } from '@kasir/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { memberMinutes } from './member-minutes.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const earliest = (instants: ReadonlyArray<string | null>): Date | null => {
  const times = instants.flatMap((instant) => (instant === null ? [] : [Date.parse(instant)]));
  return times.length === 0 ? null : new Date(Math.min(...times));
};

/**
 * A cancelled (voided) member-play order gives back the saved minutes it took and did not play
 * (ADR 0013), once: called in the cancel transaction; an order without a USE row, or whose
 * minutes already came back, gives nothing. Play stops at the session's end, its termination
 * or the cancel, whichever came first; only whole minutes count as played. The minutes given
 * back, 0 included, are one RETURN ledger row.
 */
export async function giveBackUnusedMinutes(executor: Executor, orderId: number, now: Date): Promise<number> {
  const taken = await memberMinutes.ofOrder(executor, orderId);
  if (taken === null || taken.returned !== null) return 0;
  const session = await memberMinutes.firstSession(executor, orderId);
  const minutes =
    session === undefined
      ? taken.used
      : unusedMemberMinutes({ minutesUsed: taken.used, startedAt: new Date(session.start_time), playEndedAt: earliest([session.end_time, session.terminated_on]), now });
  await memberMinutes.returnMinutes(executor, { memberId: taken.memberId, minutes, orderId, nowIso: now.toISOString() });
  return minutes;
}
