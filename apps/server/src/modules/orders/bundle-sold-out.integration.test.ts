import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, TableStatus } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { setProductStock } from '../../test-support/stock-fixtures.ts';
import { openOrdersTestbed, type OrdersTestbed } from './orders-test-kit.ts';

let bed: OrdersTestbed;

beforeAll(async () => {
  bed = await openOrdersTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const db = () => bed.server.database.db;
const countOrders = async () => Number((await db().selectFrom('orders').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
const countBundleLines = async () => Number((await db().selectFrom('order_product_bundles').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
const croissant = (stock: { isSoldOut: boolean; quantity?: number | null }) => setProductStock(bed.server, bed.outlet, 'Croissant', stock);
const stockOf = async (name: string) => (await db().selectFrom('outlet_products').select('stock_quantity').where('id', '=', bed.menu.product(name)).executeTakeFirstOrThrow()).stock_quantity;
const paketSarapan = (quantity = 1) => [{ OutletProductBundleId: bed.menu.bundle('Paket Sarapan'), Quantity: quantity }];

describe('a bundle with a sold-out product inside (issue 16)', () => {
  it('refuses a new order with Paket Sarapan while Croissant is sold out, naming both, and changes nothing', async () => {
    await croissant({ isSoldOut: true });
    const [orders, bundleLines] = [await countOrders(), await countBundleLines()];
    const refused = await bed.ani('POST', '/order', {
      ...bed.dineIn(),
      OutletTableIds: [bed.menu.table('T6')],
      OrderProducts: [{ OutletProductId: bed.menu.product('Es Kopi Susu'), Quantity: 1 }],
      OrderProductBundles: paketSarapan(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Paket Sarapan: Croissant is sold out',
      data: [{ field: 'OrderProductBundles.0.OutletProductBundleId', error: 'Paket Sarapan: Croissant is sold out' }],
    });
    expect(await countOrders()).toBe(orders);
    expect(await countBundleLines()).toBe(bundleLines);
    const table = await db().selectFrom('outlet_tables').select('status').where('id', '=', bed.menu.table('T6')).executeTakeFirstOrThrow();
    expect(table.status).toBe(TableStatus.EMPTY);
  });

  it('refuses adding Paket Sarapan to an order, leaving the order as it was', async () => {
    const order = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const refused = await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, { Version: order.Version, OrderProductBundles: paketSarapan(2) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Paket Sarapan: Croissant is sold out');
    const after = (await bed.ani('GET', `/order/${order.Id}`)).json().data as Order;
    expect(after).toMatchObject({ Version: order.Version, Status: OrderStatus.ORDERED, Total: order.Total, OrderProductBundles: [] });
  });

  it('counts a counted stock of 0 as sold out too, and sells the bundle once Croissant is back', async () => {
    await croissant({ isSoldOut: false, quantity: 0 });
    const empty = await bed.ani('POST', '/order', { ...bed.dineIn(), OrderProductBundles: paketSarapan() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Paket Sarapan: Croissant is sold out');

    await croissant({ isSoldOut: false, quantity: 5 });
    const order = await bed.createOrder({ ...bed.dineIn(), OrderProductBundles: paketSarapan(2) });
    expect(order.OrderProductBundles.map((line) => [line.ProductBundleName, line.Quantity])).toEqual([['Paket Sarapan', 2]]);
    // The counted Croissant stock gives the bundle's share.
    expect(await stockOf('Croissant')).toBe(3);
  });
});
