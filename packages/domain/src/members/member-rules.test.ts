import { describe, expect, it } from 'vitest';
import { MEMBER_MINUTES_EARNED_PER_HOUR, MemberRuleText, billedPlayMinutes, checkBirthDate, computeTimeBalanceEarned, formatMemberNumber, isCalendarDate, memberNumberSequence } from './member-rules.ts';

const at = (iso: string) => new Date(iso);

describe('checkBirthDate', () => {
  it('takes a real day up to today (outlet time)', () => {
    expect(checkBirthDate('1995-06-17', '2026-11-26')).toBeNull();
    expect(checkBirthDate('2026-11-26', '2026-11-26')).toBeNull();
    expect(checkBirthDate('2024-02-29', '2026-11-26')).toBeNull();
  });
  it('refuses a day after today, and anything not year-month-day', () => {
    expect(checkBirthDate('2026-11-27', '2026-11-26')).toBe(MemberRuleText.BIRTH_DATE_IN_FUTURE);
    for (const text of ['2023-02-29', '1995-13-01', '17-06-1995', '1995-6-17', '']) expect(checkBirthDate(text, '2026-11-26')).toBe(MemberRuleText.BIRTH_DATE_INVALID);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });
});

describe('member numbers', () => {
  it('formats and reads back auto-generated numbers, and ignores hand-typed ones', () => {
    expect(formatMemberNumber(8)).toBe('M0008');
    expect(formatMemberNumber(12_345)).toBe('M12345');
    expect(memberNumberSequence('M0008')).toBe(8);
    expect(memberNumberSequence('MAYA-01')).toBeNull();
    expect(memberNumberSequence('C0001')).toBeNull();
  });
});

describe('saved minutes earned by paid play', () => {
  const start = at('2026-05-10T12:00:00.000Z');
  it('bills a session to its termination, else its booked end, else now, in whole minutes', () => {
    const now = at('2026-05-10T15:00:00.000Z');
    expect(billedPlayMinutes([{ start, end: at('2026-05-10T14:00:00.000Z'), terminatedOn: null }], now)).toBe(120);
    expect(billedPlayMinutes([{ start, end: at('2026-05-10T14:00:00.000Z'), terminatedOn: at('2026-05-10T12:30:59.000Z') }], now)).toBe(30);
    expect(billedPlayMinutes([{ start, end: null, terminatedOn: null }], now)).toBe(180);
    expect(billedPlayMinutes([{ start, end: at('2026-05-10T13:00:00.000Z'), terminatedOn: null }, { start: at('2026-05-10T13:00:00.000Z'), end: at('2026-05-10T13:45:00.000Z'), terminatedOn: null }], now)).toBe(105);
  });
  it(`earns ${MEMBER_MINUTES_EARNED_PER_HOUR} per full paid hour, none for saved minutes played or without a member`, () => {
    expect(computeTimeBalanceEarned({ billedMinutes: 150, savedMinutesUsed: 0, hasMember: true })).toBe(2 * MEMBER_MINUTES_EARNED_PER_HOUR);
    expect(computeTimeBalanceEarned({ billedMinutes: 59, savedMinutesUsed: 0, hasMember: true })).toBe(0);
    expect(computeTimeBalanceEarned({ billedMinutes: 120, savedMinutesUsed: 60, hasMember: true })).toBe(MEMBER_MINUTES_EARNED_PER_HOUR);
    expect(computeTimeBalanceEarned({ billedMinutes: 60, savedMinutesUsed: 90, hasMember: true })).toBe(0);
    expect(computeTimeBalanceEarned({ billedMinutes: 600, savedMinutesUsed: 0, hasMember: false })).toBe(0);
  });
});
