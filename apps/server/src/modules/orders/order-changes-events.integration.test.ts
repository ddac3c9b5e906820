import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ServerEvent, type OrderChangedEvent } from '@kasir/contracts';
import { signIn, startTestServer } from '../../test-support/test-server.ts';
import { openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';

let suite: OrderSuite;
let socket: Socket;

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
  const url = await suite.server.listen();
  socket = connect(url, { transports: ['websocket'], auth: { token: suite.tokens.budi, outletId: suite.outletId }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await suite.server.stop();
});

/** The next event of a kind that passes the filter, or a failure after 2 s. */
const nextEvent = <T>(event: string, isWanted: (payload: T) => boolean) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 2 s`)), 2000);
    const listener = (payload: T) => {
      if (!isWanted(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });

describe('events of a change', () => {
  it('tells the terminals of the outlet the new version and the stock given back, after commit', async () => {
    const sop = suite.demo.product('Sop Buntut');
    const orderId = await suite.newOrder([{ OutletProductId: sop, Quantity: 2 }]);
    const [line] = await suite.linesOf(orderId);
    const stockAfterDeduct = (await suite.stockOf(sop)) + 1;
    const events = Promise.all([
      nextEvent<OrderChangedEvent>(ServerEvent.ORDER_CHANGED, (payload) => payload.OrderId === orderId && payload.Version > 1),
      nextEvent<{ OutletProducts: Array<{ Id: number; Quantity: number | null }> }>(ServerEvent.PRODUCT_UPDATE_STOCK, (payload) =>
        payload.OutletProducts.some((product) => product.Id === sop && product.Quantity === stockAfterDeduct),
      ),
    ]);
    const response = await suite.call('PUT', `/order/${orderId}/updateOrderProduct`, suite.tokens.budi, { OrderProductId: line!.id, Quantity: 1, Reason: 'Too much' });
    expect(response.statusCode).toBe(200);
    const [changed] = await events;
    expect(changed).toMatchObject({ OrderId: orderId, Version: 2, OutletId: suite.outletId });
  });

  it('announces nothing for a refused change', async () => {
    const orderId = await suite.newOrder([{ OutletProductId: suite.demo.product('Americano'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const seen: OrderChangedEvent[] = [];
    const listener = (payload: OrderChangedEvent) => seen.push(payload);
    socket.on(ServerEvent.ORDER_CHANGED, listener);
    const response = await suite.call('PUT', `/order/${orderId}/deleteOrderProduct`, suite.tokens.budi, { OrderProductId: line!.id, Quantity: 1, Reason: 'x' });
    expect(response.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.off(ServerEvent.ORDER_CHANGED, listener);
    // The creation's own event (Version 1) may still arrive; no later version may.
    expect(seen.filter((event) => event.OrderId === orderId && event.Version > 1)).toEqual([]);
  });
});
