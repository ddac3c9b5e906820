import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { startNginx, UPSTREAM_HEADER, type RunningNginx } from './nginx.ts';

const root = resolve(import.meta.dirname, '..');
/** The PostgreSQL server the test makes its own database on (CI starts it before the e2e step). */
const POSTGRES_ADMIN_URL = process.env.LB_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const API_PROCESS_COUNT = 3;
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 200;
const PRINT_AGENT_PORT = process.env.PRINT_AGENT_PORT?.trim() || '3003';

export type ApiProcess = { port: number; child: ChildProcess; isAlive: () => boolean; killHard: () => Promise<void> };

export type LoadBalancedStack = {
  url: string;
  apis: ApiProcess[];
  database: pg.Client;
  dataDir: string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForOk(url: string, what: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await fetch(url).then((response) => response.ok, () => false))) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${what} exited before it answered`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer in time`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

function spawnPart(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[${name}] ${chunk}`));
  return child;
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function stopPart(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (!isRunning(child) || !child.pid) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, signal);
  await exited;
}

/**
 * PostgreSQL (a fresh database), Redis (a fresh key prefix), three API processes of the built
 * server on one database with one set of secrets (a token of one verifies on all), the print
 * agent and printer emulator of the till, and nginx in front with the production proxy rules.
 */
export async function startLoadBalancedStack(): Promise<LoadBalancedStack> {
  const suffix = randomBytes(5).toString('hex');
  const databaseName = `kasir_lb_${suffix}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect().catch((error: unknown) => {
    throw new Error(`PostgreSQL is needed at ${POSTGRES_ADMIN_URL} (set LB_POSTGRES_ADMIN_URL): ${String(error)}`);
  });
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(POSTGRES_ADMIN_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kasir-lb-'));
  const redisKeyPrefix = `kasir_lb_${suffix}:`;
  const parts: ChildProcess[] = [];
  let nginx: RunningNginx | undefined;
  let database: pg.Client | undefined;

  const stop = async () => {
    await nginx?.stop();
    await Promise.all(parts.map((child) => stopPart(child, 'SIGTERM')));
    await database?.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error: unknown) => console.warn(`could not drop ${databaseName}: ${String(error)}`));
    await admin.end();
    // The prefix is this run's alone: its keys go with it.
    spawnSync('bash', ['-c', `redis-cli -u '${REDIS_URL}' --scan --pattern '${redisKeyPrefix}*' | xargs -r redis-cli -u '${REDIS_URL}' del`], { stdio: 'ignore' });
  };
  const killAllNow = () => {
    for (const child of parts) if (child.pid && isRunning(child)) process.kill(-child.pid, 'SIGKILL');
  };
  process.once('exit', killAllNow);

  try {
    // @ts-expect-error -- a plain .mjs build script without type declarations
    const bundle = (await import('../scripts/server-bundle.mjs')) as { SERVER_BUNDLE: string; isServerBundleStale: (root: string) => boolean; buildServerBundle: (root: string) => Promise<void> };
    if (bundle.isServerBundleStale(root)) await bundle.buildServerBundle(root);
    const ports = await Promise.all(Array.from({ length: API_PROCESS_COUNT }, () => freePort()));
    const nginxPort = await freePort();
    const apiEnv: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PIN_PEPPER: randomBytes(16).toString('hex'),
      WEB_DIST: join(root, 'apps/web/dist'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      MAIL_DIR: join(dataDir, 'mail'),
      BACKUP_DIR: join(dataDir, 'backups'),
      BACKUP_DAILY_HOUR: 'off',
      API_WORKERS: '1',
      // As docs/deploy.md has it: nginx on the same machine, so the terminals' own addresses count.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    };
    const startApi = async (port: number): Promise<ApiProcess> => {
      const child = spawnPart(`api :${port}`, ['--no-warnings', '--enable-source-maps', bundle.SERVER_BUNDLE], { ...apiEnv, PORT: String(port) });
      parts.push(child);
      await waitForOk(`http://127.0.0.1:${port}/api/health`, `the API on port ${port}`, child);
      return { port, child, isAlive: () => isRunning(child), killHard: () => stopPart(child, 'SIGKILL') };
    };
    // The first one creates, migrates and seeds the database alone; the others join it.
    const [firstPort, ...otherPorts] = ports as [number, ...number[]];
    const first = await startApi(firstPort);
    const apis = [first, ...(await Promise.all(otherPorts.map(startApi)))];

    nginx = await startNginx(nginxPort, ports);
    const appOrigins = [nginx.url, `http://localhost:${nginxPort}`].join(',');
    const printEnv = { ...process.env, PRINT_AGENT_DATA_DIR: join(dataDir, 'print-agent'), EMULATOR_OUT_DIR: join(dataDir, 'printed'), PRINT_AGENT_ALLOWED_ORIGINS: appOrigins, LOG_LEVEL: 'warn' };
    parts.push(spawnPart('printer emulator', ['--import', 'tsx', 'apps/print-agent/src/emulator-main.ts'], printEnv));
    const agent = spawnPart('print agent', ['--import', 'tsx', 'apps/print-agent/src/main.ts'], printEnv);
    parts.push(agent);
    await waitForOk(`http://127.0.0.1:${PRINT_AGENT_PORT}/health`, 'the print agent', agent);

    database = new pg.Client({ connectionString: databaseUrl.toString() });
    await database.connect();
    return { url: nginx.url, apis, database, dataDir, stop: async () => (process.off('exit', killAllNow), await stop()) };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/**
 * Which API process holds the page's realtime websocket: nginx names it in a header of the
 * handshake (test config only), read from Chromium's own network events.
 */
export async function trackSocketUpstream(page: Page): Promise<() => number | null> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  let upstreamPort: number | null = null;
  session.on('Network.webSocketHandshakeResponseReceived', (event) => {
    const headers = event.response.headers as Record<string, string>;
    const value = Object.entries(headers).find(([name]) => name.toLowerCase() === UPSTREAM_HEADER.toLowerCase())?.[1] ?? '';
    // "$upstream_addr" lists every process tried, the one that answered last.
    const port = Number(value.split(/[ ,:]+/).at(-1));
    if (Number.isInteger(port) && port > 0) upstreamPort = port;
  });
  return () => upstreamPort;
}

/** The realtime indicator in the header says "connected". */
export async function waitForRealtime(page: Page, timeoutMs: number): Promise<void> {
  await page.locator('[data-testid="connection-status"][data-status="connected"]').waitFor({ timeout: timeoutMs });
}

export type SaleOnServer = { orderId: number; orders: number; payments: number; status: number };

/** Each order made after `afterOrderId`, with how many rows the database holds for it and its payments. */
export async function salesOnServer(database: pg.Client, afterOrderId: number): Promise<SaleOnServer[]> {
  const result = await database.query<{ id: string; orders: string; payments: string; status: number }>(
    `SELECT o.id, COUNT(*) OVER (PARTITION BY o.request_key) AS orders, (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id) AS payments, o.status
       FROM orders o WHERE o.id > $1 ORDER BY o.id`,
    [afterOrderId],
  );
  // pg returns BIGINT and COUNT as strings.
  return result.rows.map((row) => ({ orderId: Number(row.id), orders: Number(row.orders), payments: Number(row.payments), status: row.status }));
}

export async function lastOrderId(database: pg.Client): Promise<number> {
  const result = await database.query<{ id: string | null }>('SELECT MAX(id) AS id FROM orders');
  return Number(result.rows[0]?.id ?? 0);
}
