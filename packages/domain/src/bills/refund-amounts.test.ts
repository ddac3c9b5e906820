import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyFromHundredths, sumMoney } from '../money/money.ts';
import { allocatePaidAmount, refundAmountOf, weighBilledLines } from './refund-amounts.ts';
import { OrderProductStatus } from '../codes/orders.ts';
import { ChargeDeductFrom, ChargeType } from '../codes/payments.ts';
import { computeOrderTotals } from '../pricing/order-totals.ts';
import { OrderLineKind } from '../pricing/pricing-types.ts';

const h = moneyFromHundredths;

describe('allocatePaidAmount', () => {
  it('spreads what was paid over the lines by their weight, adding up exactly', () => {
    // Rp 100.000 of lines, a transaction promo and rounding brought it to Rp 93.500.
    const shares = allocatePaidAmount(h(9_350_000), [
      { key: 'P1', weight: 6_000_000 },
      { key: 'P2', weight: 3_000_000 },
      { key: 'B1', weight: 1_000_000 },
    ]);
    expect([...shares.values()]).toEqual([5_610_000, 2_805_000, 935_000]);
    expect(sumMoney(shares.values())).toBe(9_350_000);
  });

  it('gives a free line nothing', () => {
    const shares = allocatePaidAmount(h(1_001), [{ key: 'P1', weight: 0 }, { key: 'P2', weight: 500 }]);
    expect(shares.get('P1')).toBe(0);
    expect(shares.get('P2')).toBe(1_001);
  });
});

describe('refundAmountOf', () => {
  it('refunds a line unit by unit to exactly its share', () => {
    const share = h(10_000);
    const parts = [refundAmountOf(share, 3, 0, 1), refundAmountOf(share, 3, 1, 1), refundAmountOf(share, 3, 2, 1)];
    expect(parts).toEqual([3_333, 3_333, 3_334]);
  });

  it('refuses more than what is left to refund', () => {
    expect(() => refundAmountOf(h(100), 2, 1, 2)).toThrow(RangeError);
    expect(() => refundAmountOf(h(100), 2, 0, 0)).toThrow(RangeError);
  });

  it('never pays back more than the share, however the refunds are cut', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 500 }).chain((quantity) => fc.tuple(fc.constant(quantity), fc.array(fc.integer({ min: 1, max: quantity }), { maxLength: 20 }))),
        (shareHundredths, [lineQuantity, cuts]) => {
          let refunded = 0;
          let paidBack = 0;
          for (const cut of cuts) {
            const quantity = Math.min(cut, lineQuantity - refunded);
            if (quantity < 1) break;
            const amount = refundAmountOf(h(shareHundredths), lineQuantity, refunded, quantity);
            expect(amount).toBeGreaterThanOrEqual(0);
            paidBack += amount;
            refunded += quantity;
          }
          expect(paidBack).toBeLessThanOrEqual(shareHundredths);
          if (refunded === lineQuantity) expect(paidBack).toBe(shareHundredths);
        },
      ),
    );
  });
});

describe('weighBilledLines', () => {
  it('weighs each billed line by its discounted total plus its added charges, and pending lines not at all', () => {
    const totals = computeOrderTotals({
      lines: [
        { id: 'P1', quantity: 2, sellPrice: h(2_000_000) },
        { id: 'P2', quantity: 1, sellPrice: h(1_000_000), status: OrderProductStatus.PENDING },
        { id: 'B1', kind: OrderLineKind.BUNDLE, quantity: 1, sellPrice: h(3_000_000) },
      ],
      charges: [{ id: 1, type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL }],
      context: { isRounded: false, roundingSetting: null },
    });
    expect(weighBilledLines(totals)).toEqual([
      { key: 'P1', weight: 4_400_000 },
      { key: 'P2', weight: 0 },
      { key: 'B1', weight: 3_300_000 },
    ]);
  });
});
