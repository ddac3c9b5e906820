// The probe asks a real local HTTP server (started and stopped here) and a closed port, as the
// till asks GET /api/health: no fetch is mocked.
// eslint-disable-next-line no-restricted-imports -- the test's own server runs in Node, not in the app
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createReachabilityMonitor, probeHealth, type ReachabilityMonitor } from './reachability-monitor.ts';

const PROBE_TIMEOUT_MS = 1_000;
const TEST_INTERVAL_MS = 20;

let server: Server | null = null;
let monitor: ReachabilityMonitor | null = null;

afterEach(async () => {
  monitor?.stop();
  monitor = null;
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = null;
});

/** A health endpoint answering `status`; resolves with its URL. */
async function startHealthServer(status = 200, port = 0): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ data: { status: 'ok' } }));
  });
  await new Promise<void>((done) => server?.listen(port, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/api/health`;
}

/** A port nothing listens on: a server started and closed at once. */
async function closedPortUrl(): Promise<string> {
  const url = await startHealthServer();
  await new Promise<void>((done) => server?.close(() => done()));
  server = null;
  return url;
}

function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const check = () => {
      if (condition()) done();
      else if (Date.now() > deadline) fail(new Error('condition not met in time'));
      else setTimeout(check, 5);
    };
    check();
  });
}

describe('probeHealth', () => {
  it('is true when the API answers, whatever its status of its own', async () => {
    expect(await probeHealth(await startHealthServer(200), PROBE_TIMEOUT_MS)).toBe(true);
  });

  it('is false when nothing listens', async () => {
    expect(await probeHealth(await closedPortUrl(), PROBE_TIMEOUT_MS)).toBe(false);
  });

  it("is false on a gateway's 502, 503 or 504 (the API behind the proxy is down)", async () => {
    expect(await probeHealth(await startHealthServer(502), PROBE_TIMEOUT_MS)).toBe(false);
  });
});

describe('the reachability monitor', () => {
  it('starts reachable and tells listeners each change once', () => {
    monitor = createReachabilityMonitor({ probe: async () => false, intervalMs: TEST_INTERVAL_MS });
    const changes: boolean[] = [];
    monitor.subscribe((isReachable) => changes.push(isReachable));
    expect(monitor.isReachable()).toBe(true);
    monitor.reportSuccess();
    monitor.reportFailure();
    monitor.reportFailure();
    monitor.reportSuccess();
    expect(changes).toEqual([false, true]);
  });

  it('probes while unreachable and comes back when the server answers again', async () => {
    const url = await closedPortUrl();
    const port = Number(new URL(url).port);
    let probes = 0;
    monitor = createReachabilityMonitor({
      probe: () => {
        probes += 1;
        return probeHealth(url, PROBE_TIMEOUT_MS);
      },
      intervalMs: TEST_INTERVAL_MS,
    });
    monitor.reportFailure();
    await until(() => probes >= 2);
    expect(monitor.isReachable()).toBe(false);

    await startHealthServer(200, port);
    await until(() => monitor?.isReachable() === true);
    const probesWhenBack = probes;
    await new Promise((done) => setTimeout(done, TEST_INTERVAL_MS * 5));
    expect(probes).toBe(probesWhenBack);
  });

  it('stops probing when a real call answers first', async () => {
    let probes = 0;
    monitor = createReachabilityMonitor({ probe: async () => { probes += 1; return false; }, intervalMs: TEST_INTERVAL_MS });
    monitor.reportFailure();
    await until(() => probes >= 1);
    monitor.reportSuccess();
    const probesThen = probes;
    await new Promise((done) => setTimeout(done, TEST_INTERVAL_MS * 5));
    expect(monitor.isReachable()).toBe(true);
    expect(probes).toBe(probesThen);
  });

  it('believes a dropped socket only after the probe fails (verify)', async () => {
    const url = await startHealthServer(200);
    monitor = createReachabilityMonitor({ probe: () => probeHealth(url, PROBE_TIMEOUT_MS), intervalMs: TEST_INTERVAL_MS });
    await monitor.verify();
    expect(monitor.isReachable()).toBe(true);
    await new Promise<void>((done) => server?.close(() => done()));
    server = null;
    await monitor.verify();
    expect(monitor.isReachable()).toBe(false);
  });

  it('starts unreachable when the browser says it is offline, and probes at once', async () => {
    const url = await startHealthServer(200);
    monitor = createReachabilityMonitor({ probe: () => probeHealth(url, PROBE_TIMEOUT_MS), intervalMs: TEST_INTERVAL_MS, initiallyReachable: false });
    expect(monitor.isReachable()).toBe(false);
    await until(() => monitor?.isReachable() === true);
  });
});
