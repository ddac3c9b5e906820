// npm run bench:reports — the reports at a year of data (issue 18). Kopi Senja gets 365 days ×
// BENCH_ORDERS_PER_DAY (default 1,000) orders written straight into the tables (report-year.ts),
// then the Kasir server in its own process answers, over HTTP as a terminal asks:
//   - GET /api/report/summarySalesReport over the last 31 days (SUMMARY_REPORT_MAX_DAYS), and
//   - GET /api/report/paymentReport?shiftId= of one shift in that range,
// BENCH_REPORT_CALLS times each after a warm-up, p50 and p99 per call, beside a bare SQL aggregate
// over the same rows on one plain connection in the same run, call for call in turn (revenue of
// the orders settled in the range, money per payment method, quantity and amount per product; for
// the shift, money per method of its payments), and the ratio. Goal: the summary within 3× the bare aggregate (p50)
// and under 300 ms p99. SQLite (file, WAL) always; PostgreSQL too when TEST_DATABASE_URL or
// DATABASE_URL is set, in a schema of its own dropped at the end.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { OrderStatus, SUMMARY_REPORT_MAX_DAYS } from '@kasir/domain';
import { openRunner, type Runner } from './bare-sale.ts';
import { openBenchDatabase, startKasirProcess, type BenchTarget } from './kasir-process.ts';
import { loadYearStage, seedYear, YEAR_DAYS } from './report-year.ts';
import { formatMs, percentile } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8096);
const ORDERS_PER_DAY = Number(process.env.BENCH_ORDERS_PER_DAY ?? 1000);
const CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 40);
const WARMUP_CALLS = 5;
const TARGET_RATIO = 3;
const TARGET_P99_MS = 300;
const HOUR_MS = 3_600_000;
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const runId = randomBytes(4).toString('hex');

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** GET with the terminal's headers over a kept-alive socket; answers the status and the body (read whole). */
function getJson(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'GET', headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

type Timing = { p50: number; p99: number };

/**
 * Times a report and its bare aggregate call by call, alternating which goes first: on a shared
 * machine whose load comes and goes, both see the same load, so their ratio means something.
 */
async function timePair(calls: number, report: () => Promise<void>, bare: () => Promise<void>): Promise<{ report: Timing; bare: Timing }> {
  for (let index = 0; index < WARMUP_CALLS; index += 1) {
    await report();
    await bare();
  }
  const latencies = { report: [] as number[], bare: [] as number[] };
  const timed = async (kind: 'report' | 'bare', work: () => Promise<void>) => {
    const startedAt = performance.now();
    await work();
    latencies[kind].push(performance.now() - startedAt);
  };
  for (let index = 0; index < calls; index += 1) {
    if (index % 2 === 0) {
      await timed('report', report);
      await timed('bare', bare);
    } else {
      await timed('bare', bare);
      await timed('report', report);
    }
  }
  const of = (values: number[]) => ({ p50: percentile(values, 0.5), p99: percentile(values, 0.99) });
  return { report: of(latencies.report), bare: of(latencies.bare) };
}

/** The outlet-time YYYY-MM-DD `daysAgo` days before now. */
const outletDate = (daysAgo: number, timeZoneHours: number) => new Date(Date.now() + timeZoneHours * HOUR_MS - daysAgo * 24 * HOUR_MS).toISOString().slice(0, 10);
/** The UTC instant where an outlet-time day starts. */
const dayStartIso = (date: string, timeZoneHours: number) => new Date(Date.parse(`${date}T00:00:00Z`) - timeZoneHours * HOUR_MS).toISOString();

/** The bare aggregate of the summary: the rows it reads, summed by hand-written SQL. */
async function bareSummary(runner: Runner, outletId: number, fromIso: string, toIso: string): Promise<void> {
  const settled = 'FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.outlet_id = ? AND p.order_status = ? AND o.status = ? AND p.created_at >= ? AND p.created_at < ?';
  const range = [outletId, OrderStatus.PAID, OrderStatus.PAID, fromIso, toIso];
  await runner.query(`SELECT count(*) AS n, sum(o.total) AS total, sum(o.subtotal) AS subtotal, sum(o.charge_total) AS charges ${settled}`, range);
  await runner.query('SELECT d.method_name, sum(d.amount) AS amount FROM payments p JOIN payment_details d ON d.payment_id = p.id WHERE p.outlet_id = ? AND p.created_at >= ? AND p.created_at < ? GROUP BY d.method_name', [outletId, fromIso, toIso]);
  await runner.query(`SELECT op.product_name, sum(op.quantity) AS quantity, sum(op.quantity * op.sell_price) AS amount ${settled.replace('WHERE', 'JOIN order_products op ON op.order_id = o.id WHERE')} GROUP BY op.product_name`, range);
}

async function bareShiftPayments(runner: Runner, shiftId: number): Promise<void> {
  await runner.query('SELECT d.method_name, count(*) AS n, sum(d.amount) AS amount FROM payments p JOIN payment_details d ON d.payment_id = p.id WHERE p.shift_id = ? GROUP BY d.method_name', [shiftId]);
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

type EngineResult = { engine: string; seedSeconds: number; rows: string; summary: { p50: number; p99: number }; bare: { p50: number; p99: number }; shift: { p50: number; p99: number }; bareShift: { p50: number; p99: number }; errors: number };

async function benchEngine(engine: string, target: BenchTarget): Promise<EngineResult> {
  const database = await openBenchDatabase(target);
  await database.close();
  const runner = await openRunner(target);
  try {
    const stage = await loadYearStage(runner);
    const seedStartedAt = performance.now();
    const seeded = await seedYear(runner, stage, ORDERS_PER_DAY, 'databaseUrl' in target);
    const seedSeconds = (performance.now() - seedStartedAt) / 1000;
    const rows = `${seeded.orders} orders, ${seeded.lines} lines, ${seeded.payments} payments, ${seeded.refunds} refunds, ${seeded.voids} voids, ${seeded.shifts.length} shifts`;
    console.log(`  ${engine}: seeded ${rows} in ${seedSeconds.toFixed(1)} s`);

    // The last 31 whole days (yesterday back), as the modal's range picker gives them.
    const fromDate = outletDate(SUMMARY_REPORT_MAX_DAYS, stage.timeZoneHours);
    const toDate = outletDate(1, stage.timeZoneHours);
    const fromIso = dayStartIso(fromDate, stage.timeZoneHours);
    const toIso = dayStartIso(outletDate(0, stage.timeZoneHours), stage.timeZoneHours);
    const shift = seeded.shifts[seeded.shifts.length - 10]!;

    const server = await startKasirProcess(target, PORT, 1);
    let errors = 0;
    try {
      const headers = { authorization: `Bearer ${server.tokens[0]!}`, outletid: String(stage.outletId) };
      const get = async (path: string) => {
        const url = `http://127.0.0.1:${PORT}/api${path}`;
        // A kept-alive socket the server closed while the bare queries ran is reset on reuse: ask once more on a new one.
        const answer = await getJson(url, headers)
          .catch(() => getJson(url, headers))
          .catch((error: unknown) => ({ status: 0, body: String(error) }));
        if (answer.status !== 200) {
          errors += 1;
          if (errors <= 3) console.error(`  ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        }
      };
      const summaryPath = `/report/summarySalesReport?fromDate=${encodeURIComponent(`${fromDate} 00:00:00`)}&toDate=${encodeURIComponent(`${toDate} 23:59:59`)}&outletName=${encodeURIComponent('Kopi Senja')}`;
      const summary = await timePair(CALLS, () => get(summaryPath), () => bareSummary(runner, stage.outletId, fromIso, toIso));
      const shiftReport = await timePair(CALLS, () => get(`/report/paymentReport?isCashier=1&shiftId=${shift.id}`), () => bareShiftPayments(runner, shift.id));
      return { engine, seedSeconds, rows, summary: summary.report, bare: summary.bare, shift: shiftReport.report, bareShift: shiftReport.bare, errors };
    } finally {
      await server.stop();
    }
  } finally {
    await runner.close();
  }
}

async function main(): Promise<boolean> {
  const targets: Array<[string, BenchTarget]> = [['SQLite', { sqlitePath: join(tmpdir(), `kasir-bench-reports-${runId}.sqlite`) }]];
  if (pgUrl) targets.push(['PostgreSQL', { databaseUrl: pgUrl, pgSchema: `bench_reports_${runId}` }]);
  console.log(`bench:reports — Kopi Senja with ${YEAR_DAYS} days × ${ORDERS_PER_DAY} orders; summary over ${SUMMARY_REPORT_MAX_DAYS} days and the payment report of one shift over HTTP, ${CALLS} calls each after ${WARMUP_CALLS} warm-up`);
  const results: EngineResult[] = [];
  for (const [engine, target] of targets) {
    try {
      results.push(await benchEngine(engine, target));
    } finally {
      await dropTarget(target);
    }
  }
  let isOk = true;
  for (const result of results) {
    const ratio = result.summary.p50 / result.bare.p50;
    const shiftRatio = result.shift.p50 / result.bareShift.p50;
    const meets = result.errors === 0 && ratio <= TARGET_RATIO && result.summary.p99 < TARGET_P99_MS;
    isOk &&= meets;
    console.log(`${result.engine} (${result.rows})`);
    console.log(`  ${'bare aggregate, 31 days'.padEnd(34)} p50 ${formatMs(result.bare.p50).padStart(10)}   p99 ${formatMs(result.bare.p99).padStart(10)}`);
    console.log(
      `  ${'summarySalesReport, 31 days'.padEnd(34)} p50 ${formatMs(result.summary.p50).padStart(10)}   p99 ${formatMs(result.summary.p99).padStart(10)}   ${ratio.toFixed(2)}× bare   ` +
        `${meets ? 'OK' : 'MISSES'} (target ≤ ${TARGET_RATIO}× and p99 < ${TARGET_P99_MS} ms)`,
    );
    console.log(`  ${'bare payments of one shift'.padEnd(34)} p50 ${formatMs(result.bareShift.p50).padStart(10)}   p99 ${formatMs(result.bareShift.p99).padStart(10)}`);
    console.log(`  ${'paymentReport, one shift'.padEnd(34)} p50 ${formatMs(result.shift.p50).padStart(10)}   p99 ${formatMs(result.shift.p99).padStart(10)}   ${shiftRatio.toFixed(2)}× bare   ${result.errors} errors`);
  }
  console.log(isOk ? 'bench:reports: targets met' : 'bench:reports: MISSED a target (or errors)');
  return isOk;
}

const ok = await main();
process.exit(ok ? 0 : 1);
