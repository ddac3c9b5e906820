import { SpecMessage, TableType, TimeSessionType, checkTimeMembership, formatOutletTimeOfDay, isMembershipExpired, isTimedSeating, membershipExpiredMessage, resolveSessionEnd } from '@kasir/domain';
import { invalidField } from '../../platform/app-error.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import { memberMinutes } from '../members/member-minutes.repository.ts';
import { orderTimeSessionsRepository as sessions, type TimeSessionRecord } from './order-time-sessions.repository.ts';
import type { Executor } from './orders.repository.ts';

/** The create-order fields that decide a time session (spec §7 create order / member order payloads). */
export type TimedOrderFields = {
  endTime?: string | null | undefined;
  useMembership?: boolean | undefined;
  memberId?: number | null | undefined;
  MemberId?: number | null | undefined;
  minutes?: number | null | undefined;
  memberCardNo?: string | null | undefined;
};

export type StartSessionInput = {
  outlet: { id: number; owner_id: number; type: number; time_zone: number };
  orderId: number;
  tableIds: readonly number[];
  body: TimedOrderFields;
  now: Date;
};

/**
 * The first time session of a new order (spec §3 OrderTimeSessions, Type 1), written in the
 * create transaction after the tables are taken: at an all-you-can-eat outlet seated with an
 * end time, or at a time-based table (member minutes, an end time, or open: 'Ongoing'). The
 * tables then count down to the session's end. An order without tables costs no query.
 */
export async function startOrderTimeSession(executor: Executor, input: StartSessionInput): Promise<TimeSessionRecord[]> {
  const isMemberPlay = input.body.useMembership === true;
  if (input.tableIds.length === 0) {
    if (isMemberPlay) throw invalidField('OutletTableIds', 'Membership time is played at a time-based table');
    return [];
  }
  const endTime = input.body.endTime ?? null;
  const tables = await sessions.seatedTables(executor, input.outlet.id, input.tableIds);
  const tableTypes = tables.map((table) => table.type);
  let minutes: number | null = null;
  if (isMemberPlay) {
    if (!tableTypes.includes(TableType.TIME_BASED)) throw invalidField('useMembership', 'Membership time is played at a time-based table');
    minutes = await checkMemberPlay(executor, input);
  }
  if (!isTimedSeating({ outletType: input.outlet.type, endTime, tableTypes })) return [];

  const seatedEnds = tables.flatMap((table) => (table.ends_at === null ? [] : [new Date(table.ends_at)]));
  const seatedEndsAt = seatedEnds.length === 0 ? null : new Date(Math.max(...seatedEnds.map((end) => end.getTime())));
  const end = resolveSessionEnd({ startedAt: input.now, timeZoneHours: input.outlet.time_zone, endTime, minutes, seatedEndsAt });
  const nowIso = input.now.toISOString();
  const session = await sessions.insertSession(executor, {
    order_id: input.orderId,
    type: TimeSessionType.FIRST,
    start_time: nowIso,
    end_time: end === null ? null : end.toISOString(),
    terminated_on: null,
  });
  if (end !== null) {
    await sessions.setTablesEnd(executor, input.outlet.id, input.tableIds, {
      endTime: formatOutletTimeOfDay(end, input.outlet.time_zone),
      endsAt: end.toISOString(),
      nowIso,
    });
  }
  return [session];
}

/**
 * Spec §5 time-based membership, checked on the server with the spec's messages; the minutes to
 * play. They are taken from the member's saved minutes here, in the create transaction, by a
 * conditional UPDATE with a ledger row (ADR 0013): of two orders racing for the same minutes one
 * is refused. An expired membership plays no saved minutes.
 */
async function checkMemberPlay(executor: Executor, input: StartSessionInput): Promise<number> {
  const memberId = input.body.memberId ?? input.body.MemberId ?? null;
  const member = memberId === null ? undefined : await memberBalances.findMember(executor, input.outlet.owner_id, memberId);
  const savedMinutes = member === undefined ? null : member.saved_minutes;
  const refusal = checkTimeMembership({ memberCardNo: input.body.memberCardNo ?? null, memberId, savedMinutes, minutes: input.body.minutes ?? null });
  if (refusal) throw invalidField(refusal.field, refusal.message);
  const minutes = input.body.minutes ?? 0;
  if (member === undefined) return minutes;
  const memberField = input.body.memberId !== undefined && input.body.memberId !== null ? 'memberId' : 'MemberId';
  if (isMembershipExpired(member.expired_at, input.now)) throw invalidField(memberField, membershipExpiredMessage(member.name));
  const balance = await memberMinutes.useMinutes(executor, { memberId: member.id, minutes, orderId: input.orderId, nowIso: input.now.toISOString() });
  if (balance === null) throw invalidField('minutes', SpecMessage.MINUTES_OVER_SAVED);
  return minutes;
}
