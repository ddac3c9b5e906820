import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerEvent, type FloorArea, type FloorTable } from '@kasir/contracts';
import { OrderStatus, TableStatus, TableType } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createTerminals, nextEvent, staysSilent } from '../../test-support/terminals.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { seatOrder } from '../tables/tables-test-support.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';

let server: TestServer;
let baseUrl: string;
let kopiSenja: number;
let grillChill: number;
let ownerToken: string;
let cashierToken: string;
let other: Awaited<ReturnType<typeof addSecondOwner>>;
let otherOwnerToken: string;
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
  kopiSenja = server.ids.outletIds.kopiSenja;
  grillChill = server.ids.outletIds.grillChill;
  ({ ownerToken, cashierToken } = await signIn(server));
  other = await addSecondOwner(server);
  const login = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'other@demo.pos', Password: 'other1234' } });
  otherOwnerToken = login.json<{ data: { Token: string } }>().data.Token;
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token = ownerToken, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

let areaCount = 0;
async function newArea(outletId = kopiSenja, extra: object = {}): Promise<FloorArea> {
  areaCount += 1;
  const response = await send('POST', '/api/outletArea', { OutletId: outletId, Name: `Test area ${areaCount}`, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: FloorArea }>().data;
}
async function newTable(areaId: number, name: string, extra: object = {}): Promise<FloorTable> {
  const response = await send('POST', '/api/outletTable', { OutletAreaId: areaId, TableName: name, TableIndex: 1, Position: '100*100', Capacity: 4, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: FloorTable }>().data;
}
const cashierAreas = async (outletId = kopiSenja) =>
  (await server.app.inject({ method: 'GET', url: '/api/outletArea/', headers: { ...bearer(cashierToken), outletid: String(outletId) } })).json<{ data: Array<{ Id: number; Name: string; OutletTables: Array<{ Id: number; TableName: string; Position: string }> }> }>().data;
const errorBody = (response: { json: () => unknown }) => response.json() as { message: string };
const fieldOf = (response: { json: () => unknown }) => (response.json() as { data?: Array<{ field: string }> }).data?.[0]?.field;

describe('floor plans in the back office: areas', () => {
  it('creates an area with the default size and a charge in rupiah (stored in hundredths), and lists it with its tables', async () => {
    const area = await newArea(kopiSenja, { Charge: 2500.5 });
    expect(area).toMatchObject({ AreaSize: '1000*800', Charge: 2500.5, IsActive: true, OutletTables: [] });
    const stored = await server.database.db.selectFrom('outlet_areas').select('charge').where('id', '=', area.Id).executeTakeFirstOrThrow();
    expect(Number(stored.charge)).toBe(250_050);
    const table = await newTable(area.Id, 'AREA-T1');
    const listed = (await send('GET', `/api/outlet/${kopiSenja}/areas`)).json<{ data: FloorArea[] }>().data;
    expect(listed.find((candidate) => candidate.Id === area.Id)?.OutletTables.map((row) => row.Id)).toEqual([table.Id]);
    // The cashier's plan shows it too, with the same charge unit.
    expect((await cashierAreas()).find((candidate) => candidate.Id === area.Id)).toMatchObject({ Name: area.Name, OutletTables: [{ TableName: 'AREA-T1' }] });
  });

  it('edits name, size and charge, and refuses bad input naming the field', async () => {
    const area = await newArea();
    const edited = await send('PUT', `/api/outletArea/${area.Id}`, { Name: 'Terrace', AreaSize: '1200*600', Charge: 5000 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: FloorArea }>().data).toMatchObject({ Name: 'Terrace', AreaSize: '1200*600', Charge: 5000 });
    for (const [body, field] of [
      [{ AreaSize: '0*600' }, 'AreaSize'],
      [{ AreaSize: '1200x600' }, 'AreaSize'],
      [{ Charge: -1 }, 'Charge'],
      [{ Charge: 1.234 }, 'Charge'],
      [{ Name: '  ' }, 'Name'],
    ] as const) {
      const refused = await send('PUT', `/api/outletArea/${area.Id}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldOf(refused)).toBe(field);
    }
    const refusedCreate = await send('POST', '/api/outletArea', { OutletId: kopiSenja, Name: '' });
    expect(refusedCreate.statusCode).toBe(400);
  });

  it('a retried create with the same Idempotency-Key makes one area', async () => {
    const headers = { 'idempotency-key': 'area-retry-1' };
    const first = await send('POST', '/api/outletArea', { OutletId: kopiSenja, Name: 'Retry area' }, ownerToken, headers);
    const second = await send('POST', '/api/outletArea', { OutletId: kopiSenja, Name: 'Retry area' }, ownerToken, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<{ data: FloorArea }>().data.Id).toBe(first.json<{ data: FloorArea }>().data.Id);
  });

  it('deletes an empty area for good, refuses one with an open order, archives one history names', async () => {
    const empty = await newArea();
    await newTable(empty.Id, 'GONE-1');
    const deleted = await send('DELETE', `/api/outletArea/${empty.Id}`);
    expect(deleted.json()).toEqual({ data: { Id: empty.Id, Archived: false } });
    expect(await server.database.db.selectFrom('outlet_areas').select('id').where('id', '=', empty.Id).executeTakeFirst()).toBeUndefined();

    const busy = await newArea();
    const busyTable = await newTable(busy.Id, 'BUSY-AREA-1');
    const orderId = await seatOrder(server, { outletId: kopiSenja, userId: server.ids.userIds.ani!, tableIds: [busyTable.Id], orderNo: 'FA-AREA-1' });
    const refused = await send('DELETE', `/api/outletArea/${busy.Id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toContain(`BUSY-AREA-1 has an open order (#${orderId})`);

    await payOrder(orderId, [busyTable.Id]);
    const archived = await send('DELETE', `/api/outletArea/${busy.Id}`);
    expect(archived.json()).toEqual({ data: { Id: busy.Id, Archived: true } });
    expect((await cashierAreas()).some((area) => area.Id === busy.Id)).toBe(false);
    const withArchived = (await send('GET', `/api/outlet/${kopiSenja}/areas?includeArchived=true`)).json<{ data: FloorArea[] }>().data;
    expect(withArchived.find((area) => area.Id === busy.Id)).toMatchObject({ IsActive: false, OutletTables: [{ TableName: 'BUSY-AREA-1', IsActive: false }] });
    // A new order may no longer name the archived area (POST /order answers 404 on it).
    const orders = createOrdersRepository(server.database.db);
    expect(await orders.isOutletArea(server.database.db, kopiSenja, busy.Id)).toBe(false);
    expect(await orders.isOutletTable(server.database.db, kopiSenja, busyTable.Id)).toBe(true);
  });
});

/** What paying does to the floor: the order PAID, its tables EMPTY (the link stays: history). */
async function payOrder(orderId: number, tableIds: number[]): Promise<void> {
  const db = server.database.db;
  await db.updateTable('orders').set({ status: OrderStatus.PAID }).where('id', '=', orderId).execute();
  await db.updateTable('outlet_tables').set({ status: TableStatus.EMPTY, lock_by: null, filled_id: null }).where('id', 'in', tableIds).execute();
}

describe('floor plans in the back office: tables', () => {
  it('creates a table where the plan says, moves it by Position alone, and edits its fields', async () => {
    const area = await newArea();
    const table = await newTable(area.Id, 'NEW-1', { Capacity: 2, Type: TableType.TIME_BASED });
    expect(table).toMatchObject({ TableName: 'NEW-1', Position: '100*100', Capacity: 2, Type: TableType.TIME_BASED, IsRoom: false, RoomId: null, Status: TableStatus.EMPTY, IsActive: true });
    const moved = await send('PUT', `/api/outletTable/${table.Id}`, { Position: '420*300' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: FloorTable }>().data).toMatchObject({ Position: '420*300', PositionX: 420, PositionY: 300, TableName: 'NEW-1', Capacity: 2 });
    const onPlan = (await cashierAreas()).find((candidate) => candidate.Id === area.Id)?.OutletTables[0];
    expect(onPlan).toMatchObject({ TableName: 'NEW-1', Position: '420*300' });
    const edited = await send('PUT', `/api/outletTable/${table.Id}`, { TableName: 'NEW-1B', TableIndex: 7, Capacity: 6, Type: TableType.DINE_IN });
    expect(edited.json<{ data: FloorTable }>().data).toMatchObject({ TableName: 'NEW-1B', TableIndex: 7, Capacity: 6, Type: TableType.DINE_IN });
  });

  it('keeps table names unique among the live tables of the outlet (any case), per outlet', async () => {
    const area = await newArea();
    await newTable(area.Id, 'UNIQ-1');
    const taken = await send('POST', '/api/outletTable', { OutletAreaId: area.Id, TableName: 'uniq-1', TableIndex: 2, Position: '300*100', Capacity: 2 });
    expect(taken.statusCode).toBe(409);
    expect(fieldOf(taken)).toBe('TableName');
    // The demo's T1 is taken at Kopi Senja: renaming another table to it is refused too.
    const second = await newTable(area.Id, 'UNIQ-2', { Position: '400*100' });
    expect((await send('PUT', `/api/outletTable/${second.Id}`, { TableName: 'T1' })).statusCode).toBe(409);
    // Another outlet may have its own UNIQ-1.
    const grillArea = await newArea(grillChill);
    await newTable(grillArea.Id, 'UNIQ-1');
  });

  it('refuses a position that puts the table outside its area, and other bad fields, naming them', async () => {
    const area = await newArea(kopiSenja, { AreaSize: '600*400' });
    for (const [extra, field] of [
      [{ Position: '550*100' }, 'Position'],
      [{ Position: '100*350' }, 'Position'],
      [{ Position: '-5*10' }, 'Position'],
      [{ Capacity: 0 }, 'Capacity'],
      [{ Type: 3 }, 'Type'],
      [{ TableName: '' }, 'TableName'],
    ] as const) {
      const refused = await send('POST', '/api/outletTable', { OutletAreaId: area.Id, TableName: 'EDGE', TableIndex: 1, Position: '10*10', Capacity: 2, ...extra });
      expect(refused.statusCode, JSON.stringify(extra)).toBe(400);
      expect(fieldOf(refused)).toBe(field);
    }
    const table = await newTable(area.Id, 'EDGE-OK', { Position: '460*300', Capacity: 4 });
    const tooFar = await send('PUT', `/api/outletTable/${table.Id}`, { Position: '500*300' });
    expect(tooFar.statusCode).toBe(400);
    expect(fieldOf(tooFar)).toBe('Position');
    // A larger table no longer fits where it stands.
    expect((await send('PUT', `/api/outletTable/${table.Id}`, { Capacity: 8 })).statusCode).toBe(400);
  });

  it('puts tables in a room of the same area only', async () => {
    const area = await newArea();
    const room = await newTable(area.Id, 'ROOM-A', { IsRoom: true, Position: '0*0', Capacity: 10 });
    const inner = await newTable(area.Id, 'ROOM-A1', { RoomId: room.Id, Position: '300*300' });
    expect(inner.RoomId).toBe(room.Id);
    const plain = await newTable(area.Id, 'ROOM-NOT', { Position: '600*300' });
    expect((await send('POST', '/api/outletTable', { OutletAreaId: area.Id, TableName: 'ROOM-BAD', TableIndex: 1, Position: '500*500', Capacity: 2, RoomId: plain.Id })).statusCode).toBe(400);
    const otherArea = await newArea();
    const elsewhere = await send('POST', '/api/outletTable', { OutletAreaId: otherArea.Id, TableName: 'ROOM-FAR', TableIndex: 1, Position: '500*500', Capacity: 2, RoomId: room.Id });
    expect(fieldOf(elsewhere)).toBe('RoomId');
    // A room that stops being one lets its tables go.
    await send('PUT', `/api/outletTable/${room.Id}`, { IsRoom: false });
    const after = (await send('GET', `/api/outlet/${kopiSenja}/areas`)).json<{ data: FloorArea[] }>().data.find((candidate) => candidate.Id === area.Id);
    expect(after?.OutletTables.find((row) => row.Id === inner.Id)?.RoomId).toBeNull();
  });

  it('refuses to delete a table with an open order or a seated guest, with a clear message', async () => {
    const area = await newArea();
    const table = await newTable(area.Id, 'OPEN-1');
    const orderId = await seatOrder(server, { outletId: kopiSenja, userId: server.ids.userIds.ani!, tableIds: [table.Id], orderNo: 'FA-OPEN-1' });
    const refused = await send('DELETE', `/api/outletTable/${table.Id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(`Table OPEN-1 has an open order (#${orderId}): it can be deleted once the order is paid or the table is emptied`);
    expect((await cashierAreas()).find((candidate) => candidate.Id === area.Id)?.OutletTables.map((row) => row.TableName)).toEqual(['OPEN-1']);

    const seated = await newTable(area.Id, 'SEATED-1', { Position: '400*100' });
    await server.database.db.updateTable('outlet_tables').set({ status: TableStatus.FILLED, lock_by: server.ids.userIds.ani! }).where('id', '=', seated.Id).execute();
    const refusedSeated = await send('DELETE', `/api/outletTable/${seated.Id}`);
    expect(refusedSeated.statusCode).toBe(409);
    expect(errorBody(refusedSeated).message).toContain('SEATED-1 is in use');
  });

  it('deletes a table nothing names; archives one past orders name, which then leaves every live list but not the history', async () => {
    const area = await newArea();
    const fresh = await newTable(area.Id, 'FRESH-1');
    expect((await send('DELETE', `/api/outletTable/${fresh.Id}`)).json()).toEqual({ data: { Id: fresh.Id, Archived: false } });
    expect(await server.database.db.selectFrom('outlet_tables').select('id').where('id', '=', fresh.Id).executeTakeFirst()).toBeUndefined();

    const old = await newTable(area.Id, 'HISTORY-1', { Position: '400*100' });
    const orderId = await seatOrder(server, { outletId: kopiSenja, userId: server.ids.userIds.ani!, tableIds: [old.Id], orderNo: 'FA-HIST-1' });
    await payOrder(orderId, [old.Id]);
    expect((await send('DELETE', `/api/outletTable/${old.Id}`)).json()).toEqual({ data: { Id: old.Id, Archived: true } });

    // Gone from the cashier's floor plan, its area's table list, and every edit call.
    expect((await cashierAreas()).find((candidate) => candidate.Id === area.Id)?.OutletTables.map((row) => row.TableName)).toEqual([]);
    const areaTables = await server.app.inject({ method: 'GET', url: `/api/outletTable/${area.Id}`, headers: { ...bearer(cashierToken), outletid: String(kopiSenja) } });
    expect(areaTables.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await send('PUT', `/api/outletTable/${old.Id}`, { Position: '10*10' })).statusCode).toBe(404);
    const seat = await server.app.inject({
      method: 'POST',
      url: '/api/outletTable/updateStatusOutletTable',
      headers: { ...bearer(cashierToken), outletid: String(kopiSenja) },
      payload: { OutletTableId: old.Id, Status: TableStatus.FILLED, Pax: 2, EndTime: null },
    });
    expect(seat.statusCode).toBe(404);

    // The past order still names its table.
    const order = await server.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: { ...bearer(cashierToken), outletid: String(kopiSenja) } });
    expect(JSON.stringify(order.json())).toContain('HISTORY-1');
    const history = await server.app.inject({ method: 'GET', url: '/api/order/histories?status=3', headers: { ...bearer(cashierToken), outletid: String(kopiSenja) } });
    const items = history.json<{ data: { Items: Array<{ OrderNo: string; OrderTables: Array<{ OutletTable: { TableName: string } }> }> } }>().data.Items;
    expect(items.find((item) => item.OrderNo === 'FA-HIST-1')?.OrderTables[0]?.OutletTable.TableName).toBe('HISTORY-1');

    // The name is free for a new table.
    await newTable(area.Id, 'HISTORY-1', { Position: '600*100' });
  });

  it('a retried create with the same Idempotency-Key makes one table', async () => {
    const area = await newArea();
    const body = { OutletAreaId: area.Id, TableName: 'RETRY-T', TableIndex: 1, Position: '100*100', Capacity: 2 };
    const first = await send('POST', '/api/outletTable', body, ownerToken, { 'idempotency-key': 'table-retry-1' });
    const second = await send('POST', '/api/outletTable', body, ownerToken, { 'idempotency-key': 'table-retry-1' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json<{ data: FloorTable }>().data.Id).toBe(first.json<{ data: FloorTable }>().data.Id);
  });
});

describe('floor plans in the back office: who may edit', () => {
  it('refuses a cashier token with 403 and changes nothing', async () => {
    const area = await newArea();
    expect((await send('GET', `/api/outlet/${kopiSenja}/areas`, undefined, cashierToken)).statusCode).toBe(403);
    expect((await send('POST', '/api/outletArea', { OutletId: kopiSenja, Name: 'Sneaky' }, cashierToken)).statusCode).toBe(403);
    expect((await send('POST', '/api/outletTable', { OutletAreaId: area.Id, TableName: 'SNEAKY', TableIndex: 1, Position: '1*1', Capacity: 2 }, cashierToken)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/outletArea/${area.Id}`, undefined, cashierToken)).statusCode).toBe(403);
    expect((await send('GET', `/api/outlet/${kopiSenja}/areas`)).json<{ data: FloorArea[] }>().data.some((row) => row.Id === area.Id)).toBe(true);
  });

  it("answers 404 for another owner's outlet, area and table, and changes nothing", async () => {
    const area = await newArea();
    const table = await newTable(area.Id, 'MINE-1');
    const calls: Array<[Method, string, object | undefined]> = [
      ['GET', `/api/outlet/${kopiSenja}/areas`, undefined],
      ['POST', '/api/outletArea', { OutletId: kopiSenja, Name: 'Theirs' }],
      ['PUT', `/api/outletArea/${area.Id}`, { Name: 'Theirs' }],
      ['DELETE', `/api/outletArea/${area.Id}`, undefined],
      ['POST', '/api/outletTable', { OutletAreaId: area.Id, TableName: 'THEIRS', TableIndex: 1, Position: '1*1', Capacity: 2 }],
      ['PUT', `/api/outletTable/${table.Id}`, { Position: '500*500' }],
      ['DELETE', `/api/outletTable/${table.Id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body, otherOwnerToken)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Their own outlet works for them; ours is untouched.
    expect((await send('GET', `/api/outlet/${other.outletId}/areas`, undefined, otherOwnerToken)).statusCode).toBe(200);
    const mine = (await send('GET', `/api/outlet/${kopiSenja}/areas`)).json<{ data: FloorArea[] }>().data.find((row) => row.Id === area.Id);
    expect(mine).toMatchObject({ Name: area.Name, OutletTables: [{ TableName: 'MINE-1', Position: '100*100' }] });
  });

  it('edits a suspended outlet too', async () => {
    const db = server.database.db;
    await db.updateTable('outlets').set({ is_suspend: 1 }).where('id', '=', grillChill).execute();
    try {
      const area = await newArea(grillChill);
      await newTable(area.Id, 'SUSPENDED-1');
      expect((await send('GET', `/api/outlet/${grillChill}/areas`)).json<{ data: FloorArea[] }>().data.some((row) => row.Id === area.Id)).toBe(true);
    } finally {
      await db.updateTable('outlets').set({ is_suspend: 0 }).where('id', '=', grillChill).execute();
    }
  });
});

describe('floor plans in the back office: live', () => {
  it("tells the outlet's open terminals after each change, and no other outlet's", async () => {
    const terminal = await terminals.open(baseUrl, cashierToken, kopiSenja);
    const grillSignIn = await signIn(server, { username: 'budi', pin: '222222' });
    const grillTerminal = await terminals.open(baseUrl, grillSignIn.cashierToken, grillChill);
    const area = await newArea();

    const created = nextEvent<{ OutletId: number; Seq: number }>(terminal, ServerEvent.FLOOR_PLAN_CHANGED);
    const silent = staysSilent(grillTerminal, ServerEvent.FLOOR_PLAN_CHANGED);
    const table = await newTable(area.Id, 'LIVE-1');
    expect(await created).toMatchObject({ OutletId: kopiSenja });
    expect(await silent).toBe(true);

    const moved = nextEvent<{ OutletId: number }>(terminal, ServerEvent.FLOOR_PLAN_CHANGED);
    await send('PUT', `/api/outletTable/${table.Id}`, { Position: '200*200' });
    expect(await moved).toMatchObject({ OutletId: kopiSenja });

    const deleted = nextEvent<{ OutletId: number }>(terminal, ServerEvent.FLOOR_PLAN_CHANGED);
    await send('DELETE', `/api/outletTable/${table.Id}`);
    expect(await deleted).toMatchObject({ OutletId: kopiSenja });
  });
});
