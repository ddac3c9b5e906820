import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Order, type OutletPaymentMethod, type Payment } from '@kasir/contracts';
import { MemberMinuteHistory, OrderStatus, SpecMessage, TableStatus } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadDemoMenu, startShift, terminal, type DemoMenu } from '../orders/orders-test-kit.ts';
import { memberMinutes } from './member-minutes.repository.ts';

/** Saved minutes at Grill & Chill's time-based tables (ADR 0013), on SQLite or PostgreSQL. */
let server: TestServer;
let grill: number;
let menu: DemoMenu;
let budi: ReturnType<typeof terminal>;
let budiToken: string;
const EXTRA_TABLES = 24;
let tableIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  grill = server.ids.outletIds.grillChill;
  menu = await loadDemoMenu(server, grill);
  const tokens = await signIn(server, { username: 'budi', pin: '222222' });
  await startShift(server, tokens.cashierToken, grill);
  budiToken = tokens.cashierToken;
  budi = terminal(server, budiToken, grill);
  // The demo Billiard has 4 tables; the race needs one table per order, so more like B1.
  const db = server.database.db;
  const b1 = await db.selectFrom('outlet_tables').selectAll().where('id', '=', menu.table('B1')).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = b1;
  const rows = Array.from({ length: EXTRA_TABLES }, (_, index) => ({ ...copy, table_name: `BX${index + 1}`, table_index: 100 + index }));
  tableIds = (await db.insertInto('outlet_tables').values(rows).returning('id').execute()).map((row) => row.id);
});
afterAll(async () => {
  await server.stop();
});

const memberRow = (name: string) =>
  server.database.db.selectFrom('members').select(['id', 'saved_minutes']).where('owner_id', '=', server.ids.ownerId).where('name', '=', name).executeTakeFirstOrThrow();
const savedMinutes = async (name: string) => Number((await memberRow(name)).saved_minutes);
let nextTable = 0;
const freeTable = () => {
  const id = tableIds[nextTable++];
  if (id === undefined) throw new Error('No free test table left');
  return id;
};
const play = (memberId: number, minutes: number, tableId = freeTable(), cardNo = 'M0001') =>
  budi('POST', '/order', { OutletOrderTypeId: menu.orderType('Dine In'), pax: 2, OutletTableIds: [tableId], useMembership: true, memberCardNo: cardNo, memberId, minutes });

async function expectLedgerAddsUp(memberId: number) {
  const member = await server.database.db.selectFrom('members').select('saved_minutes').where('id', '=', memberId).executeTakeFirstOrThrow();
  expect(await memberMinutes.ledgerSum(server.database.db, memberId)).toBe(Number(member.saved_minutes));
}

describe('saved minutes ledger', () => {
  it('20 member-play orders racing for 120 minutes: exactly 12 of 10 minutes get them, never below 0, and the ledger adds up', async () => {
    const rina = await memberRow('Rina');
    expect(Number(rina.saved_minutes)).toBe(120);
    await expectLedgerAddsUp(rina.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => play(rina.id, 10)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(created).toHaveLength(12);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect([SpecMessage.MINUTES_OVER_SAVED, SpecMessage.MEMBER_NO_SAVED_TIME]).toContain(answer.json().message);
    }
    expect(await savedMinutes('Rina')).toBe(0);
    await expectLedgerAddsUp(rina.id);
    const uses = await server.database.db.selectFrom('member_minute_ledger').select(['order_id', 'minutes']).where('member_id', '=', rina.id).where('type', '=', MemberMinuteHistory.USE).execute();
    const createdIds = created.map((answer) => (answer.json().data as Order).Id).sort((a, b) => a - b);
    expect(uses.map((row) => row.order_id).sort((a, b) => Number(a) - Number(b))).toEqual(createdIds);
    expect(uses.every((row) => Number(row.minutes) === -10)).toBe(true);
  });

  it('a cancelled member-play order gives its unplayed minutes back once', async () => {
    const rina = await memberRow('Rina');
    const order = (
      await server.database.db.selectFrom('member_minute_ledger').select('order_id').where('member_id', '=', rina.id).where('type', '=', MemberMinuteHistory.USE).orderBy('id').executeTakeFirstOrThrow()
    ).order_id!;
    const before = await savedMinutes('Rina');
    const cancel = () => budi('PUT', `/order/${order}/cancel`, { Reason: 'Wrong member' });
    const done = await cancel();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ Status: OrderStatus.CANCELED });
    expect(await savedMinutes('Rina')).toBe(before + 10);
    expect((await cancel()).statusCode).toBe(409);
    expect(await savedMinutes('Rina')).toBe(before + 10);
    const returns = await server.database.db.selectFrom('member_minute_ledger').select('minutes').where('order_id', '=', order).where('type', '=', MemberMinuteHistory.RETURN).execute();
    expect(returns.map((row) => Number(row.minutes))).toEqual([10]);
    await expectLedgerAddsUp(rina.id);
  });

  it('the payment of a member-play order reports the minutes it used as TimeBalanceUsed', async () => {
    const rina = await memberRow('Rina');
    const answer = await play(rina.id, 10);
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json().data as Order;
    const methods = (await budi('GET', '/outletPaymentMethod/')).json().data as OutletPaymentMethod[];
    const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash')!.Id;
    const pay = await server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}`,
      headers: { ...bearer(budiToken), outletid: String(grill), [IDEMPOTENCY_KEY_HEADER]: `minutes-${order.Id}` },
      payload: { Id: order.Id, MemberId: rina.id, PaymentDetails: [{ OutletPaymentMethodId: cash, Amount: order.Total }] },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((pay.json().data as Payment).TimeBalanceUsed).toBe(10);
    expect(await savedMinutes('Rina')).toBe(0);
    await expectLedgerAddsUp(rina.id);
  });

  it('an expired member (Tono) cannot play saved minutes: 400 naming the member, nothing taken', async () => {
    const tono = await memberRow('Tono');
    const db = server.database.db;
    await db.updateTable('members').set({ saved_minutes: 60 }).where('id', '=', tono.id).execute();
    await db.insertInto('member_minute_ledger').values({ member_id: tono.id, type: MemberMinuteHistory.BONUS, minutes: 60, balance_after: 60, order_id: null, created_at: new Date().toISOString() }).execute();
    const tableId = freeTable();
    const countOrders = async () => Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).where('outlet_id', '=', grill).executeTakeFirstOrThrow()).count);
    const ordersBefore = await countOrders();
    const answer = await play(tono.id, 30, tableId, 'M0003');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().data[0]).toMatchObject({ field: 'memberId' });
    expect(answer.json().message).toContain('Tono');
    expect(answer.json().message).toContain('expired');
    expect(await savedMinutes('Tono')).toBe(60);
    await expectLedgerAddsUp(tono.id);
    const table = await db.selectFrom('outlet_tables').select('status').where('id', '=', tableId).executeTakeFirstOrThrow();
    expect(table.status).toBe(TableStatus.EMPTY);
    expect(await countOrders()).toBe(ordersBefore);
  });
});
