import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, SpecMessage, TableStatus } from '@kasir/domain';
import type { MemberPoint, Order, Payment, PaymentMethodType, PromoOffered } from '@kasir/contracts';
import { signIn } from '../../test-support/test-server.ts';
import { openPaymentsTestbed, type PaymentsTestbed } from './payments-test-kit.ts';

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await openPaymentsTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const errorOf = (answer: { json: () => unknown }) => answer.json() as { message: string; data: Array<{ field: string; error: string }> };

describe('payment methods and types', () => {
  it('lists the types by Position with their spec codes, and the outlet methods', async () => {
    const types = (await bed.ani('GET', '/paymentMethodType?isCashier=1')).json().data as PaymentMethodType[];
    expect(types.map((type) => type.Position)).toEqual([...types.map((type) => type.Position)].sort((a, b) => a - b));
    expect(types.find((type) => type.Name === 'QRIS')?.Id).toBe(5);
    const names = bed.methods.map((method) => method.PaymentMethod.Name);
    expect(names).toEqual(expect.arrayContaining(['Cash', 'Debit BCA', 'Kartu Kredit', 'GoPay', 'OVO', 'QRIS', 'Entertain', 'Point']));
    expect(bed.methods.find((method) => method.PaymentMethod.Name === 'Cash')?.PaymentMethod.OpenDrawer).toBe(true);
    expect(bed.methods.find((method) => method.PaymentMethod.Name === 'Entertain')?.PaymentMethod.IsNoSales).toBe(true);
  });
});

describe('POST /payment/{id}', () => {
  it('pays cash with change, opens the drawer, and the order reads PAID with its payment', async () => {
    const order = await bed.americanoOrder(2);
    expect(order.Total).toBe(42_000);
    const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 50_000 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const payment = answer.json().data as Payment;
    expect(payment).toMatchObject({ OrderId: order.Id, OrderStatus: OrderStatus.PAID, Total: 42_000, Paid: 50_000, Change: 8_000, Remaining: 0, IsOpenDrawer: true });
    const read = await bed.readOrder(order.Id);
    expect(read.Status).toBe(OrderStatus.PAID);
    expect(read.Payments.map((entry) => entry.Id)).toEqual([payment.Id]);
    expect(read).toMatchObject({ PaidTotal: 42_000, Remaining: 0 });
  });

  it('refuses the spec §5 cases with their messages and changes nothing', async () => {
    const order = await bed.americanoOrder(1);
    const cases: Array<[object, string]> = [
      [{ PaymentDetails: [{ OutletPaymentMethodId: bed.method('Point'), Amount: 1_000 }, { OutletPaymentMethodId: bed.method('Cash'), Amount: 21_000 }] }, SpecMessage.POINTS_WITHOUT_MEMBER],
      [{ PaymentDetails: [{ OutletPaymentMethodId: bed.method('Entertain'), Amount: 2_000 }, { OutletPaymentMethodId: bed.method('Cash'), Amount: 20_000 }] }, SpecMessage.NO_SALES_COMBINED],
      [{ PaymentDetails: [] }, SpecMessage.SELECT_PAYMENT_METHOD],
      [{ PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 10_000 }] }, 'The payment does not cover the amount due'],
      [{ PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 30_000 }] }, 'Only cash can be more than the amount due'],
    ];
    for (const [body, message] of cases) {
      const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [], ...body });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(JSON.stringify(errorOf(answer))).toContain(message);
    }
    expect((await bed.readOrder(order.Id)).Status).toBe(OrderStatus.ORDERED);
  });

  it('refuses a role without the payment permission (Dewi, waiter) and changes nothing', async () => {
    const order = await bed.americanoOrder(1);
    const dewi = await signIn(bed.server, { username: 'dewi', pin: '444444' });
    const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 22_000 }] }, undefined, dewi.cashierToken);
    expect(answer.statusCode).toBe(403);
    expect((await bed.readOrder(order.Id)).Status).toBe(OrderStatus.ORDERED);
  });

  it('pays without an Idempotency-Key (a spec-only client) and refuses the retry by the order status, never charging twice', async () => {
    const order = await bed.americanoOrder(1);
    const cash = [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 22_000 }];
    const first = await bed.pay(order.Id, { Promos: [], PaymentDetails: cash }, null);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await bed.pay(order.Id, { Promos: [], PaymentDetails: cash }, null);
    expect(retry.statusCode).toBe(409);
    const payments = await bed.db.selectFrom('payments').select('id').where('order_id', '=', order.Id).execute();
    expect(payments).toHaveLength(1);
  });

  it('needs the Idempotency-Key for a partial payment, and the order of the path', async () => {
    const order = await bed.americanoOrder(1);
    const noKey = await bed.pay(order.Id, { Promos: [], IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 10_000 }] }, null);
    expect(noKey.statusCode).toBe(400);
    expect(errorOf(noKey).data[0]?.field).toBe('idempotency-key');
    expect((await bed.readOrder(order.Id)).Status).toBe(OrderStatus.ORDERED);
    const wrongId = await bed.pay(order.Id, { Id: order.Id + 1000, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 22_000 }] });
    expect(wrongId.statusCode).toBe(400);
  });

  it('takes a partial payment, then the rest in a second visit', async () => {
    const order = await bed.americanoOrder(2);
    const first = await bed.pay(order.Id, { Promos: [], IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 12_000 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ OrderStatus: OrderStatus.PARTIALLY_PAID, Total: 12_000, Remaining: 30_000 });
    const between = await bed.readOrder(order.Id);
    expect(between).toMatchObject({ Status: OrderStatus.PARTIALLY_PAID, PaidTotal: 12_000, Remaining: 30_000 });
    const second = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 30_000 }] });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ OrderStatus: OrderStatus.PAID, Remaining: 0 });
    expect((await bed.readOrder(order.Id)).Payments).toHaveLength(2);
  });

  it('stores only the last 4 digits of a card number and never logs or answers the whole number', async () => {
    const order = await bed.americanoOrder(1);
    const card = '4111111111119876';
    const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Debit BCA'), Amount: 22_000, CardNo: card }] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain(card);
    const payment = answer.json().data as Payment;
    expect(payment.PaymentDetails[0]?.CardNo).toBe('****-****-****-9876');
    const rows = await bed.db.selectFrom('payment_details').selectAll().where('payment_id', '=', payment.Id).execute();
    expect(rows.map((row) => row.card_last4)).toEqual(['9876']);
    expect(JSON.stringify(rows)).not.toContain(card);
    const logs = await bed.db.selectFrom('error_logs').selectAll().execute();
    expect(JSON.stringify(logs)).not.toContain(card);
    const onCash = await bed.pay((await bed.americanoOrder(1)).Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 22_000, CardNo: card }] });
    expect(onCash.statusCode).toBe(400);
  });

  it('leaves PENDING lines out of what is paid', async () => {
    const order = await bed.createOrder({
      ...bed.takeAway(),
      OrderProducts: [
        { OutletProductId: bed.menu.product('Americano'), Quantity: 1 },
        { OutletProductId: bed.menu.product('V60 Manual Brew'), Quantity: 1 },
      ],
    });
    const v60 = order.OrderProducts.find((line) => line.OutletProductId === bed.menu.product('V60 Manual Brew'))!;
    const moved = await bed.ani('POST', '/pendingOrderProduct/moveToPending', { OrderId: order.Id, OrderProductId: v60.Id, Quantity: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 22_000 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ Total: 22_000, OrderStatus: OrderStatus.PAID });
  });

  it('pays a zero total with one cash line of 0', async () => {
    // A dine-in order whose only line became free (a reward): percentage charges of 0 are 0.
    const order = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    await bed.db.updateTable('order_products').set({ is_free: 1 }).where('order_id', '=', order.Id).execute();
    const refused = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 0 }] });
    expect(refused.statusCode).toBe(400);
    const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 0 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ Total: 0, Paid: 0, OrderStatus: OrderStatus.PAID });
  });
});

describe('No Sales and the demo data', () => {
  it('a No Sales payment at an outlet that excludes charges pays the subtotal only', async () => {
    const order = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 2 }] });
    expect(order.Total).toBeGreaterThan(40_000);
    await bed.db.updateTable('outlets').set({ exclude_charge_no_sales: 1 }).where('id', '=', bed.outlet).execute();
    try {
      const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Entertain'), Amount: 40_000 }] });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toMatchObject({ Total: 40_000, OrderStatus: OrderStatus.PAID });
      expect((await bed.readOrder(order.Id)).Total).toBe(40_000);
    } finally {
      await bed.db.updateTable('outlets').set({ exclude_charge_no_sales: 0 }).where('id', '=', bed.outlet).execute();
    }
  });

  it('seeds the methods at both outlets and the members of DEMO-DATA', async () => {
    const grill = await bed.db.selectFrom('outlet_payment_methods').select('name').where('outlet_id', '=', bed.server.ids.outletIds.grillChill).execute();
    expect(grill.map((row) => row.name)).toEqual(expect.arrayContaining(['Cash', 'Debit BCA', 'Kartu Kredit', 'GoPay', 'OVO', 'QRIS', 'Entertain', 'Point']));
    const members = await bed.db
      .selectFrom('members')
      .innerJoin('member_categories', 'member_categories.id', 'members.member_category_id')
      .select(['members.name', 'member_categories.name as category', 'members.saved_minutes', 'members.expired_at'])
      .execute();
    const byName = (name: string) => members.find((row) => row.name === name)!;
    expect(byName('Rina')).toMatchObject({ category: 'Gold', saved_minutes: 120 });
    const dayMs = 24 * 60 * 60 * 1000;
    const sariLeft = Date.parse(byName('Sari').expired_at!) - Date.now();
    expect(sariLeft).toBeGreaterThan(0);
    expect(sariLeft).toBeLessThan(5 * dayMs);
    expect(Date.parse(byName('Tono').expired_at!)).toBeLessThan(Date.now());
  });
});

describe('tables, events and members', () => {
  it('releases the tables of a paid dine-in order', async () => {
    const table = bed.menu.table('T3');
    const order: Order = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [table], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 100_000 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await bed.db.selectFrom('outlet_tables').select('status').where('id', '=', table).executeTakeFirstOrThrow();
    expect(row.status).toBe(TableStatus.EMPTY);
  });

  it("spends a member's points through the ledger and earns points on the rest", async () => {
    const rina = await bed.member('Rina');
    const before = ((await bed.ani('GET', `/member/${rina.id}/getPoint`)).json().data as MemberPoint).Point;
    const order = await bed.americanoOrder(3, { MemberId: rina.id });
    const answer = await bed.pay(order.Id, {
      Promos: [],
      MemberId: rina.id,
      PointUsed: 2_000,
      PaymentDetails: [{ OutletPaymentMethodId: bed.method('Point'), Amount: 2_000 }, { OutletPaymentMethodId: bed.method('Cash'), Amount: 60_000 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const payment = answer.json().data as Payment;
    expect(payment.PointUsed).toBe(2_000);
    expect(payment.PointEarned).toBe(6);
    const after = ((await bed.ani('GET', `/member/${rina.id}/getPoint`)).json().data as MemberPoint).Point;
    expect(after).toBe(before - 2_000 + 6);
    const ledger = await bed.db.selectFrom('member_point_ledger').select(['amount']).where('member_id', '=', rina.id).execute();
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(after);
  });

  it('refuses points above the balance', async () => {
    const sari = await bed.member('Sari');
    const order = await bed.americanoOrder(1, { MemberId: sari.id });
    const answer = await bed.pay(order.Id, { Promos: [], MemberId: sari.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Point'), Amount: 1_000 }, { OutletPaymentMethodId: bed.method('Cash'), Amount: 21_000 }] });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).message).toBe("Points used are above the member's points");
  });
});

describe('promos and vouchers', () => {
  it('offers the running promos and reprices the order on assignPromo', async () => {
    const offered = (await bed.ani('GET', '/outletPromo/active')).json().data as PromoOffered[];
    const coffee = offered.find((promo) => promo.Promo.PromoName === 'Diskon Kopi 10%');
    expect(coffee).toBeDefined();
    const order = await bed.americanoOrder(2);
    const assigned = await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Version: order.Version, Promos: [{ OutletPromoId: coffee!.Id }] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const priced = assigned.json().data as Order;
    expect(priced.Total).toBe(38_000);
    expect(priced.OrderPromos).toEqual([expect.objectContaining({ OutletPromoId: coffee!.Id, TotalDiscount: 4_000, Rejection: null })]);
    const stale = await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Version: order.Version, Promos: [] });
    expect(stale.statusCode).toBe(409);
    const paid = await bed.pay(order.Id, { Promos: [{ OutletPromoId: coffee!.Id }], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 38_000 }] });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as Payment).PaymentPromos).toEqual([{ OutletPromoId: coffee!.Id, PromoName: 'Diskon Kopi 10%', TotalDiscount: 4_000 }]);
    const used = await bed.db.selectFrom('promos').select('total_used').where('id', '=', coffee!.Id).executeTakeFirstOrThrow();
    expect(Number(used.total_used)).toBeGreaterThanOrEqual(1);
  });

  it('keeps an assigned promo when lines are added, and a minimum-purchase promo starts giving once reached', async () => {
    const offered = (await bed.ani('GET', '/outletPromo/active')).json().data as PromoOffered[];
    const hemat = offered.find((promo) => promo.Promo.PromoName === 'Hemat 20rb')!;
    const order = await bed.americanoOrder(2);
    const assigned = (await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Promos: [{ OutletPromoId: hemat.Id }] })).json().data as Order;
    expect(assigned.Total).toBe(42_000);
    expect(assigned.OrderPromos[0]).toMatchObject({ TotalDiscount: 0, Rejection: 'BELOW_MINIMUM_PURCHASE' });
    const added = await bed.ani('POST', `/order/${assigned.Id}/addOrderProduct`, { OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 3 }] });
    expect(added.statusCode, added.body).toBe(200);
    const read = await bed.readOrder(order.Id);
    // Rp 100.000 of Americano reaches the minimum: Rp 20.000 off, plus Packaging Rp 2.000.
    expect(read.Total).toBe(82_000);
    expect(read.OrderPromos[0]).toMatchObject({ TotalDiscount: 20_000, Rejection: null });
  });

  it('refuses a promo whose terms fail (Hemat 20rb under Rp 100.000)', async () => {
    const offered = (await bed.ani('GET', '/outletPromo/active')).json().data as PromoOffered[];
    const hemat = offered.find((promo) => promo.Promo.PromoName === 'Hemat 20rb')!;
    const order = await bed.americanoOrder(1);
    const answer = await bed.pay(order.Id, { Promos: [{ OutletPromoId: hemat.Id }], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 22_000 }] });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).data[0]?.field).toBe('Promos[0].OutletPromoId');
  });

  it("uses Rina's voucher once, refuses it for another member, and checkPromo finds its code", async () => {
    const rina = await bed.member('Rina');
    const sari = await bed.member('Sari');
    const vouchers = (await bed.ani('GET', `/promo/voucher/member/${rina.id}`)).json().data as Array<{ Id: number; Code: string; Promo: { OutletPromos: Array<{ Id: number }> } }>;
    expect(vouchers).toHaveLength(1);
    const voucher = vouchers[0]!;
    const ref = { MemberVoucherId: voucher.Id, OutletPromoId: voucher.Promo.OutletPromos[0]!.Id };
    const checked = await bed.ani('POST', '/promo/checkPromo', { Code: voucher.Code });
    expect(checked.json().data).toMatchObject({ Code: voucher.Code, Available: true });
    // The public /check-promo page may have no outlet chosen.
    const noOutlet = await bed.server.app.inject({ method: 'POST', url: '/api/promo/checkPromo', headers: { authorization: `Bearer ${bed.cashierToken}` }, payload: { Code: voucher.Code } });
    expect(noOutlet.statusCode, noOutlet.body).toBe(200);
    const unknown = await bed.ani('POST', '/promo/checkPromo', { Code: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).data[0]).toEqual({ field: 'Code', error: 'Not Found' });

    const sariOrder = await bed.americanoOrder(1, { MemberId: sari.id });
    const foreign = await bed.pay(sariOrder.Id, { Promos: [], Vouchers: [ref], MemberId: sari.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 22_000 }] });
    expect(foreign.statusCode).toBe(403);

    const order = await bed.americanoOrder(2, { MemberId: rina.id });
    const paid = await bed.pay(order.Id, { Promos: [], Vouchers: [ref], MemberId: rina.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 50_000 }] });
    expect(paid.statusCode, paid.body).toBe(200);
    // 15 % of the Rp 40.000 subtotal is Rp 6.000: Rp 34.000 + Packaging Rp 2.000.
    expect((paid.json().data as Payment).Total).toBe(36_000);
    const again = await bed.americanoOrder(1, { MemberId: rina.id });
    const reused = await bed.pay(again.Id, { Promos: [], Vouchers: [ref], MemberId: rina.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 50_000 }] });
    expect(reused.statusCode).toBe(409);
    expect((await bed.ani('GET', `/promo/voucher/member/${rina.id}`)).json().data).toEqual([]);
  });
});
