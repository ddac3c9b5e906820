import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus, TableStatus } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { caller, clearFloor, outletSlot, seatOrder, tableId } from './tables-test-support.ts';

let server: TestServer;
let kopiSenja: number;
let budi: string;
let call: ReturnType<typeof caller>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  kopiSenja = server.ids.outletIds.kopiSenja;
  call = caller(server, kopiSenja);
  budi = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
  for (const name of ['T1', 'T2', 'T3', 'T4', 'O1']) ids[name] = await tableId(server, kopiSenja, name);
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => clearFloor(server));

const seat = (tables: string[], orderNo = 'A-1') => seatOrder(server, { outletId: kopiSenja, userId: server.ids.userIds.budi!, tableIds: tables.map((name) => ids[name]!), orderNo });
const statusOf = async (name: string) =>
  (await server.database.db.selectFrom('outlet_tables').select(['status', 'merged_reference_id']).where('id', '=', ids[name]!).executeTakeFirstOrThrow());
const reserve = (name: string, minutes: number) =>
  call('POST', '/api/reservation', budi, { OutletTableId: ids[name], CustomerName: 'Tono', PhoneNumber: '081200000003', Pax: 2, ...outletSlot(minutes) });

describe('change table', () => {
  it('moves the order to an EMPTY table in another area: old table EMPTY, new one ORDERED, order untouched', async () => {
    const orderId = await seat(['T1']);
    const moved = await call('POST', `/api/order/${orderId}/changeOrderTable`, budi, { OutletId: kopiSenja, TableId: ids.O1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ Id: orderId, Version: 2, OutletTableIds: [ids.O1], OrderTables: [{ OutletTable: { TableName: 'O1', OutletArea: { Name: 'Outdoor' } } }] });
    expect((await statusOf('T1')).status).toBe(TableStatus.EMPTY);
    expect((await statusOf('O1')).status).toBe(TableStatus.ORDERED);
    const order = await server.database.db.selectFrom('orders').select(['total', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect({ total: Number(order.total), status: order.status }).toEqual({ total: 5_000_000, status: OrderStatus.ORDERED });
  });

  it("refuses a reserved target within 1 hour with 'Gagal Pindah!' and a taken target, changing nothing", async () => {
    const orderId = await seat(['T1']);
    await reserve('T2', 40);
    const reserved = await call('POST', `/api/order/${orderId}/changeOrderTable`, budi, { TableId: ids.T2 });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().message).toBe('Gagal Pindah! Meja T2 Sudah direservasi!');
    await seat(['T3'], 'A-2');
    expect((await call('POST', `/api/order/${orderId}/changeOrderTable`, budi, { TableId: ids.T3 })).statusCode).toBe(409);
    expect((await statusOf('T1')).status).toBe(TableStatus.ORDERED);
    expect((await statusOf('T2')).status).toBe(TableStatus.EMPTY);
  });

  it('answers 404 for an unknown order or table and 400 for a bad body', async () => {
    const orderId = await seat(['T1']);
    expect((await call('POST', '/api/order/99999/changeOrderTable', budi, { TableId: ids.T2 })).statusCode).toBe(404);
    expect((await call('POST', `/api/order/${orderId}/changeOrderTable`, budi, { TableId: 99999 })).statusCode).toBe(404);
    const bad = await call('POST', `/api/order/${orderId}/changeOrderTable`, budi, { TableId: 'T2' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('TableId');
  });
});

describe('merge table', () => {
  it('seats the order at more EMPTY tables pointing at its own table', async () => {
    const orderId = await seat(['T1']);
    const merged = await call('POST', `/api/order/${orderId}/mergeOrderTable`, budi, { TableIds: [ids.T2, ids.T3], ReferenceId: ids.T1 });
    expect(merged.statusCode).toBe(200);
    expect([...merged.json().data.OutletTableIds].sort()).toEqual([ids.T1, ids.T2, ids.T3].sort());
    expect(await statusOf('T2')).toEqual({ status: TableStatus.ORDERED, merged_reference_id: ids.T1 });
  });

  it("refuses the whole merge when one target is reserved within 1 hour ('Gagal Gabung!') or taken", async () => {
    const orderId = await seat(['T1']);
    await reserve('T3', 30);
    const reserved = await call('POST', `/api/order/${orderId}/mergeOrderTable`, budi, { TableIds: [ids.T2, ids.T3], ReferenceId: ids.T1 });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().message).toBe('Gagal Gabung! Meja T3 Sudah direservasi!');
    await seat(['T4'], 'A-2');
    expect((await call('POST', `/api/order/${orderId}/mergeOrderTable`, budi, { TableIds: [ids.T2, ids.T4], ReferenceId: ids.T1 })).statusCode).toBe(409);
    expect((await statusOf('T2')).status).toBe(TableStatus.EMPTY);
  });

  it('needs the reference to be a table of the order and at least one table', async () => {
    const orderId = await seat(['T1']);
    const wrongReference = await call('POST', `/api/order/${orderId}/mergeOrderTable`, budi, { TableIds: [ids.T2], ReferenceId: ids.T3 });
    expect(wrongReference.statusCode).toBe(400);
    expect(JSON.stringify(wrongReference.json())).toContain('ReferenceId');
    const none = await call('POST', `/api/order/${orderId}/mergeOrderTable`, budi, { TableIds: [], ReferenceId: ids.T1 });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Must Select a Table');
  });
});
