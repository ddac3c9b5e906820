import { describe, expect, it } from 'vitest';
import { PromoBaseOn, PromoDeductFrom, PromoDiscountType } from '../codes/payments.ts';
import { moneyFromHundredths, moneyFromRupiah } from '../money/money.ts';
import { priceOrderLine } from './line-pricing.ts';
import { OrderLineKind, PromoRejection, type OrderLineInput, type OrderPromoInput, type PromoRejectionValue } from './pricing-types.ts';
import { checkPromoTerms, computePromoDiscount, findPromoTargetLines, getPromoBase, isProductPromo } from './promo-evaluation.ts';

const rp = moneyFromRupiah;

const transactionPromo: OrderPromoInput = {
  id: 'p',
  discount: { type: PromoDiscountType.PERCENTAGE, percent: 10 },
  baseOn: PromoBaseOn.PRICE,
  deductFrom: PromoDeductFrom.SUB_TOTAL,
};

describe('checkPromoTerms', () => {
  const cases: Array<[string, Partial<OrderPromoInput>, number, Array<string | number>, PromoRejectionValue | null]> = [
    ['no terms', {}, 50_000, [], null],
    ['unavailable', { isAvailable: false }, 50_000, [], PromoRejection.UNAVAILABLE],
    ['limit reached', { limit: 10, totalUsed: 10 }, 50_000, [], PromoRejection.LIMIT_REACHED],
    ['under the limit', { limit: 10, totalUsed: 9 }, 50_000, [], null],
    ['limit 0 is unlimited', { limit: 0, totalUsed: 99 }, 50_000, [], null],
    ['below minimum', { term: { minPurchasedPrice: rp(100_000) } }, 99_999, [], PromoRejection.BELOW_MINIMUM_PURCHASE],
    ['at minimum', { term: { minPurchasedPrice: rp(100_000) } }, 100_000, [], null],
    ['above maximum', { term: { maxPurchasedPrice: rp(200_000) } }, 200_001, [], PromoRejection.ABOVE_MAXIMUM_PURCHASE],
    ['at maximum', { term: { maxPurchasedPrice: rp(200_000) } }, 200_000, [], null],
    ['minimum 0 and maximum 0 mean none', { term: { minPurchasedPrice: rp(0), maxPurchasedPrice: rp(0) } }, 1, [], null],
    ['method required but none chosen', { term: { paymentMethodIds: [7] } }, 50_000, [], PromoRejection.PAYMENT_METHOD_NOT_ELIGIBLE],
    ['eligible method', { term: { paymentMethodIds: [7, 8] } }, 50_000, [8], null],
    ['one method not eligible', { term: { paymentMethodIds: [7] } }, 50_000, [7, 1], PromoRejection.PAYMENT_METHOD_NOT_ELIGIBLE],
    ['empty method list means any', { term: { paymentMethodIds: [] } }, 50_000, [1], null],
  ];
  it.each(cases)('%s', (_name, override, subtotalRupiah, methods, expected) => {
    expect(checkPromoTerms({ ...transactionPromo, ...override }, rp(subtotalRupiah), methods)).toBe(expected);
  });
});

describe('product targeting and base', () => {
  const lines: OrderLineInput[] = [
    { id: 1, productId: 'coffee', quantity: 2, sellPrice: rp(20_000) },
    { id: 2, productId: 'tea', quantity: 1, sellPrice: rp(15_000) },
    { id: 3, productId: 'coffee', quantity: 1, sellPrice: rp(20_000), isFree: true },
    { id: 4, productId: 'coffee', quantity: 1, sellPrice: rp(20_000), status: 1 },
    { id: 5, kind: OrderLineKind.BUNDLE, productId: 'coffee', quantity: 1, sellPrice: rp(50_000) },
  ];
  const prices = lines.map((line) => priceOrderLine(line, null));
  const productPromo: OrderPromoInput = { ...transactionPromo, baseOn: PromoBaseOn.PRODUCT, productIds: ['coffee'] };

  it('targets billed, non-free lines of the promo products only', () => {
    expect(findPromoTargetLines(productPromo, lines, prices)).toEqual([0]);
    expect(findPromoTargetLines({ ...productPromo, bundleIds: ['coffee'] }, lines, prices)).toEqual([0, 4]);
    expect(findPromoTargetLines(transactionPromo, lines, prices)).toEqual([0, 1, 4]);
  });

  it('is a product promo when based on or deducted from products', () => {
    expect(isProductPromo(productPromo)).toBe(true);
    expect(isProductPromo({ ...transactionPromo, deductFrom: PromoDeductFrom.PRODUCT })).toBe(true);
    expect(isProductPromo(transactionPromo)).toBe(false);
  });

  it('bases a product promo on its lines and others on the subtotal', () => {
    expect(getPromoBase(productPromo, rp(105_000), [0], prices)).toEqual({ amount: rp(40_000), quantity: 2 });
    expect(getPromoBase(transactionPromo, rp(105_000), [0, 1, 4], prices)).toEqual({ amount: rp(105_000), quantity: 1 });
  });
});

describe('computePromoDiscount', () => {
  const cases: Array<[string, OrderPromoInput['discount'], { amount: number; quantity: number }, number]> = [
    ['percentage', { type: PromoDiscountType.PERCENTAGE, percent: 10 }, { amount: 100_000, quantity: 1 }, 10_000],
    ['percentage with decimals', { type: PromoDiscountType.PERCENTAGE, percent: 12.5 }, { amount: 100_000, quantity: 1 }, 12_500],
    ['capped by MaxDiscountAmount', { type: PromoDiscountType.PERCENTAGE, percent: 50, maxDiscountAmount: rp(20_000) }, { amount: 100_000, quantity: 1 }, 20_000],
    ['max 0 is no cap', { type: PromoDiscountType.PERCENTAGE, percent: 50, maxDiscountAmount: rp(0) }, { amount: 100_000, quantity: 1 }, 50_000],
    ['nominal once', { type: PromoDiscountType.NOMINAL, amount: rp(15_000) }, { amount: 100_000, quantity: 1 }, 15_000],
    ['nominal per unit', { type: PromoDiscountType.NOMINAL, amount: rp(5_000) }, { amount: 40_000, quantity: 2 }, 10_000],
    ['nominal never above its base', { type: PromoDiscountType.NOMINAL, amount: rp(50_000) }, { amount: 30_000, quantity: 1 }, 30_000],
    ['over 100% is the base', { type: PromoDiscountType.PERCENTAGE, percent: 150 }, { amount: 30_000, quantity: 1 }, 30_000],
    ['negative percent gives nothing', { type: PromoDiscountType.PERCENTAGE, percent: -10 }, { amount: 30_000, quantity: 1 }, 0],
  ];
  it.each(cases)('%s', (_name, discount, base, expected) => {
    const promo = { ...transactionPromo, discount };
    expect(computePromoDiscount(promo, { amount: rp(base.amount), quantity: base.quantity })).toBe(rp(expected));
  });

  it('rounds a percentage half-up to the hundredth', () => {
    const promo = { ...transactionPromo, discount: { type: PromoDiscountType.PERCENTAGE, percent: 15 } } satisfies OrderPromoInput;
    // 15% of Rp 333,33 = 49,9995 → 50,00
    expect(computePromoDiscount(promo, { amount: moneyFromHundredths(33_333), quantity: 1 })).toBe(5_000);
  });
});
