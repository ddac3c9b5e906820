import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kasir/contracts';
import { openOrdersTestbed, type OrdersTestbed } from './orders-test-kit.ts';
import { putCroissantBackInStock } from '../../test-support/stock-fixtures.ts';

// addOrderProduct, editPax and updateCustomerData answer from what the change holds inside its
// transaction (order-write.ts) instead of reading the order again after commit; these tests
// hold each answer to what a fresh read of the same order shows, with and without the parts
// (tables, audits, time sessions, promos) that the answer reads only when the order has them.
let bed: OrdersTestbed;

beforeAll(async () => {
  bed = await openOrdersTestbed();
  await putCroissantBackInStock(bed.server, bed.outlet);
});
afterAll(async () => {
  await bed.server.stop();
});

const readBack = async (id: number) => (await bed.ani('GET', `/order/${id}`)).json().data as Order;
const answerOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Order }).data;
};

describe('order change answers', () => {
  it('addOrderProduct on a plain take-away order equals GET /order/{id}, lines in the order taken', async () => {
    const { menu } = bed;
    const order = await bed.createOrder({ OutletOrderTypeId: menu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }] });
    const added = answerOf(await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, { OrderProducts: [{ OutletProductId: menu.product('Teh Tarik'), Quantity: 2 }, { OutletProductId: menu.product('Americano'), Quantity: 1 }] }));
    expect(added.OrderProducts.map((line) => [line.ProductName, line.Quantity])).toEqual([
      ['Americano', 1],
      ['Teh Tarik', 2],
      ['Americano', 1],
    ]);
    expect(added.Version).toBe(order.Version + 1);
    expect(added).toEqual(await readBack(order.Id));
  });

  it('addOrderProduct with add-ons and a bundle on a dine-in order with a table and an audit equals GET /order/{id}', async () => {
    const { menu } = bed;
    const order = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [menu.table('T3')], OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 2 }] });
    // An edit writes an audit: the answer must read it.
    const budi = await bed.server.database.db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow();
    const edit = { OrderProductId: order.OrderProducts[0]!.Id, Notes: 'hot', Approval: { UserId: budi.id, PIN: '222222' } };
    const edited = answerOf(await bed.ani('PUT', `/order/${order.Id}/updateOrderProduct`, edit));
    expect(edited.OrderAudits).toHaveLength(1);
    expect(edited).toEqual(await readBack(order.Id));
    const added = answerOf(
      await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, {
        Version: edited.Version,
        OrderProducts: [{ OutletProductId: menu.product('Es Kopi Susu'), Quantity: 1, OrderSubProducts: [{ SubProductId: menu.addOn('Extra Shot') }, { Name: 'No Ice' }] }],
        OrderProductBundles: [{ OutletProductBundleId: menu.bundle('Paket Sarapan'), Quantity: 1 }],
      }),
    );
    expect(added.OutletTableIds).toEqual([menu.table('T3')]);
    expect(added.OrderProductBundles).toHaveLength(1);
    expect(added.OrderAudits).toHaveLength(1);
    expect(added).toEqual(await readBack(order.Id));
  });

  it('editPax and updateCustomerData answer what GET /order/{id} reads', async () => {
    const { menu } = bed;
    const order = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: menu.product('Teh Tarik'), Quantity: 1 }] });
    const pax = answerOf(await bed.ani('POST', `/order/${order.Id}/editPax`, { Pax: 4 }));
    expect(pax.Pax).toBe(4);
    expect(pax).toEqual(await readBack(order.Id));
    const customer = answerOf(await bed.ani('POST', `/order/${order.Id}/updateCustomerData`, { CustomerName: 'Rina', PhoneNumber: '0812345678' }));
    expect(customer.CustomerName).toBe('Rina');
    expect(customer).toEqual(await readBack(order.Id));
  });

  it('addOrderProduct on an order with an assigned promo answers the repriced promo as GET /order/{id}', async () => {
    const { menu } = bed;
    const order = await bed.createOrder({ OutletOrderTypeId: menu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }] });
    const offered = (await bed.ani('GET', '/outletPromo/active')).json().data as Array<{ Id: number; Promo: { PromoName: string } }>;
    const coffee = offered.find((promo) => promo.Promo.PromoName === 'Diskon Kopi 10%');
    expect(coffee).toBeDefined();
    answerOf(await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Promos: [{ OutletPromoId: coffee!.Id }] }));
    const added = answerOf(await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, { OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }] }));
    expect(added.OrderPromos).toHaveLength(1);
    expect(added.OrderPromos[0]!.TotalDiscount).toBeGreaterThan(0);
    expect(added).toEqual(await readBack(order.Id));
  });

  it('line changes read inside their transaction (pending, back, delete, cancel) answer what GET /order/{id} reads', async () => {
    const { menu } = bed;
    const budi = await bed.server.database.db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow();
    const approval = { UserId: budi.id, PIN: '222222' };
    const order = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [menu.table('T4')], OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 3 }, { OutletProductId: menu.product('Teh Tarik'), Quantity: 1 }] });
    const americano = order.OrderProducts[0]!.Id;
    const pending = answerOf(await bed.ani('POST', '/pendingOrderProduct/moveToPending', { OrderId: order.Id, OrderProductId: americano, Quantity: 1 }));
    expect(pending.OrderProducts).toHaveLength(3);
    expect(pending).toEqual(await readBack(order.Id));
    const waiting = await bed.server.database.db.selectFrom('pending_order_products').select('id').where('order_id', '=', order.Id).executeTakeFirstOrThrow();
    const back = answerOf(await bed.ani('POST', '/pendingOrderProduct/moveToOrder', { PendingOrderProductId: waiting.id }));
    expect(back).toEqual(await readBack(order.Id));
    const deleted = answerOf(await bed.ani('PUT', `/order/${order.Id}/deleteOrderProduct`, { OrderProductId: americano, Quantity: 1, Reason: 'Spilled', Approval: approval }));
    expect(deleted).toEqual(await readBack(order.Id));
    const canceled = answerOf(await bed.ani('PUT', `/order/${order.Id}/cancel`, { Reason: 'Guest left', Approval: approval }));
    expect(canceled.OutletTableIds).toEqual([]);
    expect(canceled).toEqual(await readBack(order.Id));
  });
});
