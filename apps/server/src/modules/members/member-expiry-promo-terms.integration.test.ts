import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Payment, PromoOffered } from '@kasir/contracts';
import { MemberPointHistory, PromoType } from '@kasir/domain';
import { openPaymentsTestbed, type PaymentsTestbed } from '../payments/payments-test-kit.ts';

/** An expired membership spends nothing; a promo with payment-method terms (ADR 0013). At Kopi Senja. */
let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await openPaymentsTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const errorOf = (answer: { json: () => unknown }) => answer.json() as { message: string; data: Array<{ field: string; error: string }> };

describe('an expired membership (Tono)', () => {
  it('cannot spend points or a voucher: 400 naming MemberId, nothing moved; paying otherwise still works', async () => {
    const tono = await bed.member('Tono');
    const db = bed.db;
    const now = new Date().toISOString();
    // Tono's points and voucher from before his membership ran out.
    await db.updateTable('members').set({ point_balance: 5_000 }).where('id', '=', tono.id).execute();
    await db.insertInto('member_point_ledger').values({ member_id: tono.id, type: MemberPointHistory.BONUS, amount: 5_000, balance_after: 5_000, payment_id: null, created_at: now }).execute();
    const voucherPromo = await db.selectFrom('promos').select('id').where('outlet_id', '=', bed.outlet).where('promo_type', '=', PromoType.VOUCHER).executeTakeFirstOrThrow();
    const voucher = await db
      .insertInto('member_vouchers')
      .values({ member_id: tono.id, promo_id: voucherPromo.id, code: 'TONO-OLD', expired_date: '2999-12-31', used_payment_id: null, used_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();

    const order = await bed.americanoOrder(2);
    const withPoints = await bed.pay(order.Id, {
      MemberId: tono.id,
      PaymentDetails: [
        { OutletPaymentMethodId: bed.method('Point'), Amount: 2_000 },
        { OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total - 2_000 },
      ],
    });
    expect(withPoints.statusCode, withPoints.body).toBe(400);
    expect(errorOf(withPoints).data[0]?.field).toBe('MemberId');
    expect(errorOf(withPoints).message).toContain('Tono');

    const withVoucher = await bed.pay(order.Id, {
      MemberId: tono.id,
      Promos: [],
      Vouchers: [{ MemberVoucherId: voucher.id, OutletPromoId: voucherPromo.id }],
      PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total }],
    });
    expect(withVoucher.statusCode, withVoucher.body).toBe(400);
    expect(errorOf(withVoucher).data[0]?.field).toBe('MemberId');

    expect((await bed.member('Tono')).points).toBe(5_000);
    const unused = await db.selectFrom('member_vouchers').select('used_payment_id').where('id', '=', voucher.id).executeTakeFirstOrThrow();
    expect(unused.used_payment_id).toBeNull();
    expect((await bed.readOrder(order.Id)).Payments).toEqual([]);

    const cash = await bed.pay(order.Id, { MemberId: tono.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total }] });
    expect(cash.statusCode, cash.body).toBe(200);
    expect((cash.json().data as Payment).PointUsed).toBe(0);
  });
});

describe('promo payment-method terms (QRIS Hemat 5%)', () => {
  it('GET /outletPromo/active answers TermPaymentMethods; the promo is refused with another method and earned with QRIS', async () => {
    const offered = (await bed.ani('GET', '/outletPromo/active')).json().data as PromoOffered[];
    const qrisPromo = offered.find((promo) => promo.Promo.PromoName === 'QRIS Hemat 5%');
    expect(qrisPromo).toBeDefined();
    expect(qrisPromo!.Term.TermPaymentMethods).toEqual([{ OutletPaymentMethodId: bed.method('QRIS'), Name: 'QRIS' }]);
    expect(offered.find((promo) => promo.Promo.PromoName === 'Hemat 20rb')!.Term.TermPaymentMethods).toEqual([]);

    const order = await bed.americanoOrder(2);
    const assigned = await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Promos: [{ OutletPromoId: qrisPromo!.Id }] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const priced = assigned.json().data as Order;
    // No method chosen yet: the promo shows 0 with its reason (the red warning of spec §5).
    expect(priced.OrderPromos[0]).toMatchObject({ TotalDiscount: 0, Rejection: 'PAYMENT_METHOD_NOT_ELIGIBLE' });
    expect(priced.Total).toBe(order.Total);

    const promos = [{ OutletPromoId: qrisPromo!.Id }];
    const byCash = await bed.pay(order.Id, { Promos: promos, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total }] });
    expect(byCash.statusCode, byCash.body).toBe(400);
    expect(errorOf(byCash).data[0]?.field).toBe('Promos[0].OutletPromoId');
    expect(errorOf(byCash).message).toContain('PAYMENT_METHOD_NOT_ELIGIBLE');
    const mixed = await bed.pay(order.Id, {
      Promos: promos,
      PaymentDetails: [
        { OutletPaymentMethodId: bed.method('QRIS'), Amount: 20_000 },
        { OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total - 20_000 },
      ],
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(errorOf(mixed).data[0]?.field).toBe('Promos[0].OutletPromoId');

    // 5 % of the 40.000 subtotal off: the Packaging charge stays.
    const discount = 2_000;
    // With QRIS the promo counts, so the amount due drops: QRIS for the undiscounted total is above it.
    const overQris = await bed.pay(order.Id, { Promos: promos, PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: order.Total }] });
    expect(overQris.statusCode, overQris.body).toBe(400);
    expect(errorOf(overQris).data[0]?.field).toBe('PaymentDetails');
    const byQris = await bed.pay(order.Id, { Promos: promos, PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: order.Total - discount }] });
    expect(byQris.statusCode, byQris.body).toBe(200);
    const payment = byQris.json().data as Payment;
    expect(payment.Total).toBe(order.Total - discount);
    expect(payment.PaymentPromos).toEqual([expect.objectContaining({ PromoName: 'QRIS Hemat 5%', TotalDiscount: discount })]);
  });
});
