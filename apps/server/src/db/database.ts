import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from '@kasir/sqlite-driver';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
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
  connection.pragma('journal_mode = WAL');
  connection.pragma(isFile ? 'synchronous = NORMAL' : 'synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
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
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}

/** Opens SQLite (default) or PostgreSQL (DATABASE_URL) with the same Kysely interface. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema, options.onIdleConnectionError ?? reportIdleConnectionError);
  return openSqlite(options.sqlitePath ?? ':memory:');
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrations = allMigrations(handle.dialect);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely looks for its own tables across schemas; name ours so a test schema never adopts
  // another schema's migration history.
  const migrator = new Migrator({ db: handle.db, provider, ...(handle.schema ? { migrationTableSchema: handle.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
}

/** True when no owner exists yet: the database was just created and needs the demo data. */
export async function isEmptyDatabase(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('owners').select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  return Number(row?.count ?? 0) === 0;
}
