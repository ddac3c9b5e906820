import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type MemberOrderPayment, type Order, type OutletPaymentMethod, type Payment, type TimeBalance } from '@kasir/contracts';
import { MEMBER_MINUTES_EARNED_PER_HOUR, MemberMinuteHistory, OrderStatus } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadDemoMenu, startShift, terminal, type DemoMenu } from '../orders/orders-test-kit.ts';
import { memberMinutes } from './member-minutes.repository.ts';

/**
 * Saved minutes beyond ADR 0013 (issue 19): the current time balance of an order, minutes earned
 * by paying for play (TimeBalanceEarned), and held minutes moving with split and merge. At Grill &
 * Chill's billiard tables, on SQLite or PostgreSQL.
 */
let server: TestServer;
let grill: number;
let menu: DemoMenu;
let budi: ReturnType<typeof terminal>;
let budiToken: string;
let cash: number;
let tableIds: number[] = [];
const MINUTE_MS = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  grill = server.ids.outletIds.grillChill;
  menu = await loadDemoMenu(server, grill);
  budiToken = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
  await startShift(server, budiToken, grill);
  budi = terminal(server, budiToken, grill);
  const db = server.database.db;
  const b1 = await db.selectFrom('outlet_tables').selectAll().where('id', '=', menu.table('B1')).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = b1;
  tableIds = (await db.insertInto('outlet_tables').values(Array.from({ length: 12 }, (_, index) => ({ ...copy, table_name: `BT${index + 1}`, table_index: 200 + index }))).returning('id').execute()).map((row) => row.id);
  const methods = (await budi('GET', '/outletPaymentMethod/')).json().data as OutletPaymentMethod[];
  cash = methods.find((method) => method.PaymentMethod.Name === 'Cash')!.Id;
});
afterAll(async () => {
  await server.stop();
});

const db = () => server.database.db;
const memberRow = (name: string) => db().selectFrom('members').select(['id', 'saved_minutes']).where('owner_id', '=', server.ids.ownerId).where('name', '=', name).executeTakeFirstOrThrow();
const savedMinutes = async (name: string) => Number((await memberRow(name)).saved_minutes);
let nextTable = 0;
const freeTable = () => tableIds[nextTable++]!;
const drinks = (quantity: number) => [{ OutletProductId: menu.product('Es Teh Manis'), Quantity: quantity }];
const create = async (body: object): Promise<Order> => {
  const answer = await budi('POST', '/order', { OutletOrderTypeId: menu.orderType('Dine In'), pax: 2, OutletTableIds: [freeTable()], OrderProducts: drinks(2), ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as Order;
};
const play = (memberId: number, minutes: number) => create({ useMembership: true, memberCardNo: 'M0001', memberId, minutes });
const pay = async (order: Order, memberId: number | null): Promise<Payment> => {
  const fresh = (await budi('GET', `/order/${order.Id}`)).json().data as Order;
  const answer = await server.app.inject({
    method: 'POST',
    url: `/api/payment/${order.Id}`,
    headers: { ...bearer(budiToken), outletid: String(grill), [IDEMPOTENCY_KEY_HEADER]: `tb-${order.Id}` },
    payload: { Id: order.Id, ...(memberId === null ? {} : { MemberId: memberId }), PaymentDetails: [{ OutletPaymentMethodId: cash, Amount: fresh.Total }] },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Payment;
};
const balance = async (memberId: number, refId?: number): Promise<TimeBalance> => {
  const answer = await budi('GET', `/member/${memberId}/getCurrentTimeBalance${refId === undefined ? '' : `?refId=${refId}`}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TimeBalance;
};
/** Makes the order's play exactly `minutes` long, booked from an hour before now. */
const bookPlay = async (orderId: number, minutes: number) => {
  const start = Date.now() - 60 * MINUTE_MS;
  await db().updateTable('order_time_sessions').set({ start_time: new Date(start).toISOString(), end_time: new Date(start + minutes * MINUTE_MS).toISOString(), terminated_on: null }).where('order_id', '=', orderId).execute();
};
async function expectLedgerAddsUp(memberId: number) {
  const member = await db().selectFrom('members').select('saved_minutes').where('id', '=', memberId).executeTakeFirstOrThrow();
  expect(await memberMinutes.ledgerSum(db(), memberId)).toBe(Number(member.saved_minutes));
}

describe('GET /member/{id}/getCurrentTimeBalance', () => {
  it('answers the saved minutes, and with refId the minutes that order holds of the member', async () => {
    const rina = await memberRow('Rina');
    expect(await balance(rina.id)).toMatchObject({ MemberId: rina.id, TimeBalance: 120, RefId: null, HeldByRef: 0, Available: 120 });
    const order = await play(rina.id, 30);
    expect(await balance(rina.id, order.Id)).toMatchObject({ TimeBalance: 90, RefId: order.Id, HeldByRef: 30, Available: 120 });
    const sari = await memberRow('Sari');
    expect(await balance(sari.id, order.Id)).toMatchObject({ TimeBalance: 0, HeldByRef: 0 });
    const unknown = await budi('GET', `/member/${rina.id}/getCurrentTimeBalance?refId=987654`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data[0].field).toBe('refId');
    expect((await budi('GET', `/member/${rina.id}/getCurrentTimeBalance?refId=abc`)).statusCode).toBe(400);
  });
});

describe('TimeBalanceEarned', () => {
  it(`a member paying 150 minutes of play earns ${MEMBER_MINUTES_EARNED_PER_HOUR} minutes per full hour, stored on the payment and in the ledger`, async () => {
    const sari = await memberRow('Sari');
    const before = await savedMinutes('Sari');
    const order = await create({ endTime: null, MemberId: sari.id });
    await bookPlay(order.Id, 150);
    const payment = await pay(order, sari.id);
    expect(payment.TimeBalanceEarned).toBe(2 * MEMBER_MINUTES_EARNED_PER_HOUR);
    expect(await savedMinutes('Sari')).toBe(before + 2 * MEMBER_MINUTES_EARNED_PER_HOUR);
    const earned = await db().selectFrom('member_minute_ledger').select(['minutes', 'order_id']).where('member_id', '=', sari.id).where('type', '=', MemberMinuteHistory.EARN).execute();
    expect(earned.map((row) => [Number(row.minutes), row.order_id])).toEqual([[2 * MEMBER_MINUTES_EARNED_PER_HOUR, order.Id]]);
    const stored = await db().selectFrom('payments').select('time_balance_earned').where('id', '=', payment.Id).executeTakeFirstOrThrow();
    expect(Number(stored.time_balance_earned)).toBe(2 * MEMBER_MINUTES_EARNED_PER_HOUR);
    const listed = (await budi('GET', `/member/${sari.id}/getOrderPayment`)).json().data as MemberOrderPayment[];
    expect(listed[0]).toMatchObject({ PaymentId: payment.Id, TimeBalanceEarned: 2 * MEMBER_MINUTES_EARNED_PER_HOUR, TimeBalanceUsed: 0 });
    await expectLedgerAddsUp(sari.id);
  });

  it('earns nothing for the minutes played from saved time, without a member, or for under an hour', async () => {
    const rina = await memberRow('Rina');
    const memberPlay = await play(rina.id, 60);
    await bookPlay(memberPlay.Id, 90);
    expect((await pay(memberPlay, rina.id)).TimeBalanceEarned).toBe(0);
    const noMember = await create({ endTime: null });
    await bookPlay(noMember.Id, 120);
    expect((await pay(noMember, null)).TimeBalanceEarned).toBe(0);
    const sari = await memberRow('Sari');
    const short = await create({ endTime: null, MemberId: sari.id });
    await bookPlay(short.Id, 59);
    expect((await pay(short, sari.id)).TimeBalanceEarned).toBe(0);
    await expectLedgerAddsUp(rina.id);
  });
});

describe('saved minutes move with the order', () => {
  it('split: the first bill holds the minutes, its payment reports them, the other bill none', async () => {
    const rina = await memberRow('Rina');
    await topUp(rina.id, 60);
    const order = await play(rina.id, 40);
    const split = await budi('POST', `/order/${order.Id}/split`, { Id: order.Id, Splits: [{ OrderProducts: [{ OrderProductId: order.OrderProducts[0]!.Id, Quantity: 1 }], OrderProductBundles: [] }] });
    expect(split.statusCode, split.body).toBe(200);
    const bills = (split.json().data as { Orders: Order[] }).Orders;
    expect(bills).toHaveLength(2);
    const held = await Promise.all(bills.map(async (bill) => (await balance(rina.id, bill.Id)).HeldByRef));
    expect(held).toEqual([40, 0]);
    expect((await balance(rina.id, order.Id)).HeldByRef).toBe(0);
    expect((await pay(bills[1]!, rina.id)).TimeBalanceUsed).toBe(0);
    const first = await pay(bills[0]!, rina.id);
    expect(first.TimeBalanceUsed).toBe(40);
    expect(first.TimeBalanceEarned).toBe(0);
    await expectLedgerAddsUp(rina.id);
  });

  it('merge: the kept order holds the minutes of both orders; voiding it gives each back once to its order', async () => {
    const rina = await memberRow('Rina');
    await topUp(rina.id, 50);
    const before = await savedMinutes('Rina');
    const kept = await play(rina.id, 20);
    const merged = await play(rina.id, 30);
    expect(await savedMinutes('Rina')).toBe(before - 50);
    const answer = await budi('POST', `/order/${kept.Id}/merge`, { Id: kept.Id, OrderIds: [merged.Id], OutletOrderTypeId: menu.orderType('Dine In') });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await balance(rina.id, kept.Id)).HeldByRef).toBe(50);
    expect((await balance(rina.id, merged.Id)).HeldByRef).toBe(0);
    const cancelled = await budi('PUT', `/order/${kept.Id}/cancel`, { Reason: 'Salah meja' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ Status: OrderStatus.CANCELED });
    // Nothing was played yet (the sessions start now): every minute comes back.
    expect(await savedMinutes('Rina')).toBe(before);
    const returns = await db().selectFrom('member_minute_ledger').select(['order_id', 'minutes']).where('type', '=', MemberMinuteHistory.RETURN).where('order_id', 'in', [kept.Id, merged.Id]).orderBy('order_id').execute();
    expect(returns.map((row) => [row.order_id, Number(row.minutes)])).toEqual([
      [kept.Id, 20],
      [merged.Id, 30],
    ]);
    expect((await balance(rina.id, kept.Id)).HeldByRef).toBe(0);
    await expectLedgerAddsUp(rina.id);
  });
});

/** Gives a member more saved minutes through the ledger (as a purchase would). */
async function topUp(memberId: number, minutes: number) {
  await memberMinutes.addMinutes(db(), { memberId, minutes, type: MemberMinuteHistory.ADJUST_PLUS, orderId: null, nowIso: new Date().toISOString() });
}
