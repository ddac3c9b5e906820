import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobGroupOf } from '@kasir/domain';
import { bearer, signIn, startTestServer } from '../../test-support/test-server.ts';
import { createTerminals } from '../../test-support/terminals.ts';
import { sampleValue } from '../../test-support/metrics-text.ts';
import { openObservabilityTestbed, TEST_METRICS_TOKEN, type ObservabilityTestbed } from '../../test-support/observability-test-kit.ts';

const HUNDREDTHS_PER_RUPIAH = 100;

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is off: a 404 JSON answer, even with the web app served (no index.html for it)', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'kasir-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kasir</title>');
    // Without Redis: a server stopped this soon after its start can lose a Redis command in flight
    // (an unhandled 'Connection is closed', reported to the lifecycle owner); Redis is not the point here.
    const server = await startTestServer({ WEB_DIST: webDist, REDIS_URL: undefined });
    try {
      const page = await server.app.inject({ method: 'GET', url: '/some/page' });
      expect(page.headers['content-type']).toContain('text/html');
      for (const headers of [{}, bearer('anything-at-all-long-enough')]) {
        const answer = await server.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await server.stop();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let bed: ObservabilityTestbed;
  const terminals = createTerminals();
  beforeAll(async () => {
    bed = await openObservabilityTestbed();
  });
  afterAll(async () => {
    terminals.closeAll();
    await bed.server.stop();
  });

  it('answers 401 JSON without the token or with a wrong one, the text format with it', async () => {
    for (const headers of [{}, bearer('wrong-token-wrong-token'), { authorization: TEST_METRICS_TOKEN }]) {
      const answer = await bed.server.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const answer = await bed.server.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TEST_METRICS_TOKEN) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toContain('# TYPE kasir_http_requests_total counter');
    // The process metrics come along (collectDefaultMetrics into this server's registry).
    expect(answer.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts a sale: requests per route pattern, latency, sales, payments and their amount, print jobs waiting per printer', async () => {
    const before = await bed.scrape();
    const order = (await bed.createOrder()).data;
    const plan = (await bed.planKitchen(order.Id)).data;
    const waitingPerPrinter = new Map<string, Set<string>>();
    for (const job of plan.Jobs) waitingPerPrinter.set(job.DeviceName, (waitingPerPrinter.get(job.DeviceName) ?? new Set()).add(jobGroupOf(job.jobId)));
    expect([...waitingPerPrinter.keys()]).toEqual(['Bar']);

    const planned = await bed.scrape();
    expect(sampleValue(planned, 'kasir_print_jobs_waiting', { printer: 'Bar' })).toBe(waitingPerPrinter.get('Bar')!.size);
    expect(sampleValue(planned, 'kasir_print_jobs_waiting', { printer: 'Kitchen' })).toBeUndefined();

    await bed.markPrinted(order.Id, plan);
    const payment = (await bed.payCash(order.Id, order.Total)).data;
    const after = await bed.scrape();

    // Acknowledged as printed: nothing waits for the Bar any more.
    expect(sampleValue(after, 'kasir_print_jobs_waiting', { printer: 'Bar' })).toBeUndefined();
    const grow = (name: string, labels: Record<string, string> = {}) => (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(grow('kasir_http_requests_total', { method: 'POST', route: '/api/order', status_code: '201' })).toBe(1);
    expect(grow('kasir_http_requests_total', { method: 'POST', route: '/api/payment/:id', status_code: '200' })).toBe(1);
    expect(grow('kasir_http_request_duration_seconds_count', { method: 'POST', route: '/api/order' })).toBe(1);
    expect(grow('kasir_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/order', le: '+Inf' })).toBe(1);
    // Every bucket counts at most what +Inf counts, and buckets only grow with le.
    const buckets = after.filter((sample) => sample.name === 'kasir_http_request_duration_seconds_bucket' && sample.labels.route === '/api/order' && sample.labels.method === 'POST');
    expect(buckets.map((sample) => sample.labels.le)).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '+Inf']);
    for (let index = 1; index < buckets.length; index += 1) expect(buckets[index]!.value).toBeGreaterThanOrEqual(buckets[index - 1]!.value);
    expect(grow('kasir_sales_total')).toBe(1);
    expect(grow('kasir_payments_total')).toBe(1);
    expect(grow('kasir_payments_amount_hundredths_total')).toBe(Math.round(payment.Total * HUNDREDTHS_PER_RUPIAH));
    expect(payment.Total).toBeGreaterThan(0);
  });

  it('labels requests by route pattern, never by raw URL, and counts errors by status', async () => {
    const before = await bed.scrape();
    const missing = await bed.server.app.inject({ method: 'GET', url: '/api/order/999999', headers: bearer('not-a-token') });
    expect(missing.statusCode).toBe(401);
    const unknown = await bed.server.app.inject({ method: 'GET', url: '/api/no-such-route/12345' });
    expect(unknown.statusCode).toBe(404);
    const after = await bed.scrape();
    const grow = (labels: Record<string, string>) => (sampleValue(after, 'kasir_http_requests_total', labels) ?? 0) - (sampleValue(before, 'kasir_http_requests_total', labels) ?? 0);
    expect(grow({ method: 'GET', route: '/api/order/:id', status_code: '401' })).toBe(1);
    expect(grow({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(after.some((sample) => sample.labels.route?.includes('999999') || sample.labels.route?.includes('12345'))).toBe(false);
  });

  it('shows open sockets and the database: pool gauges on PostgreSQL, group commits on SQLite', async () => {
    const baseUrl = await bed.server.listen();
    const { cashierToken } = await signIn(bed.server);
    await terminals.open(baseUrl, cashierToken, bed.outlet);
    await terminals.open(baseUrl, cashierToken, bed.outlet);
    const samples = await bed.scrape();
    expect(sampleValue(samples, 'kasir_open_sockets')).toBe(2);
    if (bed.server.database.dialect === 'postgres') {
      const total = sampleValue(samples, 'kasir_db_pool_connections', { state: 'total' })!;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'kasir_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
      expect(sampleValue(samples, 'kasir_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, 'kasir_sqlite_commit_groups_total')).toBeUndefined();
    } else {
      const stats = bed.server.database.commitStats!;
      // Read after the scrape: nothing commits while the test waits here.
      expect(sampleValue(samples, 'kasir_sqlite_commit_groups_total')).toBe(stats.groups);
      expect(sampleValue(samples, 'kasir_sqlite_committed_transactions_total')).toBe(stats.transactions);
      expect(stats.transactions).toBeGreaterThanOrEqual(stats.groups);
      expect(stats.groups).toBeGreaterThan(0);
      expect(sampleValue(samples, 'kasir_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
  });
});
