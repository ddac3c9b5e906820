import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode, OrderStatus, OtherPermission, SpecMessage, TableStatus } from '@kasir/domain';
import { OrderSchema, STALE_ORDER_MESSAGE, type Order } from '@kasir/contracts';
import { signIn, type TestServer } from '../../test-support/test-server.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { lookUpOrderDemo } from '../../test-support/order-fixtures.ts';
import { openOrdersTestbed, startShift, terminal, type DemoMenu, type OrdersTestbed } from './orders-test-kit.ts';
import { setProductStock } from '../../test-support/stock-fixtures.ts';

let bed: OrdersTestbed;
let server: TestServer;
let outlet: number;
let menu: DemoMenu;
let ani: OrdersTestbed['ani'];
let budi: OrdersTestbed['budi'];
let createOrder: OrdersTestbed['createOrder'];
let dineIn: OrdersTestbed['dineIn'];

beforeAll(async () => {
  bed = await openOrdersTestbed();
  ({ server, outlet, menu, ani, budi, createOrder, dineIn } = bed);
});
afterAll(async () => {
  await bed.server.stop();
});

const stockOf = async (name: string) =>
  (await server.database.db.selectFrom('outlet_products').select('stock_quantity').where('id', '=', menu.product(name)).executeTakeFirstOrThrow()).stock_quantity;

describe('POST /order', () => {
  it('takes a dine-in order with add-ons and a bundle, priced by the server from its own menu', async () => {
    // Croissant (sold out in the demo data) is in stock for this sale only: a later test refuses it sold out.
    await setProductStock(server, outlet, 'Croissant', { isSoldOut: false });
    const order = await createOrder({
      ...dineIn(),
      OutletTableIds: [menu.table('T1')],
      CustomerName: 'Pak Joko',
      // A client's price of a menu add-on and any totals it sends are ignored.
      SubTotal: 1,
      Total: 1,
      OrderProducts: [{ OutletProductId: menu.product('Es Kopi Susu'), Quantity: 2, Notes: 'less ice', OrderSubProducts: [{ SubProductId: menu.addOn('Extra Shot'), Price: 1 }, { Name: 'No Ice' }, { Name: ' no ice ' }] }],
      OrderProductBundles: [{ OutletProductBundleId: menu.bundle('Paket Sarapan'), Quantity: 1 }],
    });
    await setProductStock(server, outlet, 'Croissant', { isSoldOut: true });
    expect(order).toMatchObject({ Status: OrderStatus.ORDERED, Version: 1, Pax: 2, CustomerName: 'Pak Joko', OrderTypeName: 'Dine In', OutletTableIds: [menu.table('T1')] });
    expect(order.OrderNo).toMatch(/^ORD-\d{8}-\d{4}$/);
    // The answer is exactly the wire shape the web app parses.
    expect(OrderSchema.strict().parse(order)).toEqual(order);
    const [line] = order.OrderProducts;
    expect(line).toMatchObject({ ProductName: 'Es Kopi Susu', Quantity: 2, UnitPrice: 22_000, Price: 27_000, Total: 54_000, Notes: 'less ice' });
    // Add-ons are unique by name: the second 'no ice' adds to the first (spec §5).
    expect(line?.OrderSubProducts.map((addOn) => [addOn.Name, addOn.Price, addOn.Quantity])).toEqual([['Extra Shot', 5_000, 1], ['No Ice', 0, 2]]);
    expect(order.OrderProductBundles[0]).toMatchObject({ ProductBundleName: 'Paket Sarapan', Total: 38_000, OutletProductBundleDetails: [{ Name: 'Americano' }, { Name: 'Croissant' }] });
    // 92.000 + Service 5 % (4.600) + PB1 10 % of 96.600 (9.660) = 106.260, Dine In rounds up to the hundred.
    expect(order).toMatchObject({ SubTotal: 92_000, ChargeTotal: 14_260, Total: 106_300, Rounding: 40 });
    expect(order.OrderCharges.map((charge) => [charge.ChargeName, charge.TotalCharge])).toEqual([['Service', 4_600], ['PB1', 9_660]]);
    const table = await server.database.db.selectFrom('outlet_tables').select('status').where('id', '=', menu.table('T1')).executeTakeFirstOrThrow();
    expect(table.status).toBe(TableStatus.ORDERED);
  });

  it('prices Take Away with its packaging charge and Marketplace at its level price', async () => {
    const takeAway = await createOrder({ OutletOrderTypeId: menu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }] });
    expect(takeAway).toMatchObject({ SubTotal: 20_000, Total: 22_000 });
    const marketplace = await createOrder({ OutletOrderTypeId: menu.orderType('Marketplace'), pax: 1, OrderProducts: [{ OutletProductId: menu.product('Nasi Goreng Spesial'), Quantity: 2 }] });
    expect(marketplace.OrderProducts[0]).toMatchObject({ UnitPrice: 42_000, SellPrice: 35_000, Total: 84_000 });
    expect(marketplace.Total).toBe(84_000);
  });

  it('needs the shipping data of a delivery order, with the spec messages', async () => {
    const base = { OutletOrderTypeId: menu.orderType('Delivery'), pax: 1 };
    const missing = await ani('POST', '/order', base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0]).toEqual({ field: 'DeliveryAddress.Name', error: SpecMessage.NAME_REQUIRED });
    const noPhone = await ani('POST', '/order', { ...base, DeliveryAddress: { Name: 'Rina', Address: 'Jl. Melati 1' } });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().data[0].error).toBe(SpecMessage.PHONE_REQUIRED);
    const order = await createOrder({ ...base, DeliveryAddress: { Name: 'Rina', PhoneNumber: '081200000001', Address: 'Jl. Melati 1', PostalCode: '40115' } });
    expect(JSON.parse(order.DeliveryAddress ?? '{}')).toMatchObject({ Name: 'Rina', PostalCode: '40115' });
  });

  it('refuses without an open shift (SHIFT_NOT_START_ERROR)', async () => {
    // Ani has her shift at Kopi Senja, none at Grill & Chill. (Dewi the waiter would work on
    // Kopi Senja's open shift: modules/shifts/waiter-shift.integration.test.ts.)
    const grill = server.ids.outletIds.grillChill;
    const grillMenu = await lookUpOrderDemo(server, grill);
    const aniAtGrill = terminal(server, (await signIn(server)).cashierToken, grill);
    const response = await aniAtGrill('POST', '/order', { OutletOrderTypeId: grillMenu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: grillMenu.product('Ocha Refill'), Quantity: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: AppErrorCode.SHIFT_NOT_START_ERROR, message: 'Shift tidak ditemukan' });
  });

  it.each([
    ['a negative quantity', { OrderProducts: [{ OutletProductId: 0, Quantity: -1 }] }, 400, 'OrderProducts.0'],
    ['a fractional quantity', { OrderProducts: [{ OutletProductId: 1, Quantity: 1.5 }] }, 400, 'OrderProducts.0.Quantity'],
    ['a price over 1e13', { OrderProducts: [{ OutletProductId: 1, Quantity: 1, Price: 1e13 + 1 }] }, 400, 'OrderProducts.0.Price'],
    ['pax 0', { pax: 0 }, 400, 'pax'],
  ])('answers 400 naming the field for %s', async (_name, change, status, field) => {
    const response = await ani('POST', '/order', { ...dineIn(), ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json().data.map((error: { field: string }) => error.field).join(' ')).toContain(field);
  });

  it('answers 404 naming an unknown product, another owner’s product or a foreign order type, and keeps nothing', async () => {
    const other = await addSecondOwner(server);
    const db = server.database.db;
    const category = await db.insertInto('product_categories').values({ outlet_id: other.outletId, name: 'Food', department_id: null, position: 1 }).returning('id').executeTakeFirstOrThrow();
    const foreign = await db
      .insertInto('outlet_products')
      .values({ outlet_id: other.outletId, product_category_id: category.id, name: 'Bakso', sell_price: 1_500_000, level_prices: null, stock_quantity: null, is_sold_out: 0, image_file_name: null, position: 1, is_active: 1, updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await db.selectFrom('orders').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    for (const id of [999_999, foreign.id]) {
      const response = await ani('POST', '/order', { ...dineIn(), OrderProducts: [{ OutletProductId: id, Quantity: 1 }] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Product ${id} not found`);
    }
    const foreignType = await ani('POST', '/order', { OutletOrderTypeId: 999_999, pax: 1 });
    expect(foreignType.statusCode).toBe(404);
    const after = await db.selectFrom('orders').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('never takes more than the stock, and takes it in the same transaction', async () => {
    const start = await stockOf('V60 Manual Brew');
    const tooMany = await ani('POST', '/order', { ...dineIn(), OrderProducts: [{ OutletProductId: menu.product('V60 Manual Brew'), Quantity: (start ?? 0) + 1 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/Not enough stock of V60 Manual Brew/);
    expect(await stockOf('V60 Manual Brew')).toBe(start);
    await createOrder({ ...dineIn(), OrderProducts: [{ OutletProductId: menu.product('V60 Manual Brew'), Quantity: 3 }] });
    expect(await stockOf('V60 Manual Brew')).toBe((start ?? 0) - 3);
    const soldOut = await ani('POST', '/order', { ...dineIn(), OrderProducts: [{ OutletProductId: menu.product('Croissant'), Quantity: 1 }] });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().message).toBe('Croissant is sold out');
  });

  it('gives ten terminals creating at once ten different order numbers, no error', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 === 0 ? ani : budi)('POST', '/order', { ...dineIn(), OrderProducts: [{ OutletProductId: menu.product('Teh Tarik'), Quantity: 1 }] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const numbers = responses.map((response) => response.json().data.OrderNo as string);
    expect(new Set(numbers).size).toBe(10);
  });
});

describe('changes to an order', () => {
  it('adds products line by line and refuses a stale Version with 409 and the fresh order', async () => {
    const order = await createOrder({ ...dineIn(), OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }] });
    const added = await budi('POST', `/order/${order.Id}/addOrderProduct`, { Version: 1, OrderProducts: [{ OutletProductId: menu.product('Kentang Goreng'), Quantity: 2 }] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ Version: 2, SubTotal: 56_000 });
    // Ani still shows version 1: her add is refused, nothing is overwritten.
    const stale = await ani('POST', `/order/${order.Id}/addOrderProduct`, { Version: 1, OrderProducts: [{ OutletProductId: menu.product('Roti Bakar'), Quantity: 1 }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_ORDER_MESSAGE, code: 'STALE_ORDER', Order: { Id: order.Id, Version: 2 } });
    expect(stale.json().Order.OrderProducts.map((line: { ProductName: string }) => line.ProductName)).toEqual(['Americano', 'Kentang Goreng']);
    // Without a Version, adds from two terminals both land.
    await Promise.all([ani, budi].map((call) => call('POST', `/order/${order.Id}/addOrderProduct`, { OrderProducts: [{ OutletProductId: menu.product('Es Teh Manis'), Quantity: 1 }] })));
    const detail = (await ani('GET', `/order/${order.Id}`)).json().data as Order;
    expect(detail.OrderProducts).toHaveLength(4);
    expect(detail).toMatchObject({ Version: 4, SubTotal: 76_000 });
  });

  it('leaves the order unchanged on a bad add', async () => {
    const order = await createOrder({ ...dineIn(), OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }] });
    for (const body of [{ OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 0 }] }, { OrderProducts: [{ OutletProductId: 999_999, Quantity: 1 }] }, { OrderProducts: [] }]) {
      const response = await ani('POST', `/order/${order.Id}/addOrderProduct`, body);
      expect([400, 404]).toContain(response.statusCode);
    }
    const detail = (await ani('GET', `/order/${order.Id}`)).json().data as Order;
    expect(detail).toMatchObject({ Version: 1, SubTotal: 20_000 });
    expect(detail.OrderProducts).toHaveLength(1);
  });

  it('updates customer data and pax', async () => {
    const order = await createOrder(dineIn());
    const customer = await ani('POST', `/order/${order.Id}/updateCustomerData`, { CustomerName: 'Bu Sari', PhoneNumber: '0812' });
    expect(customer.json().data).toMatchObject({ CustomerName: 'Bu Sari', PhoneNumber: '0812', Version: 2 });
    const pax = await ani('POST', `/order/${order.Id}/editPax`, { Pax: 5, Version: 2 });
    expect(pax.json().data).toMatchObject({ Pax: 5, Version: 3 });
    const zero = await ani('POST', `/order/${order.Id}/editPax`, { Pax: 0 });
    expect(zero.json().data[0].error).toBe(SpecMessage.PAX_ZERO);
  });

  it('refuses a role without add order (403) and asks for a supervisor where add order carries UsePin', async () => {
    const db = server.database.db;
    const tokens = await signIn(server, { username: 'dewi', pin: '444444' });
    await startShift(server, tokens.cashierToken, outlet);
    const dewi = terminal(server, tokens.cashierToken, outlet);
    const roleId = server.ids.roleIds.waiter!;
    await db.updateTable('role_other_modules').set({ use_pin: 1 }).where('role_id', '=', roleId).where('other_module_id', '=', OtherPermission.ADD_ORDER).execute();
    const needsPin = await dewi('POST', '/order', dineIn());
    expect(needsPin.statusCode).toBe(400);
    expect(needsPin.json().data[0]).toEqual({ field: 'Approval.UserId', error: SpecMessage.CASHIER_REQUIRED });
    const approved = await dewi('POST', '/order', { ...dineIn(), Approval: { UserId: server.ids.userIds.budi, PIN: '222222' } });
    expect(approved.statusCode).toBe(201);
    await db.deleteFrom('role_other_modules').where('role_id', '=', roleId).where('other_module_id', '=', OtherPermission.ADD_ORDER).execute();
    const denied = await dewi('POST', '/order', dineIn());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Sorry, you don't have access to add orders");
  });
});
