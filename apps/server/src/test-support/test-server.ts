import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { seedDemoData, type DemoIds } from '../db/seed/index.ts';
import { createSecretHasher } from '../platform/secrets-hashing.ts';
import { buildServer, type BuildOptions, type BuiltServer } from '../server.ts';

export type TestServer = BuiltServer & {
  config: Config;
  database: DatabaseHandle;
  ids: DemoIds;
  /** Listens on a free port (for socket tests) and returns its base URL. */
  listen: () => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * A real server on a real database: SQLite in memory by default, a fresh PostgreSQL schema
 * when DATABASE_URL is set, the Redis adapter when REDIS_URL is set. Same code as production.
 */
export async function startTestServer(overrides: Partial<Record<string, string>> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const env = {
    ...process.env,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PIN_PEPPER: randomBytes(16).toString('hex'),
    SQLITE_PATH: ':memory:',
    // Receipt e-mails without SMTP_URL become .eml files: each test server writes its own, never under data/.
    MAIL_DIR: join(tmpdir(), `kasir-test-mail-${randomBytes(6).toString('hex')}`),
    WEB_DIST: '/nonexistent',
    // Each test server counts its own rate limits in the shared Redis.
    REDIS_KEY_PREFIX: `test_${randomBytes(6).toString('hex')}:`,
    ...overrides,
  };
  const config = loadConfig(env);
  const pgSchema = config.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, ...(pgSchema ? { pgSchema } : {}) });
  await migrateToLatest(database);
  const hasher = createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes });
  // The demo's 45 days of past orders only when a test asks (SEED_HISTORY=1): most tests count what they make.
  const ids = await seedDemoData(database.db, hasher, { history: overrides.SEED_HISTORY === '1' });
  const built = await buildServer(config, database, options);
  return {
    ...built,
    config,
    database,
    ids,
    listen: async () => {
      await built.app.listen({ host: '127.0.0.1', port: 0 });
      const address = built.app.server.address() as AddressInfo;
      return `http://127.0.0.1:${address.port}`;
    },
    stop: async () => {
      await built.close();
      if (pgSchema) {
        const { sql } = await import('kysely');
        await sql.raw(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`).execute(database.db);
      }
      await database.close();
    },
  };
}

/** Signs in through the real API and returns the tokens of the demo flow. */
export async function signIn(server: TestServer, cashier: { username: string; pin: string } = { username: 'ani', pin: '111111' }) {
  const owner = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { Username: 'owner@demo.pos', Password: 'demo1234' },
  });
  const ownerToken = owner.json<{ data: { Token: string } }>().data.Token;
  const cashierResponse = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { authorization: `Bearer ${ownerToken}` },
    payload: { Username: cashier.username, PIN: cashier.pin, isCashier: true },
  });
  const cashierToken = cashierResponse.json<{ data: { Token: string } }>().data.Token;
  return { ownerToken, cashierToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
