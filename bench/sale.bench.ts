// npm run bench:sale — the whole sale over HTTP by 1, 10 and 50 simulated terminals: POST /order
// with its 3 products (as the menu's cart sends it), then POST /payment/{id} in cash, each with an
// Idempotency-Key. Prints sales/s and p99 per sale beside one bare transaction doing the same
// inserts (counter, order, 3 lines, 3 stock takes, totals, payment, payment line, PAID), run right
// before and after each Kasir run (their mean is the baseline) on the same kind of database: SQLite (file, WAL, synchronous=FULL) or
// PostgreSQL when DATABASE_URL is set. Zero errors expected.
// Then the crash check: 10 terminals selling, the server killed with SIGKILL mid-run, started
// again on the same database; every payment a terminal got an answer for must be there with its
// order PAID, no line may lack its order header, and no PAID order may lack its payment.
// Bounded: BENCH_SALES sales per run (default 1000; runs of a second or less were at the mercy of the shared machine), loopback only, stops by itself.
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { OrderProductStatus, OrderStatus } from '@kasir/domain';
import { openBenchDatabase, saleMenu, startKasirProcess, type BenchTarget, type KasirProcess } from './kasir-process.ts';
import { postJson } from './http-client.ts';
import { formatMs, median, percentile } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8098);
const SALES = Number(process.env.BENCH_SALES ?? 1000);
const WARMUP_SALES = Number(process.env.BENCH_WARMUP ?? 300);
const TERMINAL_COUNTS = [1, 10, 50] as const;
// Each terminal count is measured this many times, bare and Kasir interleaved, and judged on the
// median ratio, as bench:orders does: one ratio swings by ±15 % between runs on a shared machine.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.25;
const CRASH_AFTER_MS = 1500;
// BENCH_SALE_WAY=adds: create the order empty, then 3 × addOrderProduct (a cashier adding items
// one by one), then pay; the default sends the cart's 3 products with the create, as the menu does.
const ADD_ONE_BY_ONE = process.env.BENCH_SALE_WAY === 'adds';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const pgUrl = process.env.DATABASE_URL;
const runId = randomBytes(4).toString('hex');

function newTarget(name: string): BenchTarget {
  return pgUrl ? { databaseUrl: pgUrl, pgSchema: `bench_sale_${name}_${runId}` } : { sqlitePath: join(tmpdir(), `kasir-bench-sale-${name}-${runId}.sqlite`) };
}

/** Plain SQL both databases run; `?` becomes `$n` for PostgreSQL. */
type Runner = { query: (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>; close: () => Promise<void> };

async function openRunner(target: BenchTarget): Promise<Runner> {
  if ('sqlitePath' in target) {
    const connection = new SqliteDatabase(target.sqlitePath);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    connection.pragma('foreign_keys = ON');
    const statements = new Map<string, SqliteDatabase.Statement>();
    return {
      query: async (text, values) => {
        let statement = statements.get(text);
        if (!statement) statements.set(text, (statement = connection.prepare(text)));
        if (statement.reader) return statement.all(values) as Record<string, unknown>[];
        statement.run(values);
        return [];
      },
      close: async () => void connection.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.databaseUrl, options: `-c search_path="${target.pgSchema}"` });
  await client.connect();
  return {
    query: async (text, values) => {
      let position = 0;
      return (await client.query(text.replace(/\?/g, () => `$${(position += 1)}`), values)).rows;
    },
    close: () => client.end(),
  };
}

/** One sale as one bare transaction of the same inserts Kasir makes, sequential, one flush each. */
async function prepareBare(target: BenchTarget) {
  const database = await openBenchDatabase(target);
  const menu = await saleMenu(database);
  await database.close();
  const runner = await openRunner(target);
  let made = 0;
  const sale = async () => {
    const now = new Date().toISOString();
    made += 1;
    await runner.query('BEGIN', []);
    const [counter] = await runner.query(
      'INSERT INTO order_counters (outlet_id, business_date, last_value) VALUES (?, ?, 1) ON CONFLICT (outlet_id, business_date) DO UPDATE SET last_value = order_counters.last_value + 1 RETURNING last_value',
      [menu.outletId, '2026-01-01'],
    );
    const [order] = await runner.query(
      `INSERT INTO orders (owner_id, outlet_id, order_no, business_date, order_type_id, outlet_order_type_id, status, pax, created_by, created_by_name, created_at, updated_at)
       VALUES (?, ?, ?, ?, 2, ?, ?, 1, ?, 'Ani', ?, ?) RETURNING id`,
      [menu.ownerId, menu.outletId, `BARE-${runId}-${String(counter!.last_value)}-${made}`, '2026-01-01', menu.orderTypeId, OrderStatus.ORDERED, menu.userId, now, now],
    );
    const orderId = Number(order!.id);
    let total = 0;
    for (const product of menu.products) {
      await runner.query('INSERT INTO order_products (order_id, outlet_product_id, product_name, quantity, sell_price, status, created_by, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)', [
        orderId, product.id, product.name, product.sell_price, OrderProductStatus.CONFIRMED, menu.userId, now, now,
      ]);
      await runner.query('UPDATE outlet_products SET stock_quantity = stock_quantity - 1 WHERE id = ? AND (stock_quantity IS NULL OR stock_quantity >= 1)', [product.id]);
      total += product.sell_price;
    }
    await runner.query('UPDATE orders SET subtotal = ?, total = ?, version = version + 1 WHERE id = ?', [total, total, orderId]);
    const [payment] = await runner.query(
      `INSERT INTO payments (owner_id, order_id, outlet_id, request_key, total, paid, change, remaining, order_status, cashier_id, cashier_name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?, 'Ani', ?) RETURNING id`,
      [menu.ownerId, orderId, menu.outletId, `bare-${made}`, total, total, OrderStatus.PAID, menu.userId, now],
    );
    await runner.query("INSERT INTO payment_details (payment_id, outlet_payment_method_id, method_name, method_type, amount) VALUES (?, ?, 'Cash', 4, ?)", [Number(payment!.id), menu.cashMethodId, total]);
    await runner.query('UPDATE orders SET status = ?, version = version + 1 WHERE id = ?', [OrderStatus.PAID, orderId]);
    await runner.query('COMMIT', []);
  };
  const run = async () => {
    const latencies: number[] = [];
    const startedAt = performance.now();
    for (let index = 0; index < SALES; index += 1) {
      const saleStartedAt = performance.now();
      await sale();
      latencies.push(performance.now() - saleStartedAt);
    }
    return { salesPerSecond: SALES / ((performance.now() - startedAt) / 1000), p99: percentile(latencies, 0.99) };
  };
  return { run, close: runner.close };
}

type Acknowledged = { orderId: number; paymentId: number };
type SaleRun = { salesPerSecond: number; p99Sale: number; p99Call: number; errors: number; unanswered: number; acknowledged: Acknowledged[] };

/** Terminals selling in parallel; with `untilCrash`, a terminal stops at its first unanswered call. */
async function runSales(server: KasirProcess, terminals: number, sales: number, untilCrash = false): Promise<SaleRun> {
  const { menu, tokens } = server;
  const saleLatencies: number[] = [];
  const callLatencies: number[] = [];
  const acknowledged: Acknowledged[] = [];
  let errors = 0;
  let unanswered = 0;
  const call = async (token: string, path: string, body: object): Promise<Record<string, number> | null> => {
    const startedAt = performance.now();
    const response = await postJson(`${BASE_URL}/api${path}`, { authorization: `Bearer ${token}`, outletid: String(menu.outletId), [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, body);
    const json = response.json as { data?: Record<string, number> };
    callLatencies.push(performance.now() - startedAt);
    if (response.ok && json.data) return json.data;
    errors += 1;
    if (errors <= 3) console.error(`  ${path} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
    return null;
  };
  const perTerminal = Math.ceil(sales / terminals);
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: terminals }, async (_, terminal) => {
      const token = tokens[terminal % tokens.length]!;
      for (let index = 0; index < perTerminal; index += 1) {
        const saleStartedAt = performance.now();
        try {
          const lines = menu.products.map((product) => ({ OutletProductId: product.id, Quantity: 1 }));
          let order = await call(token, '/order', { OutletOrderTypeId: menu.orderTypeId, pax: 1, ...(ADD_ONE_BY_ONE ? {} : { OrderProducts: lines }) });
          for (const line of ADD_ONE_BY_ONE ? lines : []) order = order && (await call(token, `/order/${order.Id}/addOrderProduct`, { OrderProducts: [line] }));
          if (!order) continue;
          // Cash in whole rupiah (spec §5: no decimals); any change is given back.
          const payment = await call(token, `/payment/${order.Id}`, { Id: order.Id, PaymentDetails: [{ OutletPaymentMethodId: menu.cashMethodId, Amount: Math.ceil(order.Total!) }] });
          if (!payment) continue;
          acknowledged.push({ orderId: order.Id!, paymentId: payment.Id! });
          saleLatencies.push(performance.now() - saleStartedAt);
        } catch (error) {
          // No answer (connection refused or reset): only expected when the server was killed.
          unanswered += 1;
          if (untilCrash) return;
          throw error;
        }
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  return { salesPerSecond: acknowledged.length / seconds, p99Sale: percentile(saleLatencies, 0.99), p99Call: percentile(callLatencies, 0.99), errors, unanswered, acknowledged };
}

/** After the restart: acknowledged payments present with their order PAID, nothing half-written. */
async function checkAfterCrash(target: BenchTarget, acknowledged: readonly Acknowledged[]) {
  const runner = await openRunner(target);
  try {
    const payments = new Map((await runner.query('SELECT id, order_id FROM payments', [])).map((row) => [Number(row.id), Number(row.order_id)]));
    const paidOrders = new Set((await runner.query('SELECT id FROM orders WHERE status = ?', [OrderStatus.PAID])).map((row) => Number(row.id)));
    const missing = acknowledged.filter((sale) => payments.get(sale.paymentId) !== sale.orderId || !paidOrders.has(sale.orderId));
    const [orphanLines] = await runner.query('SELECT count(*) AS n FROM order_products WHERE order_id NOT IN (SELECT id FROM orders)', []);
    const [paidWithoutPayment] = await runner.query('SELECT count(*) AS n FROM orders WHERE status = ? AND id NOT IN (SELECT order_id FROM payments)', [OrderStatus.PAID]);
    const [ordersWithoutLines] = await runner.query('SELECT count(*) AS n FROM orders WHERE id NOT IN (SELECT order_id FROM order_products)', []);
    return { missing: missing.length, orphanLines: Number(orphanLines!.n), paidWithoutPayment: Number(paidWithoutPayment!.n), ordersWithoutLines: Number(ordersWithoutLines!.n), payments: payments.size };
  } finally {
    await runner.close();
  }
}

async function crashCheck(target: BenchTarget): Promise<boolean> {
  let server = await startKasirProcess(target, PORT, 10);
  const selling = runSales(server, 10, SALES * 20, true);
  await new Promise((resolve) => setTimeout(resolve, CRASH_AFTER_MS));
  server.child.kill('SIGKILL');
  const crashed = await selling;
  server = await startKasirProcess(target, PORT, 10);
  try {
    const check = await checkAfterCrash(target, crashed.acknowledged);
    const after = await runSales(server, 10, 20);
    console.log(
      `crash check: SIGKILL after ${CRASH_AFTER_MS} ms with ${crashed.acknowledged.length} sales acknowledged (${crashed.unanswered} calls cut off, ${crashed.errors} errors); after the restart ` +
        `${crashed.acknowledged.length - check.missing}/${crashed.acknowledged.length} acknowledged payments found with their order PAID, ${check.orphanLines} lines without an order, ${check.ordersWithoutLines} orders without their lines, ${check.paidWithoutPayment} PAID orders without a payment; ` +
        `${after.acknowledged.length} more sales after, ${after.errors} errors`,
    );
    const whole = check.missing === 0 && check.orphanLines === 0 && check.ordersWithoutLines === 0 && check.paidWithoutPayment === 0;
    return whole && after.errors === 0 && crashed.errors === 0 && crashed.acknowledged.length > 0;
  } finally {
    await server.stop();
  }
}

async function dropTarget(target: BenchTarget): Promise<void> {
  if ('sqlitePath' in target) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(target.sqlitePath + suffix, { force: true });
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${target.pgSchema}" CASCADE`);
  await client.end();
}

async function main(): Promise<boolean> {
  const engine = pgUrl ? 'PostgreSQL' : 'SQLite';
  const targets = [newTarget('bare'), newTarget('kasir'), newTarget('crash')] as const;
  try {
    const bare = await prepareBare(targets[0]);
    const server = await startKasirProcess(targets[1], PORT, Math.max(...TERMINAL_COUNTS));
    const results = [];
    try {
      const warmup = await runSales(server, 10, WARMUP_SALES);
      if (warmup.errors > 0) throw new Error(`${warmup.errors} errors while warming the server up`);
      for (const terminals of TERMINAL_COUNTS) {
        for (let round = 1; round <= ROUNDS; round += 1) {
          const bareBefore = await bare.run();
          const result = await runSales(server, terminals, SALES);
          const bareAfter = await bare.run();
          // The mean of the bare runs just before and just after: load drifting meanwhile weighs on both sides.
          const baseline = { salesPerSecond: (bareBefore.salesPerSecond + bareAfter.salesPerSecond) / 2, p99: Math.max(bareBefore.p99, bareAfter.p99), runs: [bareBefore.salesPerSecond, bareAfter.salesPerSecond] };
          results.push({ terminals, round, baseline, ...result });
        }
      }
    } finally {
      await server.stop();
      await bare.close();
    }
    const way = ADD_ONE_BY_ONE ? 'create, 3 × addOrderProduct, pay cash' : 'create with 3 products + pay cash';
    console.log(`bench:sale on ${engine} — ${SALES} sales per run (${way}), server in its own process, warmed with ${WARMUP_SALES} sales; ${ROUNDS} rounds per terminal count`);
    let isOk = true;
    for (const result of results) {
      isOk &&= result.errors === 0 && result.unanswered === 0;
      console.log(
        `${`  bare ${engine} transaction`.padEnd(30)} ${result.baseline.salesPerSecond.toFixed(1).padStart(8)} sales/s   p99 ${formatMs(result.baseline.p99).padStart(10)} per sale   ` +
          `(before ${result.baseline.runs[0]!.toFixed(1)}, after ${result.baseline.runs[1]!.toFixed(1)})`,
      );
      console.log(
        `${`kasir, ${result.terminals} term. #${result.round}`.padEnd(30)} ${result.salesPerSecond.toFixed(1).padStart(8)} sales/s   p99 ${formatMs(result.p99Sale).padStart(10)} per sale, ${formatMs(result.p99Call)} per call   ` +
          `${result.errors} errors   ${((result.salesPerSecond / result.baseline.salesPerSecond) * 100).toFixed(1)} % of bare`,
      );
    }
    for (const terminals of TERMINAL_COUNTS) {
      const ratio = median(results.filter((result) => result.terminals === terminals).map((result) => result.salesPerSecond / result.baseline.salesPerSecond));
      console.log(`median: kasir, ${terminals} term.: ${(ratio * 100).toFixed(1)} % of bare ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'} (target ${TARGET_RATIO * 100} %)`);
    }
    isOk = (await crashCheck(targets[2])) && isOk;
    console.log(isOk ? 'bench:sale: zero errors, crash check passed' : 'bench:sale: FAILED (errors or crash check)');
    return isOk;
  } finally {
    for (const target of targets) await dropTarget(target);
  }
}

const ok = await main();
process.exit(ok ? 0 : 1);
