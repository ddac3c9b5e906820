import { describe, expect, it } from 'vitest';
import { END_TIME_PRESET_MINUTES, outletTimeAfter, planTimeExtension } from './time-extension.ts';

const WIB = 7;
const now = new Date('2025-03-10T12:00:20.000Z'); // 19:00:20 WIB
const at = (iso: string) => new Date(iso);

describe('planTimeExtension (updateStatusOutletTable EndTime on an ordered table)', () => {
  it('extends ended or time-up sessions from their end with an extension session', () => {
    const timeUp = [{ endTime: at('2025-03-10T11:59:00.000Z'), terminatedOn: null }];
    expect(planTimeExtension(timeUp, '20:00:00', now, WIB)).toEqual({ kind: 'extend', startsAt: at('2025-03-10T11:59:00.000Z'), endsAt: at('2025-03-10T13:00:00.000Z') });
    const running = [{ endTime: at('2025-03-10T12:30:00.000Z'), terminatedOn: null }];
    expect(planTimeExtension(running, '21:15:00', now, WIB)).toEqual({ kind: 'extend', startsAt: at('2025-03-10T12:30:00.000Z'), endsAt: at('2025-03-10T14:15:00.000Z') });
  });

  it('gives an open session its end, and a table without sessions a first one from now', () => {
    expect(planTimeExtension([{ endTime: null, terminatedOn: null }], '20:00:00', now, WIB)).toEqual({ kind: 'endOpen', endsAt: at('2025-03-10T13:00:00.000Z') });
    expect(planTimeExtension([], '20:00:00', now, WIB)).toEqual({ kind: 'startFirst', startsAt: now, endsAt: at('2025-03-10T13:00:00.000Z') });
  });

  it('reads a time already past today as tomorrow, across midnight', () => {
    const late = new Date('2025-03-10T16:50:00.000Z'); // 23:50 WIB
    const sessions = [{ endTime: at('2025-03-10T16:55:00.000Z'), terminatedOn: null }];
    expect(planTimeExtension(sessions, '00:30:00', late, WIB)).toEqual({ kind: 'extend', startsAt: at('2025-03-10T16:55:00.000Z'), endsAt: at('2025-03-10T17:30:00.000Z') });
  });

  it('refuses no end and an end not after the current one, naming the current end', () => {
    expect(planTimeExtension([], null, now, WIB)).toEqual({ kind: 'refused', message: 'Choose when the play time ends' });
    const running = [{ endTime: at('2025-03-10T12:30:00.000Z'), terminatedOn: null }];
    expect(planTimeExtension(running, '19:10:00', now, WIB)).toEqual({ kind: 'refused', message: 'The new end must be after the current end 19:30:00' });
    expect(planTimeExtension(running, '19:30:00', now, WIB)).toMatchObject({ kind: 'refused' });
  });
});

describe('end-time presets', () => {
  it('are 60, 90 and 120 minutes, rounded up to the whole minute on the outlet clock', () => {
    expect(END_TIME_PRESET_MINUTES).toEqual([60, 90, 120]);
    expect(outletTimeAfter(now, 90, WIB)).toBe('20:31');
    expect(outletTimeAfter(at('2025-03-10T12:00:00.000Z'), 60, WIB)).toBe('20:00');
    expect(outletTimeAfter(at('2025-03-10T16:30:00.000Z'), 120, WIB)).toBe('01:30');
  });
});
