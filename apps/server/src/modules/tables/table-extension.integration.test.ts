import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { ServerEvent } from '@kasir/contracts';
import { TableStatus, TimeSessionType, formatOutletTimeOfDay } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createTerminals } from '../../test-support/terminals.ts';
import { createTableTimeRepository } from './table-time.repository.ts';
import { createTableTimeService } from './table-time.service.ts';
import { caller, seatOrder, tableId } from './tables-test-support.ts';

const WIB = 7;
const MINUTE_MS = 60_000;
let server: TestServer;
let baseUrl: string;
let grill: number;
let kopi: number;
let token: string;
let aniToken: string;
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
  grill = server.ids.outletIds.grillChill;
  kopi = server.ids.outletIds.kopiSenja;
  token = (await signIn(server, { username: 'citra', pin: '333333' })).cashierToken;
  aniToken = (await signIn(server, { username: 'ani', pin: '111111' })).cashierToken;
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

const waitFor = async (check: () => boolean, timeoutMs = 2000) => {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const collect = (socket: Socket, event: string) => {
  const events: Array<Record<string, unknown>> = [];
  socket.on(event, (payload: Record<string, unknown>) => events.push(payload));
  return events;
};
/** 'HH:mm:ss' on the outlet clock, whole minutes ahead. */
const outletTimeIn = (minutes: number) => formatOutletTimeOfDay(new Date(Math.ceil((Date.now() + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS), WIB);
const extend = (outletId: number, who: string, body: object) => caller(server, outletId)('POST', '/api/outletTable/updateStatusOutletTable', who, body);
const sessionsOf = (orderId: number) => server.database.db.selectFrom('order_time_sessions').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('extend time: updateStatusOutletTable {Status ORDERED, EndTime} on an ordered table', () => {
  it('moves a time-up Billiard table and its order to the new end in one go, tells every terminal, and time-up is told again at the new end', async () => {
    const b3 = await tableId(server, grill, 'B3');
    const orderId = await seatOrder(server, { outletId: grill, userId: server.ids.userIds.citra!, tableIds: [b3], orderNo: 'X-1' });
    const endedAt = new Date(Date.now() - 5_000);
    await server.database.db
      .insertInto('order_time_sessions')
      .values({ order_id: orderId, type: TimeSessionType.FIRST, start_time: new Date(Date.now() - 3_600_000).toISOString(), end_time: endedAt.toISOString(), terminated_on: null })
      .execute();
    const watcher = createTableTimeService({ tableTime: createTableTimeRepository(server.database.db), broadcaster: server.broadcaster });
    await watcher.sweep();
    const socket = await terminals.open(baseUrl, token, grill);
    const locks = collect(socket, ServerEvent.OUTLET_TABLE_LOCK);
    const leftTimes = collect(socket, ServerEvent.TABLE_LEFT_TIME);

    const endTime = outletTimeIn(60);
    const answer = await extend(grill, token, { OutletTableId: b3, Status: TableStatus.ORDERED, EndTime: endTime });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ Id: b3, Status: TableStatus.ORDERED, EndTime: endTime });
    // The end is the next whole minute after an hour from now, so between 59 and 61 minutes are left.
    const [hours, minutes, seconds] = String(answer.json().data.LeftTime).split(':').map(Number);
    const leftSeconds = (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
    expect(leftSeconds).toBeGreaterThanOrEqual(59 * 60);
    expect(leftSeconds).toBeLessThanOrEqual(61 * 60);

    const sessions = await sessionsOf(orderId);
    expect(sessions.map((session) => session.type)).toEqual([TimeSessionType.FIRST, TimeSessionType.EXTENSION]);
    expect(sessions[0]?.end_time).toBe(endedAt.toISOString());
    expect(sessions[1]).toMatchObject({ start_time: endedAt.toISOString(), terminated_on: null });
    expect(formatOutletTimeOfDay(new Date(sessions[1]!.end_time!), WIB)).toBe(endTime);
    const order = await server.database.db.selectFrom('orders').select(['end_time', 'version']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ end_time: endTime, version: 2 });

    await waitFor(() => locks.some((event) => event.OutletTableId === b3) && leftTimes.some((event) => event.OutletTableId === b3));
    expect(leftTimes.find((event) => event.OutletTableId === b3)).toMatchObject({ TableName: 'B3', OutletAreaName: 'Billiard' });
    const table = await server.database.db.selectFrom('outlet_tables').select(['time_up_notified_at', 'end_time']).where('id', '=', b3).executeTakeFirstOrThrow();
    expect(table).toEqual({ time_up_notified_at: null, end_time: endTime });
    // Not up yet: the sweep stays quiet until the new end.
    expect((await watcher.sweep()).filter((event) => event.OutletTableId === b3)).toEqual([]);
  });

  it('refuses, changing nothing: no EndTime, an end before the current one, bad text, a table without an order, a dine-in table of a restaurant', async () => {
    const b4 = await tableId(server, grill, 'B4');
    const orderId = await seatOrder(server, { outletId: grill, userId: server.ids.userIds.citra!, tableIds: [b4], orderNo: 'X-2' });
    const currentEnd = new Date(Math.ceil((Date.now() + 90 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
    await server.database.db
      .insertInto('order_time_sessions')
      .values({ order_id: orderId, type: TimeSessionType.FIRST, start_time: new Date().toISOString(), end_time: currentEnd.toISOString(), terminated_on: null })
      .execute();

    const earlier = await extend(grill, token, { OutletTableId: b4, Status: TableStatus.ORDERED, EndTime: outletTimeIn(30) });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toMatchObject({ message: `The new end must be after the current end ${formatOutletTimeOfDay(currentEnd, WIB)}`, data: [{ field: 'EndTime' }] });
    const missing = await extend(grill, token, { OutletTableId: b4, Status: TableStatus.ORDERED, EndTime: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toEqual([{ field: 'EndTime', error: 'Choose when the play time ends' }]);
    const badText = await extend(grill, token, { OutletTableId: b4, Status: TableStatus.ORDERED, EndTime: '25:00' });
    expect(badText.statusCode).toBe(400);
    expect(JSON.stringify(badText.json())).toContain('EndTime');
    expect(await sessionsOf(orderId)).toHaveLength(1);

    const b2 = await tableId(server, grill, 'B2');
    const empty = await extend(grill, token, { OutletTableId: b2, Status: TableStatus.ORDERED, EndTime: outletTimeIn(60) });
    expect(empty.statusCode).toBe(409);

    const t1 = await tableId(server, kopi, 'T1');
    await seatOrder(server, { outletId: kopi, userId: server.ids.userIds.ani!, tableIds: [t1], orderNo: 'X-3' });
    const dineIn = await extend(kopi, aniToken, { OutletTableId: t1, Status: TableStatus.ORDERED, EndTime: outletTimeIn(60) });
    expect(dineIn.statusCode).toBe(400);
    expect(dineIn.json().data).toEqual([{ field: 'EndTime', error: 'is only for time-based tables and all-you-can-eat outlets' }]);
  });

  it('gives an all-you-can-eat table seated without an end a first session', async () => {
    const m4 = await tableId(server, grill, 'M4');
    const orderId = await seatOrder(server, { outletId: grill, userId: server.ids.userIds.citra!, tableIds: [m4], orderNo: 'X-4' });
    const answer = await extend(grill, token, { OutletTableId: m4, Status: TableStatus.ORDERED, EndTime: outletTimeIn(120) });
    expect(answer.statusCode).toBe(200);
    expect((await sessionsOf(orderId)).map((session) => session.type)).toEqual([TimeSessionType.FIRST]);
  });
});
