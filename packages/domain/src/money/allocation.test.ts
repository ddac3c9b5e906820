import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateMoney, splitMoneyEvenly } from './allocation.ts';
import { moneyFromHundredths, sumMoney } from './money.ts';

const h = moneyFromHundredths;

describe('allocateMoney', () => {
  const cases: Array<[string, number, number[], number[]]> = [
    ['even split', 300, [1, 1, 1], [100, 100, 100]],
    ['leftover to the earliest on a tie', 100, [1, 1, 1], [34, 33, 33]],
    ['largest remainder wins', 100, [1, 2], [33, 67]],
    ['proportional to line totals', 1_000, [5_000, 3_000, 2_000], [500, 300, 200]],
    ['zero weight gets nothing', 101, [0, 1, 1], [0, 51, 50]],
    ['all zero weights split evenly', 10, [0, 0, 0], [4, 3, 3]],
    ['zero total', 0, [3, 7], [0, 0]],
    ['single part takes all', 12_345, [9], [12_345]],
    ['negative total mirrors the positive split', -100, [1, 1, 1], [-34, -33, -33]],
    ['remainders 0.6, 0.2, 0.2 of 1 hundredth', 1, [3, 1, 1], [1, 0, 0]],
  ];
  it.each(cases)('%s', (_name, total, weights, expected) => {
    expect(allocateMoney(h(total), weights)).toEqual(expected);
  });

  it.each([[[]], [[-1, 2]], [[0.5]]])('refuses weights %j', (weights) => {
    expect(() => allocateMoney(h(100), weights)).toThrow(RangeError);
  });

  it('always sums to the total and stays within one hundredth of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocateMoney(h(total), weights);
          expect(sumMoney(parts)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          if (weightSum === 0) return;
          parts.forEach((part, index) => {
            const exact = (total * (weights[index] ?? 0)) / weightSum;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6 * Math.abs(total));
          });
        },
      ),
    );
  });
});

describe('splitMoneyEvenly', () => {
  it('splits a bill into equal parts that add up', () => {
    expect(splitMoneyEvenly(h(1_000_000), 3)).toEqual([333_334, 333_333, 333_333]);
    expect(splitMoneyEvenly(h(7), 1)).toEqual([7]);
  });

  it.each([0, -1, 1.5])('refuses %s parts', (parts) => {
    expect(() => splitMoneyEvenly(h(100), parts)).toThrow(RangeError);
  });
});
