import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderProductStatus, OrderProductType } from '../codes/orders.ts';
import { RoundingSetting } from '../codes/outlet.ts';
import { ChargeDeductFrom, ChargeType, PromoBaseOn, PromoDeductFrom, PromoDiscountType } from '../codes/payments.ts';
import { moneyFromHundredths, moneyFromRupiah, subtractMoney, sumMoney } from '../money/money.ts';
import { computeOrderTotals } from './order-totals.ts';
import {
  PromoRejection,
  type OrderChargeInput,
  type OrderLineInput,
  type OrderPricingInput,
  type OrderPromoInput,
  type PricingContext,
} from './pricing-types.ts';

const rp = moneyFromRupiah;
const h = moneyFromHundredths;

/** A café table: fried rice, iced tea with boba, a complimentary cracker, a pending satay. */
const lines: OrderLineInput[] = [
  { id: 'rice', productId: 'nasi-goreng', quantity: 2, sellPrice: rp(35_000), isIncludedCharge: true },
  {
    id: 'tea',
    productId: 'es-teh',
    quantity: 2,
    sellPrice: rp(8_000),
    isIncludedCharge: false,
    subProducts: [{ price: rp(0), quantity: 1 }, { price: rp(5_000), quantity: 1 }],
  },
  { id: 'cracker', productId: 'kerupuk', quantity: 1, sellPrice: rp(5_000), type: OrderProductType.COMPLIMENT },
  { id: 'satay', productId: 'sate', quantity: 1, sellPrice: rp(40_000), status: OrderProductStatus.PENDING },
];
const service: OrderChargeInput = { id: 'service', type: ChargeType.PERCENTAGE, percent: 5, deductFrom: ChargeDeductFrom.SUB_TOTAL };
const pb1: OrderChargeInput = { id: 'pb1', type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL };
const plain: PricingContext = { isRounded: false, roundingSetting: null };
const rounded: PricingContext = { isRounded: true, roundingSetting: RoundingSetting.THOUSAND };
const tenPercent: OrderPromoInput = {
  id: 'ten',
  discount: { type: PromoDiscountType.PERCENTAGE, percent: 10 },
  baseOn: PromoBaseOn.PRICE,
  deductFrom: PromoDeductFrom.SUB_TOTAL,
};

function totalsOf(input: Partial<OrderPricingInput>) {
  return computeOrderTotals({ lines, context: plain, ...input });
}

describe('computeOrderTotals: worked café bills', () => {
  const cases: Array<[string, Partial<OrderPricingInput>, { subtotal: number; discount: number; charges: number; before: number; grand: number }]> = [
    ['lines only: pending left out, compliment free', {}, { subtotal: 96_000, discount: 0, charges: 0, before: 96_000, grand: 96_000 }],
    ['service 5% then PB1 10% on subtotal + service', { charges: [service, pb1] }, { subtotal: 96_000, discount: 0, charges: 14_880, before: 110_880, grand: 110_880 }],
    ['rounded up to the thousand', { charges: [service, pb1], context: rounded }, { subtotal: 96_000, discount: 0, charges: 14_880, before: 110_880, grand: 111_000 }],
    ['rounded up to the hundred', { charges: [service, pb1], context: { isRounded: true, roundingSetting: RoundingSetting.HUNDRED } }, { subtotal: 96_000, discount: 0, charges: 14_880, before: 110_880, grand: 110_900 }],
    ['10% off the subtotal comes before charges', { charges: [service, pb1], promos: [tenPercent] }, { subtotal: 96_000, discount: 9_600, charges: 13_392, before: 99_792, grand: 99_792 }],
    [
      'a TOTAL promo comes off after charges',
      { charges: [service, pb1], promos: [{ ...tenPercent, discount: { type: PromoDiscountType.NOMINAL, amount: rp(20_000) }, deductFrom: PromoDeductFrom.TOTAL }] },
      { subtotal: 96_000, discount: 20_000, charges: 14_880, before: 90_880, grand: 90_880 },
    ],
    [
      'a cashback promo does not lower the bill',
      { charges: [service, pb1], promos: [{ ...tenPercent, baseOn: PromoBaseOn.CASHBACK }] },
      { subtotal: 96_000, discount: 0, charges: 14_880, before: 110_880, grand: 110_880 },
    ],
    [
      'a product promo comes off its lines, then charges',
      { charges: [service, pb1], promos: [{ ...tenPercent, discount: { type: PromoDiscountType.PERCENTAGE, percent: 50 }, baseOn: PromoBaseOn.PRODUCT, deductFrom: PromoDeductFrom.PRODUCT, productIds: ['nasi-goreng'] }] },
      // 61.000 + 3.050 service + 6.405 PB1
      { subtotal: 96_000, discount: 35_000, charges: 9_455, before: 70_455, grand: 70_455 },
    ],
    ['price level 2 of the order type', { lines: [{ id: 'a', quantity: 1, sellPrice: rp(20_000), levelPrices: { LEVEL2: rp(25_000) } }], context: { ...plain, priceLevel: 2 } }, { subtotal: 25_000, discount: 0, charges: 0, before: 25_000, grand: 25_000 }],
    ['empty order', { lines: [], charges: [service, pb1], context: rounded }, { subtotal: 0, discount: 0, charges: 0, before: 0, grand: 0 }],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const totals = totalsOf(input);
    expect({
      subtotal: totals.subtotal,
      discount: totals.discountTotal,
      charges: totals.chargeTotal,
      before: totals.totalBeforeRounding,
      grand: totals.grandTotal,
    }).toEqual({
      subtotal: rp(expected.subtotal),
      discount: rp(expected.discount),
      charges: rp(expected.charges),
      before: rp(expected.before),
      grand: rp(expected.grand),
    });
    expect(totals.rounding).toBe(subtractMoney(totals.grandTotal, totals.totalBeforeRounding));
  });
});

describe('computeOrderTotals: rounding without IsRounded', () => {
  it.each([
    [1_250_050, 12_500, -50],
    [1_250_051, 12_501, 49],
  ])('%s hundredths → Rp %s (rounding %s hundredths)', (hundredths, rupiah, adjustment) => {
    const totals = totalsOf({ lines: [{ id: 'x', quantity: 1, sellPrice: h(hundredths) }] });
    expect(totals.grandTotal).toBe(rp(rupiah));
    expect(totals.rounding).toBe(adjustment);
  });
});

describe('computeOrderTotals: promos', () => {
  it('refuses a promo whose terms fail, with a reason, and leaves the bill alone', () => {
    const totals = totalsOf({ promos: [{ ...tenPercent, term: { minPurchasedPrice: rp(100_000) } }] });
    expect(totals.promos).toEqual([{ promoId: 'ten', discount: 0, cashback: 0, rejection: PromoRejection.BELOW_MINIMUM_PURCHASE }]);
    expect(totals.grandTotal).toBe(rp(96_000));
  });

  it('applies a payment-method promo only once an eligible method is chosen', () => {
    const promo = { ...tenPercent, term: { paymentMethodIds: ['bca'] } };
    expect(totalsOf({ promos: [promo] }).promos[0]?.rejection).toBe(PromoRejection.PAYMENT_METHOD_NOT_ELIGIBLE);
    expect(totalsOf({ promos: [promo], context: { ...plain, paymentMethodIds: ['bca'] } }).discountTotal).toBe(rp(9_600));
  });

  it('gives a product promo without its product nothing', () => {
    const promo = { ...tenPercent, baseOn: PromoBaseOn.PRODUCT, productIds: ['sate'] };
    expect(totalsOf({ promos: [promo] }).promos[0]?.rejection).toBe(PromoRejection.NO_ELIGIBLE_PRODUCT);
  });

  it('stacks promos on their own bases but never below zero', () => {
    const big = { ...tenPercent, id: 'big', discount: { type: PromoDiscountType.NOMINAL, amount: rp(90_000) } } satisfies OrderPromoInput;
    const totals = totalsOf({ promos: [big, tenPercent, { ...tenPercent, id: 'late' }] });
    expect(totals.promos.map((promo) => [promo.promoId, promo.discount, promo.rejection])).toEqual([
      ['big', rp(90_000), null],
      ['ten', rp(6_000), null],
      ['late', 0, PromoRejection.NOTHING_LEFT_TO_DISCOUNT],
    ]);
    expect(totals.grandTotal).toBe(0);
  });

  it('reports cashback separately', () => {
    const totals = totalsOf({ promos: [{ ...tenPercent, baseOn: PromoBaseOn.CASHBACK }] });
    expect(totals.promos[0]).toEqual({ promoId: 'ten', discount: 0, cashback: rp(9_600), rejection: null });
  });

  it('spreads a subtotal discount over billed, non-free lines exactly', () => {
    const totals = totalsOf({ promos: [{ ...tenPercent, discount: { type: PromoDiscountType.NOMINAL, amount: h(1_000_001) } }] });
    const discounts = totals.lines.map((line) => line.discount);
    // 70.000 : 26.000 of Rp 10.000,01
    expect(discounts).toEqual([h(729_167), h(270_834), 0, 0]);
    expect(sumMoney(discounts)).toBe(h(1_000_001));
  });

  it('keeps promo outcomes in input order when TOTAL promos are settled later', () => {
    const total = { ...tenPercent, id: 'total', deductFrom: PromoDeductFrom.TOTAL };
    expect(totalsOf({ promos: [total, tenPercent] }).promos.map((promo) => promo.promoId)).toEqual(['total', 'ten']);
  });
});

describe('computeOrderTotals: lines and charges', () => {
  it('reports per-line totals, discounts and charges', () => {
    const perProduct: OrderChargeInput = { id: 'pp', type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.PRODUCT, addProductPrice: true };
    const totals = totalsOf({ charges: [perProduct], promos: [{ ...tenPercent, baseOn: PromoBaseOn.PRODUCT, deductFrom: PromoDeductFrom.PRODUCT, productIds: ['nasi-goreng'] }] });
    const rice = totals.lines[0];
    expect(rice).toMatchObject({ unitPrice: rp(35_000), grossTotal: rp(70_000), discount: rp(7_000), netTotal: rp(63_000), isBilled: true });
    expect(rice?.charges).toEqual([{ chargeId: 'pp', amount: rp(6_300) }]);
    expect(rice?.displayTotal).toBe(rp(69_300));
    expect(totals.lines[1]).toMatchObject({ unitPrice: rp(13_000), grossTotal: rp(26_000), displayTotal: rp(26_000) });
    expect(totals.lines[1]?.charges).toEqual([{ chargeId: 'pp', amount: 0 }]);
    expect(totals.lines[2]).toMatchObject({ grossTotal: 0, isFree: true });
    expect(totals.lines[3]).toMatchObject({ grossTotal: rp(40_000), isBilled: false, discount: 0 });
    expect(totals.grandTotal).toBe(rp(95_300));
  });

  it('does not add a charge already included in prices', () => {
    const totals = totalsOf({ charges: [{ ...pb1, isIncludedInProductPrice: true }] });
    expect(totals.charges[0]?.amount).toBe(h(872_727)); // 96.000 × 10/110
    expect(totals.chargeTotal).toBe(0);
    expect(totals.grandTotal).toBe(rp(96_000));
  });
});

describe('computeOrderTotals: No Sales', () => {
  const input: Partial<OrderPricingInput> = { charges: [service, pb1], promos: [tenPercent] };

  it('charges the subtotal alone when the outlet excludes charges for No Sales', () => {
    const totals = totalsOf({ ...input, context: { ...rounded, isNoSales: true, excludeChargeNoSales: true } });
    expect(totals.totalBeforeRounding).toBe(rp(96_000));
    expect(totals.grandTotal).toBe(rp(96_000));
    expect(totals.chargeTotal).toBe(0);
    expect(totals.charges.map((charge) => charge.amount)).toEqual([0, 0]);
    expect(totals.promos[0]?.rejection).toBe(PromoRejection.NO_SALES);
  });

  it('still rounds the subtotal', () => {
    const oddLines = [{ id: 'x', quantity: 1, sellPrice: rp(12_345) }];
    const totals = totalsOf({ lines: oddLines, context: { ...rounded, isNoSales: true, excludeChargeNoSales: true } });
    expect(totals.grandTotal).toBe(rp(13_000));
  });

  it('prices normally when the outlet does not exclude charges', () => {
    expect(totalsOf({ ...input, context: { ...plain, isNoSales: true, excludeChargeNoSales: false } }).grandTotal).toBe(rp(99_792));
  });
});

describe('computeOrderTotals: invariants', () => {
  const lineArbitrary = fc.record({
    quantity: fc.integer({ min: 0, max: 50 }),
    price: fc.integer({ min: 0, max: 100_000_000 }),
    isFree: fc.boolean(),
    isPending: fc.boolean(),
    isIncludedCharge: fc.boolean(),
    productId: fc.constantFrom('a', 'b', 'c'),
  });
  const promoArbitrary = fc.record({
    isPercentage: fc.boolean(),
    size: fc.integer({ min: 0, max: 10_000_000 }),
    baseOn: fc.constantFrom(PromoBaseOn.PRODUCT, PromoBaseOn.PRICE, PromoBaseOn.CASHBACK),
    deductFrom: fc.constantFrom(PromoDeductFrom.SUB_TOTAL, PromoDeductFrom.TOTAL, PromoDeductFrom.PRODUCT),
  });
  const chargeArbitrary = fc.record({
    isPercentage: fc.boolean(),
    size: fc.integer({ min: 0, max: 2_000_000 }),
    deductFrom: fc.constantFrom(ChargeDeductFrom.PRODUCT, ChargeDeductFrom.SUB_TOTAL),
    isIncluded: fc.boolean(),
  });

  it('never goes negative and every part adds up', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 8 }),
        fc.array(promoArbitrary, { maxLength: 4 }),
        fc.array(chargeArbitrary, { maxLength: 3 }),
        fc.boolean(),
        (lineSpecs, promoSpecs, chargeSpecs, isRounded) => {
          const totals = computeOrderTotals({
            lines: lineSpecs.map((spec, index) => ({
              id: index,
              productId: spec.productId,
              quantity: spec.quantity,
              sellPrice: h(spec.price),
              isFree: spec.isFree,
              status: spec.isPending ? OrderProductStatus.PENDING : OrderProductStatus.CONFIRMED,
              isIncludedCharge: spec.isIncludedCharge,
            })),
            promos: promoSpecs.map((spec, index) => ({
              id: index,
              discount: spec.isPercentage
                ? { type: PromoDiscountType.PERCENTAGE, percent: spec.size / 100_000 }
                : { type: PromoDiscountType.NOMINAL, amount: h(spec.size) },
              baseOn: spec.baseOn,
              deductFrom: spec.deductFrom,
              productIds: ['a'],
            })),
            charges: chargeSpecs.map((spec, index): OrderChargeInput => ({
              id: index,
              deductFrom: spec.deductFrom,
              isIncludedInProductPrice: spec.isIncluded,
              ...(spec.isPercentage
                ? { type: ChargeType.PERCENTAGE, percent: spec.size / 100_000 }
                : { type: ChargeType.NOMINAL, amount: h(spec.size) }),
            })),
            context: { isRounded, roundingSetting: RoundingSetting.THOUSAND },
          });
          const lineDiscounts = sumMoney(totals.lines.map((line) => line.discount));
          expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
          expect(totals.totalBeforeRounding).toBeGreaterThanOrEqual(0);
          expect(totals.lines.every((line) => line.netTotal >= 0 && line.discount >= 0)).toBe(true);
          expect(lineDiscounts).toBeLessThanOrEqual(totals.discountTotal);
          expect(totals.totalBeforeRounding).toBe(totals.subtotal - totals.discountTotal + totals.chargeTotal);
          totals.charges.forEach((charge, chargeIndex) => {
            const shares = totals.lines.map((line) => line.charges[chargeIndex]?.amount ?? 0);
            expect(sumMoney(shares.map(h))).toBe(charge.amount);
          });
          expect(totals.grandTotal - totals.totalBeforeRounding).toBe(totals.rounding);
        },
      ),
      { numRuns: 300 },
    );
  });
});
