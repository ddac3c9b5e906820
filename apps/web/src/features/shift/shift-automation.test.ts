import { describe, expect, it } from 'vitest';
import { AUTOMATIC_START_NOTICE_WINDOW_MS, announcesAutomaticStart, logsOutAfterShift } from './shift-automation.ts';

const now = new Date('2026-11-26T02:00:00.000Z');
const cashier = { Id: 7, AutomaticStartShift: true, AutomaticLogoutChasier: false };
const justOpened = { Id: 40, StartCash: 0, CreatedOn: new Date(now.getTime() - 2_000).toISOString(), User: { Id: 7, Name: 'Ani' } };

describe('announcesAutomaticStart (role AutomaticStartShift)', () => {
  it('announces a shift of this cashier opened with 0 just now, on a terminal that knew of none', () => {
    expect(announcesAutomaticStart({ cashier, knownShiftId: null, shift: justOpened, now })).toBe(true);
  });

  it('stays quiet without the flag, when the terminal already had a shift, or with no shift', () => {
    expect(announcesAutomaticStart({ cashier: { ...cashier, AutomaticStartShift: false }, knownShiftId: null, shift: justOpened, now })).toBe(false);
    expect(announcesAutomaticStart({ cashier, knownShiftId: 40, shift: justOpened, now })).toBe(false);
    expect(announcesAutomaticStart({ cashier, knownShiftId: null, shift: null, now })).toBe(false);
    expect(announcesAutomaticStart({ cashier: null, knownShiftId: null, shift: justOpened, now })).toBe(false);
  });

  it('stays quiet for a shift opened by hand (cash counted), by someone else, or long ago', () => {
    expect(announcesAutomaticStart({ cashier, knownShiftId: null, shift: { ...justOpened, StartCash: 100_000 }, now })).toBe(false);
    expect(announcesAutomaticStart({ cashier, knownShiftId: null, shift: { ...justOpened, User: { Id: 8, Name: 'Budi' } }, now })).toBe(false);
    const old = new Date(now.getTime() - AUTOMATIC_START_NOTICE_WINDOW_MS - 1).toISOString();
    expect(announcesAutomaticStart({ cashier, knownShiftId: null, shift: { ...justOpened, CreatedOn: old }, now })).toBe(false);
    expect(announcesAutomaticStart({ cashier, knownShiftId: null, shift: { ...justOpened, CreatedOn: 'soon' }, now })).toBe(false);
  });
});

describe('logsOutAfterShift (role AutomaticLogoutChasier)', () => {
  it('follows the flag; no cashier means no logout', () => {
    expect(logsOutAfterShift({ AutomaticStartShift: false, AutomaticLogoutChasier: true })).toBe(true);
    expect(logsOutAfterShift({ AutomaticStartShift: true, AutomaticLogoutChasier: false })).toBe(false);
    expect(logsOutAfterShift(null)).toBe(false);
  });
});
