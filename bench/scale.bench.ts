// npm run bench:scale — does a second API process sell faster? 50 terminals make whole sales
// (order with 3 products, cash payment, each call with an Idempotency-Key) through 1 Kasir API
// process, then through 2 processes on two ports sharing the database and Redis (each call sent to
// the next process in turn, as a round-robin balancer without stickiness would), beside bare
// PostgreSQL doing the same inserts as one transaction per sale on 50 connections at once (one per
// terminal, as if each spoke to the database itself: the most these inserts get from PostgreSQL at
// this concurrency, pool limits aside). Interleaved: bare, 1 process, 2 processes, … bare again;
// each Kasir run against the mean of the bare runs around it, judged on the median of the rounds.
// After every run the database must hold each sale of it PAID with exactly one payment.
// What bounds it: the CPU seconds of each side over each run (API processes, the PostgreSQL
// backends of the bench's database and its shared WAL writer/checkpointer, Redis, this load
// generator, the whole machine) and what the backends were waiting on (bench/scale-cpu.ts).
// PostgreSQL and Redis: DATABASE_URL and REDIS_URL, by default the local ones; each run creates
// its own database (dropped at the end, also on failure or Ctrl-C) and Redis key prefix.
// Bounded: BENCH_SALES sales per run (default 500), BENCH_ROUNDS rounds (default 3), stops by itself.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../apps/server/src/test-support/print-processes.ts';
import { openBenchDatabase, saleMenu, startKasirProcess, type BenchTarget, type KasirProcess } from './kasir-process.ts';
import { watchCpu, type CpuReport } from './scale-cpu.ts';
import { printRun, printSummary, type MeasuredRun } from './scale-report.ts';
import { bareConcurrently, checkPaidOnce, lastOrderId, sellThrough, type LoadRun } from './scale-load.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const TERMINALS = 50;
// 500 sales make runs of 5–15 s here, and the whole bench about 2 minutes.
const SALES = Number(process.env.BENCH_SALES ?? 500);
const WARMUP_SALES = Number(process.env.BENCH_WARMUP ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const runId = randomBytes(4).toString('hex');
const databaseName = `kasir_bench_scale_${runId}`;
const redisKeyPrefix = `kasir-bench-scale-${runId}:`;

const pgUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
if (!pgUrl.startsWith('postgres')) {
  console.error(`bench:scale measures PostgreSQL; DATABASE_URL is ${pgUrl}`);
  process.exit(1);
}

const cleanups: Array<() => Promise<unknown>> = [];
let cleaning: Promise<void> | undefined;
/** Undoes what was set up, last first; once, whether the bench ends, fails or is interrupted (both then wait for it). */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error(`bench:scale: cleaning up failed: ${String(error)}`));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench:scale: ${signal}, stopping the API processes and dropping ${databaseName}…`);
    void cleanUp().then(() => process.exit(1));
  });
}

async function connect(): Promise<{ admin: pg.Client; redis: Redis }> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect().catch((error: unknown) => {
    throw new Error(`bench:scale needs PostgreSQL at ${pgUrl} (set DATABASE_URL): ${String(error)}`);
  });
  cleanups.push(() => admin.end());
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`bench:scale needs Redis at ${redisUrl} (set REDIS_URL): ${String(error)}`);
  });
  cleanups.push(() => redis.quit());
  return { admin, redis };
}

/** The run's own database, and its cleanup: dropped with whatever is still connected, the Redis keys deleted. */
async function createBenchDatabase(admin: pg.Client, redis: Redis): Promise<string> {
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });
  const url = new URL(pgUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function startProcess(target: BenchTarget, terminals: number): Promise<KasirProcess & { url: string }> {
  const port = await freePort();
  const server = await startKasirProcess(target, port, terminals);
  cleanups.push(server.stop);
  return { ...server, url: `http://127.0.0.1:${port}` };
}

/** One measured run: the load, the CPU of each side meanwhile, and the database's word on every sale. */
async function measure(kind: MeasuredRun['kind'], round: number, target: BenchTarget, probe: Parameters<typeof watchCpu>[0], load: () => Promise<LoadRun>): Promise<MeasuredRun> {
  const afterOrderId = await lastOrderId(target);
  const watch = await watchCpu(probe);
  const run = await load();
  const cpu: CpuReport = await watch.stop();
  const check = await checkPaidOnce(target, afterOrderId);
  const measured = { kind, round, ...run, cpu, check };
  printRun(measured);
  return measured;
}

async function main(): Promise<boolean> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) console.log(`bench:scale: DATABASE_URL/REDIS_URL unset, using ${pgUrl} and ${redisUrl}`);
  const { admin, redis } = await connect();
  const benchUrl = await createBenchDatabase(admin, redis);
  const bareTarget: BenchTarget = { databaseUrl: benchUrl, pgSchema: 'bare' };
  const kasirTarget: BenchTarget = { databaseUrl: benchUrl, pgSchema: 'kasir', redis: { url: redisUrl, keyPrefix: redisKeyPrefix } };
  const bareDatabase = await openBenchDatabase(bareTarget);
  const bareMenu = await saleMenu(bareDatabase);
  await bareDatabase.close();
  // One after the other: the first migrates and seeds, the second finds it done; the first signs the terminals in (tokens work on both).
  const first = await startProcess(kasirTarget, TERMINALS);
  const second = await startProcess(kasirTarget, 0);
  const urls = [first.url, second.url];
  const probe = { admin, databaseName, redis, apiPids: [first.child.pid!, second.child.pid!] };
  let bareRuns = 0;
  const bare = () => bareConcurrently(bareTarget, bareMenu, TERMINALS, SALES, `${runId}-${(bareRuns += 1)}`);
  const warmups = [await bareConcurrently(bareTarget, bareMenu, TERMINALS, WARMUP_SALES, `${runId}-warm`), await sellThrough(urls, first, TERMINALS, WARMUP_SALES)];
  if (warmups.some((warmup) => warmup.errors > 0)) throw new Error('errors while warming up');
  console.log(
    `bench:scale on PostgreSQL with Redis — ${TERMINALS} terminals, ${SALES} sales per run (order with 3 products + cash payment), ${ROUNDS} rounds of bare / 1 API process / 2 API processes, ` +
      `then bare again; warmed with ${WARMUP_SALES} sales; ${availableParallelism()} cores; bare = one transaction per sale on ${TERMINALS} connections`,
  );
  const runs: MeasuredRun[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    runs.push(await measure('bare', round, bareTarget, probe, bare));
    runs.push(await measure('kasir1', round, kasirTarget, probe, () => sellThrough(urls.slice(0, 1), first, TERMINALS, SALES)));
    runs.push(await measure('kasir2', round, kasirTarget, probe, () => sellThrough(urls, first, TERMINALS, SALES)));
  }
  runs.push(await measure('bare', ROUNDS + 1, bareTarget, probe, bare));
  return printSummary(runs);
}

let isOk = false;
try {
  isOk = await main();
} catch (error) {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(isOk ? 0 : 1);
