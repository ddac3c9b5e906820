import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, SpecMessage } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { signIn, startTestServer } from '../../test-support/test-server.ts';
import { insertFixtureOrder, openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';
import { putCroissantBackInStock } from '../../test-support/stock-fixtures.ts';

let suite: OrderSuite;
let budiId: number;

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
  await putCroissantBackInStock(suite.server, suite.outletId);
  budiId = suite.demo.user('budi');
});
afterAll(async () => {
  await suite.server.stop();
});

const merge = (orderId: number, token: string, body: object) =>
  suite.call('POST', `/order/${orderId}/merge`, token, { Id: orderId, OutletOrderTypeId: suite.demo.orderType('Dine In'), ...body });
const hundredths = (rupiah: number) => Math.round(rupiah * 100);

describe('merge bill', () => {
  it('moves every line, bundle and table of the merged orders into the kept one, which is repriced; the others turn MERGED', async () => {
    const { demo } = suite;
    const [t2, t3] = [await suite.tableId('T2'), await suite.tableId('T3')];
    const kept = await suite.newOrder([{ OutletProductId: demo.product('Es Kopi Susu'), Quantity: 1, OrderSubProducts: [{ SubProductId: demo.addOn('Oat Milk') }] }], [], [t2]);
    const other = await suite.newOrder([{ OutletProductId: demo.product('Nasi Goreng Spesial'), Quantity: 2 }], [{ OutletProductBundleId: demo.bundle('Paket Sarapan'), Quantity: 1 }], [t3]);
    const [before, otherBefore] = [await suite.readOrder(kept), await suite.readOrder(other)];

    const response = await merge(kept, suite.tokens.budi, { OrderIds: [other], Version: before.Version });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: Order }>().data;
    expect(order.Id).toBe(kept);
    expect(order.OrderProducts.map((line) => [line.ProductName, line.Quantity, line.OrderSubProducts.map((addOn) => addOn.Name)])).toEqual([
      ['Es Kopi Susu', 1, ['Oat Milk']],
      ['Nasi Goreng Spesial', 2, []],
    ]);
    expect(order.OrderProductBundles.map((line) => [line.ProductBundleName, line.Quantity])).toEqual([['Paket Sarapan', 1]]);
    expect(order.OutletTableIds.sort()).toEqual([t2, t3].sort());
    expect(order.Pax).toBe(before.Pax + otherBefore.Pax);
    expect(hundredths(order.SubTotal)).toBe(hundredths(before.SubTotal) + hundredths(otherBefore.SubTotal));
    expect(order.OrderAudits.at(-1)).toMatchObject({ Action: 'MERGE', ActorName: 'Budi' });

    const merged = await suite.readOrder(other);
    expect(merged).toMatchObject({ Status: OrderStatus.MERGED, OrderProducts: [], OrderProductBundles: [], OutletTableIds: [], Total: 0 });
    // Both tables are held by the kept order and stay taken.
    const byTable = (await suite.call('GET', `/order/byTable/${t3}`, suite.tokens.budi)).json<{ data: Order[] }>().data;
    expect(byTable.map((row) => row.Id)).toEqual([kept]);
  });

  it('gives the kept order the chosen order type and prices it with that type charges', async () => {
    const { demo } = suite;
    const kept = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const other = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const response = await merge(kept, suite.tokens.budi, { OrderIds: [other], OutletOrderTypeId: demo.orderType('Take Away') });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: Order }>().data;
    expect(order.OutletOrderTypeId).toBe(demo.orderType('Take Away'));
    // Take Away carries the Rp 2.000 Packaging charge, not Dine In's Service and PB1.
    expect(order.OrderCharges.map((charge) => charge.ChargeName)).toEqual(['Packaging']);
    expect(order.SubTotal).toBe(40_000);
  });

  it('refuses nothing chosen, the order itself, delivery, closed, old and other outlet orders with nothing changed', async () => {
    const { demo } = suite;
    const kept = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const empty = await merge(kept, suite.tokens.budi, { OrderIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data[0]).toEqual({ field: 'OrderIds', error: SpecMessage.MERGE_BILL_SELECT_ORDER });
    const itself = await merge(kept, suite.tokens.budi, { OrderIds: [kept] });
    expect(itself.statusCode).toBe(400);

    const delivery = await suite.call('POST', '/order', suite.tokens.budi, {
      OutletOrderTypeId: demo.orderType('Delivery'),
      pax: 1,
      DeliveryAddress: { Name: 'Rina', PhoneNumber: '081200000001', Address: 'Jl. Senja 1' },
      OrderProducts: [{ OutletProductId: demo.product('Americano'), Quantity: 1 }],
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    const deliveryRefused = await merge(kept, suite.tokens.budi, { OrderIds: [delivery.json().data.Id] });
    expect(deliveryRefused.statusCode).toBe(400);
    expect(deliveryRefused.json().data[0].error).toContain('delivery or pick-up');
    const asDelivery = await merge(kept, suite.tokens.budi, { OrderIds: [await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }])], OutletOrderTypeId: demo.orderType('Delivery') });
    expect(asDelivery.statusCode).toBe(400);

    const voided = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    expect((await suite.call('PUT', `/order/${voided}/cancel`, suite.tokens.budi, { Reason: 'Guest left' })).statusCode).toBe(200);
    const closed = await merge(kept, suite.tokens.budi, { OrderIds: [voided] });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().data[0].error).toContain('is not ORDERED');

    const old = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    await suite.server.database.db.updateTable('orders').set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }).where('id', '=', old).execute();
    const tooOld = await merge(kept, suite.tokens.budi, { OrderIds: [old] });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().data[0].error).toContain('older than the merge bill window');

    const grill = suite.server.ids.outletIds.grillChill;
    const db = suite.server.database.db;
    const grillOrderType = await db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    const grillProduct = await db.selectFrom('outlet_products').select('id').where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    const foreign = await insertFixtureOrder(suite.server, { ownerId: suite.server.ids.ownerId, outletId: grill, userId: budiId, outletOrderTypeId: grillOrderType.id, products: [{ OutletProductId: grillProduct.id, Quantity: 1 }] });
    expect((await merge(kept, suite.tokens.budi, { OrderIds: [foreign] })).statusCode).toBe(404);
    expect((await merge(foreign, suite.tokens.budi, { OrderIds: [kept] })).statusCode).toBe(404);

    expect(await suite.rowOf(kept)).toMatchObject({ status: OrderStatus.ORDERED, version: 1 });
    expect(await suite.rowOf(foreign)).toMatchObject({ status: OrderStatus.ORDERED, version: 1 });
    expect((await suite.linesOf(kept)).length).toBe(1);
  });

  it('rolls back the orders already moved when a later one is refused', async () => {
    const { demo } = suite;
    const t4 = await suite.tableId('T4');
    const kept = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const good = await suite.newOrder([{ OutletProductId: demo.product('Kentang Goreng'), Quantity: 2 }], [], [t4]);
    const old = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    await suite.server.database.db.updateTable('orders').set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }).where('id', '=', old).execute();
    const [keptBefore, goodBefore] = [await suite.readOrder(kept), await suite.readOrder(good)];

    const refused = await merge(kept, suite.tokens.budi, { OrderIds: [good, old] });
    expect(refused.statusCode).toBe(400);
    expect(await suite.readOrder(kept)).toEqual(keptBefore);
    expect(await suite.readOrder(good)).toEqual(goodBefore);
    expect((await suite.auditsOf(good)).length).toBe(0);
  });

  it('needs a supervisor PIN for Ani and refuses a stale Version with the fresh order', async () => {
    const { demo } = suite;
    const kept = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const other = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const missing = await merge(kept, suite.tokens.ani, { OrderIds: [other] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SpecMessage.SELECT_USER_WITH_ACCESS);
    await suite.call('POST', `/order/${kept}/editPax`, suite.tokens.budi, { Version: 1, Pax: 3 });
    const stale = await merge(kept, suite.tokens.ani, { OrderIds: [other], Version: 1, Approval: { UserId: budiId, PIN: '222222' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_ORDER', Order: { Id: kept, Version: 2 } });
    expect((await suite.rowOf(other)).status).toBe(OrderStatus.ORDERED);
    const approved = await merge(kept, suite.tokens.ani, { OrderIds: [other], Version: 2, Approval: { UserId: budiId, PIN: '222222' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await suite.auditsOf(kept)).at(-1)).toMatchObject({ action: 'MERGE', actor_user_id: demo.user('ani'), approver_user_id: budiId });
  });
});

describe('merge bill under concurrency', () => {
  it('merging A into B and B into A at once ends with one merge and a clear refusal, never a server error', async () => {
    const { demo } = suite;
    for (let round = 0; round < 3; round += 1) {
      const first = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
      const second = await suite.newOrder([{ OutletProductId: demo.product('Kentang Goreng'), Quantity: 1 }]);
      const answers = await Promise.all([merge(first, suite.tokens.budi, { OrderIds: [second] }), merge(second, suite.tokens.budi, { OrderIds: [first] })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const rows = [await suite.rowOf(first), await suite.rowOf(second)];
      expect(rows.map((row) => row.status).sort()).toEqual([OrderStatus.ORDERED, OrderStatus.MERGED].sort());
      const kept = rows.find((row) => row.status === OrderStatus.ORDERED)!;
      expect((await suite.linesOf(kept.id)).length).toBe(2);
    }
  });
});

describe('merge bill moves what hangs on the order', () => {
  it('takes the merged order pending items and time sessions', async () => {
    const { demo } = suite;
    const kept = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const other = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 2 }]);
    const [line] = await suite.linesOf(other);
    expect((await suite.call('POST', '/pendingOrderProduct/moveToPending', suite.tokens.budi, { OrderId: other, OrderProductId: line!.id, Quantity: 1 })).statusCode).toBe(200);
    const db = suite.server.database.db;
    await db.insertInto('order_time_sessions').values({ order_id: other, type: 1, start_time: new Date().toISOString(), end_time: null, terminated_on: null }).execute();
    const response = await merge(kept, suite.tokens.budi, { OrderIds: [other] });
    expect(response.statusCode, response.body).toBe(200);
    const pending = await db.selectFrom('pending_order_products').select('order_id').where('order_product_id', 'in', (await suite.linesOf(kept)).map((row) => row.id)).execute();
    expect(pending.map((row) => row.order_id)).toEqual([kept]);
    expect((await db.selectFrom('order_time_sessions').select('order_id').where('order_id', 'in', [kept, other]).execute()).map((row) => row.order_id)).toEqual([kept]);
    expect(response.json<{ data: Order }>().data.OrderTimeSessions).toHaveLength(1);
  });
});
