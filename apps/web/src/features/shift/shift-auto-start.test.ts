import { describe, expect, it } from 'vitest';
import { AUTOMATIC_START_MARGIN_MS, msUntilAutomaticStart } from './shift-auto-start.ts';

const WIB = 7;
// 08:00:00.250 on the outlet clock (UTC+7).
const at0800 = new Date('2026-11-23T01:00:00.250Z');

describe('automatic start of a shift (role AutomaticStartShift / StartShiftTime)', () => {
  it('waits until the outlet clock has passed StartShiftTime', () => {
    expect(msUntilAutomaticStart({ AutomaticStartShift: true, StartShiftTime: '09:30' }, WIB, at0800)).toBe(90 * 60_000 - 250 + AUTOMATIC_START_MARGIN_MS);
    expect(msUntilAutomaticStart({ AutomaticStartShift: true, StartShiftTime: '08:00:10' }, WIB, at0800)).toBe(10_000 - 250 + AUTOMATIC_START_MARGIN_MS);
  });

  it('reads the time on the outlet clock, not the browser or UTC clock', () => {
    // 08:00 in UTC+7 is 09:00 in UTC+8: a 09:30 start is only 30 minutes away there.
    expect(msUntilAutomaticStart({ AutomaticStartShift: true, StartShiftTime: '09:30' }, 8, at0800)).toBe(30 * 60_000 - 250 + AUTOMATIC_START_MARGIN_MS);
  });

  it('waits for nothing when the time has come (the lookup opens the shift) or no automatic start is set', () => {
    expect(msUntilAutomaticStart({ AutomaticStartShift: true, StartShiftTime: '07:59' }, WIB, at0800)).toBeNull();
    expect(msUntilAutomaticStart({ AutomaticStartShift: true, StartShiftTime: '08:00:00' }, WIB, at0800)).toBeNull();
    expect(msUntilAutomaticStart({ AutomaticStartShift: true, StartShiftTime: null }, WIB, at0800)).toBeNull();
    expect(msUntilAutomaticStart({ AutomaticStartShift: false, StartShiftTime: '09:30' }, WIB, at0800)).toBeNull();
    expect(msUntilAutomaticStart({ AutomaticStartShift: true, StartShiftTime: 'soon' }, WIB, at0800)).toBeNull();
  });
});
