import { describe, expect, it } from 'vitest';
import { SpecMessage } from '../codes/messages.ts';
import { OutletType } from '../codes/outlet.ts';
import { TableType } from '../codes/tables.ts';
import { formatTimeLeft } from '../time/time-of-day.ts';
import { TimeMembershipText, checkTimeMembership, isTimedSeating, resolveSessionEnd, sessionsEnd } from './time-session.ts';

const WIB = 7;
const lateEvening = new Date('2025-03-10T16:30:00.000Z'); // 23:30 WIB

describe('isTimedSeating (spec §2/§3)', () => {
  it.each([
    ['AYCE with an end time', { outletType: OutletType.ALL_YOU_CAN_EAT, endTime: '01:00:00', tableTypes: [TableType.DINE_IN] }, true],
    ['AYCE without an end time', { outletType: OutletType.ALL_YOU_CAN_EAT, endTime: null, tableTypes: [TableType.DINE_IN] }, false],
    ['restaurant time-based table', { outletType: OutletType.RESTAURANT, endTime: null, tableTypes: [TableType.TIME_BASED] }, true],
    ['restaurant dine-in table', { outletType: OutletType.RESTAURANT, endTime: null, tableTypes: [TableType.DINE_IN] }, false],
    ['restaurant end time is ignored', { outletType: OutletType.RESTAURANT, endTime: '01:00:00', tableTypes: [] }, false],
  ])('%s', (_name, input, expected) => expect(isTimedSeating(input)).toBe(expected));
});

describe('resolveSessionEnd', () => {
  const base = { startedAt: lateEvening, timeZoneHours: WIB, endTime: null, minutes: null, seatedEndsAt: null };

  it('an end time already passed today on the outlet clock ends tomorrow (across midnight)', () => {
    const end = resolveSessionEnd({ ...base, endTime: '00:45:00' });
    expect(end?.toISOString()).toBe('2025-03-10T17:45:00.000Z');
    expect(formatTimeLeft(lateEvening, end ?? lateEvening)).toBe('01:15:00');
  });

  it('an end time later today ends today', () => {
    expect(resolveSessionEnd({ ...base, endTime: '23:59:30' })?.toISOString()).toBe('2025-03-10T16:59:30.000Z');
  });

  it('keeps the end resolved when the table was chosen, so every terminal counts to the same instant', () => {
    const seatedEndsAt = new Date('2025-03-10T17:00:00.000Z');
    // Chosen at 23:59:50 for 00:00:00; the order is saved after midnight: still that midnight, not tomorrow's.
    const afterMidnight = new Date('2025-03-10T16:59:55.000Z');
    expect(resolveSessionEnd({ ...base, startedAt: afterMidnight, endTime: '00:00:00', seatedEndsAt })).toEqual(seatedEndsAt);
    // A stale end (already over when the order starts) is resolved afresh.
    expect(resolveSessionEnd({ ...base, endTime: '00:00:00', seatedEndsAt: new Date('2025-03-09T17:00:00.000Z') })?.toISOString()).toBe('2025-03-10T17:00:00.000Z');
  });

  it('member minutes count from the start, across days', () => {
    const end = resolveSessionEnd({ ...base, minutes: 2 * 24 * 60 + 90, endTime: '01:00:00' });
    expect(end?.toISOString()).toBe('2025-03-12T18:00:00.000Z');
    expect(formatTimeLeft(lateEvening, end ?? lateEvening)).toBe('49:30:00');
  });

  it('with neither an end time nor minutes the session is open (Ongoing)', () => {
    expect(resolveSessionEnd(base)).toBeNull();
  });
});

describe('checkTimeMembership (spec §5)', () => {
  const ok = { memberCardNo: 'GOLD-0001', memberId: 7, savedMinutes: 120, minutes: 60 };

  it('lets a member play within the saved time', () => {
    expect(checkTimeMembership(ok)).toBeNull();
    expect(checkTimeMembership({ ...ok, minutes: 120 })).toBeNull();
  });

  it.each([
    ['no card number', { ...ok, memberCardNo: '  ' }, 'memberCardNo', TimeMembershipText.CARD_NUMBER_REQUIRED],
    ['no member', { ...ok, memberId: null }, 'memberId', SpecMessage.SELECT_MEMBER],
    ['member not found', { ...ok, savedMinutes: null }, 'memberId', SpecMessage.SELECT_MEMBER],
    ['no saved time', { ...ok, savedMinutes: 0 }, 'minutes', SpecMessage.MEMBER_NO_SAVED_TIME],
    ['more than saved', { ...ok, minutes: 121 }, 'minutes', SpecMessage.MINUTES_OVER_SAVED],
    ['zero minutes', { ...ok, minutes: 0 }, 'minutes', TimeMembershipText.MINUTES_ZERO],
    ['no minutes', { ...ok, minutes: null }, 'minutes', TimeMembershipText.MINUTES_ZERO],
  ])('%s', (_name, input, field, message) => expect(checkTimeMembership(input)).toEqual({ field, message }));

  it('uses the spec’s exact Indonesian texts', () => {
    expect(checkTimeMembership({ ...ok, memberId: null })?.message).toBe('Harap pilih member');
    expect(checkTimeMembership({ ...ok, savedMinutes: 0 })?.message).toBe('Member tidak memiliki waktu tersimpan');
    expect(checkTimeMembership({ ...ok, minutes: 500 })?.message).toBe('Menit main melebihi waktu tersimpan');
  });
});

describe('sessionsEnd', () => {
  const at = (iso: string) => new Date(iso);

  it('is none without sessions and open while one runs with no end', () => {
    expect(sessionsEnd([])).toEqual({ kind: 'none' });
    expect(sessionsEnd([{ endTime: null, terminatedOn: null }])).toEqual({ kind: 'open' });
  });

  it('is the latest end across a first session and its extension, over midnight', () => {
    const first = { endTime: at('2025-03-10T16:30:00.000Z'), terminatedOn: null };
    const extension = { endTime: at('2025-03-10T17:30:00.000Z'), terminatedOn: null };
    expect(sessionsEnd([first, extension])).toEqual({ kind: 'ends', at: at('2025-03-10T17:30:00.000Z') });
  });

  it('a session terminated early ends when it was terminated; an open one terminated ends then too', () => {
    expect(sessionsEnd([{ endTime: at('2025-03-10T17:30:00.000Z'), terminatedOn: at('2025-03-10T17:00:00.000Z') }])).toEqual({ kind: 'ends', at: at('2025-03-10T17:00:00.000Z') });
    expect(sessionsEnd([{ endTime: null, terminatedOn: at('2025-03-10T17:05:00.000Z') }])).toEqual({ kind: 'ends', at: at('2025-03-10T17:05:00.000Z') });
    expect(sessionsEnd([{ endTime: at('2025-03-10T17:30:00.000Z'), terminatedOn: at('2025-03-10T18:00:00.000Z') }])).toEqual({ kind: 'ends', at: at('2025-03-10T17:30:00.000Z') });
  });
});
