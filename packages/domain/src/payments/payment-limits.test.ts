import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyFromRupiah } from '../money/money.ts';
import { LARGE_CHANGE_DUE_MULTIPLE, LARGE_CHANGE_FLOOR_RUPIAH, isLargeChange, largeChangeThreshold } from './payment-limits.ts';

const rp = moneyFromRupiah;

describe('large change (issue 16: a mistyped tender asks before it is paid)', () => {
  it('asks above Rp 1.000.000 for a small bill, never at or below it', () => {
    expect(isLargeChange(rp(57_800_042_200), rp(57_800))).toBe(true);
    expect(isLargeChange(rp(LARGE_CHANGE_FLOOR_RUPIAH), rp(57_800))).toBe(false);
    expect(isLargeChange(rp(LARGE_CHANGE_FLOOR_RUPIAH + 1), rp(57_800))).toBe(true);
    // A Rp 500.000 note for a Rp 20.000 coffee is an ordinary evening.
    expect(isLargeChange(rp(480_000), rp(20_000))).toBe(false);
  });

  it('above a large bill, asks only past 10 times the amount due', () => {
    expect(largeChangeThreshold(rp(250_000))).toBe(rp(2_500_000));
    expect(isLargeChange(rp(2_500_000), rp(250_000))).toBe(false);
    expect(isLargeChange(rp(2_500_001), rp(250_000))).toBe(true);
    expect(largeChangeThreshold(rp(0))).toBe(rp(LARGE_CHANGE_FLOOR_RUPIAH));
  });

  it('is exactly change > max(floor, multiple × due) for any whole amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (change, due) => {
        expect(isLargeChange(rp(change), rp(due))).toBe(change > Math.max(LARGE_CHANGE_FLOOR_RUPIAH, LARGE_CHANGE_DUE_MULTIPLE * due));
      }),
    );
  });
});
