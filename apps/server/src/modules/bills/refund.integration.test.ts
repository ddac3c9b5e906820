import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, OtherPermission, SpecMessage } from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER, type Order, type PromoOffered, type Refund } from '@kasir/contracts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { insertFixtureOrder } from '../../test-support/order-fixtures.ts';
import { putCroissantBackInStock } from '../../test-support/stock-fixtures.ts';
import { openPaymentsTestbed, type PaymentsTestbed } from '../payments/payments-test-kit.ts';

let bed: PaymentsTestbed;
let budiToken: string;
let budiId: number;

beforeAll(async () => {
  bed = await openPaymentsTestbed();
  await putCroissantBackInStock(bed.server, bed.outlet);
  budiToken = (await signIn(bed.server, { username: 'budi', pin: '222222' })).cashierToken;
  budiId = bed.server.ids.userIds.budi!;
});
afterAll(async () => {
  await bed.server.stop();
});

const hundredths = (rupiah: number) => Math.round(rupiah * 100);
const refund = (orderId: number, body: object, options: { token?: string; key?: string; outletId?: number } = {}) =>
  bed.server.app.inject({
    method: 'PUT',
    url: `/api/customer/refund/${orderId}`,
    headers: { ...bearer(options.token ?? budiToken), outletid: String(options.outletId ?? bed.outlet), ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}) },
    payload: body,
  });

/** A Dine In order (Service 5 %, PB1 10 %, rounded to Rp 100) of coffees, a meal and a bundle, paid in cash. */
async function paidOrder(): Promise<Order> {
  const order = await bed.createOrder({
    ...bed.dineIn(),
    OrderProducts: [
      { OutletProductId: bed.menu.product('Es Kopi Susu'), Quantity: 3 },
      { OutletProductId: bed.menu.product('Nasi Goreng Spesial'), Quantity: 1 },
    ],
    OrderProductBundles: [{ OutletProductBundleId: bed.menu.bundle('Paket Sarapan'), Quantity: 1 }],
  });
  const paid = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: Math.ceil(order.Total) }] });
  expect(paid.statusCode, paid.body).toBe(200);
  const read = await bed.readOrder(order.Id);
  expect(read.Status).toBe(OrderStatus.PAID);
  return read;
}

describe('refund', () => {
  it('gives back each line its share of what was paid, never more, and all of it once every unit is refunded', async () => {
    const order = await paidOrder();
    const kopi = order.OrderProducts.find((line) => line.ProductName === 'Es Kopi Susu')!;
    const nasi = order.OrderProducts.find((line) => line.ProductName === 'Nasi Goreng Spesial')!;
    const bundle = order.OrderProductBundles[0]!;

    const first = await refund(order.Id, { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 1 }], Reason: 'Salah pesan' });
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json<{ data: Refund }>().data;
    expect(one).toMatchObject({ OrderId: order.Id, Reason: 'Salah pesan', CashierName: 'Budi', OrderProducts: [{ OrderProductId: kopi.Id, ProductName: 'Es Kopi Susu', Quantity: 1 }] });
    // Every line carries the same charges here, so one coffee gets back its part of the subtotal
    // of what was paid (charges and rounding included), to the hundredth.
    expect(Math.abs(hundredths(one.Amount) - (hundredths(order.PaidTotal) * hundredths(kopi.UnitPrice)) / hundredths(order.SubTotal))).toBeLessThanOrEqual(2);
    expect(one.Amount).toBeGreaterThan(kopi.UnitPrice);
    expect(one.Amount).toBe(one.OrderProducts[0]!.Amount);

    const rest = await refund(order.Id, {
      OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 2 }, { OrderProductId: nasi.Id, Quantity: 1 }],
      OrderProductBundles: [{ OrderProductBundleId: bundle.Id, Quantity: 1 }],
      Reason: 'Tamu komplain',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const two = rest.json<{ data: Refund }>().data;
    expect(two.OrderProductBundles).toEqual([expect.objectContaining({ OrderProductBundleId: bundle.Id, ProductBundleName: bundle.ProductBundleName, Quantity: 1 })]);
    expect(hundredths(one.Amount) + hundredths(two.Amount)).toBe(hundredths(order.PaidTotal));

    const detail = await bed.readOrder(order.Id);
    expect(detail.Refunds.map((entry) => entry.Id)).toEqual([one.Id, two.Id]);
    expect(hundredths(detail.RefundedTotal)).toBe(hundredths(order.PaidTotal));
    expect(detail.OrderAudits.filter((audit) => audit.Action === 'REFUND').map((audit) => audit.Reason)).toEqual(['Salah pesan', 'Tamu komplain']);

    const again = await refund(order.Id, { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 1 }], Reason: 'Lagi' });
    expect(again.statusCode).toBe(400);
    expect(again.json().data[0]).toEqual({ field: 'OrderProducts', error: 'Es Kopi Susu is already refunded' });
  });

  it('carries a product promo: a discounted line gets back what was paid for it, not its menu price', async () => {
    const offered = (await bed.ani('GET', '/outletPromo/active')).json<{ data: PromoOffered[] }>().data;
    const coffeePromo = offered.find((promo) => promo.Promo.PromoName === 'Diskon Kopi 10%')!;
    const order = await bed.americanoOrder(2, { OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 2 }, { OutletProductId: bed.menu.product('Kentang Goreng'), Quantity: 1 }] });
    const priced = (await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Promos: [{ OutletPromoId: coffeePromo.Id }] })).json<{ data: Order }>().data;
    const paid = await bed.pay(order.Id, { Promos: [{ OutletPromoId: coffeePromo.Id }], PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: priced.Total }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const detail = await bed.readOrder(order.Id);
    const americano = detail.OrderProducts.find((line) => line.ProductName === 'Americano')!;
    expect(americano.DiscountAmount).toBeGreaterThan(0);
    const net = (line: Order['OrderProducts'][number]) => hundredths(line.Total) - hundredths(line.DiscountAmount);
    const allNet = detail.OrderProducts.reduce((sum, line) => sum + net(line), 0);
    const answer = await refund(order.Id, { OrderProducts: [{ OrderProductId: americano.Id, Quantity: 1 }], Reason: 'Pahit' });
    expect(answer.statusCode, answer.body).toBe(200);
    // Packaging is spread like the lines: one Americano gets back its discounted part of what was paid.
    const expected = (hundredths(detail.PaidTotal) * net(americano)) / americano.Quantity / allNet;
    expect(Math.abs(hundredths(answer.json<{ data: Refund }>().data.Amount) - expected)).toBeLessThanOrEqual(1);
  });

  it('refuses bad input with the field named and nothing refunded', async () => {
    const order = await paidOrder();
    const kopi = order.OrderProducts.find((line) => line.ProductName === 'Es Kopi Susu')!;
    const noReason = await refund(order.Id, { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 1 }], Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data[0]).toEqual({ field: 'Reason', error: SpecMessage.REASON_REQUIRED_GENERIC });
    const noLines = await refund(order.Id, { OrderProducts: [], Reason: 'x' });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().data[0].field).toBe('OrderProducts');
    const tooMany = await refund(order.Id, { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 4 }], Reason: 'x' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data[0]).toEqual({ field: 'OrderProducts', error: 'Quantity of Es Kopi Susu must be 1 to 3' });
    const zero = await refund(order.Id, { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 0 }], Reason: 'x' });
    expect(zero.statusCode).toBe(400);
    const foreignLine = await refund(order.Id, { OrderProducts: [{ OrderProductId: 999_999, Quantity: 1 }], Reason: 'x' });
    expect(foreignLine.statusCode).toBe(400);
    expect((await bed.readOrder(order.Id)).Refunds).toEqual([]);
  });

  it('refunds only paid orders of the caller outlet', async () => {
    const unpaid = await bed.americanoOrder(1);
    const line = unpaid.OrderProducts[0]!;
    const refused = await refund(unpaid.Id, { OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }], Reason: 'x' });
    expect(refused.statusCode).toBe(409);

    const grill = bed.server.ids.outletIds.grillChill;
    const grillOrderType = await bed.db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    const grillProduct = await bed.db.selectFrom('outlet_products').select('id').where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    const foreign = await insertFixtureOrder(bed.server, { ownerId: bed.server.ids.ownerId, outletId: grill, userId: budiId, outletOrderTypeId: grillOrderType.id, products: [{ OutletProductId: grillProduct.id, Quantity: 1 }] });
    await bed.db.updateTable('orders').set({ status: OrderStatus.PAID }).where('id', '=', foreign).execute();
    const foreignLine = await bed.db.selectFrom('order_products').select('id').where('order_id', '=', foreign).executeTakeFirstOrThrow();
    const other = await refund(foreign, { OrderProducts: [{ OrderProductId: foreignLine.id, Quantity: 1 }], Reason: 'x' });
    expect(other.statusCode).toBe(404);
  });

  it('gives no money back for an order settled with a No Sales method', async () => {
    const order = await bed.americanoOrder(1);
    // The outlet's ExcludeChargeNoSales may leave the charges out of a No Sales bill: pay what the server asks.
    let paid = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Entertain'), Amount: Math.ceil(order.Total) }] });
    if (paid.statusCode === 400) paid = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Entertain'), Amount: Math.ceil(order.SubTotal) }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await refund(order.Id, { OrderProducts: [{ OrderProductId: order.OrderProducts[0]!.Id, Quantity: 1 }], Reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('no money paid to refund');
  });

  it('needs the refund order permission, and a supervisor PIN when the role carries UsePin', async () => {
    const order = await paidOrder();
    const kopi = order.OrderProducts.find((line) => line.ProductName === 'Es Kopi Susu')!;
    const body = { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 1 }], Reason: 'Dingin' };
    const denied = await refund(order.Id, body, { token: bed.cashierToken });
    expect(denied.statusCode).toBe(403);

    const cashierRole = bed.server.ids.roleIds.cashier;
    await bed.db.insertInto('role_other_modules').values({ role_id: cashierRole, other_module_id: OtherPermission.REFUND_ORDER, use_pin: 1 }).execute();
    try {
      const missing = await refund(order.Id, body, { token: bed.cashierToken });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(SpecMessage.SELECT_USER_WITH_ACCESS);
      const wrong = await refund(order.Id, { ...body, Approval: { UserId: budiId, PIN: '000000' } }, { token: bed.cashierToken });
      expect(wrong.statusCode).toBe(401);
      expect((await bed.readOrder(order.Id)).Refunds).toEqual([]);
      const approved = await refund(order.Id, { ...body, Approval: { UserId: budiId, PIN: '222222' } }, { token: bed.cashierToken });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data.CashierName).toBe('Ani');
      const row = await bed.db.selectFrom('refunds').selectAll().where('order_id', '=', order.Id).executeTakeFirstOrThrow();
      expect(row.approver_user_id).toBe(budiId);
    } finally {
      await bed.db.deleteFrom('role_other_modules').where('role_id', '=', cashierRole).where('other_module_id', '=', OtherPermission.REFUND_ORDER).execute();
    }
  });

  it('answers a retry with the same Idempotency-Key with the first refund, and two terminals racing for the last unit refund it once', async () => {
    const order = await paidOrder();
    const kopi = order.OrderProducts.find((line) => line.ProductName === 'Es Kopi Susu')!;
    const body = { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 2 }], Reason: 'Retry' };
    const [first, retry] = await Promise.all([refund(order.Id, body, { key: 'refund-retry-1' }), refund(order.Id, body, { key: 'refund-retry-1' })]);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.Id).toBe(first.json().data.Id);

    const last = { OrderProducts: [{ OrderProductId: kopi.Id, Quantity: 1 }], Reason: 'Race' };
    const raced = await Promise.all(Array.from({ length: 5 }, (_, index) => refund(order.Id, last, { key: `race-${index}` })));
    expect(raced.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(raced.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 400 || answer.statusCode === 409)).toBe(true);
    const refunded = await bed.db.selectFrom('refunded_lines').selectAll().where('line_id', '=', kopi.Id).executeTakeFirstOrThrow();
    expect(refunded.quantity).toBe(3);
    const detail = await bed.readOrder(order.Id);
    expect(detail.Refunds).toHaveLength(2);
    expect(hundredths(detail.RefundedTotal)).toBeLessThanOrEqual(hundredths(order.PaidTotal));
  });
});
