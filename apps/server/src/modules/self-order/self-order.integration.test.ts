import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ServerEvent, type Order, type PrintPlan, type SelfOrderMenu, type SelfOrderView } from '@kasir/contracts';
import { AppOrderType, CustomerOrderLineStatus, CustomerOrderStatus, MULTI_ORDER_QR_CODE_ON_VALUE, OrderProductStatus, OrderStatus, OutletSettingCode, ServerMessage, fillMessage } from '@kasir/domain';
import { openOrdersTestbed, type OrdersTestbed } from '../orders/orders-test-kit.ts';
import { signIn } from '../../test-support/test-server.ts';
import { multipartFile } from '../payment-admin/payment-admin-test-kit.ts';
import { customerCall, openCounterQr, openCustomerSession, openTableQr, placeCustomerOrder, qrTokenOf, type StaffTerminal } from '../../test-support/self-order-kit.ts';

let bed: OrdersTestbed;
let staff: StaffTerminal;
let socket: Socket;
const events: Array<{ name: string; payload: Record<string, unknown> }> = [];

beforeAll(async () => {
  bed = await openOrdersTestbed();
  staff = { token: (await signIn(bed.server)).cashierToken, outletId: bed.outlet };
  const url = await bed.server.listen();
  const budi = await signIn(bed.server, { username: 'budi', pin: '222222' });
  socket = connect(url, { transports: ['websocket'], auth: { token: budi.cashierToken, outletId: bed.outlet }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
  // The demo turns MULTI_ORDER_QR_CODE on; these tests start from the default (one order per table).
  await setMultiOrder(false);
});
afterAll(async () => {
  socket.disconnect();
  await bed.server.stop();
});

const db = () => bed.server.database.db;
async function setMultiOrder(isOn: boolean) {
  await db().deleteFrom('outlet_settings').where('outlet_id', '=', bed.outlet).where('code', '=', OutletSettingCode.MULTI_ORDER_QR_CODE).execute();
  await db().insertInto('outlet_settings').values({ outlet_id: bed.outlet, code: OutletSettingCode.MULTI_ORDER_QR_CODE, value: isOn ? MULTI_ORDER_QR_CODE_ON_VALUE : '0' }).execute();
}
const line = (name: string, quantity = 1, extra: { AddOnIds?: number[]; Notes?: string } = {}) => ({ OutletProductId: bed.menu.product(name), Quantity: quantity, ...extra });
const dineIn = (lines: ReturnType<typeof line>[], name = 'Tamu') => ({ AppOrderType: AppOrderType.DINE_IN, CustomerName: name, Lines: lines });
const eventually = async (check: () => void) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return check();
    } catch (error) {
      if (attempt > 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
};
async function phoneAt(table: string) {
  const session = await openCustomerSession(bed.server, await openTableQr(bed.server, staff, bed.menu.table(table)));
  return { session, call: customerCall(bed.server, session.SessionToken), token: session.SessionToken };
}
const orderRow = (orderId: number) => db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const placementRow = (id: number) => db().selectFrom('customer_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const linesOf = (orderId: number) => db().selectFrom('order_products').select(['id', 'product_name', 'status']).where('order_id', '=', orderId).orderBy('id').execute();

describe('table and counter QR', () => {
  it('prints the phone page with a signed token, reuses the live QR and prints that on the QR table slip', async () => {
    const tableId = bed.menu.table('T1');
    const first = (await bed.ani('GET', `/outletTable/generateQR?OutletTableId=${tableId}`)).json().data as { QrData: string; TableName: string; OutletTableId: number; OrderId: null };
    expect(first).toMatchObject({ OutletTableId: tableId, TableName: 'T1', OrderId: null });
    expect(first.QrData).toMatch(/^http:\/\/localhost(:\d+)?\/self-order\?qr=v1\.\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const again = (await bed.ani('GET', `/outletTable/generateQR?OutletTableId=${tableId}`)).json().data as { QrData: string };
    expect(again.QrData).toBe(first.QrData);
    const plan = (await bed.ani('POST', '/print/qrTable', { OutletTableId: tableId })).json().data as PrintPlan;
    expect(plan.Jobs.length).toBeGreaterThan(0);
    for (const job of plan.Jobs) expect(job.qrData).toBe(first.QrData);
  });

  it('takes the origin the cashier reached the product at', async () => {
    const response = await bed.server.app.inject({ method: 'GET', url: `/api/outletTable/generateQR?OutletTableId=${bed.menu.table('T1')}`, headers: { authorization: `Bearer ${staff.token}`, outletid: String(bed.outlet), origin: 'https://kasir.example.com' } });
    expect(response.json().data.QrData).toMatch(/^https:\/\/kasir\.example\.com\/self-order\?qr=v1\./);
  });

  it('opens a session for a table (dine in) and for the counter (pick-up, delivery)', async () => {
    const table = await openCustomerSession(bed.server, await openTableQr(bed.server, staff, bed.menu.table('T1')));
    expect(table).toMatchObject({ Table: { Id: bed.menu.table('T1'), TableName: 'T1' }, AppOrderTypes: [AppOrderType.DINE_IN], MultiOrder: false });
    expect(table.Outlet.Id).toBe(bed.outlet);
    expect(table.SessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored.
    const stored = await db().selectFrom('customer_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(table.SessionToken);
    const counter = await openCustomerSession(bed.server, await openCounterQr(bed.server, staff));
    expect(counter).toMatchObject({ Table: null, AppOrderTypes: [AppOrderType.PICK_UP, AppOrderType.DELIVERY] });
  });

  it('refuses a tampered or forged QR with a clear 403', async () => {
    const token = await openTableQr(bed.server, staff, bed.menu.table('T1'));
    const [version, id, nonce, signature] = token.split('.') as [string, string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [`${version}.${id}.${nonce}.${flipped}`, `${version}.${Number(id) + 1}.${nonce}.${signature}`, `${version}.${id}.${nonce}x.${signature}`, 'kasir://order?outlet=1&table=1&sig=abc']) {
      const response = await bed.server.app.inject({ method: 'POST', url: '/api/public/v1/sessions', payload: { Qr: bad } });
      expect(response.statusCode, bad).toBe(403);
      expect(response.json().message).toBe(ServerMessage.SELF_ORDER_QR_INVALID);
    }
  });

  it('revokes a QR: the printed token and its sessions stop working, the fresh one works (settings permission)', async () => {
    const tableId = bed.menu.table('O1');
    const old = await openTableQr(bed.server, staff, tableId);
    const phone = await openCustomerSession(bed.server, old);
    // Dewi (waiter) lacks the settings permission.
    const dewi = (await signIn(bed.server, { username: 'dewi', pin: '444444' })).cashierToken;
    const refused = await bed.server.app.inject({ method: 'POST', url: '/api/outletTable/revokeQR', headers: { authorization: `Bearer ${dewi}`, outletid: String(bed.outlet) }, payload: { OutletTableId: tableId } });
    expect(refused.statusCode).toBe(403);
    const revoked = await bed.budi('POST', '/outletTable/revokeQR', { OutletTableId: tableId });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const fresh = qrTokenOf(revoked.json().data.QrData);
    expect(fresh).not.toBe(old);
    expect(revoked.json().data).toMatchObject({ OutletTableId: tableId, TableName: 'O1' });
    const again = await bed.server.app.inject({ method: 'POST', url: '/api/public/v1/sessions', payload: { Qr: old } });
    expect(again.statusCode).toBe(403);
    const menu = await customerCall(bed.server, phone.SessionToken)('GET', '/menu');
    expect(menu.statusCode).toBe(403);
    expect(menu.json().message).toBe(ServerMessage.SELF_ORDER_QR_INVALID);
    const place = await customerCall(bed.server, phone.SessionToken)('POST', '/orders', dineIn([line('Americano')]));
    expect(place.statusCode).toBe(403);
    await openCustomerSession(bed.server, fresh);
    expect(await openTableQr(bed.server, staff, tableId)).toBe(fresh);
  });

  it('revokes the counter QR (OutletTableId null)', async () => {
    const old = await openCounterQr(bed.server, staff);
    const revoked = await bed.budi('POST', '/outletTable/revokeQR', { OutletTableId: null });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.OutletTableId).toBeNull();
    expect(qrTokenOf(revoked.json().data.QrData)).toBe(await openCounterQr(bed.server, staff));
    expect((await bed.server.app.inject({ method: 'POST', url: '/api/public/v1/sessions', payload: { Qr: old } })).statusCode).toBe(403);
  });
});

describe('tokens stay apart', () => {
  it('never takes a staff token as a session, nor a session token on a staff route', async () => {
    const phone = await phoneAt('T1');
    const staffAsBearer = await bed.server.app.inject({ method: 'GET', url: '/api/public/v1/menu', headers: { authorization: `Bearer ${staff.token}` } });
    expect(staffAsBearer.statusCode).toBe(401);
    expect(staffAsBearer.json().message).toBe(ServerMessage.SELF_ORDER_SESSION_INVALID);
    const staffAsSession = await customerCall(bed.server, staff.token)('GET', '/orders');
    expect(staffAsSession.statusCode).toBe(401);
    for (const headers of [{ authorization: `Bearer ${phone.token}` }, { 'x-customer-session': phone.token }]) {
      const ongoing = await bed.server.app.inject({ method: 'GET', url: '/api/order/ongoing', headers: { ...headers, outletid: String(bed.outlet) } });
      expect(ongoing.statusCode).toBe(401);
      const order = await bed.server.app.inject({ method: 'GET', url: '/api/order/1', headers: { ...headers, outletid: String(bed.outlet) } });
      expect(order.statusCode).toBe(401);
    }
  });

  it('lets a session read only its own placements: another phone (same or other table) gets 404', async () => {
    const mine = await phoneAt('T2');
    const sameTable = await phoneAt('T2');
    const otherTable = await phoneAt('T3');
    const placed = await placeCustomerOrder(bed.server, mine.token, dineIn([line('Americano')], 'Sari'));
    for (const other of [sameTable, otherTable]) {
      expect((await other.call('GET', `/orders/${placed.Id}`)).statusCode).toBe(404);
      expect((await other.call('GET', '/orders')).json().data.map((view: SelfOrderView) => view.Id)).not.toContain(placed.Id);
      expect((await other.call('POST', '/billRequest', { CustomerOrderId: placed.Id })).statusCode).toBe(404);
    }
    expect((await mine.call('GET', `/orders/${placed.Id}`)).json().data.Id).toBe(placed.Id);
  });
});

describe('menu', () => {
  it('lists the outlet’s products with categories, add-ons, sold-out flags, prices and pictures', async () => {
    await db().updateTable('outlet_products').set({ is_sold_out: 1 }).where('id', '=', bed.menu.product('Croissant')).execute();
    const { product_id: productId } = await db().selectFrom('outlet_products').select('product_id').where('id', '=', bed.menu.product('Es Kopi Susu')).executeTakeFirstOrThrow();
    await db().updateTable('products').set({ description: 'Kopi susu gula aren' }).where('id', '=', productId!).execute();
    // A real picture, uploaded by the owner and put on Americano.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 60 } } }).png().toBuffer();
    const { ownerToken } = await signIn(bed.server);
    const form = multipartFile(png);
    const uploaded = await bed.server.app.inject({ method: 'POST', url: '/api/image/upload', headers: { authorization: `Bearer ${ownerToken}`, ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    await db().updateTable('outlet_products').set({ image_file_name: uploaded.json().data.FileName }).where('id', '=', bed.menu.product('Americano')).execute();
    const phone = await phoneAt('T1');
    const menu = (await phone.call('GET', '/menu')).json().data as SelfOrderMenu;
    const kopi = menu.Products.find((product) => product.Name === 'Es Kopi Susu')!;
    expect(kopi).toMatchObject({ Id: bed.menu.product('Es Kopi Susu'), Price: 22_000, IsSoldOut: false, Description: 'Kopi susu gula aren' });
    expect(kopi.AddOns.map((addOn) => addOn.Name)).toContain('Extra Shot');
    expect(menu.Categories.map((category) => category.Id)).toContain(kopi.CategoryId);
    expect(menu.Products.find((product) => product.Name === 'Croissant')!.IsSoldOut).toBe(true);
    // Its URLs are ones the images module serves.
    const pictured = menu.Products.find((product) => product.Name === 'Americano')!;
    expect(pictured.ImageUrl).toMatch(/^\/api\/upload\/[^/]+$/);
    expect((await bed.server.app.inject({ method: 'GET', url: pictured.ImageUrl! })).statusCode).toBe(200);
    expect((await bed.server.app.inject({ method: 'GET', url: pictured.ThumbnailUrl! })).statusCode).toBe(200);
    expect((await phone.call('GET', `/menu?AppOrderType=${AppOrderType.DELIVERY}`)).statusCode).toBe(400);
  });
});

describe('prices by order type', () => {
  it('prices the counter menu and placement with the matching order type’s level: PICK_UP → Take Away, DELIVERY → Delivery', async () => {
    const delivery = bed.menu.orderType('Delivery');
    await db().updateTable('outlet_order_types').set({ price_level: 2 }).where('id', '=', delivery).execute();
    try {
      const counter = customerCall(bed.server, (await openCustomerSession(bed.server, await openCounterQr(bed.server, staff))).SessionToken);
      const priceOf = async (appOrderType: number) =>
        ((await counter('GET', `/menu?AppOrderType=${appOrderType}`)).json().data as SelfOrderMenu).Products.find((product) => product.Name === 'Nasi Goreng Spesial')!.Price;
      expect(await priceOf(AppOrderType.PICK_UP)).toBe(35_000);
      expect(await priceOf(AppOrderType.DELIVERY)).toBe(42_000);
      const placed = await counter('POST', '/orders', { AppOrderType: AppOrderType.DELIVERY, CustomerName: 'Joko', DeliveryAddress: { Name: 'Joko', PhoneNumber: '0812', Address: 'Jl. Mawar 1' }, Lines: [line('Nasi Goreng Spesial')] });
      expect(placed.json().data.Lines[0].Price).toBe(42_000);
      await db().updateTable('outlet_order_types').set({ is_active: 0 }).where('id', '=', delivery).execute();
      const closed = await counter('GET', `/menu?AppOrderType=${AppOrderType.DELIVERY}`);
      expect(closed.statusCode).toBe(400);
      expect(closed.json().message).toBe(ServerMessage.SELF_ORDER_TYPE_UNAVAILABLE);
    } finally {
      await db().updateTable('outlet_order_types').set({ price_level: null, is_active: 1 }).where('id', '=', delivery).execute();
    }
  });
});

describe('placing', () => {
  it('makes a new PENDING order with PENDING lines: not in the kitchen plan, not payable, no stock taken', async () => {
    const phone = await phoneAt('T4');
    const stockBefore = await db().selectFrom('outlet_products').select('stock_quantity').where('id', '=', bed.menu.product('V60 Manual Brew')).executeTakeFirstOrThrow();
    events.length = 0;
    const placed = await placeCustomerOrder(bed.server, phone.token, {
      ...dineIn([line('Es Kopi Susu', 2, { AddOnIds: [bed.menu.addOn('Extra Shot')], Notes: 'less ice' }), line('V60 Manual Brew')], 'Rina'),
      PhoneNumber: '08123',
    });
    expect(placed).toMatchObject({ Status: CustomerOrderStatus.PENDING, AppOrderType: AppOrderType.DINE_IN, TableName: 'T4', CustomerName: 'Rina', IsPaid: false, BillRequested: false });
    expect(placed.Lines[0]).toMatchObject({ ProductName: 'Es Kopi Susu', Quantity: 2, Price: 27_000, Notes: 'less ice', AddOns: [{ Name: 'Extra Shot', Price: 5_000 }], Status: CustomerOrderLineStatus.PENDING });
    expect(placed.Total).toBe(27_000 * 2 + placed.Lines[1]!.Price);

    const placement = await placementRow(placed.Id);
    const order = await orderRow(placement.order_id);
    expect(order).toMatchObject({ status: OrderStatus.PENDING, app_order_type: AppOrderType.DINE_IN, shift_id: null, created_by_name: 'Rina', customer_name: 'Rina' });
    expect(Number(order.total)).toBe(0);
    expect(placement.is_addition).toBe(0);
    expect((await linesOf(order.id)).map((row) => row.status)).toEqual([OrderProductStatus.PENDING, OrderProductStatus.PENDING]);
    // No table occupation yet, no stock taken.
    expect(await db().selectFrom('order_tables').select('order_id').where('order_id', '=', order.id).execute()).toEqual([]);
    const stockAfter = await db().selectFrom('outlet_products').select('stock_quantity').where('id', '=', bed.menu.product('V60 Manual Brew')).executeTakeFirstOrThrow();
    expect(stockAfter.stock_quantity).toBe(stockBefore.stock_quantity);

    const kitchen = (await bed.ani('POST', '/print/order', { Id: order.id })).json().data as PrintPlan;
    expect(JSON.stringify(kitchen.Jobs)).not.toContain('Es Kopi Susu');

    await eventually(() => {
      const changed = events.find((event) => event.name === ServerEvent.ORDER_CHANGED && event.payload.OrderId === order.id);
      const notice = events.find((event) => event.name === ServerEvent.CUSTOMER_NEW_ORDER);
      expect(changed?.payload).toMatchObject({ Status: OrderStatus.PENDING, Version: 1 });
      expect(notice?.payload).toMatchObject({ CustomerOrderId: placed.Id, OrderId: order.id, OrderNo: order.order_no, AppOrderType: AppOrderType.DINE_IN, IsAddition: false, TableNames: ['T4'], CustomerName: 'Rina', OutletId: bed.outlet });
    });
  });

  it('refuses lines against the menu, naming the line field', async () => {
    const phone = await phoneAt('T5');
    const refusal = async (body: object) => {
      const response = await phone.call('POST', '/orders', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as { message: string; data?: Array<{ field: string }> };
    };
    const fieldOf = (answer: { data?: Array<{ field: string }> }) => answer.data?.[0]?.field;
    expect(fieldOf(await refusal(dineIn([line('Americano'), { OutletProductId: 999_999, Quantity: 1 }])))).toBe('Lines.1.OutletProductId');
    const grill = await bed.server.database.db.selectFrom('outlet_products').select('id').where('outlet_id', '<>', bed.outlet).executeTakeFirstOrThrow();
    expect(fieldOf(await refusal(dineIn([{ OutletProductId: grill.id, Quantity: 1 }])))).toBe('Lines.0.OutletProductId');
    await db().updateTable('outlet_products').set({ is_sold_out: 1 }).where('id', '=', bed.menu.product('Croissant')).execute();
    const soldOut = await refusal(dineIn([line('Croissant')]));
    expect(soldOut.message).toBe(fillMessage(ServerMessage.PRODUCT_SOLD_OUT, { name: 'Croissant' }));
    expect(fieldOf(await refusal(dineIn([line('Americano', 1, { AddOnIds: [bed.menu.addOn('Extra Shot'), 999_999] })])))).toMatch(/^Lines\.0\.AddOnIds\.\d$/);
    const stock = await db().selectFrom('outlet_products').select('stock_quantity').where('id', '=', bed.menu.product('V60 Manual Brew')).executeTakeFirstOrThrow();
    expect(fieldOf(await refusal(dineIn([line('V60 Manual Brew', Number(stock.stock_quantity) + 1)])))).toBe('Lines.0.Quantity');
    expect(fieldOf(await refusal({ ...dineIn([line('Americano')]), AppOrderType: AppOrderType.PICK_UP }))).toBe('AppOrderType');
    expect(fieldOf(await refusal({ ...dineIn([]) }))).toBe('Lines');
  });

  it('takes pick-up and delivery from the counter QR; delivery needs the shipping data', async () => {
    const counter = customerCall(bed.server, (await openCustomerSession(bed.server, await openCounterQr(bed.server, staff))).SessionToken);
    const noAddress = await counter('POST', '/orders', { AppOrderType: AppOrderType.DELIVERY, CustomerName: 'Joko', Lines: [line('Americano')] });
    expect(noAddress.statusCode).toBe(400);
    const noPhone = await counter('POST', '/orders', { AppOrderType: AppOrderType.DELIVERY, CustomerName: 'Joko', DeliveryAddress: { Name: 'Joko', PhoneNumber: '', Address: 'Jl. Mawar 1' }, Lines: [line('Americano')] });
    expect(noPhone.statusCode).toBe(400);
    events.length = 0;
    const delivery = await counter('POST', '/orders', { AppOrderType: AppOrderType.DELIVERY, CustomerName: 'Joko', DeliveryAddress: { Name: 'Joko', PhoneNumber: '0812', Address: 'Jl. Mawar 1' }, Lines: [line('Americano')] });
    expect(delivery.statusCode, delivery.body).toBe(201);
    const order = await orderRow((await placementRow(delivery.json().data.Id)).order_id);
    expect(order).toMatchObject({ status: OrderStatus.PENDING, app_order_type: AppOrderType.DELIVERY });
    expect(JSON.parse(order.delivery_address!)).toMatchObject({ Address: 'Jl. Mawar 1' });
    const pickUp = await counter('POST', '/orders', { AppOrderType: AppOrderType.PICK_UP, CustomerName: 'Joko', Lines: [line('Americano')] });
    expect(pickUp.statusCode).toBe(201);
    await eventually(() => expect(events.filter((event) => event.name === ServerEvent.CUSTOMER_ONLINE_ORDER)).toHaveLength(2));
    expect((await counter('POST', '/orders', { AppOrderType: AppOrderType.DINE_IN, CustomerName: 'Joko', Lines: [line('Americano')] })).statusCode).toBe(400);
  });

  it('joins the table’s ORDERED order as PENDING lines (Tambahan) and bumps its version', async () => {
    const cashierOrder = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('T6')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const totalBefore = Number((await orderRow(cashierOrder.Id)).total);
    const phone = await phoneAt('T6');
    events.length = 0;
    const placed = await placeCustomerOrder(bed.server, phone.token, dineIn([line('Es Kopi Susu')]));
    const placement = await placementRow(placed.Id);
    expect(placement).toMatchObject({ order_id: cashierOrder.Id, is_addition: 1 });
    const order = await orderRow(cashierOrder.Id);
    expect(order).toMatchObject({ status: OrderStatus.ORDERED, version: cashierOrder.Version + 1 });
    // PENDING lines are not payable: the total stays until a cashier confirms them.
    expect(Number(order.total)).toBe(totalBefore);
    expect((await linesOf(cashierOrder.Id)).map((row) => [row.product_name, row.status])).toEqual([
      ['Americano', OrderProductStatus.CONFIRMED],
      ['Es Kopi Susu', OrderProductStatus.PENDING],
    ]);
    const read = (await bed.ani('GET', `/order/${cashierOrder.Id}`)).json().data as Order;
    expect(read.Version).toBe(cashierOrder.Version + 1);
    const kitchen = (await bed.ani('POST', '/print/order', { Id: cashierOrder.Id })).json().data as PrintPlan;
    expect(JSON.stringify(kitchen.Jobs)).not.toContain('Es Kopi Susu');
    await eventually(() => expect(events.find((event) => event.name === ServerEvent.CUSTOMER_NEW_ORDER)?.payload).toMatchObject({ OrderId: cashierOrder.Id, IsAddition: true, TableNames: ['T6'] }));
  });

  it('joins a PENDING customer order of the table from another phone, unless MULTI_ORDER_QR_CODE is on', async () => {
    const first = await phoneAt('T7');
    const second = await phoneAt('T7');
    const a = await placeCustomerOrder(bed.server, first.token, dineIn([line('Americano')], 'A'));
    const b = await placeCustomerOrder(bed.server, second.token, dineIn([line('Americano')], 'B'));
    const [rowA, rowB] = await Promise.all([placementRow(a.Id), placementRow(b.Id)]);
    expect(rowB.order_id).toBe(rowA.order_id);
    expect(rowB.is_addition).toBe(0);
    expect(a.OrderNo).toBe(b.OrderNo);

    await setMultiOrder(true);
    try {
      const third = await phoneAt('T8');
      const fourth = await phoneAt('T8');
      expect(third.session.MultiOrder).toBe(true);
      const c1 = await placeCustomerOrder(bed.server, third.token, dineIn([line('Americano')], 'C'));
      const d = await placeCustomerOrder(bed.server, fourth.token, dineIn([line('Americano')], 'D'));
      const c2 = await placeCustomerOrder(bed.server, third.token, dineIn([line('Americano')], 'C'));
      const [rowC1, rowD, rowC2] = await Promise.all([placementRow(c1.Id), placementRow(d.Id), placementRow(c2.Id)]);
      expect(rowD.order_id).not.toBe(rowC1.order_id);
      expect(rowC2.order_id).toBe(rowC1.order_id);
    } finally {
      await setMultiOrder(false);
    }
  });

  it('answers a retried placement (same Idempotency-Key) with the first one, even when both race', async () => {
    const phone = await phoneAt('O2');
    const key = 'retry-0001-abcdef';
    const first = await placeCustomerOrder(bed.server, phone.token, dineIn([line('Americano')]), key);
    const retry = await placeCustomerOrder(bed.server, phone.token, dineIn([line('Americano')]), key);
    expect(retry.Id).toBe(first.Id);
    const racing = await Promise.all([1, 2, 3].map(() => placeCustomerOrder(bed.server, phone.token, dineIn([line('Americano', 2)]), 'race-0002-abcdef')));
    expect(new Set(racing.map((view) => view.Id)).size).toBe(1);
    const rows = await db().selectFrom('customer_orders').select('id').where('customer_session_id', '=', (await placementRow(first.Id)).customer_session_id).execute();
    expect(rows).toHaveLength(2);
    expect((await linesOf((await placementRow(first.Id)).order_id)).length).toBe(2);
  });

  it('keeps two phones placing at once on one table consistent: one order, every line once', async () => {
    const phones = [await phoneAt('O3'), await phoneAt('O3')];
    const placed = await Promise.all(phones.flatMap((phone, index) => [1, 2, 3].map((round) => placeCustomerOrder(bed.server, phone.token, dineIn([line('Americano', round)], `P${index}`)))));
    const orderIds = new Set(await Promise.all(placed.map(async (view) => (await placementRow(view.Id)).order_id)));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds] as [number];
    expect(await linesOf(orderId)).toHaveLength(6);
    const pendingOrders = await db().selectFrom('customer_orders').innerJoin('orders', 'orders.id', 'customer_orders.order_id').select('orders.id').where('customer_orders.outlet_table_id', '=', bed.menu.table('O3')).groupBy('orders.id').execute();
    expect(pendingOrders).toHaveLength(1);
    // Each phone reads its own three, newest first.
    const own = (await phones[0]!.call('GET', '/orders')).json().data as SelfOrderView[];
    expect(own).toHaveLength(3);
    expect(own.map((view) => view.Id)).toEqual([...own.map((view) => view.Id)].sort((left, right) => right - left));
  });
});

describe('bill request', () => {
  it('is refused before anything is confirmed, then made once per order and announced', async () => {
    const pending = await phoneAt('O4');
    const waiting = await placeCustomerOrder(bed.server, pending.token, dineIn([line('Americano')]));
    const early = await pending.call('POST', '/billRequest', { CustomerOrderId: waiting.Id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ServerMessage.SELF_ORDER_NOTHING_CONFIRMED);

    const cashierOrder = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('O5')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const phone = await phoneAt('O5');
    const placed = await placeCustomerOrder(bed.server, phone.token, dineIn([line('Es Kopi Susu')]));
    events.length = 0;
    const [one, two] = await Promise.all([phone.call('POST', '/billRequest', { CustomerOrderId: placed.Id }), phone.call('POST', '/billRequest', { CustomerOrderId: placed.Id })]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.json().data.Id).toBe(one.json().data.Id);
    expect(await db().selectFrom('bill_requests').select('id').where('order_id', '=', cashierOrder.Id).execute()).toHaveLength(1);
    expect((await phone.call('GET', `/orders/${placed.Id}`)).json().data.BillRequested).toBe(true);
    await eventually(() => expect(events.filter((event) => event.name === ServerEvent.CUSTOMER_REQUEST_BILL).map((event) => event.payload)).toEqual([expect.objectContaining({ BillRequestId: one.json().data.Id, OrderId: cashierOrder.Id, OrderNo: cashierOrder.OrderNo, TableNames: ['O5'] })]));

    await db().updateTable('orders').set({ status: OrderStatus.PAID }).where('id', '=', cashierOrder.Id).execute();
    const paid = await phone.call('POST', '/billRequest', { CustomerOrderId: placed.Id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(ServerMessage.SELF_ORDER_PAID_ALREADY);
    expect((await phone.call('GET', `/orders/${placed.Id}`)).json().data.IsPaid).toBe(true);
  });
});

describe('rate limits', () => {
  it('limits QR scans per address and placements per phone with a 429 and a clear message', async () => {
    const qr = await openTableQr(bed.server, staff, bed.menu.table('O6'));
    const scans = [];
    const { sessionsPerMinute, ordersPerMinute } = bed.server.config.selfOrderLimits;
    for (let index = 0; index <= sessionsPerMinute; index += 1) scans.push(await bed.server.app.inject({ method: 'POST', url: '/api/public/v1/sessions', payload: { Qr: qr }, remoteAddress: '10.9.9.9' }));
    expect(scans.slice(0, sessionsPerMinute).every((response) => response.statusCode === 201)).toBe(true);
    expect(scans[sessionsPerMinute]!.statusCode).toBe(429);
    expect(scans[sessionsPerMinute]!.json().message).toBe(ServerMessage.SELF_ORDER_TOO_MANY_SESSIONS);
    expect(scans[sessionsPerMinute]!.headers['retry-after']).toBeDefined();
    // Another address still scans.
    expect((await bed.server.app.inject({ method: 'POST', url: '/api/public/v1/sessions', payload: { Qr: qr }, remoteAddress: '10.9.9.10' })).statusCode).toBe(201);

    const phone = customerCall(bed.server, scans[0]!.json().data.SessionToken);
    const other = customerCall(bed.server, scans[1]!.json().data.SessionToken);
    const placements = [];
    for (let index = 0; index <= ordersPerMinute; index += 1) placements.push(await phone('POST', '/orders', dineIn([line('Americano')])));
    expect(placements.slice(0, ordersPerMinute).every((response) => response.statusCode === 201)).toBe(true);
    expect(placements[ordersPerMinute]!.statusCode).toBe(429);
    expect(placements[ordersPerMinute]!.json().message).toBe(ServerMessage.SELF_ORDER_TOO_MANY_ORDERS);
    expect((await other('POST', '/orders', dineIn([line('Americano')]))).statusCode).toBe(201);
  });
});
