import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, formatOutletDate } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { caller, seatOrder, tableId } from './tables-test-support.ts';

let server: TestServer;
let budi: string;
let call: ReturnType<typeof caller>;
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const outletDate = (instant: Date) => formatOutletDate(instant, 7);

beforeAll(async () => {
  server = await startTestServer();
  const kopiSenja = server.ids.outletIds.kopiSenja;
  call = caller(server, kopiSenja);
  budi = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
  const userId = server.ids.userIds.budi!;
  const seat = (orderNo: string, extra: { tableIds?: number[]; status?: number; createdAt?: Date } = {}) =>
    seatOrder(server, { outletId: kopiSenja, userId, tableIds: extra.tableIds ?? [], orderNo, ...extra });
  await seat('H-1', { tableIds: [await tableId(server, kopiSenja, 'T1')] });
  await seat('H-2', { tableIds: [await tableId(server, kopiSenja, 'T2')] });
  await seat('H-3', { status: OrderStatus.PAID });
  await seat('H-OLD', { status: OrderStatus.PAID, createdAt: daysAgo(10) });
  await seat('H-WEEK', { createdAt: daysAgo(5) });
  await seat('H-TOO-OLD', { createdAt: daysAgo(8) });
});
afterAll(async () => {
  await server.stop();
});

type Page = { Items: Array<{ OrderNo: string; OrderTables: Array<{ OutletTable: { TableName: string } }>; Total: number }>; TotalItems: number; TotalPages: number; Page: number };

describe('GET /order/histories', () => {
  it("shows today's orders by default, newest first, with their tables and totals in rupiah", async () => {
    const page = (await call('GET', '/api/order/histories', budi)).json().data as Page;
    expect(page.Items.map((item) => item.OrderNo)).toEqual(['H-3', 'H-2', 'H-1']);
    expect(page.Items[2]).toMatchObject({ OrderTables: [{ OutletTable: { TableName: 'T1' } }], Total: 50_000 });
  });

  it('filters by outlet dates and status and pages the result', async () => {
    const from = outletDate(daysAgo(11));
    const to = outletDate(new Date());
    const paid = (await call('GET', `/api/order/histories?fromDate=${from}&toDate=${to}&status=${OrderStatus.PAID}`, budi)).json().data as Page;
    expect(paid.Items.map((item) => item.OrderNo)).toEqual(['H-3', 'H-OLD']);
    const second = (await call('GET', `/api/order/histories?fromDate=${from}&toDate=${to}&page=2&pageSize=2`, budi)).json().data as Page;
    expect(second).toMatchObject({ Page: 2, TotalItems: 6, TotalPages: 3 });
    expect(second.Items).toHaveLength(2);
  });

  it('refuses a bad range with 400 naming the field, and a user without the permission with 403', async () => {
    const reversed = await call('GET', `/api/order/histories?fromDate=${outletDate(new Date())}&toDate=${outletDate(daysAgo(3))}`, budi);
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('toDate');
    const badDate = await call('GET', '/api/order/histories?fromDate=yesterday', budi);
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json())).toContain('fromDate');
    const dewi = (await signIn(server, { username: 'dewi', pin: '444444' })).cashierToken;
    expect((await call('GET', '/api/order/histories', dewi)).statusCode).toBe(403);
  });
});

describe('GET /order/getAllOrderHistory (merge bill)', () => {
  it('lists ORDERED orders of the last 6 days by default', async () => {
    const all = (await call('GET', '/api/order/getAllOrderHistory', budi)).json().data as Page['Items'];
    expect(all.map((item) => item.OrderNo).sort()).toEqual(['H-1', 'H-2', 'H-WEEK']);
  });

  it('answers 404 for another outlet the cashier cannot reach', async () => {
    const other = caller(server, 99_999);
    expect((await other('GET', '/api/order/getAllOrderHistory', budi)).statusCode).toBe(404);
  });
});
