import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@kasir/domain';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * A client written from spec §7 alone: a bearer token and the spec's payloads, nothing of ours
 * (no outletid header, no Idempotency-Key, no Version). It must sell as our own client does.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

function specClient(token?: string) {
  return async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<{ status: number; data: T }> => {
    const response = await server.app.inject({ method, url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, data: (response.json() as { data: T }).data };
  };
}

describe('a client written from the spec alone', () => {
  it('signs in, opens a shift, takes an order, changes a line, adds a product and is paid in cash once', async () => {
    const owner = await specClient()<{ Token: string }>('POST', '/user/login', { Username: 'owner@demo.pos', Password: 'demo1234' });
    expect(owner.status).toBe(200);
    const cashier = await specClient(owner.data.Token)<{ Token: string }>('POST', '/user/login', { Username: 'budi', PIN: '222222', isCashier: true });
    expect(cashier.status).toBe(200);
    const call = specClient(cashier.data.Token);

    const outlets = await call<Array<{ Id: number; Name: string }>>('GET', '/outlet/getByUser?isSuspend=0');
    const outletId = outlets.data.find((outlet) => outlet.Name === 'Kopi Senja')?.Id;
    expect(outletId).toBeDefined();
    // Budi works at two outlets: the shift he opens tells the server where his calls belong.
    const shift = await call<{ Id: number }>('POST', '/shift/startShift', { OutletId: outletId, StartCash: 100_000 });
    expect(shift.status).toBe(201);

    const orderTypes = await call<Array<{ Id: number; Name: string }>>('GET', '/outletOrderType/');
    const takeAway = orderTypes.data.find((type) => type.Name === 'Take Away')?.Id;
    const products = await call<Array<{ Id: number; Name: string; IsBundle: boolean }>>('GET', '/outletProduct/');
    const productId = (name: string) => products.data.find((product) => product.Name === name && !product.IsBundle)?.Id;

    const created = await call<{ Id: number; OrderProducts: Array<{ Id: number }> }>('POST', '/order', {
      OutletOrderTypeId: takeAway,
      pax: 1,
      endTime: null,
      OrderProducts: [{ OutletProductId: productId('Americano'), Quantity: 1 }],
    });
    expect(created.status).toBe(201);
    const orderId = created.data.Id;
    const lineId = created.data.OrderProducts[0]?.Id;

    const updated = await call('PUT', `/order/${orderId}/updateOrderProduct`, { OrderProductId: lineId, Quantity: 2 });
    expect(updated.status, JSON.stringify(updated.data)).toBe(200);
    const added = await call('POST', `/order/${orderId}/addOrderProduct`, { OrderProducts: [{ OutletProductId: productId('Es Teh Manis'), Quantity: 1 }] });
    expect(added.status, JSON.stringify(added.data)).toBe(200);

    const order = await call<{ Total: number; Status: number }>('GET', `/order/${orderId}`);
    expect(order.status).toBe(200);
    const methods = await call<Array<{ Id: number; PaymentMethod: { Name: string } }>>('GET', '/outletPaymentMethod/');
    const cash = methods.data.find((method) => method.PaymentMethod.Name === 'Cash')?.Id;
    const payment = { Id: orderId, CustomerName: 'Walk-in', PhoneNumber: '', PointUsed: 0, MemberId: null, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: cash, Amount: 200_000 }] };
    const paid = await call<{ Change: number }>('POST', `/payment/${orderId}`, payment);
    expect(paid.status, JSON.stringify(paid.data)).toBe(200);
    expect(paid.data.Change).toBe(200_000 - order.data.Total);

    // The same payment sent again (a lost answer, retried): refused, never charged twice.
    const retried = await call('POST', `/payment/${orderId}`, payment);
    expect(retried.status).toBe(409);
    expect((await call<{ Status: number }>('GET', `/order/${orderId}`)).data.Status).toBe(OrderStatus.PAID);
    const rows = await server.database.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute();
    expect(rows).toHaveLength(1);
  });
});
