import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase, { type SqliteConnection } from '@kasir/sqlite-driver';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './database.ts';
import { GroupCommitSqliteDriver, groupCommitDialect } from './group-commit.ts';
import { DATA_VERSION_RECHECK_MS, REFERENCE_CACHE_ENTRIES, ReferenceReadCache, readsOnlyReferenceTables } from './reference-read-cache.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

/** Compiles Kysely queries to SQLite's SQL without a database: the SQL the driver is given. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** Real time past the cache's last look at data_version: another connection's commit shows after it. */
const pastTheRecheckWindow = () => new Promise((resolve) => setTimeout(resolve, 2 * DATA_VERSION_RECHECK_MS + 1));

/** The session read of every authenticated request (sessions.repository.ts). */
const activeSessionQuery = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select('users.is_active as user_is_active')
    .where('sessions.id', '=', id)
    .where('sessions.revoked_at', 'is', null);

/** The outlet read of every cashier call (outlets.repository.ts). */
const outletForUserQuery = (db: Kysely<Database>, ownerId: number, outletId: number, userId: number) =>
  db
    .selectFrom('outlets')
    .selectAll('outlets')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('user_role_outlets').select('user_role_outlets.outlet_id').where('user_role_outlets.user_id', '=', userId).whereRef('user_role_outlets.outlet_id', '=', 'outlets.id'))
        .as('is_reachable'),
    )
    .where('outlets.owner_id', '=', ownerId)
    .where('outlets.id', '=', outletId);

describe('readsOnlyReferenceTables', () => {
  it('accepts the hot reads of reference tables only', () => {
    expect(readsOnlyReferenceTables(activeSessionQuery(compiler, 's').compile().sql)).toBe(true);
    expect(readsOnlyReferenceTables(outletForUserQuery(compiler, 1, 2, 3).compile().sql)).toBe(true);
    expect(readsOnlyReferenceTables(compiler.selectFrom('outlet_payment_methods').innerJoin('payment_method_types', 'payment_method_types.id', 'outlet_payment_methods.type').selectAll().compile().sql)).toBe(true);
  });

  it('refuses a read that touches any other table', () => {
    expect(readsOnlyReferenceTables(compiler.selectFrom('orders').selectAll().compile().sql)).toBe(false);
    expect(readsOnlyReferenceTables(compiler.selectFrom('payments').selectAll().compile().sql)).toBe(false);
    expect(readsOnlyReferenceTables(compiler.selectFrom('outlets').innerJoin('orders', 'orders.outlet_id', 'outlets.id').selectAll('outlets').compile().sql)).toBe(false);
    const withSubquery = compiler
      .selectFrom('shifts')
      .selectAll()
      .where('id', 'in', (eb) => eb.selectFrom('payments').select('payments.shift_id'))
      .compile().sql;
    expect(readsOnlyReferenceTables(withSubquery)).toBe(false);
    // global_settings is read rarely and is not one of the reference tables.
    expect(readsOnlyReferenceTables(compiler.selectFrom('global_settings').selectAll().compile().sql)).toBe(false);
  });

  it('refuses unquoted table names, which only hand-written SQL has', () => {
    expect(readsOnlyReferenceTables('select * from sessions where id = ?')).toBe(false);
    expect(readsOnlyReferenceTables('select * from "sessions" join users on users.id = "sessions"."user_id"')).toBe(false);
  });

  it('refuses statements other than SELECT, and a SELECT of no table', () => {
    expect(readsOnlyReferenceTables(compiler.insertInto('sessions').values({ id: 's', owner_id: 1, user_id: null, kind: 'owner', parent_id: null, is_locked: 0, device: 'd', created_at: 'c', expires_at: 'e', revoked_at: null }).compile().sql)).toBe(false);
    expect(readsOnlyReferenceTables(compiler.updateTable('outlets').set({ name: 'x' }).compile().sql)).toBe(false);
    expect(readsOnlyReferenceTables(compiler.deleteFrom('sessions').compile().sql)).toBe(false);
    expect(readsOnlyReferenceTables('with "s" as (select * from "sessions") select * from "s"')).toBe(false);
    expect(readsOnlyReferenceTables('pragma table_info("sessions")')).toBe(false);
    expect(readsOnlyReferenceTables('select 1')).toBe(false);
  });

  it('refuses a read that asks SQLite for the clock or a random number', () => {
    expect(readsOnlyReferenceTables(`select * from "sessions" where "expires_at" > datetime('now')`)).toBe(false);
    expect(readsOnlyReferenceTables('select * from "sessions" where "expires_at" > current_timestamp')).toBe(false);
    expect(readsOnlyReferenceTables('select * from "outlets" order by random()')).toBe(false);
    expect(readsOnlyReferenceTables(`select strftime('%s', 'now') as "t" from "outlets"`)).toBe(false);
    expect(readsOnlyReferenceTables('select unixepoch() as "t" from "shifts"')).toBe(false);
  });
});

describe('ReferenceReadCache', () => {
  const outletSql = compiler.selectFrom('outlets').selectAll().where('id', '=', 1).compile().sql;
  let version: number;
  let versionReads: number;
  let now: number;
  let cache: ReferenceReadCache;

  beforeEach(() => {
    version = 7;
    versionReads = 0;
    now = 1_000;
    cache = new ReferenceReadCache(
      () => {
        versionReads += 1;
        return version;
      },
      () => now,
    );
  });

  it('gives back equal rows as fresh objects, which callers may change freely', () => {
    const stored = [{ id: 1, name: 'Main' }];
    cache.set(outletSql, [1], stored);
    stored[0]!.name = 'changed by the first reader';

    const first = cache.get(outletSql, [1])!;
    expect(first).toEqual([{ id: 1, name: 'Main' }]);
    first[0]!.name = 'changed by the second reader';
    (first as unknown[]).push({ id: 2 });

    const second = cache.get(outletSql, [1])!;
    expect(second).toEqual([{ id: 1, name: 'Main' }]);
    expect(second).not.toBe(first);
    expect(second[0]).not.toBe(first[0]);
  });

  it('keeps an empty result too (an unknown session is asked for again and again)', () => {
    cache.set(outletSql, [404], []);
    expect(cache.get(outletSql, [404])).toEqual([]);
  });

  it('keeps reads with different parameters apart', () => {
    cache.set(outletSql, [1], [{ id: 1 }]);
    cache.set(outletSql, ['1'], [{ id: 'text' }]);
    cache.set(outletSql, [null], []);
    expect(cache.size).toBe(3);
    expect(cache.get(outletSql, [1])).toEqual([{ id: 1 }]);
    expect(cache.get(outletSql, ['1'])).toEqual([{ id: 'text' }]);
    expect(cache.get(outletSql, [null])).toEqual([]);
    expect(cache.get(outletSql, [2])).toBeUndefined();
  });

  it('never keeps a read of another table or one that reads the clock', () => {
    cache.set('select * from "orders" where "id" = ?', [1], [{ id: 1 }]);
    cache.set(`select datetime('now') as "now" from "outlets"`, [], [{ now: 'then' }]);
    expect(cache.size).toBe(0);
    expect(cache.get('select * from "orders" where "id" = ?', [1])).toBeUndefined();
  });

  it('never keeps a read whose parameters are not null, numbers or strings', () => {
    cache.set(outletSql, [Buffer.from('1')], [{ id: 1 }]);
    cache.set(outletSql, [1n], [{ id: 1 }]);
    cache.set(outletSql, [1, { id: 1 }], [{ id: 1 }]);
    expect(cache.size).toBe(0);
    expect(cache.get(outletSql, [Buffer.from('1')])).toBeUndefined();
  });

  it.each([
    ['insert into "sessions" ("id") values (?)'],
    ['insert or replace into "outlet_settings" ("outlet_id", "code", "value") values (?, ?, ?)'],
    ['replace into "users" ("id") values (?)'],
    ['update "outlets" set "name" = ? where "id" = ?'],
    ['update or ignore "shifts" set "closed_at" = ?'],
    ['delete from "user_role_outlets" where "user_id" = ?'],
    // Writes whose target it cannot tell empty it too.
    ['create table x (a)'],
    ['drop table "sessions"'],
    ['alter table "outlets" add column "x" text'],
    ['with "gone" as (select 1) delete from "sessions"'],
    ['update sessions set revoked_at = ?'],
    ['pragma foreign_keys = on'],
  ])('empties itself before a write to a reference table, or one it cannot place: %s', (write) => {
    cache.set(outletSql, [1], [{ id: 1 }]);
    cache.beforeWrite(write);
    expect(cache.size).toBe(0);
    expect(cache.get(outletSql, [1])).toBeUndefined();
  });

  it.each([
    ['insert into "orders" ("outlet_id") values (?)'],
    ['update "payments" set "amount" = ? where "id" = ?'],
    ['delete from "order_products" where "order_id" = ?'],
    ['insert into "pin_attempts" ("user_id") values (?) returning "id"'],
  ])('keeps its rows across a write to another table: %s', (write) => {
    cache.set(outletSql, [1], [{ id: 1 }]);
    cache.beforeWrite(write);
    expect(cache.get(outletSql, [1])).toEqual([{ id: 1 }]);
  });

  it('empties itself once another connection has committed (data_version moved)', () => {
    cache.set(outletSql, [1], [{ id: 1, name: 'Main' }]);
    cache.set(outletSql, [2], [{ id: 2, name: 'Second' }]);
    version += 1;
    expect(cache.get(outletSql, [1])).toBeUndefined();
    expect(cache.size).toBe(0);
    // The new version is the one now trusted: a read kept after it is answered again.
    cache.set(outletSql, [1], [{ id: 1, name: 'Renamed' }]);
    now += DATA_VERSION_RECHECK_MS;
    expect(cache.get(outletSql, [1])).toEqual([{ id: 1, name: 'Renamed' }]);
  });

  it(`looks at data_version at most once every ${DATA_VERSION_RECHECK_MS} ms, and sees a commit made since once that time is up`, () => {
    cache.set(outletSql, [1], [{ id: 1, name: 'Main' }]);
    const before = versionReads;
    expect(cache.get(outletSql, [1])).toEqual([{ id: 1, name: 'Main' }]);
    expect(cache.get(outletSql, [1])).toEqual([{ id: 1, name: 'Main' }]);
    expect(versionReads - before).toBe(1);

    // Within the time, the commit is not looked for: the rows are as a read begun that much earlier saw them.
    version += 1;
    now += DATA_VERSION_RECHECK_MS / 2;
    expect(cache.get(outletSql, [1])).toEqual([{ id: 1, name: 'Main' }]);
    expect(versionReads - before).toBe(1);

    now += DATA_VERSION_RECHECK_MS / 2;
    expect(cache.get(outletSql, [1])).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(versionReads - before).toBe(2);
  });

  it('does not look at data_version for a read it would not keep, nor while it holds nothing', () => {
    const before = versionReads;
    now += DATA_VERSION_RECHECK_MS;
    expect(cache.get('select * from "orders"', [])).toBeUndefined();
    expect(cache.get(outletSql, [1])).toBeUndefined();
    expect(versionReads).toBe(before);
  });

  it(`starts over once it holds ${REFERENCE_CACHE_ENTRIES} reads`, () => {
    for (let id = 0; id < REFERENCE_CACHE_ENTRIES; id += 1) cache.set(outletSql, [id], [{ id }]);
    expect(cache.size).toBe(REFERENCE_CACHE_ENTRIES);
    expect(cache.get(outletSql, [0])).toEqual([{ id: 0 }]);

    cache.set(outletSql, [REFERENCE_CACHE_ENTRIES], [{ id: REFERENCE_CACHE_ENTRIES }]);
    expect(cache.size).toBe(1);
    expect(cache.get(outletSql, [0])).toBeUndefined();
    expect(cache.get(outletSql, [REFERENCE_CACHE_ENTRIES])).toEqual([{ id: REFERENCE_CACHE_ENTRIES }]);
  });

  it('clear empties it', () => {
    cache.set(outletSql, [1], [{ id: 1 }]);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get(outletSql, [1])).toBeUndefined();
  });
});

describe('reference reads through the group-commit driver on SQLite', () => {
  const ownerId = 1;
  const userId = 1;
  const outletId = 1;
  const sessionId = 'session-1';
  let path: string;
  /** The driver's own connection: a write made on it directly bypasses the driver and its cache. */
  let connection: SqliteConnection;
  let driver: GroupCommitSqliteDriver;
  let db: Kysely<Database>;
  /** A second connection on the same file, as the CLI would open. */
  let other: SqliteConnection;

  const outletName = async (executor: Kysely<Database> = db) => (await executor.selectFrom('outlets').select('name').where('id', '=', outletId).executeTakeFirstOrThrow()).name;
  const activeSession = (executor: Kysely<Database> = db) => activeSessionQuery(executor, sessionId).executeTakeFirst();
  /**
   * Renames the outlet on the driver's connection without the driver knowing: SQLite's
   * data_version does not move for a connection's own writes, so a read that still answers
   * the old name was answered from the cache.
   */
  const renameBehindTheDriver = (name: string) => connection.prepare('UPDATE outlets SET name = ? WHERE id = ?').run(name, outletId);
  /** Why each transaction failed: a failed expect inside one would show here, not pass as a rejection. */
  const reasonsOf = (results: PromiseSettledResult<unknown>[]) => results.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'fulfilled'));
  const logPinAttempt = (executor: Kysely<Database>) => executor.insertInto('pin_attempts').values({ user_id: userId, device: 'till', succeeded: 1, at: '2024-01-01T00:00:00.000Z' }).execute();

  beforeEach(async () => {
    path = join(tmpdir(), `kasir-reference-reads-${randomBytes(4).toString('hex')}.sqlite`);
    connection = new SqliteDatabase(path);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    connection.pragma('foreign_keys = ON');
    driver = new GroupCommitSqliteDriver(connection, withStatementCache(connection));
    db = new Kysely<Database>({ dialect: groupCommitDialect(driver) });
    await migrateToLatest({ db, dialect: 'sqlite', close: () => db.destroy() });

    const createdAt = '2024-01-01T00:00:00.000Z';
    await db.insertInto('owners').values({ id: ownerId, name: 'Owner', username: 'owner', password_hash: 'x', created_at: createdAt }).execute();
    await db
      .insertInto('users')
      .values({ id: userId, owner_id: ownerId, role_id: null, name: 'Cashier', username: 'cashier', pin_hash: 'x', is_active: 1, automatic_start_shift: 0, start_shift_time: null, automatic_logout_cashier: 0, pin_locked_at: null, created_at: createdAt, updated_at: createdAt })
      .execute();
    await db
      .insertInto('outlets')
      .values({ id: outletId, owner_id: ownerId, name: 'Main', address: '', telephone: '', time_zone: 7, type: 1, currency_code: 'IDR', is_printer_v2: 0, is_suspend: 0, exclude_charge_no_sales: 0, price_level: null, created_at: createdAt })
      .execute();
    await db.insertInto('user_role_outlets').values({ user_id: userId, outlet_id: outletId }).execute();
    await db
      .insertInto('sessions')
      .values({ id: sessionId, owner_id: ownerId, user_id: userId, kind: 'cashier', parent_id: null, is_locked: 0, device: 'till', created_at: createdAt, expires_at: '2999-01-01T00:00:00.000Z', revoked_at: null })
      .execute();
    other = new SqliteDatabase(path);
    other.pragma('busy_timeout = 5000');
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  });

  it('answers the same reference read from the cache the second time', async () => {
    expect(driver.referenceReads.size).toBe(0);
    const first = await activeSession();
    expect(first).toMatchObject({ id: sessionId, user_id: userId, user_is_active: 1 });
    expect(driver.referenceReads.size).toBe(1);

    const second = await activeSession();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(driver.referenceReads.size).toBe(1);

    expect(await outletName()).toBe('Main');
    expect(driver.referenceReads.size).toBe(2);
    renameBehindTheDriver('Behind');
    expect(await outletName()).toBe('Main');
  });

  it('keeps the outlet read apart per user (the exists subquery)', async () => {
    const reachable = await outletForUserQuery(db, ownerId, outletId, userId).executeTakeFirstOrThrow();
    const unreachable = await outletForUserQuery(db, ownerId, outletId, 999).executeTakeFirstOrThrow();
    expect(reachable.is_reachable).toBe(1);
    expect(unreachable.is_reachable).toBe(0);
    expect(driver.referenceReads.size).toBe(2);
    expect((await outletForUserQuery(db, ownerId, outletId, userId).executeTakeFirstOrThrow()).is_reachable).toBe(1);
    expect((await outletForUserQuery(db, ownerId, outletId, 999).executeTakeFirstOrThrow()).is_reachable).toBe(0);
  });

  it('does not keep reads of other tables, nor reads of the clock', async () => {
    await db.selectFrom('orders').selectAll().execute();
    await db.selectFrom('pin_attempts').selectAll().execute();
    await sql`select * from "sessions" where "expires_at" > datetime('now')`.execute(db);
    expect(driver.referenceReads.size).toBe(0);
  });

  it('shows an update of a reference table to the very next read', async () => {
    expect(await activeSession()).toBeDefined();
    expect(await outletName()).toBe('Main');

    await db.updateTable('sessions').set({ revoked_at: '2024-06-01T00:00:00.000Z' }).where('id', '=', sessionId).execute();
    expect(await activeSession()).toBeUndefined();

    await db.updateTable('outlets').set({ name: 'Renamed' }).where('id', '=', outletId).execute();
    expect(await outletName()).toBe('Renamed');

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('outlets').set({ name: 'Renamed in a transaction' }).where('id', '=', outletId).execute();
      expect(await outletName(trx)).toBe('Renamed in a transaction');
    });
    expect(await outletName()).toBe('Renamed in a transaction');
  });

  it('shows a deleted reference row as gone, and a cascade of it too', async () => {
    expect((await outletForUserQuery(db, ownerId, outletId, userId).executeTakeFirstOrThrow()).is_reachable).toBe(1);
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    // user_role_outlets rows go with their user (on delete cascade).
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect((await outletForUserQuery(db, ownerId, outletId, userId).executeTakeFirstOrThrow()).is_reachable).toBe(0);
  });

  it('forgets the rows a rolled-back transaction read from its own writes', async () => {
    expect(await outletName()).toBe('Main');
    const undone = db.transaction().execute(async (trx) => {
      await trx.updateTable('outlets').set({ name: 'Draft' }).where('id', '=', outletId).execute();
      expect(await outletName(trx)).toBe('Draft');
      // The draft row is in the cache now, under the very read made after the rollback.
      expect(driver.referenceReads.size).toBe(1);
      throw new Error('the sale was cancelled');
    });
    await expect(undone).rejects.toThrow('the sale was cancelled');
    expect(await outletName()).toBe('Main');
  });

  it('forgets what a group read from its writes when the shared COMMIT fails', async () => {
    // A deferred foreign key is checked at COMMIT: the shared COMMIT fails, as a disk error would.
    await sql`CREATE TABLE notes (outlet_id INTEGER REFERENCES outlets (id) DEFERRABLE INITIALLY DEFERRED)`.execute(db);
    expect(await outletName()).toBe('Main');
    const results = await Promise.allSettled([
      db.transaction().execute(async (trx) => {
        await trx.updateTable('outlets').set({ name: 'Doomed' }).where('id', '=', outletId).execute();
        expect(await outletName(trx)).toBe('Doomed');
      }),
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO "notes" ("outlet_id") VALUES (999)`.execute(trx);
        // The first member's write is read and kept, then lost with the group.
        expect(await outletName(trx)).toBe('Doomed');
        expect(driver.referenceReads.size).toBe(1);
      }),
    ]);
    expect(reasonsOf(results)).toEqual(['FOREIGN KEY constraint failed', 'FOREIGN KEY constraint failed']);
    expect(await outletName()).toBe('Main');
  });

  it('forgets what a group read from its writes when SQLite rolls the whole transaction back', async () => {
    await sql`CREATE TRIGGER refuse BEFORE INSERT ON pin_attempts BEGIN SELECT RAISE(ROLLBACK, 'refused'); END`.execute(db);
    expect(await outletName()).toBe('Main');
    const results = await Promise.allSettled([
      db.transaction().execute(async (trx) => {
        await trx.updateTable('outlets').set({ name: 'Doomed' }).where('id', '=', outletId).execute();
        expect(await outletName(trx)).toBe('Doomed');
      }),
      db.transaction().execute(async (trx) => {
        expect(await outletName(trx)).toBe('Doomed');
        // A write to another table: the cache keeps the first member's row until the rollback.
        await logPinAttempt(trx);
      }),
    ]);
    expect(reasonsOf(results)).toEqual(['The database rolled back a group of transactions (see the error of the failed one)', 'refused']);
    expect(await outletName()).toBe('Main');
  });

  it('shows a write committed by a second connection to the next read (data_version)', async () => {
    expect(await outletName()).toBe('Main');
    expect(await activeSession()).toBeDefined();

    other.prepare('UPDATE outlets SET name = ? WHERE id = ?').run('Renamed by the CLI', outletId);
    await pastTheRecheckWindow();
    expect(await outletName()).toBe('Renamed by the CLI');

    other.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?').run('2024-06-01T00:00:00.000Z', sessionId);
    await pastTheRecheckWindow();
    expect(await activeSession()).toBeUndefined();
  });

  it('shows a transaction a write a second connection committed just before it began, with no wait', async () => {
    expect(await outletName()).toBe('Main');
    other.prepare('UPDATE outlets SET name = ? WHERE id = ?').run('Renamed just now', outletId);
    // A new group looks at data_version as it begins: its reads are one snapshot, cache included.
    expect(await db.transaction().execute((trx) => outletName(trx))).toBe('Renamed just now');
  });

  it('keeps its rows across writes to other tables', async () => {
    expect(await outletName()).toBe('Main');
    expect(await activeSession()).toBeDefined();
    expect(driver.referenceReads.size).toBe(2);

    await logPinAttempt(db);
    await db.transaction().execute((trx) => logPinAttempt(trx));
    expect(driver.referenceReads.size).toBe(2);
    renameBehindTheDriver('Behind');
    expect(await outletName()).toBe('Main');
  });
});

// Reads that look cacheable at a glance and are not: a comma join, impure functions, and
// parameters JSON cannot tell apart.
describe('reference read cache: reads it must not keep', () => {
  it('does not keep a read of a comma join that names another table (selectFrom([...]))', () => {
    const sqlText = compiler.selectFrom(['outlets', 'orders']).selectAll('outlets').compile().sql;
    expect(sqlText).toBe('select "outlets".* from "outlets", "orders"');
    expect(readsOnlyReferenceTables(sqlText)).toBe(false);
  });

  it('does not keep a read that asks SQLite for randomblob()', () => {
    expect(readsOnlyReferenceTables('select randomblob(16) as "token" from "sessions"')).toBe(false);
  });

  it('does not keep a read that reads the clock through timediff(?, ...) with \'now\' as its parameter', () => {
    expect(readsOnlyReferenceTables('select timediff(?, "created_at") as "age" from "sessions"')).toBe(false);
  });

  it('does not keep a read calling a function outside its pure list, and keeps the hot reads that call pure ones', () => {
    expect(readsOnlyReferenceTables('select last_insert_rowid() as "id" from "sessions"')).toBe(false);
    expect(readsOnlyReferenceTables('select "outlet_order_types".*, (select "outlet_settings"."value" from "outlet_settings" where "outlet_settings"."code" = ?) as "rounding_value" from "outlet_order_types" where ("id" = ? or "id" in (?, ?))')).toBe(true);
    expect(readsOnlyReferenceTables('select count(*) as "n", coalesce(max("id"), 0) as "top" from "users"')).toBe(true);
  });

  it('keeps a read with Infinity apart from the same read with null', () => {
    const cache = new ReferenceReadCache(() => 1);
    const sqlText = 'select count(*) as "n" from "outlets" where "id" < ?';
    cache.set(sqlText, [Infinity], [{ n: 1 }]);
    // SQLite binds Infinity as a real and null as NULL: `id < NULL` matches no row.
    expect(cache.get(sqlText, [null])).toBeUndefined();
  });
});

describe('reference reads through the driver: a comma join', () => {
  let path: string;
  let db: Kysely<Database>;

  beforeEach(async () => {
    path = join(tmpdir(), `kasir-reference-gaps-${randomBytes(4).toString('hex')}.sqlite`);
    const connection = new SqliteDatabase(path);
    connection.pragma('journal_mode = WAL');
    const driver = new GroupCommitSqliteDriver(connection, withStatementCache(connection));
    db = new Kysely<Database>({ dialect: groupCommitDialect(driver) });
    await sql`CREATE TABLE outlets (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(db);
    await sql`CREATE TABLE pin_attempts (id INTEGER PRIMARY KEY, user_id INTEGER, device TEXT NOT NULL, succeeded INTEGER NOT NULL, at TEXT NOT NULL)`.execute(db);
    await sql`INSERT INTO outlets (id, name) VALUES (1, 'Main')`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  });

  it('answers a comma join with a non-reference table from what that table holds now, not a stale count', async () => {
    const countPairs = async () =>
      Number(
        (
          await db
            .selectFrom(['outlets', 'pin_attempts'])
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await countPairs()).toBe(0);
    // Through Kysely, as the app writes: the quoted target is read, and it is not a reference table.
    await db.insertInto('pin_attempts').values({ user_id: null, device: 'till', succeeded: 0, at: '2024-01-01T00:00:00.000Z' }).execute();
    expect(await countPairs()).toBe(1);
  });
});
