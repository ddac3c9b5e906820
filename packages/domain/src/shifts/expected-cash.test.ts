import { describe, expect, it } from 'vitest';
import { moneyFromHundredths, moneyFromRupiah, toHundredths } from '../money/money.ts';
import { computeCashDifference, computeExpectedCash } from './expected-cash.ts';

const rp = moneyFromRupiah;

describe('computeExpectedCash', () => {
  it.each([
    { name: 'opening cash only', start: 500_000, payments: 0, change: 0, cashIn: 0, cashOut: 0, expected: 500_000 },
    { name: 'cash sales with change', start: 500_000, payments: 350_000, change: 17_500, cashIn: 0, cashOut: 0, expected: 832_500 },
    { name: 'cash in and out', start: 200_000, payments: 0, change: 0, cashIn: 100_000, cashOut: 45_000, expected: 255_000 },
    { name: 'everything', start: 300_000, payments: 1_250_000, change: 62_000, cashIn: 50_000, cashOut: 120_000, expected: 1_418_000 },
  ])('$name', ({ start, payments, change, cashIn, cashOut, expected }) => {
    const result = computeExpectedCash({ startCash: rp(start), cashPayments: rp(payments), change: rp(change), cashIn: rp(cashIn), cashOut: rp(cashOut) });
    expect(result).toBe(rp(expected));
  });

  it('keeps hundredths exact', () => {
    const result = computeExpectedCash({
      startCash: moneyFromHundredths(10),
      cashPayments: moneyFromHundredths(20),
      change: moneyFromHundredths(0),
      cashIn: moneyFromHundredths(0),
      cashOut: moneyFromHundredths(0),
    });
    expect(toHundredths(result)).toBe(30);
  });
});

describe('computeCashDifference', () => {
  it('is positive for a surplus and negative for a shortage', () => {
    expect(computeCashDifference(rp(510_000), rp(500_000))).toBe(rp(10_000));
    expect(computeCashDifference(rp(480_000), rp(500_000))).toBe(rp(-20_000));
  });
});
