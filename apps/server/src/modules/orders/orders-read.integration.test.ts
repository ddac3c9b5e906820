import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@kasir/domain';
import { OrderListSchema, OrderSummarySchema, type Order } from '@kasir/contracts';
import { signIn } from '../../test-support/test-server.ts';
import { openOrdersTestbed, terminal, type OrdersTestbed } from './orders-test-kit.ts';

let bed: OrdersTestbed;
let server: OrdersTestbed['server'];
let menu: OrdersTestbed['menu'];
let ani: OrdersTestbed['ani'];
let budi: OrdersTestbed['budi'];
let createOrder: OrdersTestbed['createOrder'];
let dineIn: OrdersTestbed['dineIn'];

beforeAll(async () => {
  bed = await openOrdersTestbed();
  ({ server, menu, ani, budi, createOrder, dineIn } = bed);
});
afterAll(async () => {
  await bed.server.stop();
});

describe('reading orders', () => {
  it('shows the same order in the detail, the ongoing lists and the table, and hides other outlets', async () => {
    const order = await createOrder({ ...dineIn(), OutletTableIds: [menu.table('T2')], OrderProducts: [{ OutletProductId: menu.product('Soto Ayam'), Quantity: 1 }] });
    const ongoing = (await budi('GET', '/order/ongoing')).json().data as Order[];
    expect(ongoing.find((candidate) => candidate.Id === order.Id)).toEqual(order);
    const simple = OrderSummarySchema.strict().array().parse((await budi('GET', '/order/simpleOngoingOrder')).json().data);
    expect(simple.find((candidate) => candidate.Id === order.Id)).toMatchObject({ Total: order.Total, OutletTableIds: [menu.table('T2')] });
    const byTable = (await budi('GET', `/order/byTable/${menu.table('T2')}?status=${OrderStatus.ORDERED}`)).json().data as Order[];
    expect(byTable[0]?.Id).toBe(order.Id);
    const grill = terminal(server, (await signIn(server)).cashierToken, server.ids.outletIds.grillChill);
    expect((await grill('GET', `/order/${order.Id}`)).statusCode).toBe(404);
    expect((await grill('POST', `/order/${order.Id}/editPax`, { Pax: 3 })).statusCode).toBe(400); // no shift there
    expect((await ani('GET', '/order/999999')).statusCode).toBe(404);
  });

  it('lists orders one page at a time by customer, order number and status, and the pending window', async () => {
    const order = await createOrder({ ...dineIn(), CustomerName: 'Ibu Wulan' });
    const found = OrderListSchema.parse((await ani('GET', '/order?keyword=wulan')).json().data);
    expect(found).toMatchObject({ Total: 1, Page: 1, Items: [{ Id: order.Id, CustomerName: 'Ibu Wulan' }] });
    const byNumber = (await ani('GET', `/order?keyword=${order.OrderNo}&status=${OrderStatus.ORDERED}`)).json().data;
    expect(byNumber.Items.map((item: { Id: number }) => item.Id)).toEqual([order.Id]);
    expect((await ani('GET', `/order?status=${OrderStatus.PAID}&keyword=wulan`)).json().data.Total).toBe(0);
    const page = (await ani('GET', '/order?limit=1&page=2')).json().data;
    expect(page).toMatchObject({ Page: 2, Limit: 1, Total: 2 });
    expect(page.Items).toHaveLength(1);
    expect((await ani('GET', '/order?fromDate=2026-02-30x')).statusCode).toBe(400);
    const pending = await ani('GET', '/order/getPending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toEqual([]);
  });

  it('leaves a pending line out of the totals every view shows, and lists its order as pending', async () => {
    const order = await createOrder({ OutletOrderTypeId: menu.orderType('Delivery'), pax: 1, DeliveryAddress: { Name: 'Rina', PhoneNumber: '0812', Address: 'Jl. Melati 1' }, OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }, { OutletProductId: menu.product('Es Campur'), Quantity: 2 }] });
    expect(order.SubTotal).toBe(64_000);
    const lineId = order.OrderProducts[1]!.Id;
    const moved = await ani('POST', '/pendingOrderProduct/moveToPending', { OrderId: order.Id, OrderProductId: lineId, Quantity: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = (await budi('GET', `/order/${order.Id}`)).json().data as Order;
    expect(detail).toMatchObject({ SubTotal: 20_000, Total: 20_000 });
    expect(detail.OrderProducts[1]).toMatchObject({ Status: 1, Total: 44_000 });
    expect(detail.OrderProducts[1]?.PendingOrderProductId).toEqual(expect.any(Number));
    const simple = (await budi('GET', '/order/simpleOngoingOrder')).json().data as Array<{ Id: number; Total: number }>;
    expect(simple.find((row) => row.Id === order.Id)?.Total).toBe(20_000);
    const pending = (await budi('GET', '/order/getPending')).json().data as Order[];
    expect(pending.map((row) => row.Id)).toContain(order.Id);
  });
});
