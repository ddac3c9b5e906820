import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Order, type OutletPaymentMethod } from '@kasir/contracts';
import { SpecMessage, TableStatus, TimeMembershipText, TimeSessionType, formatOutletTimeOfDay } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createTableTimeRepository } from '../tables/table-time.repository.ts';
import { createTableTimeService } from '../tables/table-time.service.ts';
import { loadDemoMenu, startShift, terminal, type DemoMenu } from './orders-test-kit.ts';

type WireTable = { Id: number; TableName: string; Status: number; EndTime: string | null; EndsAt: string | null; LeftTime: string | null };

let server: TestServer;
let grill: number;
let menu: DemoMenu;
let budi: ReturnType<typeof terminal>;
let budiToken: string;

beforeAll(async () => {
  server = await startTestServer();
  grill = server.ids.outletIds.grillChill;
  menu = await loadDemoMenu(server, grill);
  const tokens = await signIn(server, { username: 'budi', pin: '222222' });
  await startShift(server, tokens.cashierToken, grill);
  budiToken = tokens.cashierToken;
  budi = terminal(server, budiToken, grill);
});
afterAll(async () => {
  await server.stop();
});

/** 'HH:mm:ss' on the Grill's clock (+7) at now + ms. */
const outletClockIn = (ms: number) => formatOutletTimeOfDay(new Date(Date.now() + ms), 7);

async function createAt(tableName: string, extra: object = {}): Promise<Order> {
  const response = await budi('POST', '/order', { OutletOrderTypeId: menu.orderType('Dine In'), pax: 2, OutletTableIds: [menu.table(tableName)], ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Order;
}

async function floorTable(tableName: string): Promise<WireTable> {
  const areas = (await budi('GET', '/outletArea/')).json().data as Array<{ OutletTables: WireTable[] }>;
  const table = areas.flatMap((area) => area.OutletTables).find((candidate) => candidate.TableName === tableName);
  if (!table) throw new Error(`no table ${tableName}`);
  return table;
}

const secondsBetween = (a: string, b: number) => Math.abs(new Date(a).getTime() - b) / 1000;

describe('order time sessions (spec §3 OrderTimeSessions)', () => {
  it('an all-you-can-eat order with an end time gets a first session that every view and the floor count down to', async () => {
    const started = Date.now();
    const order = await createAt('M1', { endTime: outletClockIn(90 * 60_000) });
    expect(order.OrderTimeSessions).toHaveLength(1);
    const [session] = order.OrderTimeSessions;
    expect(session).toMatchObject({ Type: TimeSessionType.FIRST, TerminatedOn: null });
    expect(secondsBetween(session?.StartTime ?? '', started)).toBeLessThan(5);
    expect(secondsBetween(session?.EndTime ?? '', started + 90 * 60_000)).toBeLessThan(5);

    const detail = (await budi('GET', `/order/${order.Id}`)).json().data as Order;
    expect(detail.OrderTimeSessions).toEqual(order.OrderTimeSessions);
    const table = await floorTable('M1');
    expect(table).toMatchObject({ Status: TableStatus.ORDERED, EndsAt: session?.EndTime });
    expect(table.LeftTime).toMatch(/^01:(29|30):\d\d$/);
  });

  it('an end time already passed on the outlet clock today ends tomorrow (across midnight)', async () => {
    const started = Date.now();
    const order = await createAt('M2', { endTime: outletClockIn(-60_000) });
    const end = new Date(order.OrderTimeSessions[0]?.EndTime ?? '').getTime();
    expect(Math.abs(end - (started + 24 * 3_600_000 - 60_000)) / 1000).toBeLessThan(5);
    expect((await floorTable('M2')).LeftTime).toMatch(/^23:5[89]:\d\d$/);
  });

  it('a table merged into a timed order counts down to the order’s session', async () => {
    const order = await createAt('M6', { endTime: outletClockIn(45 * 60_000) });
    const merged = await budi('POST', `/order/${order.Id}/mergeOrderTable`, { TableIds: [menu.table('M7')], ReferenceId: menu.table('M6') });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await floorTable('M7')).EndsAt).toBe(order.OrderTimeSessions[0]?.EndTime);
  });

  it('a main-hall order without an end time has no session', async () => {
    const order = await createAt('M3');
    expect(order.OrderTimeSessions).toEqual([]);
    expect((await floorTable('M3')).LeftTime).toBeNull();
  });

  it('a time-based table without an end is an open session (Ongoing), with an end time it counts down', async () => {
    const open = await createAt('B1');
    expect(open.OrderTimeSessions).toEqual([expect.objectContaining({ Type: TimeSessionType.FIRST, EndTime: null, TerminatedOn: null })]);
    expect((await floorTable('B1')).LeftTime).toBeNull();

    const timed = await createAt('B2', { endTime: outletClockIn(30 * 60_000) });
    expect(timed.OrderTimeSessions[0]?.EndTime).not.toBeNull();
    expect((await floorTable('B2')).LeftTime).toMatch(/^00:(29|30):\d\d$/);
  });

  it('refuses a membership play with the spec’s messages and changes nothing', async () => {
    const before = await server.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    const body = { useMembership: true, minutes: 30 };
    const refusals: Array<[object, string, string]> = [
      [{ ...body, memberId: 1 }, 'memberCardNo', TimeMembershipText.CARD_NUMBER_REQUIRED],
      [{ ...body, memberCardNo: 'X-1' }, 'memberId', SpecMessage.SELECT_MEMBER],
      [{ ...body, memberCardNo: 'X-1', memberId: 999_999 }, 'memberId', SpecMessage.SELECT_MEMBER],
    ];
    for (const [extra, field, message] of refusals) {
      const response = await budi('POST', '/order', { OutletOrderTypeId: menu.orderType('Dine In'), pax: 2, OutletTableIds: [menu.table('B3')], ...extra });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
      expect(response.body).toContain(field);
    }
    const atMainHall = await budi('POST', '/order', { OutletOrderTypeId: menu.orderType('Dine In'), pax: 2, OutletTableIds: [menu.table('M4')], ...body, memberCardNo: 'X-1', memberId: 1 });
    expect(atMainHall.statusCode).toBe(400);
    expect((await floorTable('B3')).Status).toBe(TableStatus.EMPTY);
    expect((await floorTable('M4')).Status).toBe(TableStatus.EMPTY);
    const after = await server.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('checks a member’s saved minutes and plays the minutes asked for', async () => {
    const memberId = async (name: string) =>
      (await server.database.db.selectFrom('members').select('id').where('owner_id', '=', server.ids.ownerId).where('name', '=', name).executeTakeFirstOrThrow()).id;
    const rina = await memberId('Rina');
    const play = (extra: object) =>
      budi('POST', '/order', { OutletOrderTypeId: menu.orderType('Dine In'), pax: 2, OutletTableIds: [menu.table('B4')], useMembership: true, memberCardNo: 'M0001', ...extra });
    const refusals: Array<[object, string]> = [
      [{ memberId: await memberId('Sari'), minutes: 30 }, SpecMessage.MEMBER_NO_SAVED_TIME],
      [{ memberId: rina, minutes: 121 }, SpecMessage.MINUTES_OVER_SAVED],
      [{ memberId: rina, minutes: 0 }, TimeMembershipText.MINUTES_ZERO],
    ];
    for (const [extra, message] of refusals) {
      const response = await play(extra);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await floorTable('B4')).Status).toBe(TableStatus.EMPTY);

    const started = Date.now();
    const response = await play({ memberId: rina, minutes: 60 });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as Order;
    expect(secondsBetween(order.OrderTimeSessions[0]?.EndTime ?? '', started + 60 * 60_000)).toBeLessThan(5);
    expect((await floorTable('B4')).LeftTime).toMatch(/^(00:59|01:00):\d\d$/);
  });

  it('the sweep tells the terminals once the session is over, and cancelling terminates it and empties the table', async () => {
    const order = await createAt('M5', { endTime: outletClockIn(3_000) });
    const end = new Date(order.OrderTimeSessions[0]?.EndTime ?? '');
    const watcher = createTableTimeService({ tableTime: createTableTimeRepository(server.database.db), broadcaster: server.broadcaster });
    expect((await watcher.sweep(new Date(end.getTime() - 1000))).map((event) => event.TableName)).not.toContain('M5');
    const sent = await watcher.sweep(new Date(end.getTime() + 1000));
    expect(sent.filter((event) => event.TableName === 'M5')).toEqual([expect.objectContaining({ LeftTime: '00:00:00', EndsAt: end.toISOString() })]);
    expect((await watcher.sweep(new Date(end.getTime() + 2000))).map((event) => event.TableName)).not.toContain('M5');

    const cancelled = await budi('PUT', `/order/${order.Id}/cancel`, { Version: order.Version, Reason: 'Tamu pulang' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = (await budi('GET', `/order/${order.Id}`)).json().data as Order;
    expect(detail.OrderTimeSessions[0]?.TerminatedOn).not.toBeNull();
    expect(await floorTable('M5')).toMatchObject({ Status: TableStatus.EMPTY, LeftTime: null });
  });

  it('paying the order ends its session and empties the table', async () => {
    const order = await createAt('M8', { endTime: outletClockIn(60 * 60_000), OrderProducts: [{ OutletProductId: menu.product('Ocha Refill'), Quantity: 1 }] });
    const methods = (await budi('GET', '/outletPaymentMethod/')).json().data as OutletPaymentMethod[];
    const cash = methods.find((candidate) => candidate.PaymentMethod.Name === 'Cash');
    if (!cash) throw new Error('no Cash method at the Grill');
    const paid = await server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}`,
      headers: { ...bearer(budiToken), outletid: String(grill), [IDEMPOTENCY_KEY_HEADER]: `timed-${order.Id}` },
      payload: { Id: order.Id, Version: order.Version, PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: order.Total }] },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const detail = (await budi('GET', `/order/${order.Id}`)).json().data as Order;
    expect(detail.OrderTimeSessions).toEqual([expect.objectContaining({ Type: TimeSessionType.FIRST, TerminatedOn: expect.any(String) })]);
    expect(await floorTable('M8')).toMatchObject({ Status: TableStatus.EMPTY, EndsAt: null, LeftTime: null });
  });

  it('terminating the order ends its session now: the table shows 00:00:00 and the sweep tells the terminals', async () => {
    const order = await createAt('M9', { endTime: outletClockIn(60 * 60_000) });
    const terminated = await budi('POST', `/payment/${order.Id}/terminateOrder`, { Version: order.Version });
    expect(terminated.statusCode, terminated.body).toBe(200);
    const detail = (await budi('GET', `/order/${order.Id}`)).json().data as Order;
    const terminatedOn = detail.OrderTimeSessions[0]?.TerminatedOn ?? '';
    expect(terminatedOn).not.toBe('');
    expect(await floorTable('M9')).toMatchObject({ Status: TableStatus.ORDERED, EndsAt: terminatedOn, LeftTime: '00:00:00' });
    const watcher = createTableTimeService({ tableTime: createTableTimeRepository(server.database.db), broadcaster: server.broadcaster });
    expect((await watcher.sweep()).filter((event) => event.TableName === 'M9')).toEqual([expect.objectContaining({ EndsAt: terminatedOn, LeftTime: '00:00:00' })]);
  });
});
