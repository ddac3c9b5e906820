import { describe, expect, it } from 'vitest';
import { fromScheduleMask, isPromoInSchedule, PROMO_DAY_HOURS, PROMO_WEEK_DAYS, toScheduleMask } from './promo-schedule.ts';

const JAKARTA = 7;
// Wednesday 2026-11-25 10:30 in Jakarta = 03:30 UTC.
const wednesdayMorning = new Date('2026-11-25T03:30:00Z');

describe('promo schedule', () => {
  it('round-trips days and hours through the stored mask', () => {
    expect(fromScheduleMask(toScheduleMask([1, 3, 5]), PROMO_WEEK_DAYS)).toEqual([1, 3, 5]);
    expect(fromScheduleMask(toScheduleMask([0, 23]), PROMO_DAY_HOURS)).toEqual([0, 23]);
    expect(fromScheduleMask(0, PROMO_WEEK_DAYS)).toEqual([]);
  });

  it('places no limit with empty masks', () => {
    expect(isPromoInSchedule({ daysMask: 0, hoursMask: 0 }, wednesdayMorning, JAKARTA)).toBe(true);
  });

  it('reads day and hour in the outlet time zone', () => {
    const wednesday = toScheduleMask([3]);
    expect(isPromoInSchedule({ daysMask: wednesday, hoursMask: toScheduleMask([10]) }, wednesdayMorning, JAKARTA)).toBe(true);
    // The same instant is Tuesday 20:30 in UTC-7.
    expect(isPromoInSchedule({ daysMask: wednesday, hoursMask: 0 }, wednesdayMorning, -7)).toBe(false);
    expect(isPromoInSchedule({ daysMask: toScheduleMask([2]), hoursMask: toScheduleMask([20]) }, wednesdayMorning, -7)).toBe(true);
  });

  it('refuses outside the days or the hours', () => {
    expect(isPromoInSchedule({ daysMask: toScheduleMask([0, 6]), hoursMask: 0 }, wednesdayMorning, JAKARTA)).toBe(false);
    expect(isPromoInSchedule({ daysMask: 0, hoursMask: toScheduleMask([11, 12]) }, wednesdayMorning, JAKARTA)).toBe(false);
  });

  it('turns the day at outlet midnight', () => {
    // 23:59 Jakarta Saturday = 16:59 UTC Saturday; 00:00 Sunday Jakarta = 17:00 UTC Saturday.
    expect(isPromoInSchedule({ daysMask: toScheduleMask([6]), hoursMask: toScheduleMask([23]) }, new Date('2026-11-28T16:59:00Z'), JAKARTA)).toBe(true);
    expect(isPromoInSchedule({ daysMask: toScheduleMask([0]), hoursMask: toScheduleMask([0]) }, new Date('2026-11-28T17:00:00Z'), JAKARTA)).toBe(true);
  });
});
