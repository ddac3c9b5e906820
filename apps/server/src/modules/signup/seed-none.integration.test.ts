import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { startServer } from '../../main.ts';

const directory = mkdtempSync(join(tmpdir(), 'kasir-seed-none-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/**
 * The real start (main.ts) on a new database file. It runs on SQLite even when the suite runs
 * on PostgreSQL: startServer migrates the URL's default schema, which the parallel suite shares;
 * what is tested is the seeding decision, the same for both databases.
 */
async function startOn(file: string, seed: string | undefined) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(directory, file),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PIN_PEPPER: randomBytes(16).toString('hex'),
    WEB_DIST: '/nonexistent',
    ...(seed ? { KASIR_SEED: seed } : {}),
  };
  const running = await startServer(env);
  await running.close();
  const handle = await openDatabase({ databaseUrl: undefined, sqlitePath: env.SQLITE_PATH! });
  try {
    const count = async (table: 'owners' | 'outlets' | 'users') => Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { owners: await count('owners'), outlets: await count('outlets'), users: await count('users') };
  } finally {
    await handle.close();
  }
}

describe('the first start', () => {
  it('KASIR_SEED=none migrates the new database and seeds nothing: no owner, no outlet, no cashier', async () => {
    expect(await startOn('empty.sqlite', 'none')).toEqual({ owners: 0, outlets: 0, users: 0 });
  });

  it('without KASIR_SEED the new database gets the demo (one owner and its outlets)', async () => {
    const counts = await startOn('demo.sqlite', undefined);
    expect(counts.owners).toBe(1);
    expect(counts.outlets).toBeGreaterThan(0);
  });
});
