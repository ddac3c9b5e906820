import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { OrderStatus } from '@kasir/domain';
import { ServerEvent, type Order, type OrderStepProcessEvent, type Payment } from '@kasir/contracts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openPaymentsTestbed, type PaymentsTestbed } from './payments-test-kit.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { RINA_VOUCHER_CODE } from '../../db/seed/seed-payments.ts';

let bed: PaymentsTestbed;
let socket: Socket;
let budiToken: string;

beforeAll(async () => {
  bed = await openPaymentsTestbed();
  const url = await bed.server.listen();
  budiToken = (await signIn(bed.server, { username: 'budi', pin: '222222' })).cashierToken;
  socket = connect(url, { transports: ['websocket'], auth: { token: budiToken, outletId: bed.outlet }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await bed.server.stop();
});

/** The next event of that name whose payload matches (earlier events of the order's creation are skipped). */
const nextEvent = <T>(event: string, matches: (payload: T) => boolean) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 2 s`)), 2000);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });

const payCash = async (order: Order, amount: number) => {
  const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: amount }] });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Payment;
};

describe('after a payment', () => {
  it('tells the other terminals: order:stepProcess and order:changed with the PAID status', async () => {
    const order = await bed.americanoOrder(1);
    const isPaid = (payload: { OrderId: number; Status: number }) => payload.OrderId === order.Id && payload.Status === OrderStatus.PAID;
    const events = Promise.all([nextEvent<OrderStepProcessEvent>(ServerEvent.ORDER_STEP_PROCESS, isPaid), nextEvent<{ OrderId: number; Status: number }>(ServerEvent.ORDER_CHANGED, isPaid)]);
    await payCash(order, 22_000);
    const [step, changed] = await events;
    expect(step).toMatchObject({ OrderId: order.Id, Status: OrderStatus.PAID });
    expect(changed).toMatchObject({ OrderId: order.Id, Status: OrderStatus.PAID });
  });

  it('changes the payment method only with permission 20 and for the same paid amount', async () => {
    const order = await bed.americanoOrder(1);
    const payment = await payCash(order, 22_000);
    const body = { PaymentId: payment.Id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('GoPay'), Amount: 12_000 }, { OutletPaymentMethodId: bed.method('OVO'), Amount: 10_000 }] };
    // Ani's cashier role has no change-payment-method permission.
    const denied = await bed.ani('PUT', '/payment/changePaymentMethod', body);
    expect(denied.statusCode).toBe(403);
    const asBudi = (payload: object) =>
      bed.server.app.inject({ method: 'PUT', url: '/api/payment/changePaymentMethod', headers: { ...bearer(budiToken), outletid: String(bed.outlet) }, payload });
    const wrongSum = await asBudi({ ...body, PaymentDetails: [{ OutletPaymentMethodId: bed.method('GoPay'), Amount: 20_000 }] });
    expect(wrongSum.statusCode).toBe(400);
    const changed = await asBudi(body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().data as Payment).PaymentDetails.map((detail) => [detail.Name, detail.Amount])).toEqual([
      ['GoPay', 12_000],
      ['OVO', 10_000],
    ]);
    const read = await bed.readOrder(order.Id);
    expect(read.Payments[0]?.PaymentDetails).toHaveLength(2);
    // Budi needed no supervisor, and the change is still in the audit trail (the owner's audit view).
    const audit = read.OrderAudits.find((entry) => entry.Action === 'CHANGE_PAYMENT_METHOD');
    expect(audit).toMatchObject({ ApproverUserId: null });
    expect(JSON.stringify(audit?.Before)).toContain('Cash');
  });

  it('queues the receipt e-mail in the outbox', async () => {
    const payment = await payCash(await bed.americanoOrder(1), 22_000);
    const answer = await bed.ani('GET', `/payment/sendEmail/${payment.Id}?email=rina%40example.com`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ PaymentId: payment.Id, Email: 'rina@example.com', Status: 'QUEUED' });
    const rows = await bed.db.selectFrom('email_outbox').selectAll().where('payment_id', '=', payment.Id).execute();
    expect(rows).toHaveLength(1);
    const bad = await bed.ani('GET', `/payment/sendEmail/${payment.Id}?email=nope`);
    expect(bad.statusCode).toBe(400);
  });

  it('terminates the running time sessions of an order', async () => {
    const order = await bed.americanoOrder(1);
    await bed.db.insertInto('order_time_sessions').values({ order_id: order.Id, type: 1, start_time: new Date().toISOString(), end_time: null, terminated_on: null }).execute();
    const answer = await bed.ani('POST', `/payment/${order.Id}/terminateOrder`, {});
    expect(answer.statusCode, answer.body).toBe(200);
    const ended = answer.json().data as Order;
    expect(ended.OrderTimeSessions.every((session) => session.TerminatedOn !== null)).toBe(true);
    const stale = await bed.ani('POST', `/payment/${order.Id}/terminateOrder`, { Version: order.Version });
    expect(stale.statusCode).toBe(409);
  });

  it('ends the time of an ordered order only: a paid or cancelled order is a 409 and nothing changes (no Version bump, no event)', async () => {
    const paid = await bed.americanoOrder(1);
    await payCash(paid, 22_000);
    const cancelled = await bed.americanoOrder(1);
    const cancel = await bed.budi('PUT', `/order/${cancelled.Id}/cancel`, { Reason: 'Guest left' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const order of [paid, cancelled]) {
      await bed.db.insertInto('order_time_sessions').values({ order_id: order.Id, type: 1, start_time: new Date().toISOString(), end_time: null, terminated_on: null }).execute();
      const before = await bed.db.selectFrom('orders').select(['status', 'version']).where('id', '=', order.Id).executeTakeFirstOrThrow();
      const silent = new Promise<boolean>((resolve) => {
        const listener = (payload: { OrderId: number }) => {
          if (payload.OrderId === order.Id) resolve(false);
        };
        socket.on(ServerEvent.ORDER_CHANGED, listener);
        setTimeout(() => {
          socket.off(ServerEvent.ORDER_CHANGED, listener);
          resolve(true);
        }, 400);
      });
      const answer = await bed.ani('POST', `/payment/${order.Id}/terminateOrder`, {});
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().data[0].field).toBe('id');
      expect(await silent).toBe(true);
      expect(await bed.db.selectFrom('orders').select(['status', 'version']).where('id', '=', order.Id).executeTakeFirstOrThrow()).toEqual(before);
      const sessions = await bed.db.selectFrom('order_time_sessions').select('terminated_on').where('order_id', '=', order.Id).execute();
      expect(sessions.every((session) => session.terminated_on === null)).toBe(true);
    }
  });

  it('ends the time only with the payment permission: a waiter without it is refused and nothing changes', async () => {
    const order = await bed.americanoOrder(1);
    await bed.db.insertInto('order_time_sessions').values({ order_id: order.Id, type: 1, start_time: new Date().toISOString(), end_time: null, terminated_on: null }).execute();
    const dewi = await signIn(bed.server, { username: 'dewi', pin: '444444' });
    const refused = await bed.server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}/terminateOrder`,
      headers: { ...bearer(dewi.cashierToken), outletid: String(bed.outlet) },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const row = await bed.db.selectFrom('orders').select('version').where('id', '=', order.Id).executeTakeFirstOrThrow();
    expect(row.version).toBe(order.Version);
  });

  it('answers 404 for an unknown member and refuses a voucher on an order without a member', async () => {
    expect((await bed.ani('GET', '/member/999999/getPoint')).statusCode).toBe(404);
    const order = await bed.americanoOrder(1);
    const answer = await bed.ani('PUT', `/order/assignVoucher/${order.Id}`, { Vouchers: [{ MemberVoucherId: 1, OutletPromoId: 1 }] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data[0].field).toBe('Vouchers');
  });

  it('answers 404 for a voucher of another owner’s member, as for one that does not exist (issue 20)', async () => {
    const other = await addSecondOwner(bed.server);
    const now = new Date().toISOString();
    const category = await bed.db.insertInto('member_categories').values({ owner_id: other.ownerId, name: 'Lain', is_default: 1 }).returning('id').executeTakeFirstOrThrow();
    const stranger = await bed.db
      .insertInto('members')
      .values({ owner_id: other.ownerId, member_category_id: category.id, name: 'Lina', phone_number: '081299990001', email: null, member_number: 'X0001', point_balance: 0, saved_minutes: 0, member_since: now, expired_at: '2099-12-31T00:00:00.000Z', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rinas = await bed.db.selectFrom('member_vouchers').select(['promo_id']).where('code', '=', RINA_VOUCHER_CODE).executeTakeFirstOrThrow();
    const theirs = await bed.db
      .insertInto('member_vouchers')
      .values({ member_id: stranger.id, promo_id: rinas.promo_id, code: 'OTHER-OWNER-VM15', expired_date: '2099-12-31', used_payment_id: null, used_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await bed.americanoOrder(1, { MemberId: (await bed.member('Rina')).id });
    const answer = await bed.ani('PUT', `/order/assignVoucher/${order.Id}`, { Version: order.Version, Vouchers: [{ MemberVoucherId: theirs.id, OutletPromoId: rinas.promo_id }] });
    expect(answer.statusCode, answer.body).toBe(404);
  });
});
