// npm run bench:realtime — 50 connected terminals; terminal A emits user:lockTable and every
// other terminal receives outletTable:lock. Prints p50/p99 delivery latency of Kasir's server
// beside a bare socket.io relay measured in the same run, and the ratio (target p99 ≤ 2×).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { ClientEvent, ServerEvent } from '@kasir/contracts';
import { LOCK_TABLE_EVENT_TYPE } from '@kasir/domain';
import { startTestServer } from '../apps/server/src/test-support/test-server.ts';
import { formatMs, percentile } from './stats.ts';

const TERMINALS = 50;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 400);
const WARMUP = 40;

type Terminal = Socket;

function open(url: string, auth: Record<string, unknown>): Promise<Terminal> {
  const socket = connect(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends one message at a time from terminals[0] and times its arrival at every other terminal. */
async function measure(terminals: Terminal[]): Promise<number[]> {
  const [sender, ...receivers] = terminals;
  const latencies: number[] = [];
  for (let index = 0; index < WARMUP + MESSAGES; index += 1) {
    // Tables 1..8 are Kopi Senja's T1..T8: a lock now takes a real table (a conditional UPDATE), so it must exist.
    const tableId = (index % 8) + 1;
    const sentAt = performance.now();
    await Promise.all(
      receivers.map(
        (receiver) =>
          new Promise<void>((resolve) => {
            const onLock = (payload: { OutletTableId: number }) => {
              if (payload.OutletTableId !== tableId) return;
              receiver.off(ServerEvent.OUTLET_TABLE_LOCK, onLock);
              if (index >= WARMUP) latencies.push(performance.now() - sentAt);
              resolve();
            };
            receiver.on(ServerEvent.OUTLET_TABLE_LOCK, onLock);
          }),
      ).concat([Promise.resolve(sender!.emit(ClientEvent.LOCK_TABLE, { OutletTableId: tableId, Type: LOCK_TABLE_EVENT_TYPE })).then(() => undefined)]),
    );
  }
  return latencies;
}

async function benchBareRelay(): Promise<number[]> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => {
    socket.on(ClientEvent.LOCK_TABLE, (payload: object) => socket.broadcast.emit(ServerEvent.OUTLET_TABLE_LOCK, payload));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const terminals = await Promise.all(Array.from({ length: TERMINALS }, () => open(url, {})));
  const latencies = await measure(terminals);
  terminals.forEach((terminal) => terminal.disconnect());
  io.close();
  return latencies;
}

async function benchKasir(): Promise<number[]> {
  const server = await startTestServer();
  const url = await server.listen();
  const owner = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'owner@demo.pos', Password: 'demo1234' } });
  const ownerToken = owner.json().data.Token as string;
  const tokens: string[] = [];
  for (let index = 0; index < TERMINALS; index += 1) {
    const [username, pin] = index % 2 === 0 ? ['ani', '111111'] : ['budi', '222222'];
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { Username: username, PIN: pin, isCashier: true },
    });
    tokens.push(response.json().data.Token as string);
  }
  const outletId = server.ids.outletIds.kopiSenja;
  const terminals = await Promise.all(tokens.map((token) => open(url, { token, outletId })));
  const latencies = await measure(terminals);
  terminals.forEach((terminal) => terminal.disconnect());
  await server.stop();
  return latencies;
}

const bare = await benchBareRelay();
const kasir = await benchKasir();
const row = (name: string, values: number[]) =>
  `${name.padEnd(22)} p50 ${formatMs(percentile(values, 0.5)).padStart(10)}   p99 ${formatMs(percentile(values, 0.99)).padStart(10)}   (${values.length} deliveries to ${TERMINALS - 1} receivers)`;
console.log(`bench:realtime — ${TERMINALS} terminals, ${MESSAGES} lock events`);
console.log(row('bare socket.io relay', bare));
console.log(row('kasir server', kasir));
const ratio = percentile(kasir, 0.99) / percentile(bare, 0.99);
console.log(`p99 ratio kasir / bare: ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'OK' : 'OVER TARGET'}`);
process.exit(0);
