// npm run bench:orders — 10 and then 50 simulated terminals, each creating orders with 3
// products over HTTP, two ways: one call (POST /order carrying its 3 products: the same work as
// the baseline) and four calls (POST /order, then 3 × POST /order/{id}/addOrderProduct, as a
// cashier adding items one by one). Prints orders/s and p99 per call beside the same work done
// as one bare SQLite transaction per order on the same kind of database (file, WAL,
// synchronous=FULL) in the same run, right before and after each Kasir run (the shared machine's
// load drifts), and the ratio (target ≥ 25 % of bare, zero errors). The target is judged on the
// one-call way. The baseline is one transaction and one disk flush per order, sequential; the
// server shares a flush among the transactions of one event-loop turn (group commit, ADR 12),
// so each run also prints how many writes one durable COMMIT carried.
// The Kasir server runs in its own child process, like in production where the terminals
// are other machines: the load client's HTTP and JSON work must not eat the server's CPU.
// The bare baseline runs in this process, unchanged. The server is warmed first with
// BENCH_WARMUP one-call orders (not measured), as a long-running server is.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from '@kasir/sqlite-driver';
import { OrderStatus, OrderProductStatus } from '@kasir/domain';
import { startTestServer, type TestServer } from '../apps/server/src/test-support/test-server.ts';
import { postJson } from './http-client.ts';
import { formatMs, median, percentile } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8097);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP ?? 500);
const ALL_MODES = ['one call', 'four calls'] as const;
type Mode = (typeof ALL_MODES)[number];
// BENCH_MODES=one (or four) and BENCH_TERMINALS=10 narrow a run, e.g. for a profile of one path.
const MODES = ALL_MODES.filter((mode) => !process.env.BENCH_MODES || mode.startsWith(process.env.BENCH_MODES));
const TERMINAL_COUNTS = (process.env.BENCH_TERMINALS ?? '10,50').split(',').map(Number);
// Each case is measured this many times, bare and Kasir interleaved, and judged on the median
// ratio: on the shared machine one ratio swings by ±15 % between runs (the disk's flush time moves
// the bare rate, other tenants the CPU), so a single run decides nothing.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRODUCT_NAMES = ['Americano', 'Teh Tarik', 'Es Teh Manis'] as const;
const files: string[] = [];

function tempDatabase(name: string): string {
  const path = join(tmpdir(), `kasir-bench-${name}-${randomBytes(4).toString('hex')}.sqlite`);
  files.push(path, `${path}-wal`, `${path}-shm`);
  return path;
}

type Menu = { products: { id: number; name: string; sell_price: number | string }[]; orderTypeId: number };
/** What the server process hands the load client once it listens. */
type ServerReady = { outletId: number; tokens: string[]; menu: Menu };
const SERVER_ROLE = 'KASIR_BENCH_SERVER_DB';
type CommitStats = { groups: number; transactions: number };

async function menuIds(server: TestServer, outletId: number): Promise<Menu> {
  const db = server.database.db;
  const products = await db.selectFrom('outlet_products').select(['id', 'name', 'sell_price']).where('outlet_id', '=', outletId).where('name', 'in', [...PRODUCT_NAMES]).execute();
  const orderType = await db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', outletId).where('name', '=', 'Take Away').executeTakeFirstOrThrow();
  return { products, orderTypeId: orderType.id };
}

/**
 * The same rows Kasir writes for one order, in one transaction of prepared statements. Returns
 * a run of ORDERS such transactions; main runs it right before and after each Kasir run, so a load that
 * drifts on the shared machine hits both sides of a ratio alike.
 */
async function prepareBare(): Promise<{ run: () => { ordersPerSecond: number; p99: number }; close: () => void }> {
  const path = tempDatabase('bare');
  const seeded = await startTestServer({ SQLITE_PATH: path });
  const outletId = seeded.ids.outletIds.kopiSenja;
  const { products, orderTypeId } = await menuIds(seeded, outletId);
  const userId = seeded.ids.userIds.ani!;
  await seeded.stop();
  const connection = new SqliteDatabase(path);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  const counter = connection.prepare(
    'INSERT INTO order_counters (outlet_id, business_date, last_value) VALUES (?, ?, 1) ON CONFLICT (outlet_id, business_date) DO UPDATE SET last_value = order_counters.last_value + 1 RETURNING last_value',
  );
  const insertOrder = connection.prepare(
    `INSERT INTO orders (owner_id, outlet_id, order_no, business_date, order_type_id, outlet_order_type_id, status, pax, created_by, created_by_name, created_at, updated_at)
     VALUES (?, ?, ?, ?, 2, ?, ?, 1, ?, 'Ani', ?, ?) RETURNING id`,
  );
  const insertLine = connection.prepare(
    `INSERT INTO order_products (order_id, outlet_product_id, product_name, quantity, sell_price, status, created_by, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)`,
  );
  const takeStock = connection.prepare('UPDATE outlet_products SET stock_quantity = stock_quantity - 1 WHERE id = ? AND (stock_quantity IS NULL OR stock_quantity >= 1)');
  const saveTotals = connection.prepare('UPDATE orders SET subtotal = ?, total = ?, version = version + 3 WHERE id = ?');
  const createOrder = connection.transaction((index: number) => {
    const now = new Date().toISOString();
    const { last_value: sequence } = counter.get(outletId, '2026-01-01') as { last_value: number };
    const { id } = insertOrder.get(seeded.ids.ownerId, outletId, `BARE-${sequence}-${index}`, '2026-01-01', orderTypeId, OrderStatus.ORDERED, userId, now, now) as { id: number };
    let subtotal = 0;
    for (const product of products) {
      insertLine.run(id, product.id, product.name, product.sell_price, OrderProductStatus.CONFIRMED, userId, now, now);
      takeStock.run(product.id);
      subtotal += Number(product.sell_price);
    }
    saveTotals.run(subtotal, subtotal, id);
  });
  let made = 0;
  const run = () => {
    const latencies: number[] = [];
    const startedAt = performance.now();
    for (let index = 0; index < ORDERS; index += 1) {
      const callStartedAt = performance.now();
      createOrder((made += 1));
      latencies.push(performance.now() - callStartedAt);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    return { ordersPerSecond: ORDERS / seconds, p99: percentile(latencies, 0.99) };
  };
  return { run, close: () => connection.close() };
}

type KasirResult = { ordersPerSecond: number; p99: number; errors: number; calls: number };

async function benchKasir(ready: ServerReady, baseUrl: string, terminals: number, mode: Mode, orders = ORDERS): Promise<KasirResult> {
  const { outletId, tokens } = ready;
  const { products, orderTypeId } = ready.menu;
  const latencies: number[] = [];
  let errors = 0;
  const call = async (token: string, path: string, body: object): Promise<{ Id: number; Version: number } | null> => {
    const startedAt = performance.now();
    const response = await postJson(`${baseUrl}/api${path}`, { authorization: `Bearer ${token}`, outletid: String(outletId) }, body);
    const json = response.json as { data?: { Id: number; Version: number } };
    latencies.push(performance.now() - startedAt);
    if (!response.ok || !json.data) {
      errors += 1;
      return null;
    }
    return json.data;
  };
  const perTerminal = Math.ceil(orders / terminals);
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: terminals }, async (_, terminal) => {
      const token = tokens[terminal % tokens.length]!;
      for (let index = 0; index < perTerminal; index += 1) {
        const lines = products.map((product) => ({ OutletProductId: product.id, Quantity: 1 }));
        const order = await call(token, '/order', { OutletOrderTypeId: orderTypeId, pax: 1, ...(mode === 'one call' ? { OrderProducts: lines } : {}) });
        if (!order || mode === 'one call') continue;
        for (const product of products) {
          await call(token, `/order/${order.Id}/addOrderProduct`, { OrderProducts: [{ OutletProductId: product.id, Quantity: 1 }] });
        }
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  return { ordersPerSecond: (perTerminal * terminals) / seconds, p99: percentile(latencies, 0.99), errors, calls: latencies.length };
}

async function signInTerminals(server: TestServer, count: number): Promise<string[]> {
  const owner = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'owner@demo.pos', Password: 'demo1234' } });
  const ownerToken = owner.json().data.Token as string;
  const outletId = server.ids.outletIds.kopiSenja;
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const [username, pin] = index % 2 === 0 ? ['ani', '111111'] : ['budi', '222222'];
    const response = await server.app.inject({ method: 'POST', url: '/api/user/login', headers: { authorization: `Bearer ${ownerToken}` }, payload: { Username: username, PIN: pin, isCashier: true } });
    const token = response.json().data.Token as string;
    if (index < 2) {
      await server.app.inject({ method: 'POST', url: '/api/shift/startShift', headers: { authorization: `Bearer ${token}`, outletid: String(outletId) }, payload: { OutletId: outletId, StartCash: 0 } });
    }
    tokens.push(token);
  }
  return tokens;
}

/** The child process: the Kasir server on its own file database, listening on PORT. */
async function serveKasir(path: string): Promise<void> {
  const server = await startTestServer({ SQLITE_PATH: path });
  await server.app.listen({ host: '127.0.0.1', port: PORT });
  const outletId = server.ids.outletIds.kopiSenja;
  const ready: ServerReady = { outletId, tokens: await signInTerminals(server, Math.max(...TERMINAL_COUNTS)), menu: await menuIds(server, outletId) };
  process.on('message', (message) => {
    // 'stats': how many durable COMMITs the runs so far made (group commit, ADR 12).
    if (message === 'stats') process.send!({ ...server.database.commitStats });
    else void server.stop().then(() => process.exit(0));
  });
  process.send!(ready);
}

/** Starts the server process and waits until it listens; `stop` ends it cleanly. */
async function startServerProcess(path: string) {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv, env: { ...process.env, [SERVER_ROLE]: path } });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServerReady));
    child.once('exit', (code) => reject(new Error(`bench server process exited early (code ${code})`)));
  });
  const stop = () => new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
  const commitStats = () => new Promise<CommitStats>((resolve) => {
    child.once('message', (message) => resolve(message as CommitStats));
    child.send('stats');
  });
  return { ready, stop, commitStats };
}

async function main(): Promise<void> {
  const bare = await prepareBare();
  const server = await startServerProcess(tempDatabase('kasir'));
  const results = [];
  try {
    const warmup = await benchKasir(server.ready, `http://127.0.0.1:${PORT}`, TERMINAL_COUNTS[0] ?? 10, 'one call', WARMUP_ORDERS);
    if (warmup.errors > 0) throw new Error(`${warmup.errors} errors while warming the server up`);
    for (const mode of MODES) {
      for (const terminals of TERMINAL_COUNTS) {
        for (let round = 1; round <= ROUNDS; round += 1) {
          const bareBefore = bare.run();
          const before = await server.commitStats();
          const result = await benchKasir(server.ready, `http://127.0.0.1:${PORT}`, terminals, mode);
          const after = await server.commitStats();
          const bareAfter = bare.run();
          // The mean of the bare runs just before and just after: a load that drifts meanwhile counts half each side.
          const baseline = { ordersPerSecond: (bareBefore.ordersPerSecond + bareAfter.ordersPerSecond) / 2, p99: Math.max(bareBefore.p99, bareAfter.p99), runs: [bareBefore.ordersPerSecond, bareAfter.ordersPerSecond] };
          results.push({ mode, terminals, round, baseline, ...result, perCommit: (after.transactions - before.transactions) / Math.max(1, after.groups - before.groups) });
        }
      }
    }
  } finally {
    await server.stop();
    bare.close();
  }

  console.log(`bench:orders — ${ORDERS} orders per run, each with 3 products (Kasir server in its own process, as in production; warmed with ${WARMUP_ORDERS} orders)`);
  console.log('each Kasir run between two bare runs (one SQLite transaction per order, no group commit); ratio = Kasir / their mean rate');
  console.log(`${ROUNDS} rounds per case; a case is judged on its median ratio and zero errors in every round`);
  for (const result of results) {
    const ratio = result.ordersPerSecond / result.baseline.ordersPerSecond;
    console.log(
      `${'  bare SQLite transaction'.padEnd(28)} ${result.baseline.ordersPerSecond.toFixed(1).padStart(9)} orders/s   p99 ${formatMs(result.baseline.p99).padStart(10)} per order   ` +
        `(before ${result.baseline.runs[0]!.toFixed(1)}, after ${result.baseline.runs[1]!.toFixed(1)})`,
    );
    console.log(
      `${`kasir ${result.mode}, ${result.terminals} term. #${result.round}`.padEnd(28)} ${result.ordersPerSecond.toFixed(1).padStart(9)} orders/s   p99 ${formatMs(result.p99).padStart(10)} per call   ` +
        `${result.calls} calls, ${result.errors} errors   ${result.perCommit.toFixed(1)} writes/commit   ratio ${(ratio * 100).toFixed(1)} % of bare`,
    );
  }
  let isOk = true;
  for (const mode of MODES) {
    for (const terminals of TERMINAL_COUNTS) {
      const rounds = results.filter((result) => result.mode === mode && result.terminals === terminals);
      const ratio = median(rounds.map((result) => result.ordersPerSecond / result.baseline.ordersPerSecond));
      const errors = rounds.reduce((sum, result) => sum + result.errors, 0);
      const meets = ratio >= 0.25 && errors === 0;
      if (mode === 'one call') isOk &&= meets;
      console.log(`median: kasir ${mode}, ${terminals} term.: ${(ratio * 100).toFixed(1)} % of bare, ${errors} errors ${meets ? 'OK' : 'BELOW TARGET'}`);
    }
  }
  if (MODES.includes('one call')) console.log(isOk ? 'target met (one call per order): ≥ 25 % of bare, zero errors' : 'target missed (one call per order)');
}

const serverDatabase = process.env[SERVER_ROLE];
if (serverDatabase) {
  await serveKasir(serverDatabase);
} else {
  try {
    await main();
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
  process.exit(0);
}
