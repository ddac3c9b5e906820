import { describe, expect, it } from 'vitest';
import { SUMMARY_REPORT_MAX_DAYS } from '@kasir/domain';
import { addDays, countRangeDays, firstShownMonth, isRangeAllowed, outletToday, pickableDays, rangeQuery } from './report-range.ts';

describe('summary report range (spec §2, §5)', () => {
  const today = '2026-11-25';

  it('counts both ends and moves across months and leap days', () => {
    expect(countRangeDays('2026-11-25', '2026-11-25')).toBe(1);
    expect(countRangeDays('2026-10-26', '2026-11-25')).toBe(31);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes at most 31 days, none after today, in order', () => {
    expect(SUMMARY_REPORT_MAX_DAYS).toBe(31);
    expect(isRangeAllowed({ fromDate: '2026-10-26', toDate: today }, today)).toBe(true);
    expect(isRangeAllowed({ fromDate: '2026-10-25', toDate: today }, today)).toBe(false);
    expect(isRangeAllowed({ fromDate: today, toDate: '2026-11-26' }, today)).toBe(false);
    expect(isRangeAllowed({ fromDate: '2026-11-20', toDate: '2026-11-19' }, today)).toBe(false);
  });

  it('offers no day after today, and after the first pick only days that keep 31 days', () => {
    expect(pickableDays([null, null], today)).toEqual({ maxDate: today });
    expect(pickableDays(['2026-11-01', '2026-11-05'], today)).toEqual({ maxDate: today });
    expect(pickableDays(['2026-09-01', null], today)).toEqual({ minDate: '2026-08-02', maxDate: '2026-10-01' });
    // Near today the limit is today, not 30 days on.
    expect(pickableDays(['2026-11-20', null], today)).toEqual({ minDate: '2026-10-21', maxDate: today });
    const { minDate, maxDate } = pickableDays(['2026-09-01', null], today);
    expect(countRangeDays(minDate ?? '', '2026-09-01')).toBe(SUMMARY_REPORT_MAX_DAYS);
    expect(countRangeDays('2026-09-01', maxDate)).toBe(SUMMARY_REPORT_MAX_DAYS);
  });

  it('shows the month before the range’s end beside the end’s own', () => {
    expect(firstShownMonth('2026-11-25')).toBe('2026-10-01');
    expect(firstShownMonth('2026-01-31')).toBe('2025-12-01');
  });

  it('sends whole outlet days: 00:00:00 to 23:59:59', () => {
    expect(rangeQuery({ fromDate: '2026-11-01', toDate: today })).toEqual({ fromDate: '2026-11-01 00:00:00', toDate: '2026-11-25 23:59:59' });
  });

  it('today is the outlet’s day, not the browser’s', () => {
    // 18:30 UTC is already the next day in Jakarta (+7) and still the same day at UTC.
    const instant = new Date('2026-11-25T18:30:00.000Z');
    expect(outletToday(instant, 7)).toBe('2026-11-26');
    expect(outletToday(instant, 0)).toBe('2026-11-25');
  });
});
