import { describe, expect, it } from 'vitest';
import { formatTypedTime, formatUtcOffset, isCompleteTime, isUnfinishedTime } from './end-time-text.ts';

describe('the 24-hour end-time field', () => {
  it('formats typed digits as HH:mm as they come, pasted text alike', () => {
    expect(['2', '21', '213', '2130', '21305'].map(formatTypedTime)).toEqual(['2', '21', '21:3', '21:30', '21:30']);
    expect(formatTypedTime('21:30')).toBe('21:30');
    expect(formatTypedTime('9 pm')).toBe('9');
    expect(formatTypedTime('')).toBe('');
  });

  it('takes 00:00 to 23:59 only; empty means no end time', () => {
    expect(['00:00', '23:59', '09:05'].every(isCompleteTime)).toBe(true);
    expect(['24:00', '12:60', '9:05', '21:3'].some(isCompleteTime)).toBe(false);
    expect(isUnfinishedTime('')).toBe(false);
    expect(isUnfinishedTime('21:3')).toBe(true);
    expect(isUnfinishedTime('25:00')).toBe(true);
  });

  it('names the outlet offset from UTC', () => {
    expect([7, 0, -3, 5.5].map(formatUtcOffset)).toEqual(['+7', '+0', '-3', '+5:30']);
  });
});
