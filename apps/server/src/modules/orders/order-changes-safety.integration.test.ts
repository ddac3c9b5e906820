import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_ORDER_MESSAGE } from '@kasir/contracts';
import { signIn, startTestServer } from '../../test-support/test-server.ts';
import { insertFixtureOrder, lookUpOrderDemo, openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';

let suite: OrderSuite;

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
});
afterAll(async () => {
  await suite.server.stop();
});

/** Everything that says what an order is: a refused change must leave all of it as it was. */
async function snapshot(orderId: number) {
  const db = suite.server.database.db;
  return {
    order: await suite.rowOf(orderId),
    lines: await suite.linesOf(orderId),
    addOns: await db.selectFrom('order_sub_products').selectAll().orderBy('id').execute(),
    audits: await suite.auditsOf(orderId),
  };
}

describe('stale versions and concurrent terminals', () => {
  it('refuses a change based on an old version with 409 and the fresh order', async () => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    expect((await suite.call('PUT', `/order/${orderId}/updateOrderProduct`, tokens.budi, { Version: 1, OrderProductId: line!.id, Quantity: 2 })).statusCode).toBe(200);
    const stale = await suite.call('PUT', `/order/${orderId}/updateOrderProduct`, tokens.budi, { Version: 1, OrderProductId: line!.id, Quantity: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_ORDER', message: STALE_ORDER_MESSAGE, Order: { Id: orderId, Version: 2 } });
    expect(stale.json().Order.OrderProducts[0].Quantity).toBe(2);
  });

  it('lets exactly one of two terminals holding the same version win', async () => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const responses = await Promise.all(
      [2, 3].map((quantity) => suite.call('PUT', `/order/${orderId}/updateOrderProduct`, tokens.budi, { Version: 1, OrderProductId: line!.id, Quantity: quantity })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await suite.rowOf(orderId)).version).toBe(2);
  });

  it('never loses a line when two terminals change the same order at once', async () => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const freeItem = (token: string) => suite.call('POST', `/order/${orderId}/addFreeOrderProduct`, token, { OutletProductId: demo.product('Kentang Goreng') });
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => freeItem(tokens.ani)),
      ...Array.from({ length: 6 }, () => freeItem(tokens.budi)),
      ...['less ice', 'no sugar', 'hot'].map((notes) => suite.call('PUT', `/order/${orderId}/updateOrderProduct`, tokens.budi, { OrderProductId: line!.id, Notes: notes })),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
    const lines = await suite.linesOf(orderId);
    expect(lines).toHaveLength(13);
    expect((await suite.rowOf(orderId)).version).toBe(16);
    expect(await suite.auditsOf(orderId)).toHaveLength(15);
  });
});

describe('bad bodies change nothing', () => {
  it.each([
    ['negative quantity', { Quantity: -1 }, 400],
    ['fractional quantity', { Quantity: 1.5 }, 400],
    ['price above 1e13', { Price: 1e13 + 1 }, 400],
    ['negative price', { Price: -5 }, 400],
    ['three decimals', { Price: 1.005 }, 400],
    ['an unknown line', { OrderProductId: 999_999 }, 404],
    ['a foreign add-on', { OrderSubProducts: [{ SubProductId: 999_999 }] }, 400],
  ])('%s', async (_name, patch, status) => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Es Kopi Susu'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const before = await snapshot(orderId);
    const response = await suite.call('PUT', `/order/${orderId}/updateOrderProduct`, tokens.budi, { OrderProductId: line!.id, ...patch });
    expect(response.statusCode).toBe(status);
    expect(response.json().data[0]?.field ?? response.json().message).toBeTruthy();
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('answers 404 for another outlet’s order and an unknown replacement product', async () => {
    const { server, tokens } = suite;
    const grill = server.ids.outletIds.grillChill;
    const grillDemo = await lookUpOrderDemo(server, grill);
    const ownerId = (await suite.rowOf(await suite.newOrder([{ OutletProductId: suite.demo.product('Americano'), Quantity: 1 }]))).owner_id;
    const [firstGrillProduct] = await server.database.db.selectFrom('outlet_products').select('id').where('outlet_id', '=', grill).where('is_sold_out', '=', 0).limit(1).execute();
    const foreignOrder = await insertFixtureOrder(server, {
      ownerId,
      outletId: grill,
      userId: grillDemo.user('budi'),
      outletOrderTypeId: (await server.database.db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', grill).executeTakeFirstOrThrow()).id,
      products: [{ OutletProductId: firstGrillProduct!.id, Quantity: 1 }],
    });
    const before = await snapshot(foreignOrder);
    const [foreignLine] = await suite.linesOf(foreignOrder);
    const response = await suite.call('PUT', `/order/${foreignOrder}/cancel`, tokens.budi, { Reason: 'x' });
    expect(response.statusCode).toBe(404);
    const edit = await suite.call('PUT', `/order/${foreignOrder}/updateOrderProduct`, tokens.budi, { OrderProductId: foreignLine!.id, Quantity: 3 });
    expect(edit.statusCode).toBe(404);
    expect(await snapshot(foreignOrder)).toEqual(before);

    const orderId = await suite.newOrder([{ OutletProductId: suite.demo.product('Americano'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const change = await suite.call('PUT', `/customer/changeOrderProduct/${orderId}`, tokens.budi, { OrderProductId: line!.id, OutletProductId: firstGrillProduct!.id, Notes: 'x' });
    expect(change.statusCode).toBe(404);
  });
});
