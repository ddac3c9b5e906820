import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReservationStatus, TableStatus, formatOutletDate } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { caller, clearFloor, outletSlot, seatOrder, tableId } from './tables-test-support.ts';

let server: TestServer;
let kopiSenja: number;
let ani: string;
let budi: string;
let call: ReturnType<typeof caller>;
let t1: number;

beforeAll(async () => {
  server = await startTestServer();
  kopiSenja = server.ids.outletIds.kopiSenja;
  call = caller(server, kopiSenja);
  ani = (await signIn(server)).cashierToken;
  budi = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
  t1 = await tableId(server, kopiSenja, 'T1');
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => clearFloor(server));

/** An outlet date some days ahead, so the test never depends on the time it runs. */
const dayAhead = (days: number) => formatOutletDate(new Date(Date.now() + days * 86_400_000), 7);
const body = (extra: object) => ({ OutletTableId: t1, CustomerName: 'Rina', PhoneNumber: '081200000001', Pax: 4, ...extra });
const create = (extra: object, token = budi) => call('POST', '/api/reservation', token, body(extra));

describe('reservation buffers', () => {
  it('refuses a second reservation under 1 hour away across midnight, allows exactly 1 hour', async () => {
    const [day, nextDay] = [dayAhead(3), dayAhead(4)];
    const first = await create({ ReservationDate: day, ReservationTime: '23:30' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ ReservationDate: day, ReservationTime: '23:30', Status: ReservationStatus.WAITING, OutletTable: { TableName: 'T1' } });
    const refused = await create({ ReservationDate: nextDay, ReservationTime: '00:15' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Gagal! Meja T1 Sudah direservasi pada ${day} 23:30`);
    const before = await create({ ReservationDate: day, ReservationTime: '22:45' });
    expect(before.statusCode).toBe(409);
    expect((await create({ ReservationDate: nextDay, ReservationTime: '00:30' })).statusCode).toBe(201);
    expect((await create({ OutletTableId: await tableId(server, kopiSenja, 'T2'), ReservationDate: nextDay, ReservationTime: '00:15' })).statusCode).toBe(201);
  });

  it('refuses a reservation under 2 hours from an active order at the table', async () => {
    await seatOrder(server, { outletId: kopiSenja, userId: server.ids.userIds.ani!, tableIds: [t1], orderNo: 'R-1' });
    const refused = await create(outletSlot(90));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Gagal! Meja T1');
    expect((await create(outletSlot(150))).statusCode).toBe(201);
  });

  it('lets only one of many simultaneous reservations take a slot', async () => {
    const slot = { ReservationDate: dayAhead(5), ReservationTime: '19:00' };
    const responses = await Promise.all(Array.from({ length: 6 }, () => create(slot)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
  });
});

describe('reservation lifecycle', () => {
  it('lists by range and status, updates (200), marks done, deletes', async () => {
    const created = (await create({ ReservationDate: dayAhead(2), ReservationTime: '12:00' })).json().data as { Id: number };
    const list = await call('GET', `/api/reservation?fromDate=${dayAhead(2)}&toDate=${dayAhead(2)}&status=${ReservationStatus.WAITING}`, ani);
    expect(list.json().data.map((row: { Id: number }) => row.Id)).toEqual([created.Id]);
    expect((await call('GET', `/api/reservation?fromDate=${dayAhead(3)}&toDate=${dayAhead(4)}`, ani)).json().data).toEqual([]);

    const updated = await call('PUT', `/api/reservation/${created.Id}`, budi, { ReservationTime: '13:30', Pax: 6 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ReservationTime: '13:30', Pax: 6, CustomerName: 'Rina' });

    const done = await call('PUT', `/api/reservation/${created.Id}`, budi, { Status: ReservationStatus.DONE });
    expect(done.json().data.Status).toBe(ReservationStatus.DONE);
    expect((await call('PUT', `/api/reservation/${created.Id}`, budi, { Status: ReservationStatus.CANCELED })).statusCode).toBe(409);
    expect((await call('PUT', `/api/reservation/${created.Id}`, budi, { Pax: 2 })).statusCode).toBe(409);

    expect((await call('DELETE', `/api/reservation/${created.Id}`, budi)).statusCode).toBe(200);
    expect((await call('GET', `/api/reservation/${created.Id}`, budi)).statusCode).toBe(404);
  });

  it('lists a table’s reservations by status', async () => {
    await create({ ReservationDate: dayAhead(1), ReservationTime: '10:00' });
    const cancelled = (await create({ ReservationDate: dayAhead(1), ReservationTime: '15:00' })).json().data as { Id: number };
    await call('PUT', `/api/reservation/${cancelled.Id}`, budi, { Status: ReservationStatus.CANCELED });
    const waiting = await call('GET', `/api/reservation/byTable/${t1}?status=${ReservationStatus.WAITING}`, ani);
    expect(waiting.json().data.map((row: { ReservationTime: string }) => row.ReservationTime)).toEqual(['10:00']);
    expect((await call('GET', `/api/reservation/byTable/${t1}`, ani)).json().data).toHaveLength(2);
  });

  it('saves a reservation to an order: DONE and the table filled for the caller, once', async () => {
    const reservation = (await create(outletSlot(30))).json().data as { Id: number };
    const saved = await call('POST', `/api/reservation/save/${reservation.Id}`, budi, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ Reservation: { Status: ReservationStatus.DONE }, SelectedTable: { OutletTableId: t1, TableName: 'T1', Pax: 4, OutletAreaName: 'Indoor' } });
    const table = await server.database.db.selectFrom('outlet_tables').select(['status', 'lock_by']).where('id', '=', t1).executeTakeFirstOrThrow();
    expect(table).toEqual({ status: TableStatus.FILLED, lock_by: server.ids.userIds.budi });
    expect((await call('POST', `/api/reservation/save/${reservation.Id}`, budi, {})).statusCode).toBe(409);
  });

  it('changes nothing when the reserved table is taken by someone else', async () => {
    const reservation = (await create(outletSlot(30))).json().data as { Id: number };
    await server.database.db.updateTable('outlet_tables').set({ status: TableStatus.FILLED, lock_by: server.ids.userIds.ani! }).where('id', '=', t1).execute();
    const refused = await call('POST', `/api/reservation/save/${reservation.Id}`, budi, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Table T1 is already taken by Ani');
    expect((await call('GET', `/api/reservation/${reservation.Id}`, budi)).json().data.Status).toBe(ReservationStatus.WAITING);
  });
});

describe('reservation refusals', () => {
  it.each([
    [{ CustomerName: '' }, 'Nama tidak boleh kosong'],
    [{ PhoneNumber: '' }, 'Nomor HP tidak boleh kosong'],
    [{ Pax: 0 }, 'Number of pax cannot be 0'],
    [{ ReservationDate: '2030-02-30', ReservationTime: '10:00' }, 'ReservationDate'],
    [{ ReservationDate: '2030-01-01', ReservationTime: '25:00' }, 'ReservationTime'],
    [{ ReservationDate: '2020-01-01', ReservationTime: '10:00' }, 'ReservationTime'],
    [{ OutletTableId: 'T1', ReservationDate: '2030-01-01', ReservationTime: '10:00' }, 'OutletTableId'],
  ])('answers 400 for %j naming %s', async (extra, expected) => {
    const response = await create({ ReservationDate: dayAhead(2), ReservationTime: '10:00', ...extra });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(expected);
  });

  it('answers 404 for a table or reservation of another outlet, and 403 without the reservation permission', async () => {
    const grill = caller(server, server.ids.outletIds.grillChill);
    const grillTable = await tableId(server, server.ids.outletIds.grillChill, 'M1');
    expect((await create({ OutletTableId: grillTable, ReservationDate: dayAhead(2), ReservationTime: '10:00' })).statusCode).toBe(404);
    const elsewhere = (await grill('POST', '/api/reservation', budi, body({ OutletTableId: grillTable, ReservationDate: dayAhead(2), ReservationTime: '10:00' }))).json().data as { Id: number };
    expect((await call('GET', `/api/reservation/${elsewhere.Id}`, budi)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/reservation/${elsewhere.Id}`, budi)).statusCode).toBe(404);
    const dewi = (await signIn(server, { username: 'dewi', pin: '444444' })).cashierToken;
    expect((await create({ ReservationDate: dayAhead(2), ReservationTime: '10:00' }, dewi)).statusCode).toBe(403);
  });
});
