import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ServerEvent, type BillRequest, type CustomerAppInfo, type CustomerOrder, type Order, type PrintPlan } from '@kasir/contracts';
import { CustomerOrderLineStatus, CustomerOrderStatus, OrderProductStatus, OrderStatus, SpecMessage, StepProcess, TableStatus } from '@kasir/domain';
import { signIn } from '../../test-support/test-server.ts';
import { insertBillRequest, insertCustomerPlacement } from '../../test-support/customer-order-fixture.ts';
import { openPaymentsTestbed } from '../payments/payments-test-kit.ts';
import { startShift, terminal } from '../orders/orders-test-kit.ts';

type Bed = Awaited<ReturnType<typeof openPaymentsTestbed>>;
let bed: Bed;
let dewi: ReturnType<typeof terminal>;
let socket: Socket;
const events: Array<{ name: string; payload: Record<string, unknown> }> = [];

beforeAll(async () => {
  bed = await openPaymentsTestbed();
  const dewiTokens = await signIn(bed.server, { username: 'dewi', pin: '444444' });
  await startShift(bed.server, dewiTokens.cashierToken, bed.outlet);
  dewi = terminal(bed.server, dewiTokens.cashierToken, bed.outlet);
  const url = await bed.server.listen();
  const budi = await signIn(bed.server, { username: 'budi', pin: '222222' });
  socket = connect(url, { transports: ['websocket'], auth: { token: budi.cashierToken, outletId: bed.outlet }, reconnection: false, forceNew: true });
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await bed.server.stop();
});

const aniId = async () => (await bed.db.selectFrom('users').select('id').where('username', '=', 'ani').executeTakeFirstOrThrow()).id;
/** A phone at a table orders some products (a new PENDING order, or joining `joinOrderId`). */
async function place(table: string | null, products: Array<[string, number]>, joinOrderId?: number) {
  return insertCustomerPlacement(bed.server, {
    ownerId: bed.server.ids.ownerId,
    outletId: bed.outlet,
    qrCreatedBy: await aniId(),
    tableId: table === null ? null : bed.menu.table(table),
    outletOrderTypeId: bed.menu.orderType('Dine In'),
    products: products.map(([name, Quantity]) => ({ OutletProductId: bed.menu.product(name), Quantity })),
    ...(joinOrderId === undefined ? {} : { joinOrderId }),
  });
}
const stockOf = async (name: string) => Number((await bed.db.selectFrom('outlet_products').select('stock_quantity').where('id', '=', bed.menu.product(name)).executeTakeFirstOrThrow()).stock_quantity);
const placementOf = async (id: number) => (await bed.ani('GET', '/customerOrder?status=all')).json<{ data: CustomerOrder[] }>().data.find((row) => row.Id === id)!;
const eventsNamed = (name: string) => events.filter((event) => event.name === name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('a new customer order waiting for the cashier', () => {
  it('is listed with its table, shows only its pending lines with pendingMenu, and cannot be paid', async () => {
    const placed = await place('T6', [['Nasi Goreng Spesial', 1], ['Es Kopi Susu', 2]]);
    const list = await bed.ani('GET', '/customerOrder');
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json<{ data: CustomerOrder[] }>().data.find((candidate) => candidate.Id === placed.customerOrderId)!;
    expect(row).toMatchObject({ OrderId: placed.orderId, OrderStatus: OrderStatus.PENDING, Status: CustomerOrderStatus.PENDING, IsAddition: false, TableName: 'T6', AreaName: 'Indoor', Total: 35_000 + 2 * 22_000 });
    expect(row.Lines.map((line) => [line.ProductName, line.Quantity, line.Status])).toEqual([
      ['Nasi Goreng Spesial', 1, CustomerOrderLineStatus.PENDING],
      ['Es Kopi Susu', 2, CustomerOrderLineStatus.PENDING],
    ]);

    const pendingMenu = await bed.ani('GET', `/order/${placed.orderId}?pendingMenu=true`);
    expect(pendingMenu.statusCode, pendingMenu.body).toBe(200);
    expect(pendingMenu.json<{ data: Order }>().data.OrderProducts.map((line) => line.Status)).toEqual([OrderProductStatus.PENDING, OrderProductStatus.PENDING]);

    const line = await bed.ani('GET', `/order/product/${placed.orderProductIds[0]}`);
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json().data).toMatchObject({ Id: placed.orderProductIds[0], OrderId: placed.orderId, Status: OrderProductStatus.PENDING });

    // Its lines count nowhere yet: a total of 0 on the ongoing and pending lists (reports read the same totals).
    const ongoing = (await bed.ani('GET', '/order/ongoing')).json<{ data: Order[] }>().data.find((order) => order.Id === placed.orderId)!;
    expect(ongoing).toMatchObject({ Status: OrderStatus.PENDING, Total: 0, ShiftId: null, OutletTableIds: [] });
    const pendingList = (await bed.ani('GET', '/order/getPending')).json<{ data: Order[] }>().data;
    expect(pendingList.map((order) => order.Id)).toContain(placed.orderId);

    // Not paid while the cashier has not confirmed it, and its table is still free.
    const paid = await bed.pay(placed.orderId, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 100_000 }] });
    expect(paid.statusCode).toBe(409);
    const table = await bed.db.selectFrom('outlet_tables').select('status').where('id', '=', bed.menu.table('T6')).executeTakeFirstOrThrow();
    expect(table.status).toBe(TableStatus.EMPTY);
  });

  it('answers the outlet settings and waiting counts in customerAppInfo', async () => {
    const answer = await bed.server.app.inject({ method: 'GET', url: '/api/customerAppInfo?fromCustomer=TRUE', headers: { authorization: `Bearer ${bed.cashierToken}`, outletid: String(bed.outlet), origin: 'https://kasir.example' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const info = answer.json<{ data: CustomerAppInfo }>().data;
    expect(info).toMatchObject({ SelfOrderUrl: 'https://kasir.example/self-order', AutoPrintQrTable: false, MultiOrderQrCode: true });
    expect(info.PendingCustomerOrders).toBeGreaterThan(0);
  });
});

describe('deciding a customer order', () => {
  it('needs the manage customer orders permission (8)', async () => {
    const placed = await place('T7', [['Americano', 1]]);
    for (const [method, url, body] of [
      ['POST', `/customer/confirmOrder/${placed.orderId}/`, undefined],
      ['PUT', `/order/${placed.orderId}/rejectOrder`, { Reason: 'Habis' }],
      ['PUT', `/order/${placed.orderId}/rejectOrderProduct`, { OrderProductIds: placed.orderProductIds, Reason: 'Habis' }],
      ['PUT', `/order/stepProcess/${placed.orderId}`, { StepProcess: StepProcess.PREPARING }],
    ] as const) {
      const refused = await dewi(method, url, body);
      expect(refused.statusCode, `${url} ${refused.body}`).toBe(403);
    }
    const confirmed = await bed.ani('POST', `/customer/confirmOrder/${placed.orderId}/`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: Order }>().data.Status).toBe(OrderStatus.ORDERED);
  });

  it('confirms one product and rejects another: only the confirmed one prints, the rejected one is gone', async () => {
    const placed = await place('T8', [['Sop Buntut', 1], ['Es Kopi Susu', 1]]);
    const [soup, coffee] = placed.orderProductIds as [number, number];
    const stockBefore = await stockOf('Sop Buntut');
    events.length = 0;

    const confirmed = await bed.ani('POST', `/customer/confirmOrder/${placed.orderId}`, { OrderProductIds: [soup] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const order = confirmed.json<{ data: Order }>().data;
    expect(order).toMatchObject({ Status: OrderStatus.ORDERED, StepProcess: StepProcess.CONFIRMED, OutletTableIds: [bed.menu.table('T8')] });
    expect(order.ShiftId).not.toBeNull();
    expect(await stockOf('Sop Buntut')).toBe(stockBefore - 1);
    expect((await bed.db.selectFrom('outlet_tables').select('status').where('id', '=', bed.menu.table('T8')).executeTakeFirstOrThrow()).status).toBe(TableStatus.ORDERED);

    const empty = await bed.ani('PUT', `/order/${placed.orderId}/rejectOrderProduct`, { OrderProductIds: [coffee], Reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data).toEqual([expect.objectContaining({ field: 'Reason', error: SpecMessage.REJECT_REASON_REQUIRED })]);
    const rejected = await bed.ani('PUT', `/order/${placed.orderId}/rejectOrderProduct`, { OrderProductIds: [coffee], Reason: 'Es batu habis' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: Order }>().data.OrderProducts.map((line) => [line.ProductName, line.Status])).toEqual([['Sop Buntut', OrderProductStatus.CONFIRMED]]);
    expect(await bed.db.selectFrom('order_products').select('id').where('id', '=', coffee).execute()).toEqual([]);

    const placement = await placementOf(placed.customerOrderId);
    expect(placement.Status).toBe(CustomerOrderStatus.CONFIRMED);
    expect(placement.Lines.map((line) => [line.ProductName, line.Status, line.OrderProductId, line.RejectReason])).toEqual([
      ['Sop Buntut', CustomerOrderLineStatus.CONFIRMED, soup, null],
      ['Es Kopi Susu', CustomerOrderLineStatus.REJECTED, null, 'Es batu habis'],
    ]);

    const plan = await bed.ani('POST', '/print/order', { Id: placed.orderId });
    expect(plan.statusCode, plan.body).toBe(200);
    const text = JSON.stringify((plan.json<{ data: PrintPlan }>().data.Jobs).map((job) => job.data));
    expect(text).toContain('Sop Buntut');
    expect(text).not.toContain('Es Kopi Susu');

    // Reject after confirm, and confirm after reject, are refused with a clear message.
    const late = await bed.ani('PUT', `/order/${placed.orderId}/rejectOrderProduct`, { OrderProductIds: [soup], Reason: 'Terlambat' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Sop Buntut was already confirmed and can no longer be rejected');
    const again = await bed.ani('POST', `/customer/confirmOrder/${placed.orderId}/`, { OrderProductIds: [coffee] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product was already rejected and can no longer be confirmed');
    const nothing = await bed.ani('POST', `/customer/confirmOrder/${placed.orderId}/`);
    expect(nothing.statusCode).toBe(409);

    await settle();
    const decided = eventsNamed(ServerEvent.CUSTOMER_CONFIRMED_ORDER).map((event) => event.payload);
    expect(decided).toEqual([
      expect.objectContaining({ CustomerOrderId: placed.customerOrderId, OrderId: placed.orderId, Status: CustomerOrderStatus.PENDING, ConfirmedOrderProductIds: [soup], RejectedOrderProductIds: [] }),
      expect.objectContaining({ CustomerOrderId: placed.customerOrderId, Status: CustomerOrderStatus.CONFIRMED, ConfirmedOrderProductIds: [], RejectedOrderProductIds: [coffee] }),
    ]);
    expect(eventsNamed(ServerEvent.ORDER_CHANGED).filter((event) => event.payload.OrderId === placed.orderId)).toHaveLength(2);
    expect(eventsNamed(ServerEvent.ORDER_LOCK).filter((event) => event.payload.OrderId === placed.orderId)).toHaveLength(2);
  });

  it('confirms once when two terminals confirm at the same moment', async () => {
    const placed = await place(null, [['Sop Buntut', 1]]);
    const stockBefore = await stockOf('Sop Buntut');
    events.length = 0;
    const answers = await Promise.all([bed.ani('POST', `/customer/confirmOrder/${placed.orderId}/`), bed.budi('POST', `/customer/confirmOrder/${placed.orderId}/`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf('Sop Buntut')).toBe(stockBefore - 1);
    const audits = await bed.db.selectFrom('order_audits').select('action').where('order_id', '=', placed.orderId).where('action', '=', 'CUSTOMER_CONFIRM').execute();
    expect(audits).toHaveLength(1);
    await settle();
    expect(eventsNamed(ServerEvent.CUSTOMER_CONFIRMED_ORDER).filter((event) => event.payload.OrderId === placed.orderId)).toHaveLength(1);
    expect(eventsNamed(ServerEvent.ORDER_CHANGED).filter((event) => event.payload.OrderId === placed.orderId)).toHaveLength(1);
  });

  it('rejecting the whole new order needs a reason and cancels it', async () => {
    const placed = await place('O1', [['Americano', 1], ['Nasi Goreng Spesial', 2]]);
    const missing = await bed.ani('PUT', `/order/${placed.orderId}/rejectOrder`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toEqual([expect.objectContaining({ field: 'Reason', error: SpecMessage.REJECT_REASON_REQUIRED })]);
    const rejected = await bed.ani('PUT', `/order/${placed.orderId}/rejectOrder`, { Reason: 'Dapur tutup' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: Order }>().data).toMatchObject({ Status: OrderStatus.CANCELED, OrderProducts: [] });
    const row = await bed.db.selectFrom('orders').select(['status', 'cancel_reason']).where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: OrderStatus.CANCELED, cancel_reason: 'Dapur tutup' });
    const placement = await placementOf(placed.customerOrderId);
    expect(placement).toMatchObject({ Status: CustomerOrderStatus.REJECTED, RejectReason: 'Dapur tutup', Total: 0 });
    expect(placement.Lines.every((line) => line.Status === CustomerOrderLineStatus.REJECTED && line.OrderProductId === null)).toBe(true);
    expect((await bed.ani('GET', '/customerOrder')).json<{ data: CustomerOrder[] }>().data.some((candidate) => candidate.Id === placed.customerOrderId)).toBe(false);
    // A closed order takes no step.
    expect((await bed.ani('PUT', `/order/stepProcess/${placed.orderId}`, { StepProcess: StepProcess.PREPARING })).statusCode).toBe(409);
  });

  it("joins '(Tambahan)' lines to the table's ORDERED order and confirms them there", async () => {
    const seated = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('O2')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const placed = await place('O2', [['Es Kopi Susu', 1]], seated.Id);
    const row = (await bed.ani('GET', '/customerOrder')).json<{ data: CustomerOrder[] }>().data.find((candidate) => candidate.Id === placed.customerOrderId)!;
    expect(row).toMatchObject({ OrderId: seated.Id, IsAddition: true, OrderStatus: OrderStatus.ORDERED });
    const unconfirmedTotal = (await bed.readOrder(seated.Id)).Total;
    const confirmed = await bed.ani('POST', `/customer/confirmOrder/${seated.Id}/`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const order = confirmed.json<{ data: Order }>().data;
    expect(order.Status).toBe(OrderStatus.ORDERED);
    expect(order.ShiftId).toBe(seated.ShiftId);
    expect(order.OrderProducts.map((line) => [line.ProductName, line.Status])).toEqual([
      ['Americano', OrderProductStatus.CONFIRMED],
      ['Es Kopi Susu', OrderProductStatus.CONFIRMED],
    ]);
    expect(order.Total).toBeGreaterThan(unconfirmedTotal);
    expect((await placementOf(placed.customerOrderId)).Status).toBe(CustomerOrderStatus.CONFIRMED);
  });
});

describe('customer lines beside the cashier’s own pending items', () => {
  it("leaves a cashier's pending item alone and gives no stock back for unconfirmed customer lines on cancel", async () => {
    const seated = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('O6')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 2 }] });
    const americano = seated.OrderProducts[0]!;
    const moved = await bed.ani('POST', '/pendingOrderProduct/moveToPending', { OrderId: seated.Id, OrderProductId: americano.Id, Quantity: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    const placed = await place('O6', [['Sop Buntut', 1]], seated.Id);
    const withPendingMenu = (await bed.ani('GET', `/order/${seated.Id}?pendingMenu=true`)).json<{ data: Order }>().data;
    expect(withPendingMenu.OrderProducts.map((line) => line.ProductName).sort()).toEqual(['Americano', 'Sop Buntut']);
    // Naming the cashier's pending item is not the customer's line: not found.
    expect((await bed.ani('POST', `/customer/confirmOrder/${seated.Id}/`, { OrderProductIds: [americano.Id] })).statusCode).toBe(404);

    const soupStock = await stockOf('Sop Buntut');
    const cancelled = await bed.budi('PUT', `/order/${seated.Id}/cancel`, { Reason: 'Pelanggan pergi' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf('Sop Buntut')).toBe(soupStock);
    expect((await bed.ani('GET', '/customerOrder')).json<{ data: CustomerOrder[] }>().data.some((row) => row.Id === placed.customerOrderId)).toBe(false);
  });
});

describe('the step of a customer order, tracking and bill requests', () => {
  it('moves the step forward only and tells the terminals', async () => {
    const placed = await place('O3', [['Americano', 1]]);
    expect((await bed.ani('POST', `/customer/confirmOrder/${placed.orderId}/`)).statusCode).toBe(200);
    events.length = 0;
    const moved = await bed.ani('PUT', `/order/stepProcess/${placed.orderId}`, { StepProcess: StepProcess.READY });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: Order }>().data.StepProcess).toBe(StepProcess.READY);
    const back = await bed.ani('PUT', `/order/stepProcess/${placed.orderId}`, { StepProcess: StepProcess.PREPARING });
    expect(back.statusCode).toBe(409);
    expect((await bed.ani('PUT', `/order/stepProcess/${placed.orderId}`, { StepProcess: 9 })).statusCode).toBe(400);
    await settle();
    expect(eventsNamed(ServerEvent.ORDER_STEP_PROCESS).map((event) => event.payload)).toEqual([
      expect.objectContaining({ OrderId: placed.orderId, Status: OrderStatus.ORDERED, StepProcess: StepProcess.READY, OrderNo: moved.json<{ data: Order }>().data.OrderNo }),
    ]);

    const click = await bed.ani('POST', '/order/insertTrackerClick', { OrderId: placed.orderId });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json().data).toMatchObject({ OrderId: placed.orderId });
    const audits = await bed.db.selectFrom('order_audits').select('action').where('order_id', '=', placed.orderId).execute();
    expect(audits.map((audit) => audit.action)).toEqual(expect.arrayContaining(['TRACKER_CLICK', 'STEP_PROCESS', 'CUSTOMER_CONFIRM']));
  });

  it('lists open bill requests with table names, resolves them on dismiss and once the order is paid', async () => {
    const seated = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('O4')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const other = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('O5')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const ids = { ownerId: bed.server.ids.ownerId, outletId: bed.outlet };
    const first = await insertBillRequest(bed.server, { ...ids, orderId: seated.Id });
    const second = await insertBillRequest(bed.server, { ...ids, orderId: other.Id });
    const listed = (await bed.ani('GET', '/billRequest')).json<{ data: BillRequest[] }>().data;
    expect(listed.find((request) => request.Id === first)).toMatchObject({ OrderId: seated.Id, OrderNo: seated.OrderNo, TableNames: ['O4'] });

    const dismissed = await bed.ani('PUT', `/billRequest/${first}/resolve`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await bed.ani('PUT', '/billRequest/999999/resolve')).statusCode).toBe(404);

    const total = (await bed.readOrder(other.Id)).Total;
    const paid = await bed.pay(other.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: total }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const open = (await bed.ani('GET', '/billRequest')).json<{ data: BillRequest[] }>().data.map((request) => request.Id);
    expect(open).not.toContain(first);
    expect(open).not.toContain(second);
    const stored = await bed.db.selectFrom('bill_requests').select('resolved_at').where('id', '=', second).executeTakeFirstOrThrow();
    expect(stored.resolved_at).not.toBeNull();
  });
});
