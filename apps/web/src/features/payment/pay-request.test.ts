import { describe, expect, it } from 'vitest';
import { PaymentRefusal, SpecMessage } from '@kasir/domain';
import { PayOrderBodySchema } from '@kasir/contracts';
import { buildPayRequest, type PayRequestInput } from './pay-request.ts';
import { nextPayAttempt, payIdempotencyKey, type PayAttempt } from './pay-attempt.ts';
import { findCashMethod, toSelectedPayment } from './payment-rules.ts';
import { paymentMethods } from './test-payments.ts';

const byName = (name: string) => {
  const found = paymentMethods.find((entry) => entry.PaymentMethod.Name === name);
  if (!found) throw new Error(name);
  return found;
};

const base: PayRequestInput = {
  orderId: 1,
  version: 3,
  total: 52_000,
  selected: [],
  cashMethod: findCashMethod(paymentMethods),
  promoIds: [41],
  vouchers: [],
  memberId: null,
  memberPoints: null,
  isFirstPayment: true,
  isPartialPayment: false,
  customerName: 'Rina',
  phoneNumber: null,
  cardNumbers: {},
};

describe('the pay request (spec §5 Payment)', () => {
  it('asks for a payment method when nothing is chosen and something is due', () => {
    expect(buildPayRequest(base)).toMatchObject({ ok: false, message: SpecMessage.SELECT_PAYMENT_METHOD });
    const zeroLines = [toSelectedPayment(byName('QRIS'), 0)];
    expect(buildPayRequest({ ...base, selected: zeroLines })).toMatchObject({ ok: false, message: SpecMessage.SELECT_PAYMENT_METHOD });
  });

  it('sends one cash line of 0 for a total of 0', () => {
    const result = buildPayRequest({ ...base, total: 0 });
    expect(result.ok && result.body.PaymentDetails).toEqual([{ OutletPaymentMethodId: 1, Amount: 0 }]);
  });

  it('sends only the lines above 0, split between cash and QRIS, with the promos and a valid body', () => {
    const selected = [toSelectedPayment(byName('Cash'), 50_000), toSelectedPayment(byName('QRIS'), 2_000), toSelectedPayment(byName('GoPay'), 0)];
    const result = buildPayRequest({ ...base, selected });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.PaymentDetails).toEqual([
      { OutletPaymentMethodId: 1, Amount: 50_000 },
      { OutletPaymentMethodId: 6, Amount: 2_000 },
    ]);
    expect(result.body).toMatchObject({ Id: 1, Version: 3, Promos: [{ OutletPromoId: 41 }], CustomerName: 'Rina', PointUsed: 0, MemberId: null });
    expect(PayOrderBodySchema.safeParse(result.body).success).toBe(true);
  });

  it('refuses what the server refuses: not covered, No Sales mixed with sales, non-cash above the due', () => {
    expect(buildPayRequest({ ...base, selected: [toSelectedPayment(byName('Cash'), 10_000)] })).toMatchObject({ ok: false, refusal: PaymentRefusal.NOT_ENOUGH });
    const mixed = [toSelectedPayment(byName('Cash'), 30_000), toSelectedPayment(byName('Entertain'), 30_000)];
    expect(buildPayRequest({ ...base, selected: mixed })).toMatchObject({ ok: false, message: SpecMessage.NO_SALES_COMBINED });
    expect(buildPayRequest({ ...base, selected: [toSelectedPayment(byName('QRIS'), 60_000)] })).toMatchObject({ ok: false, refusal: PaymentRefusal.NON_CASH_ABOVE_REMAINING });
    expect(buildPayRequest({ ...base, selected: [toSelectedPayment(byName('Point'), 52_000)] })).toMatchObject({ ok: false, message: SpecMessage.POINTS_WITHOUT_MEMBER });
  });

  it('a partial payment may pay less than the total and says so', () => {
    const result = buildPayRequest({ ...base, isPartialPayment: true, selected: [toSelectedPayment(byName('QRIS'), 20_000)] });
    expect(result.ok && result.body).toMatchObject({ IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: 6, Amount: 20_000 }] });
    expect(buildPayRequest({ ...base, selected: [toSelectedPayment(byName('QRIS'), 20_000)] })).toMatchObject({ ok: false, refusal: PaymentRefusal.NOT_ENOUGH });
  });

  it('cash above the due is the change', () => {
    const result = buildPayRequest({ ...base, selected: [toSelectedPayment(byName('Cash'), 100_000)] });
    expect(result.ok && result.body.PaymentDetails).toEqual([{ OutletPaymentMethodId: 1, Amount: 100_000 }]);
  });

  it('sends the points used and a card number only with debit or credit lines', () => {
    const selected = [toSelectedPayment(byName('Point'), 12_000), toSelectedPayment(byName('Debit BCA'), 40_000)];
    const result = buildPayRequest({ ...base, memberId: 3, memberPoints: 12_500, selected, cardNumbers: { 2: '4111111111111111', 8: '9999' } });
    expect(buildPayRequest({ ...base, memberId: 3, memberPoints: 5_000, selected })).toMatchObject({ ok: false, refusal: PaymentRefusal.POINTS_ABOVE_BALANCE });
    expect(result.ok && result.body.PointUsed).toBe(12_000);
    expect(result.ok && result.body.PaymentDetails).toEqual([
      { OutletPaymentMethodId: 8, Amount: 12_000 },
      { OutletPaymentMethodId: 2, Amount: 40_000, CardNo: '4111111111111111' },
    ]);
  });
});

describe('the pay Idempotency-Key', () => {
  const attempt: PayAttempt = { sessionId: 'dialog-1', attempt: 0 };
  const body = (() => {
    const result = buildPayRequest({ ...base, selected: [toSelectedPayment(byName('Cash'), 60_000)] });
    if (!result.ok) throw new Error('valid');
    return result.body;
  })();

  it('is the same for a retry of the same attempt and selection', () => {
    expect(payIdempotencyKey(attempt, body)).toBe(payIdempotencyKey({ ...attempt }, structuredClone(body)));
  });

  it('changes with the selection, and after a refusal the server answered', () => {
    const other = { ...body, PaymentDetails: [{ OutletPaymentMethodId: 1, Amount: 70_000 }] };
    expect(payIdempotencyKey(attempt, other)).not.toBe(payIdempotencyKey(attempt, body));
    const refused = nextPayAttempt(attempt, 400);
    expect(payIdempotencyKey(refused, body)).not.toBe(payIdempotencyKey(attempt, body));
  });

  it('is kept when the answer was lost or the server failed (it may have committed)', () => {
    expect(nextPayAttempt(attempt, null)).toBe(attempt);
    expect(nextPayAttempt(attempt, 503)).toBe(attempt);
  });
});
