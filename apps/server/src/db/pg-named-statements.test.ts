import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pg-named-statements.ts';

const url = process.env.DATABASE_URL;

// Needs a real PostgreSQL: it runs in CI's PostgreSQL pass (DATABASE_URL set), not in the SQLite one.
describe.skipIf(!url)('named statements on PostgreSQL', () => {
  let schema: string;
  let admin: pg.Client;
  let raw: pg.Pool;

  beforeEach(async () => {
    schema = `named_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TABLE "${schema}".items (id integer PRIMARY KEY, name text NOT NULL)`);
    await admin.query(`INSERT INTO "${schema}".items VALUES (1, 'tea'), (2, 'coffee')`);
    // One connection: every call below runs on the connection whose prepared statements it reads.
    raw = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path="${schema}"` });
  });

  afterEach(async () => {
    await raw.end();
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  });

  /** Runs `work` on the pool's one connection, as Kysely does: connect, query, release. */
  const onClient = async <T>(pool: Pick<pg.Pool, 'connect'>, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  const prepared = (client: pg.PoolClient) => client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement').then((result) => result.rows.map((row) => row.statement));

  it('prepares a statement with parameters once per connection and answers as before', async () => {
    const pool = withNamedStatements(raw);
    const byId = 'SELECT name FROM items WHERE id = $1';
    const names = await onClient(pool, async (client) => [(await client.query(byId, [1])).rows[0].name, (await client.query(byId, [2])).rows[0].name]);
    expect(names).toEqual(['tea', 'coffee']);
    // Released and taken again: the same connection still holds the one prepared statement.
    expect(await onClient(pool, prepared)).toEqual([byId]);
  });

  it('leaves statements without parameters unnamed (BEGIN, COMMIT and the like)', async () => {
    const pool = withNamedStatements(raw);
    await onClient(pool, async (client) => {
      await client.query('BEGIN', []);
      await client.query('SELECT count(*) FROM items', []);
      await client.query('COMMIT', []);
    });
    expect(await onClient(pool, prepared)).toEqual([]);
  });

  it('runs texts past its capacity unnamed', async () => {
    const pool = withNamedStatements(raw, 1);
    await onClient(pool, async (client) => {
      await client.query('SELECT name FROM items WHERE id = $1', [1]);
      await client.query('SELECT id FROM items WHERE name = $1', ['tea']);
    });
    expect(await onClient(pool, prepared)).toEqual(['SELECT name FROM items WHERE id = $1']);
  });

  it('answers a statement outside a transaction at once after another server changed the columns under it', async () => {
    const pool = withNamedStatements(raw);
    const all = 'SELECT * FROM items WHERE id = $1';
    expect((await onClient(pool, (client) => client.query(all, [1]))).rows).toEqual([{ id: 1, name: 'tea' }]);
    await admin.query(`ALTER TABLE "${schema}".items ADD COLUMN price integer NOT NULL DEFAULT 5000`);
    expect((await onClient(pool, (client) => client.query(all, [1]))).rows).toEqual([{ id: 1, name: 'tea', price: 5000 }]);
  });

  it('fails the transaction that meets the changed columns once, and the next one runs on fresh names', async () => {
    const pool = withNamedStatements(raw);
    const all = 'SELECT * FROM items WHERE id = $1';
    await onClient(pool, (client) => client.query(all, [1]));
    await admin.query(`ALTER TABLE "${schema}".items ADD COLUMN price integer NOT NULL DEFAULT 5000`);
    const inTransaction = (client: pg.PoolClient) =>
      (async () => {
        await client.query('BEGIN', []);
        try {
          const { rows } = await client.query(all, [2]);
          await client.query('COMMIT', []);
          return rows;
        } catch (error) {
          await client.query('ROLLBACK', []);
          throw error;
        }
      })();
    await expect(onClient(pool, inTransaction)).rejects.toMatchObject({ code: '0A000' });
    expect(await onClient(pool, inTransaction)).toEqual([{ id: 2, name: 'coffee', price: 5000 }]);
  });
});
