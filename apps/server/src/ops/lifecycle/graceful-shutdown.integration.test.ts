import { statSync } from 'node:fs';
import { io as connectTerminal, type Socket as Terminal } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test-support/print-processes.ts';
import { isRefused, openConnection, sharedDatabase, startFailoverProxy, startServerProcess, type ServerProcess, type SharedDatabase } from '../../test-support/server-process.ts';

/**
 * SIGTERM to a real API process (main.ts) mid-request: what is in flight finishes, nothing new is
 * taken, /api/ready says 503 meanwhile, a terminal reconnects by itself to another process, and
 * the process exits 0 with the SQLite WAL written back. Then a stop that cannot finish exits 1
 * once SHUTDOWN_TIMEOUT_MS has passed. On SQLite, or on PostgreSQL + Redis when they are set.
 */

const LOGIN_BODY = JSON.stringify({ Username: 'owner@demo.pos', Password: 'demo1234' });
/** Where the login body is cut: the rest is sent only once the stop has begun. */
const BODY_CUT = 20;
/** Reconnection quicker than socket.io's default, so the test does not idle. */
const TERMINAL_RECONNECT = { reconnectionDelay: 100, reconnectionDelayMax: 500 };

let database: SharedDatabase;
const processes: ServerProcess[] = [];
const terminals: Terminal[] = [];

beforeAll(async () => {
  database = await sharedDatabase();
});
afterAll(async () => {
  for (const terminal of terminals) terminal.disconnect();
  for (const started of processes) if (started.child.exitCode === null) started.child.kill('SIGKILL');
  await database.drop();
});

function databaseEnv(): Record<string, string> {
  return { ...database.env, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) };
}

/** Ani's token and her first outlet, through the real API. */
async function cashier(url: string): Promise<{ token: string; outletId: number }> {
  const owner = await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: LOGIN_BODY });
  const ownerToken = ((await owner.json()) as { data: { Token: string } }).data.Token;
  const signedIn = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ Username: 'ani', PIN: '111111', isCashier: true }),
  });
  const token = ((await signedIn.json()) as { data: { Token: string } }).data.Token;
  const outlets = await fetch(`${url}/api/outlet/getByUser`, { headers: { authorization: `Bearer ${token}` } });
  const outletId = ((await outlets.json()) as { data: Array<{ Id: number }> }).data[0]!.Id;
  return { token, outletId };
}

/** Real processes load through tsx: on a loaded 2-core machine a start alone can take seconds; this only catches a hang. */
const PROCESS_TEST_TIMEOUT_MS = 300_000;
/** How long a wait for processes (a worker's start, a terminal's reconnection) may take before it counts as hung. */
const PROCESS_WAIT_MS = 120_000;

describe('graceful stop on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, says not ready, sends terminals elsewhere and exits 0', async () => {
    const first = await startServerProcess(databaseEnv());
    processes.push(first);
    let secondPort: number | null = null;
    const balancer = await startFailoverProxy(() => [first.port, ...(secondPort === null ? [] : [secondPort])]);

    // A terminal connected through the balancer, which sends it to the first process.
    const { token, outletId } = await cashier(first.url);
    const terminal = connectTerminal(`http://127.0.0.1:${balancer.port}`, { path: '/socket.io', transports: ['websocket'], auth: { token, outletId }, forceNew: true, ...TERMINAL_RECONNECT });
    terminals.push(terminal);
    const disconnectReasons: string[] = [];
    let connects = 0;
    terminal.on('disconnect', (reason) => disconnectReasons.push(reason));
    terminal.on('connect', () => (connects += 1));
    await waitFor(async () => (connects === 1 ? true : undefined), 'the terminal to connect', PROCESS_WAIT_MS);

    // Two connections the process has accepted (each answered once), each with its next request half sent.
    const slow = await openConnection(first.port);
    slow.send('GET /api/health HTTP/1.1\r\nHost: kasir\r\n\r\n');
    expect((await slow.response()).status).toBe(200);
    slow.send(`POST /api/user/login HTTP/1.1\r\nHost: kasir\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(LOGIN_BODY)}\r\n\r\n${LOGIN_BODY.slice(0, BODY_CUT)}`);
    const probe = await openConnection(first.port);
    probe.send('GET /api/health HTTP/1.1\r\nHost: kasir\r\n\r\n');
    expect((await probe.response()).status).toBe(200);
    probe.send('GET /api/ready HTTP/1.1\r\nHost: kasir\r\n');

    first.child.kill('SIGTERM');
    await waitFor(async () => ((await isRefused(first.port)) ? true : undefined), 'new connections to be refused', PROCESS_WAIT_MS);

    // A load balancer asking on its open connection hears 503 at once.
    probe.send('\r\n');
    const ready = await probe.response();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ data: { status: 'shutting down' } });

    // The request in flight is served to the end.
    slow.send(LOGIN_BODY.slice(BODY_CUT));
    const login = await slow.response();
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body)).toMatchObject({ data: { Token: expect.any(String) } });

    expect(await first.exited).toBe(0);
    expect(disconnectReasons[0]).toBe('transport close');
    if (database.sqlitePath) {
      // Written back into the database file and emptied (or removed with the last connection).
      const walBytes = (() => {
        try {
          return statSync(`${database.sqlitePath}-wal`).size;
        } catch {
          return 0;
        }
      })();
      expect(walBytes).toBe(0);
    }

    // The terminal, told nothing but "transport close", comes back by itself to the other process.
    const second = await startServerProcess(databaseEnv());
    processes.push(second);
    secondPort = second.port;
    await waitFor(async () => (connects === 2 && terminal.connected ? true : undefined), 'the terminal to reconnect to the second process', PROCESS_WAIT_MS);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await balancer.close();
  }, PROCESS_TEST_TIMEOUT_MS);

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed when something stays open, saying what', async () => {
    const started = await startServerProcess({ ...databaseEnv(), SHUTDOWN_TIMEOUT_MS: '500' });
    processes.push(started);
    // A request whose headers never end: the stop waits for it (until the headers time-out, 10 s, far past the bound).
    const stuck = await openConnection(started.port);
    stuck.send('GET /api/health HTTP/1.1\r\nHost: kasir\r\n\r\n');
    expect((await stuck.response()).status).toBe(200);
    stuck.send('GET /api/health HTTP/1.1\r\nHost: kasir\r\n');
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/SHUTDOWN_TIMEOUT_MS=500.*still open: 1 HTTP connection/);
    stuck.socket.destroy();
  }, PROCESS_TEST_TIMEOUT_MS);
});
