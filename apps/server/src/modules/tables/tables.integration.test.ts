import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientEvent, ServerEvent } from '@kasir/contracts';
import { LOCK_TABLE_EVENT_TYPE, TableStatus, TableType } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createTerminals } from '../../test-support/terminals.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { caller, clearFloor, outletSlot, seatOrder, tableId } from './tables-test-support.ts';

type Tokens = { ownerToken: string; cashierToken: string };
let server: TestServer;
let baseUrl: string;
let kopiSenja: number;
let ani: Tokens;
let budi: Tokens;
let call: ReturnType<typeof caller>;
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
  kopiSenja = server.ids.outletIds.kopiSenja;
  call = caller(server, kopiSenja);
  ani = await signIn(server);
  budi = await signIn(server, { username: 'budi', pin: '222222' });
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});
beforeEach(() => clearFloor(server));

const fill = (token: string, id: number, extra: object = {}) =>
  call('POST', '/api/outletTable/updateStatusOutletTable', token, { OutletTableId: id, Status: TableStatus.FILLED, Pax: 2, ...extra });

const openTerminal = (token: string) => terminals.open(baseUrl, token, kopiSenja);

describe('areas and tables', () => {
  it('lists every area with its floor plan and tables, rooms holding their own tables', async () => {
    const response = await call('GET', '/api/outletArea/', ani.cashierToken);
    expect(response.statusCode).toBe(200);
    const areas = response.json().data as Array<{ Name: string; AreaSize: string; OutletTables: Array<{ TableName: string; Position: string; IsRoom: boolean; RoomId: number | null; Id: number; Capacity: number }> }>;
    expect(areas.map((area) => area.Name)).toEqual(['Indoor', 'Outdoor', 'VIP']);
    expect(areas[0]?.AreaSize).toBe('1000*800');
    expect(areas[0]?.OutletTables.map((table) => table.TableName)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
    expect(areas[0]?.OutletTables[0]).toMatchObject({ Position: '60*120', Capacity: 4 });
    const vip = areas[2]?.OutletTables ?? [];
    const room = vip.find((table) => table.TableName === 'VIP-1');
    expect(room?.IsRoom).toBe(true);
    expect(vip.filter((table) => table.RoomId === room?.Id).map((table) => table.TableName)).toEqual(['VIP-1A', 'VIP-1B', 'VIP-1C']);
  });

  it('seeds the billiard tables of Grill & Chill as time-based', async () => {
    const grill = caller(server, server.ids.outletIds.grillChill);
    const areas = (await grill('GET', '/api/outletArea/', ani.cashierToken)).json().data as Array<{ Name: string; OutletTables: Array<{ Type: number }> }>;
    const billiard = areas.find((area) => area.Name === 'Billiard');
    expect(billiard?.OutletTables.map((table) => table.Type)).toEqual([TableType.TIME_BASED, TableType.TIME_BASED, TableType.TIME_BASED, TableType.TIME_BASED]);
  });

  it('answers 404 for an area or table of another outlet or owner, and changes nothing', async () => {
    const grillTable = await tableId(server, server.ids.outletIds.grillChill, 'M1');
    const grillArea = (await server.database.db.selectFrom('outlet_areas').select('id').where('outlet_id', '=', server.ids.outletIds.grillChill).executeTakeFirstOrThrow()).id;
    expect((await call('GET', `/api/outletTable/${grillArea}`, ani.cashierToken)).statusCode).toBe(404);
    expect((await fill(ani.cashierToken, grillTable)).statusCode).toBe(404);
    const other = await addSecondOwner(server);
    // Another owner's outlet does not exist for this owner's cashier.
    expect((await caller(server, other.outletId)('GET', '/api/outletArea/', ani.cashierToken)).statusCode).toBe(404);
    const row = await server.database.db.selectFrom('outlet_tables').select('status').where('id', '=', grillTable).executeTakeFirstOrThrow();
    expect(row.status).toBe(TableStatus.EMPTY);
  });

  it("tells the server's time on the outlet clock (UTC+7)", async () => {
    const clock = (await call('GET', '/api/outletTable/clock', ani.cashierToken)).json().data as { Now: string; TimeZone: number; OutletTime: string };
    expect(Math.abs(Date.parse(clock.Now) - Date.now())).toBeLessThan(5000);
    const expectedHour = (new Date(clock.Now).getUTCHours() + 7) % 24;
    expect(clock).toMatchObject({ TimeZone: 7, OutletTime: expect.stringMatching(new RegExp(`^${String(expectedHour).padStart(2, '0')}:`)) });
  });

  it('signs the QR of a table, and refuses an order that is not the outlet’s', async () => {
    const t1 = await tableId(server, kopiSenja, 'T1');
    const qr = (await call('GET', `/api/outletTable/generateQR?OutletTableId=${t1}`, ani.cashierToken)).json().data as { QrData: string; TableName: string };
    expect(qr.TableName).toBe('T1');
    // Issue 22: the phone page with the table's signed self-order token (modules/self-order).
    expect(qr.QrData).toMatch(/^http:\/\/localhost(:\d+)?\/self-order\?qr=v1\.\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', `/api/outletTable/generateQR?OutletTableId=${t1}&OrderId=99999`, ani.cashierToken)).statusCode).toBe(404);
  });

  it.each([
    [{ OutletTableId: 'x', Status: 2 }, 'OutletTableId'],
    [{ OutletTableId: 1, Status: 99 }, 'Status'],
    [{ OutletTableId: 1, Status: 2, Pax: -1 }, 'Pax'],
    [{ OutletTableId: 1, Status: 2, EndTime: '25:00:00' }, 'EndTime'],
  ])('refuses a bad status body %j with 400 naming %s', async (body, field) => {
    const response = await call('POST', '/api/outletTable/updateStatusOutletTable', ani.cashierToken, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });
});

describe('choosing a table', () => {
  it('gives a table to exactly one of two terminals saving at once; the other learns who holds it', async () => {
    const t3 = await tableId(server, kopiSenja, 'T3');
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => fill(index % 2 === 0 ? ani.cashierToken : budi.cashierToken, t3)));
    const winners = responses.filter((response) => response.statusCode === 200);
    const losers = responses.filter((response) => response.statusCode === 409);
    const holder = winners[0]?.json().data as { LockByName: string; LockBy: number; Status: number };
    expect(holder.Status).toBe(TableStatus.FILLED);
    // The holder may save again; the other user never gets in.
    expect(winners.every((response) => response.json().data.LockBy === holder.LockBy)).toBe(true);
    expect(losers.length).toBeGreaterThanOrEqual(3);
    for (const loser of losers) expect(loser.json().message).toBe(`Table T3 is already taken by ${holder.LockByName}`);
  });

  it('locks over the socket: one terminal wins, the other is told the holder, a third sees the lock', async () => {
    const t4 = await tableId(server, kopiSenja, 'T4');
    const [a, b, watcher] = await Promise.all([openTerminal(ani.cashierToken), openTerminal(budi.cashierToken), openTerminal((await signIn(server, { username: 'dewi', pin: '444444' })).cashierToken)]);
    const seen = new Promise<Record<string, unknown>>((resolve) => watcher.once(ServerEvent.OUTLET_TABLE_LOCK, resolve));
    const payload = { OutletTableId: t4, Type: LOCK_TABLE_EVENT_TYPE, Pax: 3 };
    const [first, second] = (await Promise.all([a.emitWithAck(ClientEvent.LOCK_TABLE, payload), b.emitWithAck(ClientEvent.LOCK_TABLE, payload)])) as Array<{ ok: boolean; LockByName?: string }>;
    expect([first?.ok, second?.ok].filter(Boolean)).toHaveLength(1);
    const loser = first?.ok ? second : first;
    const winnerName = first?.ok ? 'Ani' : 'Budi';
    expect(loser).toMatchObject({ ok: false, LockByName: winnerName, Status: TableStatus.FILLED });
    expect(await seen).toMatchObject({ OutletTableId: t4, Status: TableStatus.FILLED, LockByName: winnerName, Pax: 3 });
  });

  it('empties a filled table when its user leaves, never for another user, never an ordered one', async () => {
    const [t1, t2] = [await tableId(server, kopiSenja, 'T1'), await tableId(server, kopiSenja, 'T2')];
    expect((await fill(ani.cashierToken, t1)).statusCode).toBe(200);
    const stranger = await call('POST', '/api/outletTable/updateStatusOutletTable', budi.cashierToken, { OutletTableId: t1, Status: TableStatus.EMPTY });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('Table T1 is already taken by Ani');
    const left = await call('POST', '/api/outletTable/updateStatusOutletTable', ani.cashierToken, { OutletTableId: t1, Status: TableStatus.EMPTY });
    expect(left.json().data).toMatchObject({ Status: TableStatus.EMPTY, LockBy: null });
    await seatOrder(server, { outletId: kopiSenja, userId: server.ids.userIds.ani!, tableIds: [t2], orderNo: 'T-1' });
    const refused = await call('POST', '/api/outletTable/updateStatusOutletTable', ani.cashierToken, { OutletTableId: t2, Status: TableStatus.EMPTY });
    expect(refused.statusCode).toBe(409);
    const tables = (await call('GET', '/api/outletArea/', ani.cashierToken)).json().data[0].OutletTables as Array<{ Id: number; Status: number; OrderId: number | null }>;
    expect(tables.find((table) => table.Id === t2)).toMatchObject({ Status: TableStatus.ORDERED, OrderId: expect.any(Number) });
  });

  it('refuses a table reserved within MINIMUM_HOURS_RESERVATION (2 h) with the spec message, in outlet time', async () => {
    const t5 = await tableId(server, kopiSenja, 'T5');
    const soon = outletSlot(90);
    const created = await call('POST', '/api/reservation', budi.cashierToken, { OutletTableId: t5, CustomerName: 'Rina', PhoneNumber: '081200000001', Pax: 2, ...soon });
    expect(created.statusCode).toBe(201);
    const refused = await fill(ani.cashierToken, t5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Gagal! Meja T5 Sudah direservasi pada ${soon.ReservationDate} ${soon.ReservationTime}`);
    const t6 = await tableId(server, kopiSenja, 'T6');
    await call('POST', '/api/reservation', budi.cashierToken, { OutletTableId: t6, CustomerName: 'Sari', PhoneNumber: '081200000002', Pax: 2, ...outletSlot(150) });
    expect((await fill(ani.cashierToken, t6)).statusCode).toBe(200);
  });
});
