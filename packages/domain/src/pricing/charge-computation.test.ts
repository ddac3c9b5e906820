import { describe, expect, it } from 'vitest';
import { ChargeDeductFrom, ChargeType } from '../codes/payments.ts';
import { moneyFromHundredths, moneyFromRupiah, type Money } from '../money/money.ts';
import { computeCharges, type ChargeableLine } from './charge-computation.ts';
import type { OrderChargeInput } from './pricing-types.ts';

const rp = moneyFromRupiah;
const h = moneyFromHundredths;

function line(netRupiah: number, extra: Partial<ChargeableLine> = {}): ChargeableLine {
  return { netTotal: rp(netRupiah), quantity: 1, isBilled: true, isFree: false, isIncludedCharge: true, ...extra };
}

const service: OrderChargeInput = { id: 'service', type: ChargeType.PERCENTAGE, percent: 5, deductFrom: ChargeDeductFrom.SUB_TOTAL };
const tax: OrderChargeInput = { id: 'tax', type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL };

function amounts(charges: readonly OrderChargeInput[], lines: readonly ChargeableLine[]): Money[] {
  return computeCharges(charges, lines).charges.map((charge) => charge.amount);
}

describe('computeCharges on the subtotal', () => {
  const cases: Array<[string, OrderChargeInput[], ChargeableLine[], number[], number]> = [
    ['service 5% then PB1 10% on subtotal + service', [service, tax], [line(100_000)], [5_000, 10_500], 15_500],
    ['PB1 excluding service', [service, { ...tax, excludedChargeIds: ['service'] }], [line(100_000)], [5_000, 10_000], 15_000],
    ['tax first does not compound into a later service', [tax, { ...service, excludedChargeIds: ['tax'] }], [line(100_000)], [10_000, 5_000], 15_000],
    ['nominal once', [{ id: 'n', type: ChargeType.NOMINAL, amount: rp(2_000), deductFrom: ChargeDeductFrom.SUB_TOTAL }], [line(10_000), line(5_000)], [2_000], 2_000],
    ['nominal skipped on an empty bill', [{ id: 'n', type: ChargeType.NOMINAL, amount: rp(2_000), deductFrom: ChargeDeductFrom.SUB_TOTAL }], [line(0)], [0], 0],
    ['ignores IsIncludedCharge', [service], [line(100_000, { isIncludedCharge: false })], [5_000], 5_000],
    ['leaves unbilled lines out', [service], [line(100_000), line(50_000, { isBilled: false })], [5_000], 5_000],
    ['no lines', [service], [], [0], 0],
  ];
  it.each(cases)('%s', (_name, charges, lines, expected, addedTotal) => {
    const result = computeCharges(charges, lines);
    expect(result.charges.map((charge) => charge.amount)).toEqual(expected.map(rp));
    expect(result.addedTotal).toBe(rp(addedTotal));
  });

  it('rounds to the hundredth, half up', () => {
    // 5% of Rp 333,33 = 16,6665 → 16,67; 10% of 349,9965 (333,33 + 16,67 = 350,00) = 35,00
    expect(amounts([service, tax], [{ ...line(0), netTotal: h(33_333) }])).toEqual([h(1_667), h(3_500)]);
  });

  it('spreads a subtotal charge over billed lines so the shares add up', () => {
    const flat: OrderChargeInput = { id: 'n', type: ChargeType.NOMINAL, amount: rp(1_000), deductFrom: ChargeDeductFrom.SUB_TOTAL };
    const lines = [line(5_000), line(9_000, { isBilled: false }), line(5_000), line(5_000)];
    const result = computeCharges([flat], lines);
    expect(result.charges[0]?.amount).toBe(rp(1_000));
    expect(result.lineCharges.map((shares) => shares[0]?.amount)).toEqual([h(33_334), 0, h(33_333), h(33_333)]);
  });
});

describe('computeCharges per product', () => {
  const perProduct: OrderChargeInput = { id: 'pp', type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.PRODUCT };
  const packaging: OrderChargeInput = { id: 'box', type: ChargeType.NOMINAL, amount: rp(1_000), deductFrom: ChargeDeductFrom.PRODUCT };

  it('charges only lines with IsIncludedCharge, billed and not free', () => {
    const lines = [line(10_000), line(20_000, { isIncludedCharge: false }), line(0, { isFree: true }), line(30_000, { isBilled: false })];
    const result = computeCharges([perProduct], lines);
    expect(result.lineCharges.map((shares) => shares[0]?.amount)).toEqual([rp(1_000), 0, 0, 0]);
    expect(result.charges[0]?.amount).toBe(rp(1_000));
  });

  it('takes a nominal amount per unit', () => {
    expect(amounts([packaging], [line(30_000, { quantity: 3 }), line(10_000, { isIncludedCharge: false })])).toEqual([rp(3_000)]);
  });

  it('rounds each line before summing', () => {
    // 10% of 0,05 = 0,005 → 0,01 on each of three lines
    const lines = [0, 1, 2].map(() => ({ ...line(0), netTotal: h(5) }));
    expect(amounts([perProduct], lines)).toEqual([h(3)]);
  });

  it('compounds earlier product charges on the same line, and product charges into the subtotal ones', () => {
    const result = computeCharges([perProduct, { ...perProduct, id: 'pp2' }, tax], [line(100_000)]);
    expect(result.charges.map((charge) => charge.amount)).toEqual([rp(10_000), rp(11_000), rp(12_100)]);
  });
});

describe('computeCharges flags', () => {
  it('extracts a charge already included in prices and does not add it', () => {
    const included = { ...tax, isIncludedInProductPrice: true } satisfies OrderChargeInput;
    const result = computeCharges([included, service], [line(110_000)]);
    expect(result.charges[0]).toEqual({ chargeId: 'tax', amount: rp(10_000), isIncludedInProductPrice: true, addProductPrice: false });
    // the included tax is already in the subtotal, so it does not compound again
    expect(result.charges[1]?.amount).toBe(rp(5_500));
    expect(result.addedTotal).toBe(rp(5_500));
  });

  it('reports AddProductPrice', () => {
    expect(computeCharges([{ ...service, addProductPrice: true }], [line(1)]).charges[0]?.addProductPrice).toBe(true);
  });

  it.each<OrderChargeInput>([
    { ...service, percent: -1 },
    { ...service, percent: Number.NaN },
    { id: 'n', type: ChargeType.NOMINAL, amount: rp(-1), deductFrom: ChargeDeductFrom.SUB_TOTAL },
  ])('refuses a negative charge %j', (charge) => {
    expect(() => computeCharges([charge], [line(1)])).toThrow(RangeError);
  });
});
