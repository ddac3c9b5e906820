import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ServerEvent, type OrderCourier, type OrderGetCourierEvent, type OrderStepProcessEvent } from '@kasir/contracts';
import { CourierStatus, OrderStatus, StepProcess } from '@kasir/domain';
import { signIn } from '../../test-support/test-server.ts';
import { openOrdersTestbed, terminal, type OrdersTestbed } from '../orders/orders-test-kit.ts';

let bed: OrdersTestbed;
let socket: Socket;

beforeAll(async () => {
  bed = await openOrdersTestbed();
  const url = await bed.server.listen();
  const budi = await signIn(bed.server, { username: 'budi', pin: '222222' });
  socket = connect(url, { transports: ['websocket'], auth: { token: budi.cashierToken, outletId: bed.outlet }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await bed.server.stop();
});

const nextEvent = <T>(event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 2 s`)), 2000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const deliveryOrder = () =>
  bed.createOrder({
    OutletOrderTypeId: bed.menu.orderType('Delivery'),
    pax: 1,
    DeliveryAddress: { Name: 'Rina', PhoneNumber: '08123', Address: 'Jl. Braga 1' },
    OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });

async function driverIds() {
  const response = await bed.ani('GET', '/courierDriver');
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ Id: number; Name: string }>;
}

const courierOf = async (orderId: number) => (await bed.ani('GET', `/order/orderCourier/${orderId}`)).json().data as OrderCourier | null;

describe('the manual courier of a delivery order', () => {
  it('goes SEARCHING → DRIVER_FOUND → PICKED_UP → DELIVERED, each step in the history with its time, and moves the order along', async () => {
    const order = await deliveryOrder();
    expect(await courierOf(order.Id)).toBeNull();

    const requested = await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, { Fee: 15000 });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data).toMatchObject({ Provider: 'MANUAL', Status: CourierStatus.SEARCHING, Total: 15000, DeliverName: null });
    // A retried request books once.
    const again = await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, {});
    expect(again.json().data.Id).toBe(requested.json().data.Id);

    const [joko] = (await driverIds()).filter((driver) => driver.Name === 'Joko Santoso');
    const found = nextEvent<OrderGetCourierEvent>(ServerEvent.ORDER_GET_COURIER);
    const assigned = await bed.ani('PUT', `/order/orderCourier/${order.Id}/assign`, { DriverId: joko!.Id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ Status: CourierStatus.DRIVER_FOUND, DeliverName: 'Joko Santoso', PhoneNumber: '081234567001', DriverId: joko!.Id });
    expect(await found).toMatchObject({ OrderId: order.Id, OrderNo: order.OrderNo, Status: OrderStatus.ORDERED, CourierStatus: CourierStatus.DRIVER_FOUND, DeliverName: 'Joko Santoso', OutletId: bed.outlet });

    const onTheWay = nextEvent<OrderStepProcessEvent>(ServerEvent.ORDER_STEP_PROCESS);
    const picked = await bed.ani('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.DRIVER_FOUND, To: CourierStatus.PICKED_UP });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await onTheWay).toMatchObject({ OrderId: order.Id, StepProcess: StepProcess.ON_THE_WAY });
    const delivered = await bed.ani('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.PICKED_UP, To: CourierStatus.DELIVERED });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const courier = (await courierOf(order.Id))!;
    expect(courier.Histories.map((history) => history.Code)).toEqual([CourierStatus.SEARCHING, CourierStatus.DRIVER_FOUND, CourierStatus.PICKED_UP, CourierStatus.DELIVERED]);
    const times = courier.Histories.map((history) => Date.parse(history.Time));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const detail = (await bed.ani('GET', `/order/${order.Id}`)).json().data as { StepProcess: number };
    expect(detail.StepProcess).toBe(StepProcess.DONE);

    // Nothing moves past DELIVERED.
    const cancel = await bed.ani('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.DELIVERED, To: CourierStatus.CANCELLED });
    expect(cancel.statusCode).toBe(400);
  });

  it('moves once when the same advance is sent twice at once, and refuses a move from a status it left', async () => {
    const order = await deliveryOrder();
    await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, {});
    const [driver] = await driverIds();
    const assigns = await Promise.all([1, 2].map(() => bed.ani('PUT', `/order/orderCourier/${order.Id}/assign`, { DriverId: driver!.Id })));
    expect(assigns.map((response) => response.statusCode)).toEqual([200, 200]);
    const advances = await Promise.all([bed.ani, bed.budi].map((call) => call('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.DRIVER_FOUND, To: CourierStatus.PICKED_UP })));
    // Both taps answer the courier picked up; only one moved it.
    expect(advances.map((response) => response.statusCode)).toEqual([200, 200]);
    const retried = await bed.ani('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.DRIVER_FOUND, To: CourierStatus.PICKED_UP });
    expect(retried.statusCode).toBe(200);
    const courier = (await courierOf(order.Id))!;
    expect(courier.Histories.map((history) => history.Code)).toEqual([CourierStatus.SEARCHING, CourierStatus.DRIVER_FOUND, CourierStatus.PICKED_UP]);
    // The cashier saw SEARCHING, but the courier is already past it.
    const stale = await bed.ani('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.SEARCHING, To: CourierStatus.CANCELLED });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`The courier of order ${order.OrderNo} is already PICKED_UP`);
    // Another driver cannot take a courier that has one.
    const other = (await driverIds()).find((candidate) => candidate.Id !== driver!.Id)!;
    expect((await bed.ani('PUT', `/order/orderCourier/${order.Id}/assign`, { DriverId: other.Id })).statusCode).toBe(409);
  });

  it('is cancelled and booked again with its history kept', async () => {
    const order = await deliveryOrder();
    await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, {});
    const cancelled = await bed.ani('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.SEARCHING, To: CourierStatus.CANCELLED });
    expect(cancelled.json().data.Status).toBe(CourierStatus.CANCELLED);
    const rebooked = await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, {});
    expect(rebooked.json().data.Histories.map((history: { Code: string }) => history.Code)).toEqual([CourierStatus.SEARCHING, CourierStatus.CANCELLED, CourierStatus.SEARCHING]);
  });
});

describe('what a courier refuses', () => {
  it('refuses a non-delivery order, naming the field', async () => {
    const order = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('T5')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    const response = await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Only a delivery order can get a courier', data: [{ field: 'OrderId' }] });
  });

  it('refuses unknown providers, skipped steps and a driver of another outlet', async () => {
    const order = await deliveryOrder();
    expect((await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, { Provider: 'NOPE' })).json()).toMatchObject({ data: [{ field: 'Provider' }] });
    expect((await bed.ani('PUT', `/order/orderCourier/${order.Id}/assign`, { DriverId: 1 })).statusCode).toBe(404);
    await bed.ani('POST', `/order/orderCourier/${order.Id}/request`, {});
    const skip = await bed.ani('PUT', `/order/orderCourier/${order.Id}/status`, { From: CourierStatus.SEARCHING, To: CourierStatus.DELIVERED });
    expect(skip.json()).toMatchObject({ data: [{ field: 'To' }] });
    const grill = await bed.server.database.db.selectFrom('courier_drivers').select('id').where('outlet_id', '=', bed.server.ids.outletIds.grillChill).executeTakeFirstOrThrow();
    const foreign = await bed.ani('PUT', `/order/orderCourier/${order.Id}/assign`, { DriverId: grill.id });
    expect(foreign.json()).toMatchObject({ data: [{ field: 'DriverId' }] });
  });

  it('adds a driver of the outlet with the spec phone rules', async () => {
    const added = await bed.ani('POST', '/courierDriver', { Name: 'Sari', PhoneNumber: '0812 3456' });
    expect(added.statusCode).toBe(201);
    expect((await driverIds()).map((driver) => driver.Name)).toContain('Sari');
    const blank = await bed.ani('POST', '/courierDriver', { Name: ' ', PhoneNumber: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'Name', error: 'Nama tidak boleh kosong' }), expect.objectContaining({ field: 'PhoneNumber', error: 'Nomor HP tidak boleh kosong' })]));
    const long = await bed.ani('POST', '/courierDriver', { Name: 'Long', PhoneNumber: '12345678901234567' });
    expect(long.statusCode).toBe(400);
  });

  it('needs the edit-orders permission to move a courier', async () => {
    const order = await deliveryOrder();
    const { cashierToken } = await signIn(bed.server, { username: 'dewi', pin: '444444' });
    const waiter = terminal(bed.server, cashierToken, bed.outlet);
    const response = await waiter('POST', `/order/orderCourier/${order.Id}/request`, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Sorry, you don't have access to edit orders");
  });
});
