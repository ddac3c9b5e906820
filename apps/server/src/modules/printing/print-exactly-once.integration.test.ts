import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from '@kasir/sqlite-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../../test-support/print-processes.ts';
import { PrintPlanSchema, type PrintPlan } from '@kasir/contracts';

/**
 * Issue 17.6, the whole chain with a crash in it: the real server (its own process, on a SQLite
 * file), the print agent and the printer emulator. Plans are printed, the server is killed with
 * SIGKILL before any POST /print/orderSent, started again on the same file, and two terminals
 * ask for the same orders at once (one retrying under its key): every line is on paper once.
 */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const DEMO_PRINTER_COUNT = 5;
const KITCHEN_INDEX = 1;
const BAR_INDEX = 2;
const children = new Set<ChildProcess>();
let folder: string;
let printerPorts: number[];
/** Each terminal relays to its own print agent (its own durable store), both printing to the same printers. */
let agentUrls: [string, string];
let server: { child: ChildProcess; url: string } | undefined;

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script)], { cwd: ROOT, env: { ...inherited, ...env }, stdio: 'ignore' });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), PIN_PEPPER: randomBytes(16).toString('hex') };

/** The server as `npm start` runs it (main.ts), on the test's SQLite file; the same secrets keep tokens valid across a restart. */
async function startKasir(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = startProcess('apps/server/src/main.ts', {
    ...secrets,
    PORT: String(port),
    SQLITE_PATH: join(folder, 'kasir.sqlite'),
    WEB_DIST: join(folder, 'no-web'),
    LOG_LEVEL: 'silent',
    EMULATOR_PORTS: printerPorts.join(','),
  });
  const url = `http://127.0.0.1:${port}/api`;
  await waitFor(async () => ((await fetch(`${url}/health`)).ok ? true : undefined), 'the Kasir server');
  return { child, url };
}

async function killKasir(): Promise<void> {
  const child = server!.child;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  server = undefined;
}

type Terminal = { token: string; outletId: number; agentUrl: string };

async function call(terminal: Terminal | null, method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}): Promise<{ status: number; data: unknown; text: string }> {
  const response = await fetch(`${server!.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(terminal === null ? {} : { authorization: `Bearer ${terminal.token}`, outletid: String(terminal.outletId) }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, data: (JSON.parse(text) as { data?: unknown }).data, text };
}

async function planOf(terminal: Terminal, orderId: number, requestKey?: string): Promise<PrintPlan> {
  const answer = await call(terminal, 'POST', '/print/order', { Id: orderId }, requestKey === undefined ? {} : { 'idempotency-key': requestKey });
  expect(answer.status, answer.text).toBe(200);
  return PrintPlanSchema.parse(answer.data);
}

async function relay(agentUrl: string, plan: PrintPlan): Promise<string[]> {
  return Promise.all(
    plan.Jobs.map(async (job) => {
      const response = await fetch(`${agentUrl}/print`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(job) });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { status: string } }).data.status;
    }),
  );
}

/** Every ticket the emulated kitchen and bar printers put on paper. */
async function printedTickets(): Promise<string[]> {
  const tickets: string[] = [];
  for (const port of [printerPorts[KITCHEN_INDEX]!, printerPorts[BAR_INDEX]!]) {
    const directory = join(folder, 'printed', String(port));
    const index = JSON.parse(await readFile(join(directory, 'index.json'), 'utf8').catch(() => '[]')) as Array<{ txt: string }>;
    tickets.push(...(await Promise.all(index.map((entry) => readFile(join(directory, entry.txt), 'utf8')))));
  }
  return tickets;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kasir-print-once-'));
  printerPorts = await Promise.all(Array.from({ length: DEMO_PRINTER_COUNT }, freePort));
  agentUrls = [`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`];
  startProcess('apps/print-agent/src/emulator-main.ts', { EMULATOR_PORTS: printerPorts.join(','), EMULATOR_OUT_DIR: join(folder, 'printed') });
  for (const [index, agentUrl] of agentUrls.entries()) {
    startProcess('apps/print-agent/src/main.ts', { PRINT_AGENT_PORT: new URL(agentUrl).port, PRINT_AGENT_DATA_DIR: join(folder, `agent-${index}`) });
  }
  for (const agentUrl of agentUrls) await waitFor(async () => ((await fetch(`${agentUrl}/health`)).ok ? true : undefined), 'the print agents');
  server = await startKasir();
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

describe('kill -9 between printing and the acknowledgement (issue 17.6)', () => {
  it('puts every kitchen and bar line on paper exactly once, through a crash, a retry and a second terminal', async () => {
    const database = new SqliteDatabase(join(folder, 'kasir.sqlite'), { readonly: true });
    const outletId = (database.prepare("SELECT id FROM outlets WHERE name = 'Kopi Senja'").get() as { id: number }).id;
    const idOf = (table: string, column: string, name: string) => (database.prepare(`SELECT id FROM ${table} WHERE outlet_id = ? AND ${column} = ?`).get(outletId, name) as { id: number }).id;
    const lines = { withKey: [['Nasi Goreng Spesial', 2], ['Es Kopi Susu', 1], ['Americano', 1]], withoutKey: [['Kentang Goreng', 3], ['Teh Tarik', 2]] } satisfies Record<string, Array<[string, number]>>;
    const productIds = new Map([...lines.withKey, ...lines.withoutKey].map(([name]) => [name, idOf('outlet_products', 'name', name)]));
    const menu = { dineIn: idOf('outlet_order_types', 'name', 'Dine In'), t2: idOf('outlet_tables', 'table_name', 'T2'), t3: idOf('outlet_tables', 'table_name', 'T3') };
    database.close();

    const terminalOf = async (username: string, pin: string, agentUrl: string): Promise<Terminal> => {
      // Each terminal is a device signed in by the owner, then its cashier under it.
      const device = await call(null, 'POST', '/user/login', { Username: 'owner@demo.pos', Password: 'demo1234' });
      const login = await call({ token: (device.data as { Token: string }).Token, outletId, agentUrl }, 'POST', '/user/login', { Username: username, PIN: pin, isCashier: true });
      const terminal = { token: (login.data as { Token: string }).Token, outletId, agentUrl };
      const shift = await call(terminal, 'POST', '/shift/startShift', { OutletId: outletId, StartCash: 0 });
      expect(shift.status, shift.text).toBe(201);
      return terminal;
    };
    const first = await terminalOf('ani', '111111', agentUrls[0]);
    const second = await terminalOf('budi', '222222', agentUrls[1]);
    const orderAt = async (tableId: number, lines: Array<[string, number]>) => {
      const created = await call(first, 'POST', '/order', { OutletOrderTypeId: menu.dineIn, pax: 2, OutletTableIds: [tableId], OrderProducts: lines.map(([name, Quantity]) => ({ OutletProductId: productIds.get(name)!, Quantity })) });
      expect(created.status, created.text).toBe(201);
      return (created.data as { Id: number }).Id;
    };
    const keyed = await orderAt(menu.t2, lines.withKey);
    const keyless = await orderAt(menu.t3, lines.withoutKey);

    // Terminal 1 prints both orders: one plan under its key, one without; the agent prints them.
    const keyedPlan = await planOf(first, keyed, `kitchen-${keyed}-attempt-1`);
    const keylessPlan = await planOf(first, keyless);
    expect(keyedPlan.Jobs.length).toBeGreaterThan(0);
    expect(keylessPlan.Jobs.length).toBeGreaterThan(0);
    expect([...(await relay(first.agentUrl, keyedPlan)), ...(await relay(first.agentUrl, keylessPlan))].every((status) => status === 'printed')).toBe(true);
    const ticketCount = keyedPlan.Jobs.length + keylessPlan.Jobs.length;
    await waitFor(async () => ((await printedTickets()).length === ticketCount ? true : undefined), 'the tickets on paper');

    // kill -9 before any orderSent. While it is down, the keyless plan's lease runs out.
    await killKasir();
    const file = new SqliteDatabase(join(folder, 'kasir.sqlite'));
    file.prepare("UPDATE print_sent_lines SET sent_at = '2000-01-01T00:00:00.000Z' WHERE order_id = ? AND acknowledged_at IS NULL").run(keyless);
    file.close();
    server = await startKasir();

    // Both terminals ask at once: terminal 1 retries under its key and asks for the other order
    // again; terminal 2, with its own print agent, asks for both without a key.
    const [retried, firstOnKeyless, secondOnKeyed, secondOnKeyless] = await Promise.all([
      planOf(first, keyed, `kitchen-${keyed}-attempt-1`),
      planOf(first, keyless, `kitchen-${keyless}-attempt-2`),
      planOf(second, keyed),
      planOf(second, keyless),
    ]);
    expect(retried.Jobs.map((job) => job.jobId)).toEqual(keyedPlan.Jobs.map((job) => job.jobId));
    // The claim whose lease ran out goes back to the terminal that claimed it, with its job ids.
    expect(firstOnKeyless.Jobs.map((job) => job.jobId)).toEqual(keylessPlan.Jobs.map((job) => job.jobId));
    expect(secondOnKeyed.Jobs).toEqual([]);
    expect(secondOnKeyless.Jobs).toEqual([]);
    // Every terminal relays what it got to its own agent: the first agent knows those ids, so nothing prints again.
    const statuses = [...(await relay(first.agentUrl, retried)), ...(await relay(first.agentUrl, firstOnKeyless)), ...(await relay(second.agentUrl, secondOnKeyed)), ...(await relay(second.agentUrl, secondOnKeyless))];
    expect(statuses).toEqual(statuses.map(() => 'duplicate'));
    expect(statuses).toHaveLength(ticketCount);

    for (const [orderId, plan] of [[keyed, retried], [keyless, firstOnKeyless]] as const) {
      const marked = await call(first, 'POST', '/print/orderSent', { Id: orderId, JobIds: plan.Jobs.map((job) => job.jobId) });
      expect(marked.status, marked.text).toBe(200);
      expect((await planOf(second, orderId)).Jobs).toEqual([]);
    }

    // Give a stray ticket time to arrive, then count: each line on exactly one ticket, once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const tickets = await printedTickets();
    const allLines = [...lines.withKey, ...lines.withoutKey];
    const printedCounts = allLines.map(([name, quantity]) => [name, tickets.filter((ticket) => new RegExp(`\\b${quantity} +${name}\\b`).test(ticket)).length] as const);
    expect(tickets).toHaveLength(ticketCount);
    expect(printedCounts).toEqual(allLines.map(([name]) => [name, 1]));
    console.info(`[print exactly once] ${allLines.length} lines (${allLines.reduce((sum, [, quantity]) => sum + quantity, 0)} units) on ${ticketCount} tickets; after kill -9 and 4 concurrent plans from 2 terminals: ${tickets.length} tickets printed, each line ${printedCounts.map(([, count]) => count).join('/')} time(s)`);
  }, 60_000);
});
