import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { ServerEvent } from '@kasir/contracts';
import { TableStatus } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createTerminals } from '../../test-support/terminals.ts';
import { createTableTimeRepository } from './table-time.repository.ts';
import { createTableTimeService } from './table-time.service.ts';
import { caller, seatOrder, tableId } from './tables-test-support.ts';

let server: TestServer;
let baseUrl: string;
let grill: number;
let token: string;
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
  grill = server.ids.outletIds.grillChill;
  token = (await signIn(server, { username: 'citra', pin: '333333' })).cashierToken;
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

const openTerminal = () => terminals.open(baseUrl, token, grill);

const collect = (socket: Socket) => {
  const events: Array<Record<string, unknown>> = [];
  socket.on(ServerEvent.TABLE_LEFT_TIME, (event: Record<string, unknown>) => events.push(event));
  return events;
};
const waitFor = async (check: () => boolean, timeoutMs = 2000) => {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('table:leftTime', () => {
  it('tells every terminal once when a time-based table’s session is over, and shows 00:00:00', async () => {
    const b1 = await tableId(server, grill, 'B1');
    const b2 = await tableId(server, grill, 'B2');
    const userId = server.ids.userIds.citra!;
    const overOrder = await seatOrder(server, { outletId: grill, userId, tableIds: [b1], orderNo: 'B-1' });
    const runningOrder = await seatOrder(server, { outletId: grill, userId, tableIds: [b2], orderNo: 'B-2' });
    const now = Date.now();
    await server.database.db
      .insertInto('order_time_sessions')
      .values([
        { order_id: overOrder, type: 1, start_time: new Date(now - 3_600_000).toISOString(), end_time: new Date(now - 1000).toISOString(), terminated_on: null },
        { order_id: runningOrder, type: 1, start_time: new Date(now).toISOString(), end_time: new Date(now + 1_800_000).toISOString(), terminated_on: null },
      ])
      .execute();
    const events = collect(await openTerminal());
    const watcher = createTableTimeService({ tableTime: createTableTimeRepository(server.database.db), broadcaster: server.broadcaster });
    await watcher.sweep();
    await waitFor(() => events.length === 1);
    expect(events[0]).toMatchObject({ OutletTableId: b1, TableName: 'B1', OutletAreaName: 'Billiard', LeftTime: '00:00:00', OutletId: grill });
    expect(await watcher.sweep()).toEqual([]);

    const areas = (await caller(server, grill)('GET', '/api/outletArea/', token)).json().data as Array<{ OutletTables: Array<{ Id: number; LeftTime: string | null; Status: number }> }>;
    const tables = areas.flatMap((area) => area.OutletTables);
    expect(tables.find((table) => table.Id === b1)).toMatchObject({ Status: TableStatus.ORDERED, LeftTime: '00:00:00' });
    expect(tables.find((table) => table.Id === b2)?.LeftTime).toMatch(/^00:(29|30):\d\d$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toHaveLength(1);
  });

  it('tells once when an all-you-can-eat table reaches its end time', async () => {
    const m1 = await tableId(server, grill, 'M1');
    await server.database.db
      .updateTable('outlet_tables')
      .set({ status: TableStatus.FILLED, lock_by: server.ids.userIds.citra!, end_time: '00:00:00', ends_at: new Date(Date.now() - 500).toISOString(), time_up_notified_at: null })
      .where('id', '=', m1)
      .execute();
    const events = collect(await openTerminal());
    const watcher = createTableTimeService({ tableTime: createTableTimeRepository(server.database.db), broadcaster: server.broadcaster });
    await watcher.sweep();
    await waitFor(() => events.some((event) => event.OutletTableId === m1));
    expect(await watcher.sweep()).toEqual([]);
  });
});
