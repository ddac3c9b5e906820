import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divideRounded, RoundingMode, toExactFraction, type RoundingModeValue } from './exact-division.ts';

describe('divideRounded', () => {
  const cases: Array<[bigint, bigint, RoundingModeValue, bigint]> = [
    [10n, 4n, RoundingMode.HALF_UP, 3n],
    [10n, 4n, RoundingMode.HALF_DOWN, 2n],
    [11n, 4n, RoundingMode.HALF_DOWN, 3n],
    [9n, 4n, RoundingMode.HALF_UP, 2n],
    [9n, 4n, RoundingMode.UP, 3n],
    [9n, 4n, RoundingMode.DOWN, 2n],
    [8n, 4n, RoundingMode.UP, 2n],
    [8n, 4n, RoundingMode.DOWN, 2n],
    [-9n, 4n, RoundingMode.DOWN, -3n],
    [-9n, 4n, RoundingMode.UP, -2n],
    [-10n, 4n, RoundingMode.HALF_UP, -2n],
    [-10n, 4n, RoundingMode.HALF_DOWN, -3n],
    [9n, -4n, RoundingMode.DOWN, -3n],
    [0n, 7n, RoundingMode.UP, 0n],
  ];
  it.each(cases)('%s / %s %s = %s', (dividend, divisor, mode, expected) => {
    expect(divideRounded(dividend, divisor, mode)).toBe(expected);
  });

  it('refuses a zero divisor', () => {
    expect(() => divideRounded(1n, 0n, RoundingMode.UP)).toThrow(RangeError);
  });

  it('brackets the exact quotient: floor ≤ q ≤ ceil, ceil - floor ≤ 1', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (a, b) => {
        const floor = divideRounded(a, b, RoundingMode.DOWN);
        const ceil = divideRounded(a, b, RoundingMode.UP);
        expect(floor * b <= a && a <= ceil * b).toBe(true);
        expect(ceil - floor <= 1n).toBe(true);
        for (const mode of [RoundingMode.HALF_UP, RoundingMode.HALF_DOWN]) {
          const q = divideRounded(a, b, mode);
          expect(q === floor || q === ceil).toBe(true);
        }
      }),
    );
  });
});

describe('toExactFraction', () => {
  const cases: Array<[number, bigint, bigint]> = [
    [12.5, 125n, 10n],
    [10, 10n, 1n],
    [0.1, 1n, 10n],
    [-2.75, -275n, 100n],
    [1e-7, 1n, 10_000_000n],
    [1.5e-7, 15n, 100_000_000n],
    [1e21, 10n ** 21n, 1n],
    [0, 0n, 1n],
  ];
  it.each(cases)('%s → %s/%s', (value, numerator, denominator) => {
    expect(toExactFraction(value)).toEqual({ numerator, denominator });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %s', (value) => {
    expect(() => toExactFraction(value)).toThrow(RangeError);
  });
});
