import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentQuote, PromoOffered } from '@kasir/contracts';
import { OrderStatus } from '@kasir/domain';
import { openPaymentsTestbed, type PaymentsTestbed } from './payments-test-kit.ts';

/** POST /payment/{id}/quote: the order priced with the chosen methods, as the payment prices it. At Kopi Senja. */
let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await openPaymentsTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const quote = async (orderId: number, methodNames: string[]): Promise<PaymentQuote> => {
  const answer = await bed.ani('POST', `/payment/${orderId}/quote`, { PaymentMethodIds: methodNames.map(bed.method) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as PaymentQuote;
};
const errorOf = (answer: { json: () => unknown }) => answer.json() as { message: string; data: Array<{ field: string; error: string }> };

async function qrisPromoId(): Promise<number> {
  const offered = (await bed.ani('GET', '/outletPromo/active')).json().data as PromoOffered[];
  const promo = offered.find((candidate) => candidate.Promo.PromoName === 'QRIS Hemat 5%');
  if (!promo) throw new Error('QRIS Hemat 5% is not seeded at Kopi Senja');
  return promo.Id;
}

describe('POST /payment/{id}/quote', () => {
  it('prices a QRIS-only promo at 0 without QRIS and with its discount with QRIS; paying QRIS for the quoted remaining is accepted', async () => {
    const order = await bed.americanoOrder(2);
    const promoId = await qrisPromoId();
    const assigned = await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Promos: [{ OutletPromoId: promoId }] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const stored = assigned.json().data as Order;

    for (const methods of [[], ['Cash']]) {
      const priced = await quote(order.Id, methods);
      expect(priced.OrderPromos).toEqual([expect.objectContaining({ OutletPromoId: promoId, TotalDiscount: 0, Rejection: 'PAYMENT_METHOD_NOT_ELIGIBLE' })]);
      expect(priced.Remaining).toBe(stored.Remaining);
      expect(priced.Total).toBe(stored.Total);
    }

    const withQris = await quote(order.Id, ['QRIS']);
    // 5 % of the 40.000 subtotal; the Packaging charge stays.
    expect(withQris.SubTotal).toBe(stored.SubTotal);
    expect(withQris.DiscountAmount).toBe(stored.SubTotal * 0.05);
    expect(withQris.OrderPromos).toEqual([expect.objectContaining({ PromoName: 'QRIS Hemat 5%', TotalDiscount: stored.SubTotal * 0.05, Rejection: null })]);
    expect(withQris.Total).toBe(stored.Total - withQris.DiscountAmount);
    expect(withQris.Remaining).toBe(withQris.Total);
    expect(withQris.OrderCharges.map((charge) => charge.TotalCharge)).toEqual(stored.OrderCharges.map((charge) => charge.TotalCharge));

    // A quote writes nothing: the order keeps its Version and the promo's stored 0.
    const unchanged = await bed.readOrder(order.Id);
    expect(unchanged.Version).toBe(stored.Version);
    expect(unchanged.OrderPromos[0]).toMatchObject({ TotalDiscount: 0, Rejection: 'PAYMENT_METHOD_NOT_ELIGIBLE' });

    const paid = await bed.pay(order.Id, { Promos: [{ OutletPromoId: promoId }], PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: withQris.Remaining }] });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await bed.readOrder(order.Id)).Status).toBe(OrderStatus.PAID);
  });

  it('answers the subtotal for a No Sales method (ExcludeChargeNoSales) and what is left after a partial payment', async () => {
    const order = await bed.americanoOrder(3);
    const noSales = await quote(order.Id, ['Entertain']);
    expect(noSales.Total).toBe(order.SubTotal);
    expect(noSales.ChargeTotal).toBe(0);

    const part = 10_000;
    const partial = await bed.pay(order.Id, { IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: part }] });
    expect(partial.statusCode, partial.body).toBe(200);
    const rest = await quote(order.Id, ['Cash']);
    expect(rest.PaidTotal).toBe(part);
    expect(rest.Total).toBe(order.Total);
    expect(rest.Remaining).toBe(order.Total - part);
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const order = await bed.americanoOrder(1);
    const notANumber = await bed.ani('POST', `/payment/${order.Id}/quote`, { PaymentMethodIds: ['QRIS'] });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.body).toContain('PaymentMethodIds');
    const missing = await bed.ani('POST', `/payment/${order.Id}/quote`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('PaymentMethodIds');
    const unknownMethod = await bed.ani('POST', `/payment/${order.Id}/quote`, { PaymentMethodIds: [bed.method('Cash'), 987_654] });
    expect(unknownMethod.statusCode).toBe(404);
    expect(errorOf(unknownMethod).data[0]?.field).toBe('PaymentMethodIds[1]');
    const unknownOrder = await bed.ani('POST', '/payment/987654/quote', { PaymentMethodIds: [] });
    expect(unknownOrder.statusCode).toBe(404);
  });
});
