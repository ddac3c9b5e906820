import { describe, expect, it } from 'vitest';
import {
  hasGapUnderHours,
  isBlockedByActiveOrder,
  isBlockedByReservation,
  isReservationNoticeDue,
  isWithinMinimumReservationHours,
  parseReservationInstant,
} from './reservation-windows.ts';

const at = (iso: string) => new Date(iso);
const reservation = at('2025-03-10T16:30:00.000Z'); // 23:30 WIB

describe('isBlockedByReservation (1 hour either way)', () => {
  const cases: Array<[string, string, boolean]> = [
    ['59 minutes before', '2025-03-10T15:31:00.000Z', true],
    ['exactly 1 hour before', '2025-03-10T15:30:00.000Z', false],
    ['at the same time', '2025-03-10T16:30:00.000Z', true],
    ['59 minutes after, across outlet midnight', '2025-03-10T17:29:00.000Z', true],
    ['exactly 1 hour after, across outlet midnight', '2025-03-10T17:30:00.000Z', false],
    ['a day later at the same time', '2025-03-11T16:30:00.000Z', false],
  ];
  it.each(cases)('%s', (_name, requested, blocked) => expect(isBlockedByReservation(at(requested), reservation)).toBe(blocked));
});

describe('isBlockedByActiveOrder (2 hours either way)', () => {
  const order = at('2025-03-10T16:00:00.000Z');
  const cases: Array<[string, string, boolean]> = [
    ['1h59 after the order, next outlet day', '2025-03-10T17:59:00.000Z', true],
    ['exactly 2 hours after', '2025-03-10T18:00:00.000Z', false],
    ['1h59 before', '2025-03-10T14:01:00.000Z', true],
    ['exactly 2 hours before', '2025-03-10T14:00:00.000Z', false],
    ['the previous day', '2025-03-09T16:00:00.000Z', false],
  ];
  it.each(cases)('%s', (_name, requested, blocked) => expect(isBlockedByActiveOrder(at(requested), order)).toBe(blocked));
});

describe('isReservationNoticeDue (next 3 hours)', () => {
  const cases: Array<[string, string, boolean]> = [
    ['3 hours ahead', '2025-03-10T13:30:00.000Z', true],
    ['3 hours and a minute ahead', '2025-03-10T13:29:00.000Z', false],
    ['now', '2025-03-10T16:30:00.000Z', true],
    ['already past', '2025-03-10T16:31:00.000Z', false],
    ['2 hours ahead, the evening before a midnight booking', '2025-03-10T14:30:00.000Z', true],
  ];
  it.each(cases)('%s', (_name, now, due) => expect(isReservationNoticeDue(at(now), reservation)).toBe(due));
});

describe('generic windows', () => {
  it('uses the outlet minimum hours either way', () => {
    expect(isWithinMinimumReservationHours(at('2025-03-10T14:31:00.000Z'), reservation, 2)).toBe(true);
    expect(isWithinMinimumReservationHours(at('2025-03-10T14:30:00.000Z'), reservation, 2)).toBe(false);
    expect(isWithinMinimumReservationHours(at('2025-03-10T16:30:00.000Z'), reservation, 0)).toBe(false);
  });

  it('measures gaps both ways', () => {
    expect(hasGapUnderHours(at('2025-03-10T00:00:00Z'), at('2025-03-10T00:30:00Z'), 0.5)).toBe(false);
    expect(hasGapUnderHours(at('2025-03-10T00:30:00Z'), at('2025-03-10T00:01:00Z'), 0.5)).toBe(true);
  });
});

describe('parseReservationInstant', () => {
  const cases: Array<[string, string, number | undefined, string | null]> = [
    ['2025-03-10', '23:30', undefined, '2025-03-10T16:30:00.000Z'],
    ['2025-03-10', '23:30:15', undefined, '2025-03-10T16:30:15.000Z'],
    ['2025-03-11', '00:30', 7, '2025-03-10T17:30:00.000Z'],
    ['2025-03-10', '23:30', 0, '2025-03-10T23:30:00.000Z'],
    ['2025-02-30', '12:00', undefined, null],
    ['2025-03-10', '25:00', undefined, null],
    ['2025-03-10', '7pm', undefined, null],
  ];
  it.each(cases)('%s %s (zone %s) → %s', (date, time, zone, expected) => {
    expect(parseReservationInstant(date, time, zone)?.toISOString() ?? null).toBe(expected);
  });
});
