import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';

const url = process.env.DATABASE_URL;

// Needs a real PostgreSQL to end a session of: it runs in CI's PostgreSQL pass (DATABASE_URL set).
describe.skipIf(!url)('a PostgreSQL connection that breaks while idle in the pool', () => {
  let handle: DatabaseHandle | undefined;
  let schema = '';

  afterEach(async () => {
    await handle?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  it('is reported and replaced: the server keeps running and the next query works', async () => {
    schema = `pool_${randomBytes(4).toString('hex')}`;
    const reported: Error[] = [];
    handle = await openDatabase({ databaseUrl: url, pgSchema: schema, onIdleConnectionError: (error) => reported.push(error) });
    const pidOf = async () => (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle!.db)).rows[0]!.pid;
    const before = await pidOf();

    // What a PostgreSQL restart or an administrator does to the idle connection.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    await admin.end();

    await expect.poll(() => reported.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const after = await pidOf();
    expect(after).not.toBe(before);
  });
});
