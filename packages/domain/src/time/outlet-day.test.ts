import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countWholeDaysBetween,
  endOfOutletDay,
  formatOutletDate,
  getOffsetMs,
  getOutletInstant,
  getOutletWeekRange,
  getRecentDaysRange,
  startOfOutletDay,
} from './outlet-day.ts';

const at = (iso: string) => new Date(iso);

describe('outlet day', () => {
  const cases: Array<[string, string, number | undefined, string, string]> = [
    // name, instant (UTC), zone, start (UTC), end (UTC)
    ['mid-day in Jakarta', '2025-03-10T05:00:00.000Z', undefined, '2025-03-09T17:00:00.000Z', '2025-03-10T16:59:59.999Z'],
    ['00:30 Jakarta is still the UTC evening before', '2025-03-09T17:30:00.000Z', 7, '2025-03-09T17:00:00.000Z', '2025-03-10T16:59:59.999Z'],
    ['23:59:59.999 Jakarta', '2025-03-10T16:59:59.999Z', 7, '2025-03-09T17:00:00.000Z', '2025-03-10T16:59:59.999Z'],
    ['midnight Jakarta starts a new day', '2025-03-10T17:00:00.000Z', 7, '2025-03-10T17:00:00.000Z', '2025-03-11T16:59:59.999Z'],
    ['UTC', '2025-03-10T23:00:00.000Z', 0, '2025-03-10T00:00:00.000Z', '2025-03-10T23:59:59.999Z'],
    ['Makassar +8', '2025-03-10T16:30:00.000Z', 8, '2025-03-10T16:00:00.000Z', '2025-03-11T15:59:59.999Z'],
    ['a negative offset', '2025-03-10T02:00:00.000Z', -5, '2025-03-09T05:00:00.000Z', '2025-03-10T04:59:59.999Z'],
    ['a half-hour offset', '2025-03-10T20:00:00.000Z', 5.5, '2025-03-10T18:30:00.000Z', '2025-03-11T18:29:59.999Z'],
    ['across a year end', '2024-12-31T18:00:00.000Z', 7, '2024-12-31T17:00:00.000Z', '2025-01-01T16:59:59.999Z'],
  ];
  it.each(cases)('%s', (_name, instant, zone, start, end) => {
    expect(startOfOutletDay(at(instant), zone).toISOString()).toBe(start);
    expect(endOfOutletDay(at(instant), zone).toISOString()).toBe(end);
  });

  it('contains the instant and lasts a day', () => {
    fc.assert(
      fc.property(fc.date({ min: at('2000-01-01'), max: at('2100-01-01'), noInvalidDate: true }), fc.integer({ min: -12, max: 14 }), (instant, zone) => {
        const start = startOfOutletDay(instant, zone).getTime();
        const end = endOfOutletDay(instant, zone).getTime();
        expect(start <= instant.getTime() && instant.getTime() <= end).toBe(true);
        expect(end - start).toBe(24 * 60 * 60 * 1000 - 1);
      }),
    );
  });

  it.each([15, -13, Number.NaN])('refuses offset %s', (zone) => {
    expect(() => getOffsetMs(zone)).toThrow(RangeError);
  });

  it('refuses an invalid date', () => {
    expect(() => startOfOutletDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('getOutletWeekRange', () => {
  const cases: Array<[string, string, string, string]> = [
    ['a Wednesday', '2025-03-12T05:00:00.000Z', '2025-03-09T17:00:00.000Z', '2025-03-16T16:59:59.999Z'],
    ['Monday 00:00 Jakarta opens the week', '2025-03-09T17:00:00.000Z', '2025-03-09T17:00:00.000Z', '2025-03-16T16:59:59.999Z'],
    ['Sunday 23:59 Jakarta closes it (Sunday afternoon UTC)', '2025-03-16T16:59:00.000Z', '2025-03-09T17:00:00.000Z', '2025-03-16T16:59:59.999Z'],
    ['Monday 00:30 Jakarta is a new week though UTC says Sunday', '2025-03-16T17:30:00.000Z', '2025-03-16T17:00:00.000Z', '2025-03-23T16:59:59.999Z'],
    ['a week across the year end', '2025-01-01T03:00:00.000Z', '2024-12-29T17:00:00.000Z', '2025-01-05T16:59:59.999Z'],
  ];
  it.each(cases)('%s', (_name, instant, start, end) => {
    const range = getOutletWeekRange(at(instant));
    expect([range.start.toISOString(), range.end.toISOString()]).toEqual([start, end]);
  });
});

describe('getRecentDaysRange', () => {
  it('runs from the start of the day N days back to the end of today', () => {
    const range = getRecentDaysRange(at('2025-03-12T05:00:00.000Z'), 3);
    expect(range.start.toISOString()).toBe('2025-03-08T17:00:00.000Z');
    expect(range.end.toISOString()).toBe('2025-03-12T16:59:59.999Z');
  });

  it('is today alone for 0 days and refuses negative days', () => {
    const range = getRecentDaysRange(at('2025-03-12T05:00:00.000Z'), 0);
    expect(range.start.toISOString()).toBe('2025-03-11T17:00:00.000Z');
    expect(() => getRecentDaysRange(at('2025-03-12T05:00:00.000Z'), -1)).toThrow(RangeError);
  });
});

describe('countWholeDaysBetween', () => {
  const cases: Array<[string, string, string, number]> = [
    ['same outlet day', '2025-03-10T00:00:00.000Z', '2025-03-10T16:59:00.000Z', 0],
    ['one minute across outlet midnight', '2025-03-10T16:59:00.000Z', '2025-03-10T17:00:00.000Z', 1],
    ['same UTC day, different outlet days', '2025-03-10T16:00:00.000Z', '2025-03-10T18:00:00.000Z', 1],
    ['23 hours that stay in one outlet day', '2025-03-09T17:00:00.000Z', '2025-03-10T16:00:00.000Z', 0],
    ['a week', '2025-03-01T05:00:00.000Z', '2025-03-08T01:00:00.000Z', 7],
    ['backwards', '2025-03-08T05:00:00.000Z', '2025-03-01T05:00:00.000Z', -7],
    ['across February in a leap year', '2024-02-28T05:00:00.000Z', '2024-03-01T05:00:00.000Z', 2],
  ];
  it.each(cases)('%s', (_name, from, to, days) => expect(countWholeDaysBetween(at(from), at(to))).toBe(days));
});

describe('formatOutletDate and getOutletInstant', () => {
  it('prints the outlet calendar date', () => {
    expect(formatOutletDate(at('2025-03-09T17:30:00.000Z'))).toBe('2025-03-10');
    expect(formatOutletDate(at('2025-03-09T17:30:00.000Z'), 0)).toBe('2025-03-09');
  });

  it('turns an outlet date and time into an instant', () => {
    expect(getOutletInstant('2025-03-10', 19 * 3600)?.toISOString()).toBe('2025-03-10T12:00:00.000Z');
    expect(getOutletInstant('2025-03-10', 3600)?.toISOString()).toBe('2025-03-09T18:00:00.000Z');
  });

  it.each(['2025-02-29', '2025-13-01', '10-03-2025', ''])('refuses the date %j', (text) => {
    expect(getOutletInstant(text, 0)).toBeNull();
  });

  it('refuses a second outside the day', () => {
    expect(() => getOutletInstant('2025-03-10', 86_400)).toThrow(RangeError);
  });
});
