import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChargeDeductFrom, ChargeType } from '../codes/payments.ts';
import { RoundingSetting } from '../codes/outlet.ts';
import { moneyFromHundredths, sumMoney } from '../money/money.ts';
import { computeOrderTotals } from '../pricing/order-totals.ts';
import { OrderLineKind, type OrderChargeInput, type OrderLineInput } from '../pricing/pricing-types.ts';
import { planSplit, type BillPart } from './split-plan.ts';

const h = moneyFromHundredths;

/** A random café order: products with add-ons and free lines, bundles. */
const orderLines = fc
  .array(
    fc.record({
      isBundle: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 12 }),
      sellPrice: fc.integer({ min: 0, max: 50_000_000 }),
      addOn: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      isFree: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((rows) =>
    rows.map(
      (row, index): OrderLineInput => ({
        id: index + 1,
        kind: row.isBundle ? OrderLineKind.BUNDLE : OrderLineKind.PRODUCT,
        productId: 100 + (index % 4),
        quantity: row.quantity,
        sellPrice: h(row.sellPrice),
        isFree: !row.isBundle && row.isFree && index % 3 === 0,
        subProducts: row.isBundle || row.addOn === null ? [] : [{ price: h(row.addOn), quantity: 1 }],
      }),
    ),
  );

const CHARGES: OrderChargeInput[] = [
  { id: 1, type: ChargeType.PERCENTAGE, percent: 5, deductFrom: ChargeDeductFrom.SUB_TOTAL },
  { id: 2, type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL },
];
const CONTEXT = { isRounded: true, roundingSetting: RoundingSetting.HUNDRED };

/** The split a cashier might ask for: for each line, how many units go to each of up to 4 splits. */
function randomPlan(lines: readonly OrderLineInput[], cuts: readonly number[][]): BillPart[] {
  const splits: Array<{ products: Array<{ lineId: number; quantity: number }>; bundles: Array<{ lineId: number; quantity: number }> }> = [
    { products: [], bundles: [] },
    { products: [], bundles: [] },
    { products: [], bundles: [] },
  ];
  lines.forEach((line, index) => {
    let left = line.quantity;
    for (const [split, share] of (cuts[index] ?? []).entries()) {
      const quantity = Math.min(left, share);
      const target = splits[split % splits.length]!;
      if (quantity > 0) (line.kind === OrderLineKind.BUNDLE ? target.bundles : target.products).push({ lineId: Number(line.id), quantity });
      left -= quantity;
    }
  });
  return splits.filter((split) => split.products.length + split.bundles.length > 0);
}

/** The new bills' lines: each part takes its quantities of the original lines, under new ids. */
function linesOfParts(lines: readonly OrderLineInput[], parts: readonly BillPart[]): OrderLineInput[][] {
  let nextId = 1000;
  return parts.map((part) =>
    [...part.products.map((entry) => ({ entry, kind: OrderLineKind.PRODUCT })), ...part.bundles.map((entry) => ({ entry, kind: OrderLineKind.BUNDLE }))].map(({ entry, kind }) => {
      const original = lines.find((line) => line.id === entry.lineId && (line.kind ?? OrderLineKind.PRODUCT) === kind)!;
      return { ...original, id: nextId++, quantity: entry.quantity };
    }),
  );
}

describe('split then merge', () => {
  it('conserves every product, quantity and amount to the hundredth', () => {
    fc.assert(
      fc.property(orderLines, fc.array(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }), { maxLength: 12 }), (lines, cuts) => {
        const byKind = (kind: string) => lines.filter((line) => (line.kind ?? OrderLineKind.PRODUCT) === kind).map((line) => ({ id: Number(line.id), quantity: line.quantity }));
        const plan = planSplit({ products: byKind(OrderLineKind.PRODUCT), bundles: byKind(OrderLineKind.BUNDLE) }, randomPlan(lines, cuts));
        fc.pre(plan.ok);
        if (!plan.ok) return;
        const bills = linesOfParts(lines, plan.parts);

        // Every unit of every line is on exactly one bill.
        for (const line of lines) {
          const units = bills.flat().filter((moved) => moved.productId === line.productId && moved.sellPrice === line.sellPrice && moved.kind === line.kind && moved.isFree === line.isFree && JSON.stringify(moved.subProducts) === JSON.stringify(line.subProducts));
          const original = lines.filter((other) => other.productId === line.productId && other.sellPrice === line.sellPrice && other.kind === line.kind && other.isFree === line.isFree && JSON.stringify(other.subProducts) === JSON.stringify(line.subProducts));
          expect(sumMoney(units.map((unit) => h(unit.quantity)))).toBe(sumMoney(original.map((unit) => h(unit.quantity))));
        }

        const whole = computeOrderTotals({ lines, charges: CHARGES, context: CONTEXT });
        const parts = bills.map((billLines) => computeOrderTotals({ lines: billLines, charges: CHARGES, context: CONTEXT }));
        // Line money is additive: the bills' subtotals add up to the original's exactly.
        expect(sumMoney(parts.map((part) => part.subtotal))).toBe(whole.subtotal);
        // Merging the bills back gives the original bill to the hundredth.
        const merged = computeOrderTotals({ lines: bills.flat(), charges: CHARGES, context: CONTEXT });
        expect(merged.subtotal).toBe(whole.subtotal);
        expect(merged.discountTotal).toBe(whole.discountTotal);
        expect(merged.chargeTotal).toBe(whole.chargeTotal);
        expect(merged.rounding).toBe(whole.rounding);
        expect(merged.grandTotal).toBe(whole.grandTotal);
      }),
      { numRuns: 2_000 },
    );
  });
});
