import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase, { type SqliteConnection } from '@kasir/sqlite-driver';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDriver, groupCommitDialect } from './group-commit.ts';
import { withStatementCache } from './statement-cache.ts';

type Schema = { items: { id: Generated<number>; v: string } };

describe('group commit on SQLite (ADR 12)', () => {
  let path: string;
  let driver: GroupCommitSqliteDriver;
  let db: Kysely<Schema>;
  /** A second connection on the same file: it sees only what is committed. */
  let other: SqliteConnection;
  const committed = () => (other.prepare('SELECT v FROM items ORDER BY v').all() as { v: string }[]).map((row) => row.v);
  const insert = (executor: Kysely<Schema>, v: string) => executor.insertInto('items').values({ v }).execute();

  beforeEach(async () => {
    path = join(tmpdir(), `kasir-group-commit-${randomBytes(4).toString('hex')}.sqlite`);
    const connection = new SqliteDatabase(path);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    driver = new GroupCommitSqliteDriver(connection, withStatementCache(connection));
    db = new Kysely<Schema>({ dialect: groupCommitDialect(driver) });
    await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)`.execute(db);
    other = new SqliteDatabase(path);
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  });

  it('lets transactions of one turn share one COMMIT and answers each only once it is on disk', async () => {
    const before = { ...driver.stats };
    const seenAtAnswer: string[][] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((v) =>
        db
          .transaction()
          .execute((trx) => insert(trx, v))
          .then(() => seenAtAnswer.push(committed())),
      ),
    );
    expect(driver.stats.groups - before.groups).toBe(1);
    expect(driver.stats.transactions - before.transactions).toBe(5);
    // Every caller, when answered, could already read all five rows from another connection.
    expect(seenAtAnswer).toEqual(Array.from({ length: 5 }, () => ['a', 'b', 'c', 'd', 'e']));
  });

  it('rolls a failing transaction back alone and commits the others of its group', async () => {
    await insert(db, 'taken');
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'first')),
      db.transaction().execute(async (trx) => {
        await insert(trx, 'half-written');
        await insert(trx, 'taken');
      }),
      db.transaction().execute((trx) => insert(trx, 'third')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(['first', 'taken', 'third']);
  });

  it('commits the open group before a write made outside any transaction', async () => {
    const pending = db.transaction().execute((trx) => insert(trx, 'in group'));
    await insert(db, 'outside');
    expect(committed()).toEqual(['in group', 'outside']);
    await pending;
  });

  it('hands a read outside a transaction the writes of an open group only once they are on disk', async () => {
    const pending = db.transaction().execute((trx) => insert(trx, 'pending'));
    const rows = await db.selectFrom('items').select('v').execute();
    expect(rows.map((row) => row.v)).toEqual(['pending']);
    expect(committed()).toEqual(['pending']);
    await pending;
  });

  it('fails every transaction of the group when the shared COMMIT fails, and goes on working', async () => {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
    // A deferred foreign key is checked at COMMIT: the shared COMMIT fails, as a disk error would.
    await sql`CREATE TABLE notes (item_id INTEGER REFERENCES items (id) DEFERRABLE INITIALLY DEFERRED)`.execute(db);
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'fine')),
      db.transaction().execute((trx) => sql`INSERT INTO notes (item_id) VALUES (999)`.execute(trx)),
      db.transaction().execute((trx) => insert(trx, 'also fine')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(committed()).toEqual([]);
    await db.transaction().execute((trx) => insert(trx, 'after'));
    expect(committed()).toEqual(['after']);
  });

  it('fails every waiting transaction of the group when SQLite rolls the whole transaction back', async () => {
    await sql`CREATE TRIGGER refuse BEFORE INSERT ON items WHEN NEW.v = 'boom' BEGIN SELECT RAISE(ROLLBACK, 'boom'); END`.execute(db);
    const results = await Promise.allSettled([db.transaction().execute((trx) => insert(trx, 'waiting')), db.transaction().execute((trx) => insert(trx, 'boom'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(committed()).toEqual([]);
    // The connection goes on working.
    await db.transaction().execute((trx) => insert(trx, 'after'));
    expect(committed()).toEqual(['after']);
  });
});
