import { describe, expect, it } from 'vitest';
import { formatOutletDateTime, formatOutletTimeOfDay, formatTimeLeft, formatTimeOfDay, isTimeUp, parseTimeOfDay, resolveEndTime } from './time-of-day.ts';

const at = (iso: string) => new Date(iso);

describe('parseTimeOfDay and formatTimeOfDay', () => {
  const valid: Array<[string, number]> = [
    ['00:00:00', 0],
    ['01:02:03', 3723],
    ['23:59:59', 86_399],
    ['12:00:00', 43_200],
  ];
  it.each(valid)('%s ⇄ %s seconds', (text, seconds) => {
    expect(parseTimeOfDay(text)).toBe(seconds);
    expect(formatTimeOfDay(seconds)).toBe(text);
  });

  it.each(['24:00:00', '12:60:00', '12:00:60', '1:00:00', '12:00', '12:00:00.5', 'noon', ''])('refuses %j', (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
  });

  it.each([-1, 86_400, 1.5])('formatTimeOfDay refuses %s', (seconds) => {
    expect(() => formatTimeOfDay(seconds)).toThrow(RangeError);
  });

  it('reads the outlet clock', () => {
    expect(formatOutletTimeOfDay(at('2025-03-10T16:59:59.900Z'))).toBe('23:59:59');
    expect(formatOutletTimeOfDay(at('2025-03-10T17:00:00.000Z'))).toBe('00:00:00');
    expect(formatOutletTimeOfDay(at('2025-03-10T17:00:00.000Z'), 0)).toBe('17:00:00');
  });
});

describe('resolveEndTime', () => {
  const cases: Array<[string, string, string, string]> = [
    ['later the same evening', '2025-03-10T12:00:00.000Z', '21:00:00', '2025-03-10T14:00:00.000Z'], // 19:00 → 21:00 WIB
    ['across midnight', '2025-03-10T16:00:00.000Z', '01:00:00', '2025-03-10T18:00:00.000Z'], // 23:00 → 01:00 WIB
    ['an end time already passed today is tomorrow', '2025-03-10T12:00:00.000Z', '18:00:00', '2025-03-11T11:00:00.000Z'],
    ['an end time equal to the start is a full day', '2025-03-10T12:00:00.000Z', '19:00:00', '2025-03-11T12:00:00.000Z'],
    ['just after outlet midnight', '2025-03-10T17:05:00.000Z', '02:00:00', '2025-03-10T19:00:00.000Z'],
  ];
  it.each(cases)('%s', (_name, start, endTime, expected) => {
    expect(resolveEndTime(at(start), endTime)?.toISOString()).toBe(expected);
  });

  it('is null for a malformed EndTime', () => {
    expect(resolveEndTime(at('2025-03-10T12:00:00.000Z'), '7pm')).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  const end = at('2025-03-10T14:00:00.000Z');
  const cases: Array<[string, string, string]> = [
    ['two hours', '2025-03-10T12:00:00.000Z', '02:00:00'],
    ['h, m and s', '2025-03-10T12:58:57.000Z', '01:01:03'],
    ['a partial second counts up', '2025-03-10T13:59:59.001Z', '00:00:01'],
    ['exactly at the end', '2025-03-10T14:00:00.000Z', '00:00:00'],
    ['after the end', '2025-03-10T15:00:00.000Z', '00:00:00'],
    ['more than a day', '2025-03-09T12:00:00.000Z', '26:00:00'],
    ['more than 99 hours', '2025-03-05T14:00:00.000Z', '120:00:00'],
  ];
  it.each(cases)('%s', (_name, now, expected) => expect(formatTimeLeft(at(now), end)).toBe(expected));

  it('says when time is up', () => {
    expect(isTimeUp(at('2025-03-10T13:59:59.999Z'), end)).toBe(false);
    expect(isTimeUp(end, end)).toBe(true);
  });
});

describe('formatOutletDateTime', () => {
  it('shows a stored instant on the outlet clock, across midnight', () => {
    expect(formatOutletDateTime('2026-11-23T04:04:00.000Z', 7)).toBe('2026-11-23 11:04');
    expect(formatOutletDateTime('2026-11-23T18:30:59.000Z', 7)).toBe('2026-11-24 01:30');
    expect(formatOutletDateTime('2026-11-23T00:15:00.000Z', -5)).toBe('2026-11-22 19:15');
  });

  it('shows text that is not an instant as it came', () => {
    expect(formatOutletDateTime('not a date', 7)).toBe('not a date');
  });
});
