import { describe, expect, it } from 'vitest';
import { SUMMARY_REPORT_MAX_DAYS } from '../limits.ts';
import { parseReportRange } from './report-range.ts';

/** 2026-03-15 10:00 at UTC+7. */
const now = new Date('2026-03-15T03:00:00.000Z');
const TZ = 7;

describe('parseReportRange', () => {
  it('takes a bare date as the whole outlet day: from 00:00:00, to the second after 23:59:59', () => {
    expect(parseReportRange('2026-03-01', '2026-03-15', now, TZ)).toEqual({
      range: { from: new Date('2026-02-28T17:00:00.000Z'), toExclusive: new Date('2026-03-15T17:00:00.000Z') },
    });
    expect(parseReportRange('2026-03-15 08:30:00', '2026-03-15 09:00:00', now, TZ)).toEqual({
      range: { from: new Date('2026-03-15T01:30:00.000Z'), toExclusive: new Date('2026-03-15T02:00:01.000Z') },
    });
  });

  it(`allows ${SUMMARY_REPORT_MAX_DAYS} calendar days and refuses one more, naming toDate`, () => {
    expect('range' in parseReportRange('2026-02-13', '2026-03-15', now, TZ)).toBe(true);
    expect(parseReportRange('2026-02-12', '2026-03-15', now, TZ)).toMatchObject({ field: 'toDate' });
  });

  it('refuses an end after today (outlet time), a start after the end, and dates that do not exist', () => {
    expect(parseReportRange('2026-03-15', '2026-03-16', now, TZ)).toMatchObject({ field: 'toDate' });
    // 23:00 UTC on the 14th is already the 15th at +7: today, so allowed.
    expect('range' in parseReportRange('2026-03-15', '2026-03-15', new Date('2026-03-14T23:00:00.000Z'), TZ)).toBe(true);
    expect(parseReportRange('2026-03-10', '2026-03-09', now, TZ)).toMatchObject({ field: 'fromDate' });
    expect(parseReportRange('2026-02-30', '2026-03-09', now, TZ)).toMatchObject({ field: 'fromDate' });
    expect(parseReportRange('2026-03-01', '2026-03-09 24:00:00', now, TZ)).toMatchObject({ field: 'toDate' });
  });
});
