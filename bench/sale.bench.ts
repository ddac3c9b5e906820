// npm run bench:sale — the whole sale over HTTP by 1, 10 and 50 simulated terminals: POST /order
// with its 3 products (as the menu's cart sends it), then POST /payment/{id} in cash, each with an
// Idempotency-Key. Prints sales/s and p99 per sale beside one bare transaction doing the same
// inserts (counter, order, 3 lines, 3 stock takes, totals, payment, payment line, PAID), run right
// before and after each Kasir run (their mean is the baseline) on the same kind of database: SQLite (file, WAL, synchronous=FULL) or
// PostgreSQL when DATABASE_URL is set. Zero errors expected.
// At 1 terminal it also measures the HTTP floor (sale-floor-server.ts): the same inserts as the
// two calls' two durable transactions behind a bare node:http server, so the report tells what the
// round trips alone cost against the bare rate and what Kasir's own work costs on top.
// Then the crash check: 10 terminals selling, the server killed with SIGKILL mid-run, started
// again on the same database; every payment a terminal got an answer for must be there with its
// order PAID, no line may lack its order header, and no PAID order may lack its payment.
// Bounded: BENCH_SALES sales per run (default 1000; runs of a second or less were at the mercy of the shared machine), loopback only, stops by itself.
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { OrderStatus } from '@kasir/domain';
import { bareOrder, barePayment, inTransaction, openRunner } from './bare-sale.ts';
import { openBenchDatabase, saleMenu, startKasirProcess, type BenchTarget, type SaleMenu } from './kasir-process.ts';
import { startFloorProcess } from './sale-floor-server.ts';
import { postJson } from './http-client.ts';
import { formatMs, median, percentile } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8098);
const SALES = Number(process.env.BENCH_SALES ?? 1000);
const WARMUP_SALES = Number(process.env.BENCH_WARMUP ?? 300);
const TERMINAL_COUNTS = [1, 10, 50] as const;
// The HTTP floor (sale-floor-server.ts) is measured where the round trips weigh most: one terminal.
const FLOOR_TERMINALS = 1;
const FLOOR_PORT = PORT + 1;
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

/** One sale as one bare transaction of the same inserts Kasir makes, sequential, one flush each. */
async function prepareBare(target: BenchTarget) {
  const database = await openBenchDatabase(target);
  const menu = await saleMenu(database);
  await database.close();
  const runner = await openRunner(target);
  let made = 0;
  const sale = async () => {
    made += 1;
    await inTransaction(runner, async () => {
      const { orderId, total } = await bareOrder(runner, menu, `${runId}-${made}`);
      await barePayment(runner, menu, orderId, total, `bare-${made}`);
    });
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
  return { run, close: runner.close, menu };
}

/** The floor server on its own database, warmed up, ready for runSales. */
async function prepareFloor(target: BenchTarget) {
  const database = await openBenchDatabase(target);
  const menu = await saleMenu(database);
  await database.close();
  const floor = await startFloorProcess(target, FLOOR_PORT, menu);
  const terminal = { menu, tokens: [''], baseUrl: `http://127.0.0.1:${FLOOR_PORT}` };
  const warmup = await runSales(terminal, FLOOR_TERMINALS, WARMUP_SALES);
  if (warmup.errors > 0) throw new Error(`${warmup.errors} errors while warming the floor server up`);
  return { run: () => runSales(terminal, FLOOR_TERMINALS, SALES), stop: floor.stop };
}

type Acknowledged = { orderId: number; paymentId: number };
type SaleRun = { salesPerSecond: number; p99Sale: number; p99Call: number; errors: number; unanswered: number; acknowledged: Acknowledged[] };

/** Terminals selling in parallel; with `untilCrash`, a terminal stops at its first unanswered call. */
async function runSales(server: { menu: SaleMenu; tokens: readonly string[]; baseUrl?: string }, terminals: number, sales: number, untilCrash = false): Promise<SaleRun> {
  const { menu, tokens, baseUrl = BASE_URL } = server;
  const saleLatencies: number[] = [];
  const callLatencies: number[] = [];
  const acknowledged: Acknowledged[] = [];
  let errors = 0;
  let unanswered = 0;
  const call = async (token: string, path: string, body: object): Promise<Record<string, number> | null> => {
    const startedAt = performance.now();
    const response = await postJson(`${baseUrl}/api${path}`, { authorization: `Bearer ${token}`, outletid: String(menu.outletId), [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, body);
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
  const targets = [newTarget('bare'), newTarget('kasir'), newTarget('crash'), newTarget('floor')] as const;
  try {
    const bare = await prepareBare(targets[0]);
    const floor = await prepareFloor(targets[3]);
    const server = await startKasirProcess(targets[1], PORT, Math.max(...TERMINAL_COUNTS));
    const results: Array<SaleRun & { terminals: number; round: number; baseline: { salesPerSecond: number; p99: number; runs: number[] }; floor: SaleRun | null }> = [];
    try {
      const warmup = await runSales(server, 10, WARMUP_SALES);
      if (warmup.errors > 0) throw new Error(`${warmup.errors} errors while warming the server up`);
      for (const terminals of TERMINAL_COUNTS) {
        for (let round = 1; round <= ROUNDS; round += 1) {
          const bareBefore = await bare.run();
          const result = await runSales(server, terminals, SALES);
          const floorRun = terminals === FLOOR_TERMINALS ? await floor.run() : null;
          const bareAfter = await bare.run();
          // The mean of the bare runs just before and just after: load drifting meanwhile weighs on both sides.
          const baseline = { salesPerSecond: (bareBefore.salesPerSecond + bareAfter.salesPerSecond) / 2, p99: Math.max(bareBefore.p99, bareAfter.p99), runs: [bareBefore.salesPerSecond, bareAfter.salesPerSecond] };
          results.push({ terminals, round, baseline, ...result, floor: floorRun });
        }
      }
    } finally {
      await server.stop();
      await floor.stop();
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
      if (!result.floor) continue;
      isOk &&= result.floor.errors === 0 && result.floor.unanswered === 0;
      console.log(
        `${`http floor, ${result.terminals} term. #${result.round}`.padEnd(30)} ${result.floor.salesPerSecond.toFixed(1).padStart(8)} sales/s   p99 ${formatMs(result.floor.p99Sale).padStart(10)} per sale, ${formatMs(result.floor.p99Call)} per call   ` +
          `${result.floor.errors} errors   ${((result.floor.salesPerSecond / result.baseline.salesPerSecond) * 100).toFixed(1)} % of bare`,
      );
    }
    const floorRounds = results.filter((result) => result.floor);
    const floorRatio = median(floorRounds.map((result) => result.floor!.salesPerSecond / result.baseline.salesPerSecond));
    const kasirOfFloor = median(floorRounds.map((result) => result.salesPerSecond / result.floor!.salesPerSecond));
    console.log(
      `median: http floor, ${FLOOR_TERMINALS} term.: ${(floorRatio * 100).toFixed(1)} % of bare — the same inserts as two transactions behind bare node:http (no sign-in, checks, pricing, idempotency or events), ` +
        `each answered after its durable COMMIT: the most any server of the spec's two calls reaches here; kasir makes ${(kasirOfFloor * 100).toFixed(1)} % of it`,
    );
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
