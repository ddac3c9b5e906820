import cluster, { type Worker } from 'node:cluster';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMetricsRequestsInPrimary } from './cluster-metrics.ts';
import { parseMetricsText, sampleValue } from '../../test-support/metrics-text.ts';
import { TEST_METRICS_TOKEN } from '../../test-support/observability-test-kit.ts';

const WORKERS = 2;
const HEALTH_CALLS = 6;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** One GET on a new connection each time, so the primary hands calls to the workers in turn. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject).end();
  });
}

// The test process is the primary (as main.ts is with API_WORKERS=2); the workers are real processes.
describe('GET /metrics with API_WORKERS=2 (node:cluster)', () => {
  const workers: Worker[] = [];
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    answerMetricsRequestsInPrimary();
    cluster.setupPrimary({ exec: fileURLToPath(new URL('../../test-support/cluster-worker-fixture.ts', import.meta.url)), execArgv: ['--import', 'tsx'] });
    for (let index = 0; index < WORKERS; index += 1) workers.push(cluster.fork({ PORT: String(port), METRICS_TOKEN: TEST_METRICS_TOKEN }));
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on('message', (message: unknown) => message === 'test:listening' && resolve());
            worker.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
          }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.send('test:stop');
          }),
      ),
    );
  });

  it('answers for the whole machine whichever worker takes the scrape', async () => {
    for (let call = 0; call < HEALTH_CALLS; call += 1) expect((await get(port, '/api/health')).status).toBe(200);
    // Two scrapes: they may land on different workers, and both must count every worker's calls.
    for (let scrape = 0; scrape < WORKERS; scrape += 1) {
      const answer = await get(port, '/metrics', { authorization: `Bearer ${TEST_METRICS_TOKEN}` });
      expect(answer.status, answer.body).toBe(200);
      const samples = parseMetricsText(answer.body);
      expect(sampleValue(samples, 'kasir_http_requests_total', { method: 'GET', route: '/api/health', status_code: '200' })).toBe(HEALTH_CALLS);
      expect(sampleValue(samples, 'kasir_http_request_duration_seconds_count', { method: 'GET', route: '/api/health' })).toBe(HEALTH_CALLS);
      expect(sampleValue(samples, 'kasir_open_sockets')).toBe(0);
    }
    const refused = await get(port, '/metrics', { authorization: 'Bearer not-the-metrics-token' });
    expect(refused.status).toBe(401);
  });
});
