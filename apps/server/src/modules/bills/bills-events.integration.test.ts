import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { OrderStatus } from '@kasir/domain';
import { ServerEvent, type Order, type OrderChangedEvent, type OrderLockEvent, type SplitOrderResult } from '@kasir/contracts';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadDemoMenu, startShift, terminal } from '../orders/orders-test-kit.ts';

let server: TestServer;
let socket: Socket;
let outlet: number;
let call: ReturnType<typeof terminal>;
let menu: Awaited<ReturnType<typeof loadDemoMenu>>;
const received: Array<{ event: string; payload: OrderChangedEvent | OrderLockEvent }> = [];

beforeAll(async () => {
  server = await startTestServer();
  const url = await server.listen();
  outlet = server.ids.outletIds.kopiSenja;
  menu = await loadDemoMenu(server, outlet);
  const budi = await signIn(server, { username: 'budi', pin: '222222' });
  await startShift(server, budi.cashierToken, outlet);
  call = terminal(server, budi.cashierToken, outlet);
  // Another terminal of the outlet listens.
  const ani = await signIn(server);
  socket = connect(url, { transports: ['websocket'], auth: { token: ani.cashierToken, outletId: outlet }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  for (const event of [ServerEvent.ORDER_CHANGED, ServerEvent.ORDER_LOCK]) socket.on(event, (payload: OrderChangedEvent | OrderLockEvent) => received.push({ event, payload }));
});
afterAll(async () => {
  socket.disconnect();
  await server.stop();
});

/** Waits until the other terminal has heard every expected event (or fails after 2 s). */
async function heard(expected: Array<{ event: string; payload: object }>): Promise<void> {
  const deadline = Date.now() + 2000;
  while (Date.now() < deadline) {
    const missing = expected.filter((wanted) => !received.some((got) => got.event === wanted.event && Object.entries(wanted.payload).every(([key, value]) => (got.payload as Record<string, unknown>)[key] === value)));
    if (missing.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not heard: ${JSON.stringify(expected)}; heard ${JSON.stringify(received)}`);
}

describe('events of split and merge', () => {
  it('tell the other terminals after commit: the original SPLITED, every new bill, then the merged ones', async () => {
    const created = await call('POST', '/order', {
      OutletOrderTypeId: menu.orderType('Dine In'),
      pax: 2,
      OutletTableIds: [menu.table('T5')],
      OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 2 }],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json<{ data: Order }>().data;
    received.length = 0;
    const split = await call('POST', `/order/${order.Id}/split`, { Id: order.Id, Splits: [{ OrderProducts: [{ OrderProductId: order.OrderProducts[0]!.Id, Quantity: 1 }] }] });
    expect(split.statusCode, split.body).toBe(200);
    const [first, second] = split.json<{ data: SplitOrderResult }>().data.Orders;
    await heard([
      { event: ServerEvent.ORDER_CHANGED, payload: { OrderId: order.Id, Status: OrderStatus.SPLITED } },
      { event: ServerEvent.ORDER_CHANGED, payload: { OrderId: first!.Id, Status: OrderStatus.ORDERED } },
      { event: ServerEvent.ORDER_LOCK, payload: { OrderId: first!.Id, OrderNo: first!.OrderNo } },
      { event: ServerEvent.ORDER_LOCK, payload: { OrderId: second!.Id, OrderNo: second!.OrderNo } },
    ]);

    received.length = 0;
    const merged = await call('POST', `/order/${first!.Id}/merge`, { Id: first!.Id, OrderIds: [second!.Id], OutletOrderTypeId: menu.orderType('Dine In') });
    expect(merged.statusCode, merged.body).toBe(200);
    await heard([
      { event: ServerEvent.ORDER_CHANGED, payload: { OrderId: second!.Id, Status: OrderStatus.MERGED } },
      { event: ServerEvent.ORDER_CHANGED, payload: { OrderId: first!.Id, Status: OrderStatus.ORDERED } },
      { event: ServerEvent.ORDER_LOCK, payload: { OrderId: first!.Id } },
    ]);
  });
});
