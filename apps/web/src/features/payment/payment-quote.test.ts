import { describe, expect, it } from 'vitest';
import type { PaymentQuote } from '@kasir/contracts';
import { PromoRejection } from '@kasir/domain';
import { needsQuote, paymentFiguresOf, quoteMethodIds } from './payment-quote.ts';
import { toSelectedPayment } from './payment-rules.ts';
import { orderToPay, paymentMethods } from './test-payments.ts';
import { paymentTotalOf } from './use-payment-data.ts';

const method = (id: number) => {
  const found = paymentMethods.find((candidate) => candidate.Id === id);
  if (!found) throw new Error(`no method ${id}`);
  return found;
};
const promo = { PromoName: 'QRIS Hemat 5%', PromoType: 2, TotalDiscount: 0, BaseOnType: 2, OutletPromoId: 44, MemberVoucherId: null, Rejection: PromoRejection.PAYMENT_METHOD_NOT_ELIGIBLE };
const options = { excludeChargeNoSales: true, roundingSetting: null };

describe('payment quote', () => {
  it('asks with the methods the payment sends (lines above 0) plus the keypad method, sorted and once each', () => {
    const selected = [toSelectedPayment(method(6), 20000), toSelectedPayment(method(1), 0), toSelectedPayment(method(2), 5000)];
    expect(quoteMethodIds(selected)).toEqual([2, 6]);
    expect(quoteMethodIds(selected, 1)).toEqual([1, 2, 6]);
    expect(quoteMethodIds(selected, 6)).toEqual([2, 6]);
    expect(quoteMethodIds([])).toEqual([]);
  });

  it('is needed only for an order with promos once a method is chosen', () => {
    expect(needsQuote(orderToPay(), [6])).toBe(false);
    expect(needsQuote(orderToPay({ OrderPromos: [promo] }), [])).toBe(false);
    expect(needsQuote(orderToPay({ OrderPromos: [promo] }), [6])).toBe(true);
  });

  it("takes the quote's figures and remaining over the order's, and the order's without a quote", () => {
    const order = orderToPay({ OrderPromos: [promo] });
    const quote: PaymentQuote = {
      OrderId: 1,
      PaymentMethodIds: [6],
      SubTotal: 44000,
      DiscountAmount: 2200,
      ChargeTotal: 7800,
      Rounding: 0,
      Total: 49600.5,
      PaidTotal: 0,
      Remaining: 49600.5,
      OrderCharges: order.OrderCharges.map((charge) => ({ OutletChargeId: charge.OutletChargeId, TotalCharge: charge.TotalCharge - 100 })),
      OrderPromos: [{ ...promo, TotalDiscount: 2200, Rejection: null }],
    };
    const figures = paymentFiguresOf(order, quote);
    expect(figures).toMatchObject({ subTotal: 44000, discount: 2200, remaining: 49600.5, promos: quote.OrderPromos });
    for (const charge of order.OrderCharges) expect(figures.chargeTotals.get(charge.OutletChargeId)).toBe(charge.TotalCharge - 100);
    expect(paymentFiguresOf(order, null)).toMatchObject({ discount: order.DiscountAmount, remaining: order.Remaining, promos: order.OrderPromos });
    // Whole rupiah to pay (spec §5), rounded up as the order's remaining is.
    expect(paymentTotalOf(order, [toSelectedPayment(method(6), 0)], options, quote).total).toBe(49601);
    expect(paymentTotalOf(order, [], options, null).total).toBe(52000);
  });
});
