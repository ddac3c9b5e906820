import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Order } from '@kasir/contracts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openOrdersTestbed, type OrdersTestbed } from './orders-test-kit.ts';

let bed: OrdersTestbed;
let token: string;

beforeAll(async () => {
  bed = await openOrdersTestbed();
  token = (await signIn(bed.server)).cashierToken;
});
afterAll(async () => {
  await bed.server.stop();
});

/** POST /order as Ani's terminal with an Idempotency-Key. */
const createWithKey = (key: string, body: object) =>
  bed.server.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { ...bearer(token), outletid: String(bed.outlet), [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body,
  });

const countOrders = async () => Number((await bed.server.database.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const stockOf = async (name: string) =>
  (await bed.server.database.db.selectFrom('outlet_products').select('stock_quantity').where('id', '=', bed.menu.product(name)).executeTakeFirstOrThrow()).stock_quantity;

describe('POST /order with an Idempotency-Key', () => {
  const body = () => ({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('V60 Manual Brew'), Quantity: 2 }] });

  it('answers a retry with the first order and takes the stock once', async () => {
    const ordersBefore = await countOrders();
    const stockBefore = await stockOf('V60 Manual Brew');
    const first = await createWithKey('save-1', body());
    const retry = await createWithKey('save-1', body());
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode, retry.body).toBe(201);
    const [made, repeated] = [first.json().data as Order, retry.json().data as Order];
    expect(repeated.Id).toBe(made.Id);
    expect(repeated.OrderNo).toBe(made.OrderNo);
    expect(repeated.Total).toBe(made.Total);
    expect(await countOrders()).toBe(ordersBefore + 1);
    expect(await stockOf('V60 Manual Brew')).toBe((stockBefore ?? 0) - 2);
  });

  it('makes one order when the same key arrives twice at the same moment', async () => {
    const ordersBefore = await countOrders();
    const answers = await Promise.all([createWithKey('double-click', body()), createWithKey('double-click', body()), createWithKey('double-click', body())]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => (answer.json().data as Order).Id)).size).toBe(1);
    expect(await countOrders()).toBe(ordersBefore + 1);
  });

  it('makes separate orders for different keys', async () => {
    const [one, two] = await Promise.all([createWithKey('key-a', body()), createWithKey('key-b', body())]);
    expect((one.json().data as Order).Id).not.toBe((two.json().data as Order).Id);
  });

  it('refuses a key over 100 characters, naming the header, and makes nothing', async () => {
    const ordersBefore = await countOrders();
    const answer = await createWithKey('k'.repeat(101), body());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(IDEMPOTENCY_KEY_HEADER);
    expect(await countOrders()).toBe(ordersBefore);
  });
});
