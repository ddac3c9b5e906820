import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SpecMessage } from '../codes/messages.ts';
import { RoundingSetting } from '../codes/outlet.ts';
import { ChargeDeductFrom, ChargeType, PaymentMethodTypeCode, PromoBaseOn, PromoDeductFrom, PromoDiscountType } from '../codes/payments.ts';
import { HUNDREDTHS_PER_UNIT, moneyFromHundredths, moneyFromRupiah, type Money } from '../money/money.ts';
import type { OrderChargeInput, OrderPromoInput } from '../pricing/pricing-types.ts';
import {
  POINT_EARN_STEP_RUPIAH,
  PaymentRefusal,
  amountDue,
  capPoints,
  checkPaymentLines,
  computePointsEarned,
  maskCardNumber,
  priceWithPaymentMethods,
  type PaymentLine,
  type PaymentSettlementInput,
} from './payment-lines.ts';

const rp = moneyFromRupiah;
const cash = (rupiah: number): PaymentLine => ({ methodId: 'cash', type: PaymentMethodTypeCode.CASH, isNoSales: false, isUsePoint: false, amount: rp(rupiah) });
const qris = (rupiah: number): PaymentLine => ({ methodId: 'qris', type: PaymentMethodTypeCode.QRIS, isNoSales: false, isUsePoint: false, amount: rp(rupiah) });
const debit = (rupiah: number): PaymentLine => ({ methodId: 'debit', type: PaymentMethodTypeCode.DEBIT, isNoSales: false, isUsePoint: false, amount: rp(rupiah) });
const points = (rupiah: number): PaymentLine => ({ methodId: 'point', type: PaymentMethodTypeCode.POINT, isNoSales: false, isUsePoint: true, amount: rp(rupiah) });
const entertain = (rupiah: number): PaymentLine => ({ methodId: 'ent', type: PaymentMethodTypeCode.OTHER, isNoSales: true, isUsePoint: false, amount: rp(rupiah) });

const check = (lines: PaymentLine[], due: number, more: Partial<PaymentSettlementInput> = {}) =>
  checkPaymentLines({ lines, due: rp(due), hasMember: false, memberPoints: null, isPartialPayment: false, ...more });

const refusalOf = (result: ReturnType<typeof checkPaymentLines>) => (result.ok ? null : result.refusal);

describe('checkPaymentLines: the spec §5 payment rules', () => {
  it('refuses no lines with the spec message', () => {
    const result = check([], 50_000);
    expect(result).toEqual({ ok: false, refusal: PaymentRefusal.SELECT_PAYMENT_METHOD, message: SpecMessage.SELECT_PAYMENT_METHOD });
  });

  it('refuses points without a member, with the spec message', () => {
    const result = check([points(1_000), cash(49_000)], 50_000);
    expect(result.ok ? null : result.message).toBe(SpecMessage.POINTS_WITHOUT_MEMBER);
  });

  it('refuses No Sales combined with sales, with the spec message', () => {
    const result = check([entertain(20_000), cash(30_000)], 50_000);
    expect(result.ok ? null : result.message).toBe(SpecMessage.NO_SALES_COMBINED);
  });

  it('pays a zero total with exactly one cash line of 0 and nothing else', () => {
    const ok = check([cash(0)], 0);
    expect(ok.ok && ok.settlement).toMatchObject({ paid: 0, change: 0, remaining: 0 });
    expect(refusalOf(check([qris(0)], 0))).toBe(PaymentRefusal.ZERO_TOTAL_NEEDS_ONE_CASH_LINE);
    expect(refusalOf(check([cash(0), cash(0)], 0))).toBe(PaymentRefusal.ZERO_TOTAL_NEEDS_ONE_CASH_LINE);
    expect(refusalOf(check([cash(1_000)], 0))).toBe(PaymentRefusal.ZERO_TOTAL_NEEDS_ONE_CASH_LINE);
    expect(refusalOf(check([cash(0)], 0, { isFirstPayment: false }))).toBe(PaymentRefusal.NOTHING_DUE);
  });

  it('refuses lines of 0 when something is due', () => {
    expect(refusalOf(check([cash(50_000), qris(0)], 50_000))).toBe(PaymentRefusal.ZERO_AMOUNT_LINE);
  });

  it('gives change only from cash; non-cash above the amount due is refused', () => {
    const ok = check([qris(20_000), cash(50_000)], 60_500);
    expect(ok.ok && ok.settlement).toEqual({ paid: rp(70_000), settled: rp(60_500), change: rp(9_500), remaining: 0, pointUsed: 0, isNoSales: false });
    expect(refusalOf(check([debit(70_000)], 60_500))).toBe(PaymentRefusal.NON_CASH_ABOVE_REMAINING);
    expect(refusalOf(check([debit(40_000), qris(30_000)], 60_500))).toBe(PaymentRefusal.NON_CASH_ABOVE_REMAINING);
  });

  it('refuses less than due unless it is a partial payment', () => {
    expect(refusalOf(check([cash(10_000)], 60_000))).toBe(PaymentRefusal.NOT_ENOUGH);
    const partial = check([cash(10_000)], 60_000, { isPartialPayment: true });
    expect(partial.ok && partial.settlement).toMatchObject({ settled: rp(10_000), remaining: rp(50_000), change: 0 });
  });

  it('caps points at the member balance and the amount due', () => {
    const member = { hasMember: true, memberPoints: 12_500 };
    const ok = check([points(12_500), cash(40_000)], 50_000, member);
    expect(ok.ok && ok.settlement.pointUsed).toBe(12_500);
    expect(refusalOf(check([points(12_501), cash(40_000)], 50_000, member))).toBe(PaymentRefusal.POINTS_ABOVE_BALANCE);
    expect(refusalOf(check([points(10_000)], 5_000, { hasMember: true, memberPoints: 20_000 }))).toBe(PaymentRefusal.POINTS_ABOVE_REMAINING);
    expect(capPoints(12_500, rp(50_000))).toBe(12_500);
    expect(capPoints(12_500, rp(8_000))).toBe(8_000);
    expect(capPoints(0, rp(8_000))).toBe(0);
    // A due with cents: points may reach the next whole unit, never beyond the balance.
    expect(capPoints(100, moneyFromHundredths(5_050))).toBe(51);
  });

  it('marks a No Sales payment', () => {
    const ok = check([entertain(30_000)], 30_000);
    expect(ok.ok && ok.settlement.isNoSales).toBe(true);
  });
});

describe('points earned: one point per full step of sales methods', () => {
  it('earns on cash and cards, not on points, No Sales or change', () => {
    expect(computePointsEarned([cash(100_000)], rp(55_000), true)).toBe(Math.floor(55_000 / POINT_EARN_STEP_RUPIAH));
    expect(computePointsEarned([points(10_000), qris(40_000)], rp(50_000), true)).toBe(Math.floor(40_000 / POINT_EARN_STEP_RUPIAH));
    expect(computePointsEarned([entertain(50_000)], rp(50_000), true)).toBe(0);
    expect(computePointsEarned([cash(100_000)], rp(100_000), false)).toBe(0);
  });
});

describe('card numbers and amounts due', () => {
  it('masks to the last four digits', () => {
    expect(maskCardNumber('4111111111111234')).toBe('****-****-****-1234');
    expect(maskCardNumber('1234')).toBe('****-****-****-1234');
  });

  it('never lets the amount due go below 0', () => {
    expect(amountDue(rp(50_000), rp(20_000))).toBe(rp(30_000));
    expect(amountDue(rp(50_000), rp(60_000))).toBe(0);
  });
});

const tax: OrderChargeInput = { id: 'pb1', type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL };
const qrisOnly: OrderPromoInput = {
  id: 'qris-promo',
  discount: { type: PromoDiscountType.NOMINAL, amount: rp(5_000) },
  baseOn: PromoBaseOn.PRICE,
  deductFrom: PromoDeductFrom.SUB_TOTAL,
  term: { paymentMethodIds: ['qris'] },
};

describe('priceWithPaymentMethods', () => {
  const base = { lines: [{ id: 'a', quantity: 2, sellPrice: rp(25_000) }], charges: [tax], promos: [qrisOnly], context: { isRounded: true, roundingSetting: RoundingSetting.HUNDRED } };

  it('lets a promo with payment terms apply only with its method', () => {
    expect(priceWithPaymentMethods(base, [cash(0)], false).grandTotal).toBe(rp(55_000));
    expect(priceWithPaymentMethods(base, [qris(0)], false).grandTotal).toBe(rp(49_500));
  });

  it('makes the total the subtotal for No Sales when the outlet excludes charges', () => {
    expect(priceWithPaymentMethods(base, [entertain(0)], true).grandTotal).toBe(rp(50_000));
    expect(priceWithPaymentMethods(base, [entertain(0)], false).grandTotal).toBe(rp(55_000));
  });
});

describe('property: random carts paid with random methods', () => {
  const line = fc.record({ quantity: fc.integer({ min: 1, max: 20 }), hundredths: fc.integer({ min: 0, max: 50_000_000 }) });
  const cart = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    percent: fc.integer({ min: 0, max: 100 }),
    nominal: fc.integer({ min: 0, max: 10_000_000 }),
    servicePercent: fc.integer({ min: 0, max: 25 }),
    isRounded: fc.boolean(),
    setting: fc.constantFrom(RoundingSetting.HUNDRED, RoundingSetting.THOUSAND, null),
    noSales: fc.boolean(),
    exclude: fc.boolean(),
  });

  it('totals are whole hundredths and never negative; a full cash payment leaves nothing due', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const totals = priceWithPaymentMethods(
          {
            lines: input.lines.map((entry, index) => ({ id: index, productId: index, quantity: entry.quantity, sellPrice: moneyFromHundredths(entry.hundredths) })),
            charges: [{ id: 's', type: ChargeType.PERCENTAGE, percent: input.servicePercent, deductFrom: ChargeDeductFrom.SUB_TOTAL }],
            promos: [
              { id: 'p', discount: { type: PromoDiscountType.PERCENTAGE, percent: input.percent }, baseOn: PromoBaseOn.PRICE, deductFrom: PromoDeductFrom.SUB_TOTAL },
              { id: 'n', discount: { type: PromoDiscountType.NOMINAL, amount: moneyFromHundredths(input.nominal) }, baseOn: PromoBaseOn.PRICE, deductFrom: PromoDeductFrom.TOTAL },
            ],
            context: { isRounded: input.isRounded, roundingSetting: input.setting },
          },
          [input.noSales ? entertain(0) : cash(0)],
          input.exclude,
        );
        for (const amount of [totals.subtotal, totals.discountTotal, totals.chargeTotal, totals.grandTotal] as Money[]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        const payUnits = Math.ceil(totals.grandTotal / HUNDREDTHS_PER_UNIT);
        const result = check([cash(payUnits)], 0, { due: totals.grandTotal });
        expect(result.ok && result.settlement.remaining).toBe(0);
      }),
      { numRuns: 10_000 },
    );
  });
});
