import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test-support/print-processes.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createReadiness } from './readiness.ts';

/**
 * GET /api/ready on a real server and database: 200 when the database, Redis (when REDIS_URL is
 * set) and the migrations are fine, 503 naming what is not, 503 while shutting down. Public.
 */

const started: TestServer[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});

async function server(overrides: Record<string, string> = {}): Promise<TestServer> {
  const built = await startTestServer(overrides);
  started.push(built);
  return built;
}

describe('GET /api/ready', () => {
  it('answers 200 with every part fine, without a token', async () => {
    const ready = await (await server()).app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready', database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'off', migrations: 'done' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('says Redis is down when it cannot be reached, at once', async () => {
    // Nothing listens there: ioredis keeps retrying (and queueing commands), and the probe must not wait for it.
    const { database } = await server();
    const unreachable = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 0 });
    unreachable.on('error', () => undefined);
    try {
      const report = await createReadiness({ database, redis: unreachable }).check();
      expect(report).toEqual({ status: 'not ready', database: 'ok', redis: 'down', migrations: 'done' });
    } finally {
      unreachable.disconnect();
    }
  });

  it('answers 503 naming the migrations when one this code knows is not applied', async () => {
    const behind = await server();
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(behind.database.db);
    const ready = await behind.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ data: { status: 'not ready', database: 'ok', migrations: 'pending' } });
  });

  it('answers 503 once the stop has begun, while /api/health still says alive', async () => {
    const stopping = await server();
    stopping.readiness.markShuttingDown();
    const ready = await stopping.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ data: { status: 'shutting down' } });
    expect((await stopping.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
