import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from '@kasir/sqlite-driver';
import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { allMigrations } from './migrations/index.ts';
import type { Dialect } from './migrations/column-helpers.ts';
import { GroupCommitSqliteDriver, groupCommitDialect } from './group-commit.ts';
import { withStatementCache } from './statement-cache.ts';
import { withNamedStatements } from './pg-named-statements.ts';
import { DurableCommits, walFile } from './wal-flush.ts';

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL only: run in this schema (tests give each suite its own). */
  pgSchema?: string;
  /** PostgreSQL only: told when a pooled connection breaks while idle (the pool replaces it). */
  onIdleConnectionError?: (error: Error) => void;
};

const reportIdleConnectionError = (error: Error) => console.error(`PostgreSQL: an idle pooled connection broke (${error.message}); the next query opens a new one`);

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the handle works in, when not the default. */
  schema?: string | undefined;
  /** SQLite only: durable COMMITs made and the transactions they carried (group commit, ADR 12). */
  commitStats?: { readonly groups: number; readonly transactions: number };
  /** PostgreSQL only: the connection pool's counts, read by the metrics (ops/observability). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  close: () => Promise<void>;
};

// pg returns BIGINT and count() as strings; every such value of ours (money in hundredths up to
// 1e15, counters) is below 2^53, so it is parsed to a number here, at the edge, once.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const connection = new SqliteDatabase(path);
  const isFile = path !== ':memory:';
  // WAL, and an acknowledged write survives a crash or a power cut: a file's COMMIT writes the
  // WAL (synchronous=NORMAL) and DurableCommits flushes it off the event loop before anyone is
  // answered, which is what synchronous=FULL would do with the event loop stopped (ADR 12).
  // First, so that processes starting at the same moment wait for each other (switching a new
  // file to WAL takes a lock too) instead of failing with "database is locked".
  connection.pragma('busy_timeout = 5000');
  connection.pragma('journal_mode = WAL');
  connection.pragma(isFile ? 'synchronous = NORMAL' : 'synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  // PostgreSQL keeps its own plan per query; SQLite needs the prepared statements kept here.
  // Transactions that end in the same turn of the event loop share one durable COMMIT (ADR 12).
  const commits = new DurableCommits(isFile ? walFile(path) : null);
  const driver = new GroupCommitSqliteDriver(connection, withStatementCache(connection), commits);
  const db = new Kysely<Database>({ dialect: groupCommitDialect(driver) });
  return { db, dialect: 'sqlite', commitStats: driver.stats, close: () => db.destroy() };
}

async function openPostgres(url: string, schema: string | undefined, onIdleError: (error: Error) => void): Promise<DatabaseHandle> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // PostgreSQL restarted, or an administrator ended a session: the pool drops the broken idle
  // connection and emits 'error', which, with nobody listening, would stop the whole server.
  pool.on('error', onIdleError);
  // Each statement shape is parsed and planned once per connection (pg-named-statements.ts).
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) as pg.Pool }) });
  return { db, dialect: 'postgres', schema, pool, close: () => db.destroy() };
}

/** Opens SQLite (default) or PostgreSQL (DATABASE_URL) with the same Kysely interface. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema, options.onIdleConnectionError ?? reportIdleConnectionError);
  return openSqlite(options.sqlitePath ?? ':memory:');
}

/**
 * Applies every pending migration; throws with the failing migration's name. Safe from several
 * processes at once, and all or nothing (ADR 29): the pending migrations run in one transaction
 * under a lock (PostgreSQL: Kysely's advisory lock; SQLite: BEGIN IMMEDIATE, group-commit.ts),
 * so one process runs them, the others wait and then find nothing pending, and a failure leaves
 * the database as it was. `migrations` replaces the list (tests inject a failing one).
 */
export async function migrateToLatest(handle: DatabaseHandle, migrations: Record<string, Migration> = allMigrations(handle.dialect)): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely looks for its own tables across schemas; name ours so a test schema never adopts
  // another schema's migration history.
  const migrator = new Migrator({ db: handle.db, provider, ...(handle.schema ? { migrationTableSchema: handle.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed, nothing of this run was applied: ${String(error)}`, { cause: error });
  }
}

/** True when no owner exists yet: the database was just created and needs the demo data. */
export async function isEmptyDatabase(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('owners').select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  return Number(row?.count ?? 0) === 0;
}
