// npm run bench:tables — 200 tables on one outlet, 50 connected terminals. A table change on
// one terminal (user:lockTable over the socket: a conditional UPDATE, then outletTable:lock to
// the others; and the side form's POST /outletTable/updateStatusOutletTable) is timed until it
// has arrived at every other terminal. Printed beside a bare socket.io relay measured in the
// same run (no database, no rules), with the p99 ratio. The database is a SQLite file (WAL).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { ClientEvent, ServerEvent } from '@kasir/contracts';
import { LOCK_TABLE_EVENT_TYPE, TableStatus, TableType } from '@kasir/domain';
import { startTestServer, type TestServer } from '../apps/server/src/test-support/test-server.ts';
import { formatMs, percentile } from './stats.ts';

const TABLES = 200;
const TERMINALS = 50;
const CHANGES = Number(process.env.BENCH_CHANGES ?? 400);
const WARMUP = 40;

function open(url: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Times each change from its start until every receiver has seen an event for that table. */
async function measure(receivers: Socket[], tableIds: number[], change: (tableId: number, index: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < WARMUP + CHANGES; index += 1) {
    const tableId = tableIds[index % tableIds.length]!;
    const sentAt = performance.now();
    const arrivals = receivers.map(
      (receiver) =>
        new Promise<void>((resolve) => {
          const onLock = (payload: { OutletTableId: number }) => {
            if (payload.OutletTableId !== tableId) return;
            receiver.off(ServerEvent.OUTLET_TABLE_LOCK, onLock);
            resolve();
          };
          receiver.on(ServerEvent.OUTLET_TABLE_LOCK, onLock);
        }),
    );
    await Promise.all([...arrivals, change(tableId, index)]);
    if (index >= WARMUP) latencies.push(performance.now() - sentAt);
  }
  return latencies;
}

async function benchBareRelay(tableIds: number[]): Promise<number[]> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => {
    socket.on(ClientEvent.LOCK_TABLE, (payload: object) => socket.broadcast.emit(ServerEvent.OUTLET_TABLE_LOCK, payload));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const [sender, ...receivers] = await Promise.all(Array.from({ length: TERMINALS }, () => open(url, {})));
  const latencies = await measure(receivers, tableIds, async (OutletTableId) => sender!.emit(ClientEvent.LOCK_TABLE, { OutletTableId, Type: LOCK_TABLE_EVENT_TYPE }));
  [sender!, ...receivers].forEach((terminal) => terminal.disconnect());
  io.close();
  return latencies;
}

/** A hall of 200 tables at Kopi Senja, all EMPTY. */
async function addHall(server: TestServer, outletId: number): Promise<number[]> {
  const db = server.database.db;
  const now = new Date().toISOString();
  const area = await db.insertInto('outlet_areas').values({ outlet_id: outletId, name: 'Bench Hall', charge: 0, area_width: 4000, area_height: 2000, position: 9 }).returning('id').executeTakeFirstOrThrow();
  const rows = Array.from({ length: TABLES }, (_, index) => ({
    outlet_id: outletId, outlet_area_id: area.id, table_name: `H${index + 1}`, table_index: 1000 + index, status: TableStatus.EMPTY, pax: 0,
    position_x: (index % 20) * 200, position_y: Math.floor(index / 20) * 200, capacity: 4, is_room: 0 as const, room_id: null, type: TableType.DINE_IN,
    end_time: null, ends_at: null, time_up_notified_at: null, charge: 0, lock_by: null, filled_id: null, updated_by: null,
    last_ordered_on: null, last_filled_on: null, merged_reference_id: null, updated_at: now,
  }));
  return (await db.insertInto('outlet_tables').values(rows).returning('id').execute()).map((row) => row.id);
}

async function benchKasir(): Promise<{ socketLock: number[]; httpChange: number[] }> {
  const file = join(tmpdir(), `kasir-bench-tables-${randomBytes(4).toString('hex')}.sqlite`);
  const server = await startTestServer({ SQLITE_PATH: file });
  try {
    const url = await server.listen();
    const outletId = server.ids.outletIds.kopiSenja;
    const tableIds = await addHall(server, outletId);
    const owner = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'owner@demo.pos', Password: 'demo1234' } });
    const ownerToken = owner.json().data.Token as string;
    const tokens: string[] = [];
    for (let index = 0; index < TERMINALS; index += 1) {
      const [username, pin] = index % 2 === 0 ? ['ani', '111111'] : ['budi', '222222'];
      const response = await server.app.inject({ method: 'POST', url: '/api/user/login', headers: { authorization: `Bearer ${ownerToken}` }, payload: { Username: username, PIN: pin, isCashier: true } });
      tokens.push(response.json().data.Token as string);
    }
    const [sender, ...receivers] = await Promise.all(tokens.map((token) => open(url, { token, outletId })));
    // The sender (Ani) takes a table; while she holds it her repeated locks still pass the conditional update.
    const socketLock = await measure(receivers, tableIds, (OutletTableId) => sender!.emitWithAck(ClientEvent.LOCK_TABLE, { OutletTableId, Type: LOCK_TABLE_EVENT_TYPE, Pax: 2 }));
    // The side form over HTTP: leave (EMPTY) and take (FILLED) in turn, each a real status change.
    const headers = { authorization: `Bearer ${tokens[0]}`, outletid: String(outletId), 'content-type': 'application/json' };
    const httpChange = await measure(receivers, tableIds, async (OutletTableId, index) => {
      const Status = Math.floor(index / TABLES) % 2 === 0 ? TableStatus.EMPTY : TableStatus.FILLED;
      const response = await fetch(`${url}/api/outletTable/updateStatusOutletTable`, { method: 'POST', headers, body: JSON.stringify({ OutletTableId, Status, Pax: 2 }) });
      if (!response.ok) throw new Error(`updateStatusOutletTable ${response.status}: ${await response.text()}`);
    });
    [sender!, ...receivers].forEach((terminal) => terminal.disconnect());
    return { socketLock, httpChange };
  } finally {
    await server.stop();
    for (const path of [file, `${file}-wal`, `${file}-shm`]) rmSync(path, { force: true });
  }
}

const bareTableIds = Array.from({ length: TABLES }, (_, index) => index + 1);
const bare = await benchBareRelay(bareTableIds);
const kasir = await benchKasir();
const row = (name: string, values: number[]) =>
  `${name.padEnd(34)} p50 ${formatMs(percentile(values, 0.5)).padStart(10)}   p99 ${formatMs(percentile(values, 0.99)).padStart(10)}   (${values.length} changes, each to ${TERMINALS - 1} terminals)`;
console.log(`bench:tables — ${TABLES} tables on one outlet, ${TERMINALS} terminals, ${CHANGES} table changes`);
console.log(row('bare socket.io relay', bare));
console.log(row('kasir user:lockTable (socket)', kasir.socketLock));
console.log(row('kasir updateStatusOutletTable', kasir.httpChange));
const p99 = (values: number[]) => percentile(values, 0.99);
console.log(`p99 ratio to bare: socket lock ${(p99(kasir.socketLock) / p99(bare)).toFixed(2)}×, HTTP change ${(p99(kasir.httpChange) / p99(bare)).toFixed(2)}×`);
process.exit(0);
