import { describe, expect, it } from 'vitest';
import { defaultHistoryRange } from './ShiftHistoryPanel.tsx';

describe('default shift history range (spec §7: ISO week, Monday to Sunday, outlet time)', () => {
  it('covers Monday to Sunday of the outlet’s current week', () => {
    // Wednesday 25 November 2026, 10:00 in UTC+7.
    expect(defaultHistoryRange(new Date('2026-11-25T03:00:00Z'), 7)).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('turns to the next week at the outlet’s midnight, not at UTC midnight', () => {
    // Sunday 23:00 in UTC+7 is still the week of the 23rd...
    expect(defaultHistoryRange(new Date('2026-11-29T16:00:00Z'), 7)).toEqual(['2026-11-23', '2026-11-29']);
    // ...and Monday 01:00 in UTC+7 (still Sunday in UTC) is the next week.
    expect(defaultHistoryRange(new Date('2026-11-29T18:00:00Z'), 7)).toEqual(['2026-11-30', '2026-12-06']);
  });
});
