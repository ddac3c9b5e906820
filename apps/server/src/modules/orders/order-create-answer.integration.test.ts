import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kasir/contracts';
import { openOrdersTestbed, type OrdersTestbed } from './orders-test-kit.ts';
import { putCroissantBackInStock } from '../../test-support/stock-fixtures.ts';

// POST /order answers from the rows it has just written instead of reading them back; these
// tests hold that answer to what a fresh read of the same order shows.
let bed: OrdersTestbed;

beforeAll(async () => {
  bed = await openOrdersTestbed();
  await putCroissantBackInStock(bed.server, bed.outlet);
});
afterAll(async () => {
  await bed.server.stop();
});

const readBack = async (order: Order) => (await bed.ani('GET', `/order/${order.Id}`)).json().data as Order;

describe('POST /order answer', () => {
  it('equals GET /order/{id} for plain lines, lines with add-ons, a bundle and a table', async () => {
    const { menu } = bed;
    const order = await bed.createOrder({
      ...bed.dineIn(),
      OutletTableIds: [menu.table('T2')],
      OrderProducts: [
        { OutletProductId: menu.product('Americano'), Quantity: 1 },
        { OutletProductId: menu.product('Teh Tarik'), Quantity: 2, Notes: 'less sugar' },
        { OutletProductId: menu.product('Es Kopi Susu'), Quantity: 1, OrderSubProducts: [{ SubProductId: menu.addOn('Extra Shot') }, { Name: 'No Ice' }] },
        { OutletProductId: menu.product('Americano'), Quantity: 3, Price: 20_000 },
        { OutletProductId: menu.product('Es Teh Manis'), Quantity: 1 },
      ],
      OrderProductBundles: [{ OutletProductBundleId: menu.bundle('Paket Sarapan'), Quantity: 2 }],
    });
    expect(order).toEqual(await readBack(order));
    // Lines keep the order the cashier took them in.
    expect(order.OrderProducts.map((line) => [line.ProductName, line.Quantity])).toEqual([
      ['Americano', 1],
      ['Teh Tarik', 2],
      ['Es Kopi Susu', 1],
      ['Americano', 3],
      ['Es Teh Manis', 1],
    ]);
    expect(order.OrderProducts[2]?.OrderSubProducts.map((addOn) => addOn.Name)).toEqual(['Extra Shot', 'No Ice']);
  });

  it('equals GET /order/{id} for a take-away order of plain lines only', async () => {
    const { menu } = bed;
    const order = await bed.createOrder({
      OutletOrderTypeId: menu.orderType('Take Away'),
      pax: 1,
      OrderProducts: ['Americano', 'Teh Tarik', 'Es Teh Manis'].map((name) => ({ OutletProductId: menu.product(name), Quantity: 1 })),
    });
    expect(order.OrderProducts).toHaveLength(3);
    expect(order).toEqual(await readBack(order));
  });
});
