import { describe, expect, it } from 'vitest';
import { moneyFromHundredths, moneyFromRupiah, toHundredths } from '../money/money.ts';
import { cashPartsOfRefunds, computeCashDifference, computeExpectedCash } from './expected-cash.ts';

const rp = moneyFromRupiah;

describe('computeExpectedCash', () => {
  it.each([
    { name: 'opening cash only', start: 500_000, payments: 0, change: 0, cashIn: 0, cashOut: 0, expected: 500_000 },
    { name: 'cash sales with change', start: 500_000, payments: 350_000, change: 17_500, cashIn: 0, cashOut: 0, expected: 832_500 },
    { name: 'cash in and out', start: 200_000, payments: 0, change: 0, cashIn: 100_000, cashOut: 45_000, expected: 255_000 },
    { name: 'everything', start: 300_000, payments: 1_250_000, change: 62_000, cashIn: 50_000, cashOut: 120_000, expected: 1_418_000 },
    { name: 'a cash refund leaves the drawer', start: 500_000, payments: 100_000, change: 12_000, cashIn: 0, cashOut: 0, refunds: 25_000, expected: 563_000 },
    { name: 'refunds with cash in and out', start: 300_000, payments: 1_250_000, change: 62_000, cashIn: 50_000, cashOut: 120_000, refunds: 18_000, expected: 1_400_000 },
  ])('$name', ({ start, payments, change, cashIn, cashOut, refunds, expected }) => {
    const result = computeExpectedCash({ startCash: rp(start), cashPayments: rp(payments), change: rp(change), cashIn: rp(cashIn), cashOut: rp(cashOut), cashRefunds: rp(refunds ?? 0) });
    expect(result).toBe(rp(expected));
  });

  it('keeps hundredths exact', () => {
    const result = computeExpectedCash({
      startCash: moneyFromHundredths(10),
      cashPayments: moneyFromHundredths(20),
      change: moneyFromHundredths(0),
      cashIn: moneyFromHundredths(0),
      cashOut: moneyFromHundredths(0),
      cashRefunds: moneyFromHundredths(5),
    });
    expect(toHundredths(result)).toBe(25);
  });
});

describe('computeCashDifference', () => {
  it('is positive for a surplus and negative for a shortage', () => {
    expect(computeCashDifference(rp(510_000), rp(500_000))).toBe(rp(10_000));
    expect(computeCashDifference(rp(480_000), rp(500_000))).toBe(rp(-20_000));
  });
});

describe('cashPartsOfRefunds', () => {
  const parts = (netCash: number, refunds: number[]) => cashPartsOfRefunds(rp(netCash), refunds.map(rp)).map((part) => toHundredths(part) / 100);

  it('gives an all-cash order its refunds wholly in cash', () => {
    expect(parts(88_000, [25_000, 18_000])).toEqual([25_000, 18_000]);
  });
  it('pays cash first and the rest through the other methods, never more cash than the order left', () => {
    // Paid 30.000 cash (no change) and 70.000 by card: refunds of 20.000, 20.000 and 20.000.
    expect(parts(30_000, [20_000, 20_000, 20_000])).toEqual([20_000, 10_000, 0]);
  });
  it('gives no cash back for an order paid without cash', () => {
    expect(parts(0, [15_000])).toEqual([0]);
  });
  it('treats change larger than the cash received as no cash left', () => {
    expect(parts(-5_000, [1_000])).toEqual([0]);
  });
  it('keeps hundredths exact', () => {
    expect(cashPartsOfRefunds(moneyFromHundredths(1_050), [moneyFromHundredths(333), moneyFromHundredths(1_000)]).map(toHundredths)).toEqual([333, 717]);
  });
});
