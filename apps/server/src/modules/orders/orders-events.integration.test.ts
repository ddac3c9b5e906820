import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ServerEvent, type OrderChangedEvent, type OrderLockEvent } from '@kasir/contracts';
import { TableStatus } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadDemoMenu, startShift, terminal } from './orders-test-kit.ts';

let server: TestServer;
let socket: Socket;
let outlet: number;

beforeAll(async () => {
  server = await startTestServer();
  const url = await server.listen();
  outlet = server.ids.outletIds.kopiSenja;
  const budi = await signIn(server, { username: 'budi', pin: '222222' });
  socket = connect(url, { transports: ['websocket'], auth: { token: budi.cashierToken, outletId: outlet }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await server.stop();
});

const nextEvent = <T>(event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 2 s`)), 2000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('events of a new order', () => {
  it('tells the other terminals of the outlet after commit: order, lock, stock and table', async () => {
    const { cashierToken } = await signIn(server);
    await startShift(server, cashierToken, outlet);
    const menu = await loadDemoMenu(server, outlet);
    const events = Promise.all([
      nextEvent<OrderChangedEvent>(ServerEvent.ORDER_CHANGED),
      nextEvent<OrderLockEvent>(ServerEvent.ORDER_LOCK),
      nextEvent<{ OutletProducts: Array<{ Id: number; Quantity: number | null }> }>(ServerEvent.PRODUCT_UPDATE_STOCK),
      nextEvent<{ OutletTableId: number; Status: number }>(ServerEvent.OUTLET_TABLE_LOCK),
    ]);
    const response = await terminal(server, cashierToken, outlet)('POST', '/order', {
      OutletOrderTypeId: menu.orderType('Dine In'),
      pax: 2,
      OutletTableIds: [menu.table('T3')],
      OrderProducts: [{ OutletProductId: menu.product('Sop Buntut'), Quantity: 2 }],
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data as { Id: number; OrderNo: string };
    const [changed, lock, stock, table] = await events;
    expect(changed).toMatchObject({ OrderId: order.Id, Version: 1, OutletId: outlet });
    expect(lock).toMatchObject({ OrderId: order.Id, OrderNo: order.OrderNo, OutletTableIds: [menu.table('T3')] });
    expect(stock.OutletProducts).toEqual([expect.objectContaining({ Id: menu.product('Sop Buntut'), Quantity: 3 })]);
    expect(table).toMatchObject({ OutletTableId: menu.table('T3'), Status: TableStatus.ORDERED });
  });
});
