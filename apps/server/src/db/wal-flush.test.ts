import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase, { type SqliteConnection } from '@kasir/sqlite-driver';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { GroupCommitSqliteDriver, groupCommitDialect } from './group-commit.ts';
import { withStatementCache } from './statement-cache.ts';
import { DurableCommits, walFile, type WalFile } from './wal-flush.ts';

type Schema = { items: { id: Generated<number>; v: string } };

/** The real WAL flush behind a gate the test opens: "the disk is slow" on demand, and a count. */
function gatedWal(wal: WalFile) {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const gated = {
    flushes: 0,
    failWith: undefined as Error | undefined,
    close() {
      gate = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
    async flush() {
      gated.flushes += 1;
      await gate;
      if (gated.failWith) throw gated.failWith;
      await wal.flush();
    },
    closeFile: () => wal.close(),
  };
  return gated;
}

const turns = async (count: number) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('WAL flushed off the event loop (ADR 12)', () => {
  let path: string;
  let wal: ReturnType<typeof gatedWal>;
  let db: Kysely<Schema>;
  /** A second connection on the same file: it sees what is committed, flushed or not. */
  let other: SqliteConnection;
  const committed = () => (other.prepare('SELECT v FROM items ORDER BY v').all() as { v: string }[]).map((row) => row.v);
  const insert = (executor: Kysely<Schema>, v: string) => executor.insertInto('items').values({ v }).execute();
  /** Settles to the outcome, or 'waiting' while the promise is still open after a few turns. */
  const stateOf = async (promise: Promise<unknown>) => Promise.race([promise.then(() => 'done', () => 'failed'), turns(5).then(() => 'waiting')]);

  beforeEach(async () => {
    path = join(tmpdir(), `kasir-wal-flush-${randomBytes(4).toString('hex')}.sqlite`);
    const connection = new SqliteDatabase(path);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    wal = gatedWal(walFile(path));
    const driver = new GroupCommitSqliteDriver(connection, withStatementCache(connection), new DurableCommits({ flush: wal.flush, close: wal.closeFile }));
    db = new Kysely<Schema>({ dialect: groupCommitDialect(driver) });
    await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)`.execute(db);
    other = new SqliteDatabase(path);
  });

  afterEach(async () => {
    wal.open();
    other.close();
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  });

  it('answers a transaction only once the WAL holding its COMMIT is flushed', async () => {
    wal.close();
    const pending = db.transaction().execute((trx) => insert(trx, 'a'));
    expect(await stateOf(pending)).toBe('waiting');
    // Committed (another connection reads it), but not yet on disk: nobody has been told.
    expect(committed()).toEqual(['a']);
    wal.open();
    await expect(pending).resolves.toBeDefined();
  });

  it('keeps the transactions that run while the disk works in one open group, then commits and flushes them together', async () => {
    await insert(db, 'first');
    const flushesBefore = wal.flushes;
    wal.close();
    const first = db.transaction().execute((trx) => insert(trx, 'b'));
    await turns(3);
    // The event loop is free: three more transactions run while the first flush waits. Their
    // COMMIT could not reach the disk any sooner, so their group stays open for all three.
    const later = [];
    for (const v of ['c', 'd', 'e']) {
      later.push(db.transaction().execute((trx) => insert(trx, v)));
      await turns(3);
    }
    expect(committed()).toEqual(['b', 'first']);
    expect(await stateOf(Promise.race([first, ...later]))).toBe('waiting');
    wal.open();
    await Promise.all([first, ...later]);
    expect(committed()).toEqual(['b', 'c', 'd', 'e', 'first']);
    // One flush for b, one for the group of c, d and e.
    expect(wal.flushes - flushesBefore).toBe(2);
  });

  it('hands a read outside a transaction committed rows only once they are flushed', async () => {
    wal.close();
    const write = db.transaction().execute((trx) => insert(trx, 'unflushed'));
    await turns(3);
    const read = db.selectFrom('items').select('v').execute();
    expect(await stateOf(read)).toBe('waiting');
    wal.open();
    expect((await read).map((row) => row.v)).toEqual(['unflushed']);
    await write;
  });

  it('answers a write outside a transaction once it is flushed itself', async () => {
    wal.close();
    const write = insert(db, 'alone');
    expect(await stateOf(write)).toBe('waiting');
    wal.open();
    await expect(write).resolves.toBeDefined();
  });

  it('answers a transaction that failed on a group member\'s write only once that write is on disk', async () => {
    wal.close();
    const winner = db.transaction().execute((trx) => insert(trx, 'claim'));
    const loser = db.transaction().execute((trx) => insert(trx, 'claim'));
    expect(await stateOf(loser)).toBe('waiting');
    wal.open();
    await expect(loser).rejects.toThrow(/UNIQUE/);
    await winner;
  });

  it('fails the waiting transactions when a flush fails, and every later one until a restart', async () => {
    wal.failWith = new Error('EIO: i/o error, fdatasync');
    wal.close();
    const pending = db.transaction().execute((trx) => insert(trx, 'lost?'));
    await turns(3);
    wal.open();
    await expect(pending).rejects.toThrow(/could not flush its write-ahead log.*EIO/);
    wal.failWith = undefined;
    await expect(db.transaction().execute((trx) => insert(trx, 'after'))).rejects.toThrow(/restart the server/);
  });
});

describe('the SQLite file the server opens', () => {
  it('writes the WAL at COMMIT (synchronous=NORMAL) and flushes the real WAL file itself', async () => {
    const path = join(tmpdir(), `kasir-wal-open-${randomBytes(4).toString('hex')}.sqlite`);
    const handle = await openDatabase({ sqlitePath: path });
    try {
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(handle.db);
      expect(rows[0]?.synchronous).toBe(1);
      await sql`CREATE TABLE t (v TEXT)`.execute(handle.db);
      await handle.db.transaction().execute((trx) => sql`INSERT INTO t (v) VALUES ('x')`.execute(trx));
      expect(existsSync(`${path}-wal`)).toBe(true);
      const flush = walFile(path);
      await expect(flush.flush()).resolves.toBeUndefined();
      await flush.close();
    } finally {
      await handle.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    }
  });

  it('keeps synchronous=FULL in memory, where there is no WAL file to flush', async () => {
    const handle = await openDatabase({ sqlitePath: ':memory:' });
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(handle.db);
    expect(rows[0]?.synchronous).toBe(2);
    await handle.close();
  });
});
