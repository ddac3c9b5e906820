import { describe, expect, it } from 'vitest';
import { classifyMemberExpiry, MemberExpiryStatus, type MemberExpiry } from './member-expiry.ts';

const now = new Date('2025-03-10T05:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);

describe('classifyMemberExpiry', () => {
  const cases: Array<[string, Date, MemberExpiry]> = [
    ['11 days left', later(11 * 24), { status: MemberExpiryStatus.ACTIVE, daysLeft: 11 }],
    ['10 days and 23 hours left', later(10 * 24 + 23), { status: MemberExpiryStatus.EXPIRING, daysLeft: 10, hoursLeft: null }],
    ['exactly 10 days', later(10 * 24), { status: MemberExpiryStatus.EXPIRING, daysLeft: 10, hoursLeft: null }],
    ['1 day', later(24), { status: MemberExpiryStatus.EXPIRING, daysLeft: 1, hoursLeft: null }],
    ['23 hours shows hours', later(23), { status: MemberExpiryStatus.EXPIRING, daysLeft: 0, hoursLeft: 23 }],
    ['30 minutes shows 0 hours', later(0.5), { status: MemberExpiryStatus.EXPIRING, daysLeft: 0, hoursLeft: 0 }],
    ['at the instant', now, { status: MemberExpiryStatus.EXPIRING, daysLeft: 0, hoursLeft: 0 }],
    ['a millisecond past', new Date(now.getTime() - 1), { status: MemberExpiryStatus.EXPIRED }],
    ['a year past', later(-365 * 24), { status: MemberExpiryStatus.EXPIRED }],
  ];
  it.each(cases)('%s', (_name, expiresAt, expected) => expect(classifyMemberExpiry(now, expiresAt)).toEqual(expected));

  it('refuses an invalid date', () => {
    expect(() => classifyMemberExpiry(now, new Date(Number.NaN))).toThrow(RangeError);
  });
});
