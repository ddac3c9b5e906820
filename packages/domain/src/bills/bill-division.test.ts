import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChargeDeductFrom, ChargeType } from '../codes/payments.ts';
import { RoundingSetting } from '../codes/outlet.ts';
import { moneyFromHundredths, moneyFromRupiah, subtractMoney, sumMoney, toHundredths } from '../money/money.ts';
import { computeOrderTotals } from '../pricing/order-totals.ts';
import { OrderLineKind, type OrderChargeInput, type OrderLineInput, type PricingContext } from '../pricing/pricing-types.ts';
import { divideBill, divideOnGrid, roundingGridHundredths } from './bill-division.ts';

const h = moneyFromHundredths;
const rp = moneyFromRupiah;

const SERVICE: OrderChargeInput = { id: 1, name: 'Service', type: ChargeType.PERCENTAGE, percent: 5, deductFrom: ChargeDeductFrom.SUB_TOTAL };
const PB1: OrderChargeInput = { id: 2, name: 'PB1', type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL };
const PACKAGING: OrderChargeInput = { id: 3, name: 'Packaging', type: ChargeType.NOMINAL, amount: rp(2_000), deductFrom: ChargeDeductFrom.SUB_TOTAL };
const PER_CUP: OrderChargeInput = { id: 4, name: 'Cup', type: ChargeType.NOMINAL, amount: h(50_050), deductFrom: ChargeDeductFrom.PRODUCT };
const TAKE_AWAY: PricingContext = { isRounded: false, roundingSetting: null };
const DINE_IN: PricingContext = { isRounded: true, roundingSetting: RoundingSetting.HUNDRED };

const product = (id: number, rupiah: number, quantity = 1): OrderLineInput => ({ id, quantity, sellPrice: rp(rupiah) });

describe('dividing a bill between splits (ADR 15)', () => {
  it('divides Packaging 2.000 of a 101.000 take-away bill by subtotal: 35.707 + 65.293, not 37.000 + 66.000', () => {
    // Nasi Goreng 35.000 | Es Kopi Susu 2 × 22.000 + Americano 20.000: subtotal 99.000 + Packaging 2.000.
    const divided = divideBill({ splits: [[product(1, 35_000)], [product(2, 22_000, 2), product(3, 20_000)]], charges: [PACKAGING], context: TAKE_AWAY });
    expect(divided.bill.grandTotal).toBe(rp(101_000));
    expect(divided.splits.map((split) => split.share.fixedCharges)).toEqual([[{ chargeId: 3, amount: rp(707) }], [{ chargeId: 3, amount: rp(1_293) }]]);
    expect(divided.splits.map((split) => split.totals.grandTotal)).toEqual([rp(35_707), rp(65_293)]);
    expect(divided.splits.map((split) => split.totals.rounding)).toEqual([h(0), h(0)]);
  });

  it('rounds dine-in splits on the hundred so they add up to the rounded bill, never a step twice', () => {
    // Each split alone rounds 11.610 up to 11.700 (23.400), but the bill of 23.220 rounds to 23.300.
    const lines = [product(1, 10_052, 1), product(2, 10_052, 1)];
    const context = DINE_IN;
    const alone = lines.map((line) => computeOrderTotals({ lines: [line], charges: [SERVICE, PB1], context }).grandTotal);
    const divided = divideBill({ splits: lines.map((line) => [line]), charges: [SERVICE, PB1], context });
    expect(sumMoney(alone)).toBeGreaterThan(divided.bill.grandTotal);
    expect(sumMoney(divided.splits.map((split) => split.totals.grandTotal))).toBe(divided.bill.grandTotal);
    for (const split of divided.splits) expect(toHundredths(split.totals.grandTotal) % 10_000).toBe(0);
  });

  it('keeps a split’s rounding only while its total is the one it was cut with', () => {
    const divided = divideBill({ splits: [[product(1, 10_052)], [product(2, 10_052)]], charges: [SERVICE, PB1], context: DINE_IN });
    const down = divided.splits.find((split) => split.share.rounding!.adjustment < 0)!;
    const changed = computeOrderTotals({ lines: [product(1, 10_052), product(9, 1_000)], charges: [SERVICE, PB1], context: DINE_IN, billShare: down.share });
    const asAnyOrder = computeOrderTotals({ lines: [product(1, 10_052), product(9, 1_000)], charges: [SERVICE, PB1], context: DINE_IN });
    expect(changed.grandTotal).toBe(asAnyOrder.grandTotal);
  });

  it('splits a split bill again into bills that add up to it, its share of Packaging divided again', () => {
    const first = divideBill({ splits: [[product(1, 35_000)], [product(2, 22_000, 2), product(3, 20_000)]], charges: [PACKAGING], context: TAKE_AWAY });
    const second = first.splits[1]!;
    const again = divideBill({ splits: [[product(2, 22_000, 2)], [product(3, 20_000)]], charges: [PACKAGING], context: TAKE_AWAY, billShare: second.share });
    expect(again.bill.grandTotal).toBe(second.totals.grandTotal);
    expect(sumMoney(again.splits.map((split) => split.totals.grandTotal))).toBe(rp(65_293));
    expect(again.splits.map((split) => split.share.fixedCharges[0]!.amount)).toEqual([rp(889), rp(404)]);
  });

  it('puts totals on the grid: down first, then the missing steps to the largest remainders, ties to the earlier', () => {
    expect(divideOnGrid(h(30_000), [h(10_050), h(9_950), h(10_000)], 100)).toEqual([h(10_100), h(9_900), h(10_000)]);
    expect(divideOnGrid(h(30_000), [h(9_950), h(9_950), h(10_000)], 100)).toEqual([h(10_000), h(10_000), h(10_000)]);
    expect(divideOnGrid(h(20_000), [h(9_950), h(9_950)], 100)).toEqual([h(10_000), h(10_000)]);
    expect(roundingGridHundredths({ isRounded: true, roundingSetting: RoundingSetting.THOUSAND })).toBe(100_000);
    expect(roundingGridHundredths(TAKE_AWAY)).toBe(100);
  });
});

/** A random café order, each line cut into up to four splits. */
const orders = fc.record({
  lines: fc.array(
    fc.record({
      isBundle: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 9 }),
      sellPrice: fc.integer({ min: 0, max: 20_000_000 }),
      addOn: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      isFree: fc.boolean(),
      cuts: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 10 },
  ),
  splitCount: fc.integer({ min: 1, max: 4 }),
  charges: fc.subarray([SERVICE, PB1, PACKAGING, PER_CUP, { ...PACKAGING, id: 5, amount: h(150_075) }]),
  context: fc.constantFrom<PricingContext>(
    TAKE_AWAY,
    DINE_IN,
    { isRounded: true, roundingSetting: RoundingSetting.THOUSAND },
    { isRounded: true, roundingSetting: null },
  ),
});

type RandomOrder = typeof orders extends fc.Arbitrary<infer Order> ? Order : never;

/** Each split's lines: line i's units go to the splits as its cuts say, the rest to the last split. */
function splitsOf(order: Pick<RandomOrder, 'lines' | 'splitCount'>): OrderLineInput[][] {
  const splits: OrderLineInput[][] = Array.from({ length: order.splitCount }, () => []);
  let nextId = 1;
  order.lines.forEach((row, index) => {
    let left = row.quantity;
    splits.forEach((split, position) => {
      const quantity = position === splits.length - 1 ? left : Math.min(left, row.cuts[position] ?? 0);
      left -= quantity;
      if (quantity === 0) return;
      split.push({
        id: nextId++,
        kind: row.isBundle ? OrderLineKind.BUNDLE : OrderLineKind.PRODUCT,
        productId: 100 + index,
        quantity,
        sellPrice: h(row.sellPrice),
        isFree: !row.isBundle && row.isFree && index % 3 === 0,
        subProducts: row.isBundle || row.addOn === null ? [] : [{ price: h(row.addOn), quantity: 1 }],
      });
    });
  });
  return splits.filter((split) => split.length > 0);
}

describe('dividing random bills between random splits', () => {
  it('the splits add up to the bill, each on the rounding grid within a step of its own total, fixed charges charged once', () => {
    fc.assert(
      fc.property(orders, (order) => {
        const splits = splitsOf(order);
        fc.pre(splits.length > 0);
        const divided = divideBill({ splits, charges: order.charges, context: order.context });
        const grid = roundingGridHundredths(order.context);
        const totals = divided.splits.map((split) => split.totals);
        expect(sumMoney(totals.map((split) => split.grandTotal))).toBe(divided.bill.grandTotal);
        expect(sumMoney(totals.map((split) => split.subtotal))).toBe(divided.bill.subtotal);
        for (const split of divided.splits) {
          expect(toHundredths(split.totals.grandTotal) % grid).toBe(0);
          expect(split.totals.grandTotal).toBeGreaterThanOrEqual(0);
          // Within a step of its own total (two when the splits' charges drift a hundredth across a step).
          expect(Math.abs(toHundredths(subtractMoney(split.totals.grandTotal, split.totals.totalBeforeRounding)))).toBeLessThan(2 * grid);
          // Priced again as a stored split bill is, it gives the same figures.
          const again = computeOrderTotals({ lines: splits[divided.splits.indexOf(split)]!, charges: order.charges, context: order.context, billShare: split.share });
          expect(again.grandTotal).toBe(split.totals.grandTotal);
        }
        for (const charge of order.charges.filter((candidate) => candidate.deductFrom === ChargeDeductFrom.SUB_TOTAL && candidate.type === ChargeType.NOMINAL)) {
          const charged = (totals: { charges: ReadonlyArray<{ chargeId: unknown; amount: number }> }) => totals.charges.find((outcome) => outcome.chargeId === charge.id)?.amount ?? 0;
          expect(sumMoney(totals.map((split) => h(charged(split))))).toBe(h(charged(divided.bill)));
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
