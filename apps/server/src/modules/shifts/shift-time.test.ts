import { describe, expect, it } from 'vitest';
import { defaultHistoryRange, isAutomaticStartDue, outletDayRange } from './shift-time.ts';

describe('shift times in outlet time (+7)', () => {
  it('an outlet day runs from 17:00 UTC the day before', () => {
    const range = outletDayRange('2026-11-23', 7);
    expect(range.start.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-23T16:59:59.999Z');
  });

  it('the default history range is the ISO week of the outlet, across a UTC day boundary', () => {
    // Sunday 2026-11-22 20:00 UTC is already Monday 03:00 in Jakarta.
    const range = defaultHistoryRange(new Date('2026-11-22T20:00:00Z'), 7);
    expect(range.from.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-29T16:59:59.999Z');
  });

  it('automatic start is due once the outlet clock passes StartShiftTime', () => {
    const user = { automatic_start_shift: 1 as const, start_shift_time: '08:00' };
    expect(isAutomaticStartDue(user, 7, new Date('2026-11-23T00:59:00Z'))).toBe(false); // 07:59
    expect(isAutomaticStartDue(user, 7, new Date('2026-11-23T01:00:00Z'))).toBe(true); // 08:00
    expect(isAutomaticStartDue({ automatic_start_shift: 0, start_shift_time: '08:00' }, 7, new Date('2026-11-23T05:00:00Z'))).toBe(false);
  });
});
