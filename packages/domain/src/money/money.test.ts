import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RoundingMode, type RoundingModeValue } from './exact-division.ts';
import {
  addMoney,
  clampMoneyAtZero,
  compareMoney,
  HUNDREDTHS_PER_UNIT,
  isMoney,
  isNegativeMoney,
  isPositiveMoney,
  isZeroMoney,
  maxMoney,
  minMoney,
  moneyFromDecimalRupiah,
  moneyFromHundredths,
  moneyFromRupiah,
  multiplyMoney,
  negateMoney,
  percentOfMoney,
  roundMoneyToStep,
  scaleMoney,
  subtractMoney,
  sumMoney,
  toDecimalRupiah,
  toHundredths,
  ZERO_MONEY,
} from './money.ts';

const rp = moneyFromRupiah;
const h = moneyFromHundredths;

describe('constructors', () => {
  it('counts hundredths', () => {
    expect(HUNDREDTHS_PER_UNIT).toBe(100);
    expect(toHundredths(rp(12_500))).toBe(1_250_000);
    expect(toHundredths(h(1_250_050))).toBe(1_250_050);
    expect(toHundredths(rp(10_000_000_000_000))).toBe(1e15);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER, 2 ** 53])(
    'moneyFromRupiah refuses %s',
    (value) => expect(() => rp(value)).toThrow(RangeError),
  );

  it.each([0.5, Number.NaN, Number.NEGATIVE_INFINITY, 2 ** 53, -(2 ** 53)])('moneyFromHundredths refuses %s', (value) => {
    expect(() => h(value)).toThrow(RangeError);
  });

  it('normalises negative zero', () => {
    expect(Object.is(h(-0), 0)).toBe(true);
    expect(Object.is(negateMoney(ZERO_MONEY), 0)).toBe(true);
  });

  const decimals: Array<[number, number]> = [
    [12_500.5, 1_250_050],
    [12_500.55, 1_250_055],
    [0.1, 10],
    [0.07, 7],
    [-3.2, -320],
    [10_000_000_000_000, 1e15],
  ];
  it.each(decimals)('moneyFromDecimalRupiah(%s) = %s hundredths', (value, expected) => {
    expect(toHundredths(moneyFromDecimalRupiah(value))).toBe(expected);
  });

  it.each([0.001, 12.345, Number.NaN])('moneyFromDecimalRupiah refuses %s', (value) => {
    expect(() => moneyFromDecimalRupiah(value)).toThrow(RangeError);
  });

  it('round-trips decimal rupiah', () => {
    expect(toDecimalRupiah(h(1_250_055))).toBe(12_500.55);
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (hundredths) => {
        expect(moneyFromDecimalRupiah(toDecimalRupiah(h(hundredths)))).toBe(hundredths);
      }),
    );
  });

  it('isMoney accepts only safe integers', () => {
    expect(isMoney(5)).toBe(true);
    expect(isMoney(5.5)).toBe(false);
    expect(isMoney('5')).toBe(false);
    expect(isMoney(2 ** 53)).toBe(false);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and negates', () => {
    expect(addMoney(rp(1), h(50))).toBe(150);
    expect(subtractMoney(rp(1), rp(3))).toBe(-200);
    expect(negateMoney(rp(2))).toBe(-200);
    expect(() => addMoney(h(Number.MAX_SAFE_INTEGER), h(1))).toThrow(RangeError);
  });

  const products: Array<[number, number, number]> = [
    [1_250_000, 3, 3_750_000],
    [1_250_050, 2, 2_500_100],
    [100, 0, 0],
    [100, -2, -200],
  ];
  it.each(products)('multiplyMoney(%s, %s) = %s', (amount, quantity, expected) => {
    expect(multiplyMoney(h(amount), quantity)).toBe(expected);
  });

  it('multiplyMoney refuses fractional quantities and overflow', () => {
    expect(() => multiplyMoney(rp(1), 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(rp(10_000_000_000_000), 10)).toThrow(RangeError);
  });

  const percents: Array<[number, number, RoundingModeValue, number]> = [
    // amount hundredths, percent, mode, expected hundredths
    [1_000_000, 10, RoundingMode.HALF_UP, 100_000],
    [1_000_000, 12.5, RoundingMode.HALF_UP, 125_000],
    [333, 10, RoundingMode.HALF_UP, 33],
    [335, 10, RoundingMode.HALF_UP, 34], // 33.5 → 34
    [335, 10, RoundingMode.HALF_DOWN, 33],
    [335, 10, RoundingMode.DOWN, 33],
    [331, 10, RoundingMode.UP, 34],
    [100, 0.1, RoundingMode.UP, 1],
    [100, 0.1, RoundingMode.DOWN, 0],
    [1_250_000, 0, RoundingMode.HALF_UP, 0],
    [1_250_000, 100, RoundingMode.HALF_UP, 1_250_000],
  ];
  it.each(percents)('percentOfMoney(%s, %s%%, %s) = %s', (amount, percent, mode, expected) => {
    expect(percentOfMoney(h(amount), percent, mode)).toBe(expected);
  });

  it('percentOfMoney stays exact where a float product would pass 2^53', () => {
    // 1e13 rupiah × 12.345% = 1.2345e12 rupiah exactly; 1e15 × 12345 overflows doubles.
    expect(percentOfMoney(rp(10_000_000_000_000), 12.345, RoundingMode.HALF_UP)).toBe(rp(1_234_500_000_000));
    expect(percentOfMoney(h(999_999_999_999_999), 33.33, RoundingMode.DOWN)).toBe(333_299_999_999_999);
  });

  it('scaleMoney multiplies by an exact ratio', () => {
    expect(scaleMoney(rp(100), 1, 3, RoundingMode.DOWN)).toBe(3333);
    expect(scaleMoney(rp(100), 1, 3, RoundingMode.UP)).toBe(3334);
    expect(scaleMoney(rp(100), 2n, 3n, RoundingMode.HALF_UP)).toBe(6667);
    expect(() => scaleMoney(rp(1), 1, 0, RoundingMode.UP)).toThrow(RangeError);
    expect(() => scaleMoney(rp(1), 0.5, 1, RoundingMode.UP)).toThrow(RangeError);
  });

  const steps: Array<[number, number, RoundingModeValue, number]> = [
    [1_234_501, 100, RoundingMode.UP, 1_234_600],
    [1_234_550, 100, RoundingMode.HALF_UP, 1_234_600],
    [1_234_550, 100, RoundingMode.HALF_DOWN, 1_234_500],
    [1_234_599, 100_000, RoundingMode.DOWN, 1_200_000],
    [1_200_000, 100_000, RoundingMode.UP, 1_200_000],
  ];
  it.each(steps)('roundMoneyToStep(%s, %s, %s) = %s', (amount, step, mode, expected) => {
    expect(roundMoneyToStep(h(amount), step, mode)).toBe(expected);
  });

  it('roundMoneyToStep refuses a non-positive step', () => {
    expect(() => roundMoneyToStep(rp(1), 0, RoundingMode.UP)).toThrow(RangeError);
  });
});

describe('aggregation and comparison', () => {
  it('sums, including the empty list', () => {
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([rp(1), rp(2), h(5)])).toBe(305);
  });

  it('finds min and max', () => {
    expect(minMoney(rp(3), rp(1), rp(2))).toBe(rp(1));
    expect(maxMoney(rp(3), rp(1), rp(5))).toBe(rp(5));
    expect(minMoney(rp(3))).toBe(rp(3));
  });

  it('compares and classifies', () => {
    expect([rp(3), rp(1), rp(2)].sort(compareMoney)).toEqual([rp(1), rp(2), rp(3)]);
    expect(compareMoney(rp(1), rp(1))).toBe(0);
    expect(isZeroMoney(ZERO_MONEY)).toBe(true);
    expect(isNegativeMoney(h(-1))).toBe(true);
    expect(isPositiveMoney(h(1))).toBe(true);
    expect(isPositiveMoney(ZERO_MONEY)).toBe(false);
    expect(clampMoneyAtZero(h(-5))).toBe(0);
    expect(clampMoneyAtZero(h(5))).toBe(5);
  });
});
