import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { lookUpOrderDemo } from '../../test-support/order-fixtures.ts';

/**
 * Issue 16: Dewi the waiter (a role without the SHIFT module) takes orders on the outlet's open
 * shift without counting cash; she can neither move cash on it nor end it.
 */
let server: TestServer;
let outlet: number;
let ani: string;
let dewi: string;
let demo: Awaited<ReturnType<typeof lookUpOrderDemo>>;

beforeAll(async () => {
  server = await startTestServer();
  outlet = server.ids.outletIds.kopiSenja;
  ani = (await signIn(server)).cashierToken;
  dewi = (await signIn(server, { username: 'dewi', pin: '444444' })).cashierToken;
  demo = await lookUpOrderDemo(server, outlet);
});
afterAll(async () => server.stop());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), outletid: String(outlet) }, ...(payload ? { payload } : {}) });
const takeAway = () => ({ OutletOrderTypeId: demo.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: demo.product('Americano'), Quantity: 1 }] });

describe('a waiter on the outlet’s open shift', () => {
  it('is refused with SHIFT_NOT_START_ERROR while no shift is open at the outlet', async () => {
    expect((await call('GET', '/shift/getCurrentShift', dewi)).json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
    const refused = await call('POST', '/order', dewi, takeAway());
    expect(refused.json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
  });

  it('takes an order on Ani’s open shift, sees it as the current shift, and cannot move its cash or end it', async () => {
    const started = await call('POST', '/shift/startShift', ani, { OutletId: outlet, StartCash: 200_000 });
    const shiftId = started.json().data.Id as number;

    const current = await call('GET', '/shift/getCurrentShift', dewi);
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ Id: shiftId, User: { Name: 'Ani' } });

    const order = await call('POST', '/order', dewi, takeAway());
    expect(order.statusCode).toBe(201);
    expect(order.json().data.ShiftId).toBe(shiftId);

    const cashIn = await call('POST', '/shift/addCashInOut', dewi, { ShiftId: shiftId, Type: 1, Amount: 10_000, Note: 'float' });
    expect(cashIn.json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
    const end = await call('POST', '/shift/endShift', dewi, { ShiftId: shiftId, EndCash: 0 });
    expect(end.json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
    expect((await call('GET', '/shift/getCurrentShift', ani)).json().data).toMatchObject({ Id: shiftId, EndCash: null });
  });

  it('never lends the outlet’s shift to a cashier whose role has the SHIFT module', async () => {
    const budi = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
    expect((await call('GET', '/shift/getCurrentShift', budi)).json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
    expect((await call('POST', '/order', budi, takeAway())).json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
  });
});
