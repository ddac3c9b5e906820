// The two servers of bench:self-order, each in its own child process (as in production, where
// the phones and the terminal are other machines: the load client's work must not eat the
// server's CPU). This module run again with a role in its environment becomes one of them:
// - kasir: the real server on a SQLite file or a PostgreSQL schema (DATABASE_URL), with the Redis
//   socket.io adapter and Redis-kept rate limits when REDIS_URL is set; it signs in the owner and
//   a cashier, opens her shift and prints a QR for each dine-in table of Kopi Senja.
// - bare: a plain socket.io server that relays each sender's message to the one listener.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { TableType } from '@kasir/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildServer } from '../apps/server/src/server.ts';
import { forkChildServer, type ChildServer } from './child-server.ts';
import { openBenchDatabase, type BenchTarget } from './kasir-process.ts';

const ROLE = 'KASIR_SELF_ORDER_BENCH_ROLE';
/** What the bare relay's senders emit and its listener receives. */
export const BARE_SEND_EVENT = 'bench:place';
export const BARE_NOTICE_EVENT = 'bench:notice';

export type KasirReady = { port: number; outletId: number; ownerToken: string; cashierToken: string; tables: { id: number; name: string; qrData: string }[] };
type Role = { kind: 'kasir'; target: BenchTarget; redisKeyPrefix: string; env: Record<string, string> } | { kind: 'bare' };

async function serveKasir(target: BenchTarget, redisKeyPrefix: string, extraEnv: Record<string, string>): Promise<void> {
  const database = await openBenchDatabase(target);
  const config = loadConfig({
    ...process.env,
    ...extraEnv,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    REDIS_KEY_PREFIX: redisKeyPrefix,
    ...('sqlitePath' in target ? { SQLITE_PATH: target.sqlitePath, DATABASE_URL: undefined } : { DATABASE_URL: target.databaseUrl }),
  });
  const built = await buildServer(config, database);
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const inject = built.app.inject.bind(built.app);
  const outlet = await database.db.selectFrom('outlets').select('id').where('name', '=', 'Kopi Senja').executeTakeFirstOrThrow();
  const owner = await inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'owner@demo.pos', Password: 'demo1234' } });
  const ownerToken = owner.json().data.Token as string;
  const cashier = await inject({ method: 'POST', url: '/api/user/login', headers: { authorization: `Bearer ${ownerToken}` }, payload: { Username: 'ani', PIN: '111111', isCashier: true } });
  const cashierToken = cashier.json().data.Token as string;
  const headers = { authorization: `Bearer ${cashierToken}`, outletid: String(outlet.id) };
  await inject({ method: 'POST', url: '/api/shift/startShift', headers, payload: { OutletId: outlet.id, StartCash: 0 } });
  // Every plain dine-in table (not a room, not time-based): T1..T8, O1..O6 and the VIP rooms' tables.
  const tableRows = await database.db
    .selectFrom('outlet_tables')
    .select(['id', 'table_name'])
    .where('outlet_id', '=', outlet.id)
    .where('type', '=', TableType.DINE_IN)
    .where('is_room', '=', 0)
    .orderBy('id')
    .execute();
  const tables: KasirReady['tables'] = [];
  for (const table of tableRows) {
    const answer = await inject({ method: 'GET', url: `/api/outletTable/generateQR?OutletTableId=${table.id}`, headers });
    if (answer.statusCode !== 200) throw new Error(`generateQR for ${table.table_name} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    tables.push({ id: table.id, name: table.table_name, qrData: answer.json().data.QrData as string });
  }
  const port = (built.app.server.address() as AddressInfo).port;
  process.once('message', () => void built.close().then(() => database.close()).then(() => process.exit(0)));
  process.send!({ port, outletId: outlet.id, ownerToken, cashierToken, tables } satisfies KasirReady);
}

/** The baseline: no database, no rules; a sender's message goes to the listener's room only. */
async function serveBare(): Promise<void> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => {
    if ((socket.handshake.auth as { listener?: boolean }).listener) void socket.join('terminals');
    socket.on(BARE_SEND_EVENT, (payload: { CustomerName: string }) => io.to('terminals').emit(BARE_NOTICE_EVENT, payload));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  process.once('message', () => void io.close(() => process.exit(0)));
  process.send!({ port: (http.address() as AddressInfo).port });
}

const modulePath = fileURLToPath(import.meta.url);

export function startKasirServer(target: BenchTarget, redisKeyPrefix: string, env: Record<string, string>): Promise<ChildServer<KasirReady>> {
  // The same secrets for the seed's PIN hashes (openBenchDatabase) and the server that checks them.
  const secrets = { JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'), PIN_PEPPER: process.env.PIN_PEPPER ?? randomBytes(16).toString('hex') };
  return forkChildServer<KasirReady>(modulePath, 'self-order bench server', { ...process.env, ...secrets, [ROLE]: JSON.stringify({ kind: 'kasir', target, redisKeyPrefix, env } satisfies Role) });
}

export function startBareRelay(): Promise<ChildServer<{ port: number }>> {
  return forkChildServer<{ port: number }>(modulePath, 'bare socket.io relay', { ...process.env, [ROLE]: JSON.stringify({ kind: 'bare' } satisfies Role) });
}

const role = process.env[ROLE];
if (role) {
  const parsed = JSON.parse(role) as Role;
  if (parsed.kind === 'kasir') await serveKasir(parsed.target, parsed.redisKeyPrefix, parsed.env);
  else await serveBare();
}
