import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { openOrdersTestbed, type OrdersTestbed } from '../modules/orders/orders-test-kit.ts';
import { bearer, signIn } from '../test-support/test-server.ts';

/** Issue 17: spellings that Number() takes as the id, each of which must be refused. */
const OTHER_SPELLINGS = (id: number) => [
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}e0`,
  `${id}.0`,
  `+${id}`,
  `%20${id}`,
  `0${id}`,
  '0',
  String(MAX_ROW_ID + 1),
];

let bed: OrdersTestbed;
let order: Order;
beforeAll(async () => {
  bed = await openOrdersTestbed();
  order = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
});
afterAll(async () => {
  await bed.server.stop();
});

async function orderRow(id: number) {
  return bed.server.database.db.selectFrom('orders').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('ids are canonical decimal digits in every path, query and header', () => {
  it('answers the order for its own id and a 400 naming the parameter for every other spelling', async () => {
    expect((await bed.ani('GET', `/order/${order.Id}`)).statusCode).toBe(200);
    for (const spelling of OTHER_SPELLINGS(order.Id)) {
      const response = await bed.ani('GET', `/order/${spelling}`);
      expect(response.statusCode, spelling).toBe(400);
      expect(response.json().data[0].field, spelling).toBe('id');
    }
  });

  it('changes nothing when a write names the order in another spelling', async () => {
    const before = await orderRow(order.Id);
    for (const spelling of OTHER_SPELLINGS(order.Id)) {
      const response = await bed.ani('POST', `/payment/${spelling}/terminateOrder`, {});
      expect(response.statusCode, spelling).toBe(400);
      expect(response.json().data[0].field, spelling).toBe('id');
    }
    expect(await orderRow(order.Id)).toEqual(before);
  });

  it('refuses other spellings of an id in a query and in the outletid header', async () => {
    const table = bed.menu.table('T1');
    const query = await bed.ani('GET', `/outletTable/generateQR?OutletTableId=0x${table.toString(16)}`);
    expect(query.statusCode).toBe(400);
    expect(query.json().data[0].field).toBe('OutletTableId');

    const { cashierToken } = await signIn(bed.server);
    const header = await bed.server.app.inject({
      method: 'GET',
      url: `/api/order/${order.Id}`,
      headers: { ...bearer(cashierToken), outletid: `0x${bed.outlet.toString(16)}` },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().data[0].field).toBe('outletid');
  });
});
