import { describe, expect, it } from 'vitest';
import { isMembershipExpired, unusedMemberMinutes } from './member-balances.ts';

const at = (iso: string) => new Date(iso);

describe('isMembershipExpired', () => {
  const now = at('2026-05-10T12:00:00.000Z');
  it('is expired once the expiry instant has passed', () => {
    expect(isMembershipExpired('2026-05-10T11:59:59.000Z', now)).toBe(true);
    expect(isMembershipExpired('2026-04-20', now)).toBe(true);
  });
  it('is not expired before the expiry, nor without one', () => {
    expect(isMembershipExpired('2026-05-10T12:00:01.000Z', now)).toBe(false);
    expect(isMembershipExpired(null, now)).toBe(false);
    expect(isMembershipExpired('', now)).toBe(false);
  });
});

describe('unusedMemberMinutes', () => {
  const startedAt = at('2026-05-10T12:00:00.000Z');
  it('gives everything back when cancelled before play started', () => {
    expect(unusedMemberMinutes({ minutesUsed: 60, startedAt, playEndedAt: null, now: startedAt })).toBe(60);
  });
  it('counts only whole minutes played: a minute under way comes back', () => {
    expect(unusedMemberMinutes({ minutesUsed: 60, startedAt, playEndedAt: null, now: at('2026-05-10T12:00:59.000Z') })).toBe(60);
    expect(unusedMemberMinutes({ minutesUsed: 60, startedAt, playEndedAt: null, now: at('2026-05-10T12:10:00.000Z') })).toBe(50);
    expect(unusedMemberMinutes({ minutesUsed: 60, startedAt, playEndedAt: null, now: at('2026-05-10T12:10:59.999Z') })).toBe(50);
  });
  it('stops counting at a termination before the cancel', () => {
    expect(unusedMemberMinutes({ minutesUsed: 60, startedAt, playEndedAt: at('2026-05-10T12:20:00.000Z'), now: at('2026-05-10T13:30:00.000Z') })).toBe(40);
  });
  it('never gives back more than taken nor below zero', () => {
    expect(unusedMemberMinutes({ minutesUsed: 30, startedAt, playEndedAt: null, now: at('2026-05-10T14:00:00.000Z') })).toBe(0);
    expect(unusedMemberMinutes({ minutesUsed: 30, startedAt, playEndedAt: null, now: at('2026-05-10T11:00:00.000Z') })).toBe(30);
  });
});
