import { MemberMinuteHistory, billedPlayMinutes, computeTimeBalanceEarned, unusedMemberMinutes } from '@kasir/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { memberMinutes } from './member-minutes.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const earliest = (instants: ReadonlyArray<string | null>): Date | null => {
  const times = instants.flatMap((instant) => (instant === null ? [] : [Date.parse(instant)]));
  return times.length === 0 ? null : new Date(Math.min(...times));
};

/**
 * A cancelled (voided) member-play order gives back the saved minutes it holds and did not play
 * (ADR 0013), once: called in the cancel transaction; an order holding no minutes, or whose
 * minutes already came back, gives nothing. It holds the minutes it took and those a split or
 * merge brought to it (issue 19), each given back to its member under the order that took them.
 * Play stops at the session's end, its termination or the cancel, whichever came first; only
 * whole minutes count as played. Each give-back, 0 included, is one RETURN ledger row.
 */
export async function giveBackUnusedMinutes(executor: Executor, orderId: number, now: Date): Promise<number> {
  const held = await memberMinutes.heldBy(executor, orderId);
  if (held.length === 0) return 0;
  const session = await memberMinutes.firstSession(executor, orderId);
  let total = 0;
  for (const taken of held) {
    const minutes =
      session === undefined
        ? taken.minutes
        : unusedMemberMinutes({ minutesUsed: taken.minutes, startedAt: new Date(session.start_time), playEndedAt: earliest([session.end_time, session.terminated_on]), now });
    await memberMinutes.returnMinutes(executor, { memberId: taken.memberId, minutes, orderId: taken.sourceOrderId, nowIso: now.toISOString() });
    total += minutes;
  }
  return total;
}

/**
 * The saved minutes a member earns when a payment makes an order of play PAID (issue 19, ADR 0020):
 * computed from the order's time sessions less the saved minutes it played, stored as one EARN
 * ledger row (unique per order, so a second computation for the same order fails its
 * transaction) and answered as the payment's TimeBalanceEarned. Orders without time sessions,
 * not at a time-based table, or paid without a member, earn 0 and write nothing.
 */
export async function earnMinutesForPaidOrder(executor: Executor, input: { orderId: number; memberId: number | null; now: Date }): Promise<number> {
  if (input.memberId === null) return 0;
  const sessions = await memberMinutes.sessionsOf(executor, input.orderId);
  // Only play earns play time: an all-you-can-eat meal's session does not. Every bill of a split
  // carries a copy of the whole play, so none of them earns (the play would count once per bill).
  if (sessions.length === 0 || !(await memberMinutes.playedAtTimeBasedTable(executor, input.orderId)) || (await memberMinutes.isSplitBill(executor, input.orderId))) return 0;
  const spans = sessions.map((session) => ({
    start: new Date(session.start_time),
    end: session.end_time === null ? null : new Date(session.end_time),
    terminatedOn: session.terminated_on === null ? null : new Date(session.terminated_on),
  }));
  const used = (await memberMinutes.usedByOrders(executor, [input.orderId])).get(input.orderId) ?? 0;
  const minutes = computeTimeBalanceEarned({ billedMinutes: billedPlayMinutes(spans, input.now), savedMinutesUsed: used, hasMember: true });
  if (minutes <= 0) return 0;
  await memberMinutes.addMinutes(executor, { memberId: input.memberId, minutes, type: MemberMinuteHistory.EARN, orderId: input.orderId, nowIso: input.now.toISOString() });
  return minutes;
}
