import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SqliteDatabase, { type SqliteConnection } from '@kasir/sqlite-driver';
import { BackupError, backupFileName, backupStamp, type BackupResult } from './backup-files.ts';

/** The rest of the database in one step: a step holds one read snapshot, so writes by the till never restart it. */
export const ALL_REMAINING_PAGES = 0x7fffffff;
/** A copy in steps starts over when another connection writes between them: after this many, the rest goes in one step. */
const MAX_RESTARTS = 3;
/** The backup's read waits this long for a moment's lock (a WAL checkpoint). */
const SOURCE_BUSY_TIMEOUT_MS = 5000;
/** A restore gives the running server this long to let go before refusing. */
const RESTORE_BUSY_TIMEOUT_MS = 1000;
const MIGRATION_TABLE = 'kysely_migration';

/**
 * A consistent copy of the live SQLite database made with SQLite's online backup API from a
 * connection of its own (the server goes on selling; WAL readers never block writers). It is
 * written under a temporary name, turned into a single self-contained file (journal_mode
 * DELETE), checked, synced and only then renamed to its final name, so a half-made backup never
 * looks complete.
 */
export async function backupSqlite(
  sourcePath: string,
  dir: string,
  /** pagesPerStep: the event loop is free between steps (the server's daily backup); the CLI copies all at once. */
  options: { isAutomatic: boolean; knownMigrations: string[]; now?: Date; pagesPerStep?: number },
): Promise<BackupResult> {
  const started = performance.now();
  if (sourcePath === ':memory:' || !existsSync(sourcePath)) throw new BackupError(`No SQLite database at ${sourcePath} (SQLITE_PATH)`);
  await mkdir(dir, { recursive: true });
  const path = join(dir, backupFileName('sqlite', options.isAutomatic, options.now ?? new Date()));
  if (existsSync(path)) throw new BackupError(`${path} exists already; try again in a second`);
  const partial = `${path}.partial`;
  await removeDatabaseFiles(partial);
  const source = new SqliteDatabase(sourcePath, { fileMustExist: true });
  try {
    source.pragma(`busy_timeout = ${SOURCE_BUSY_TIMEOUT_MS}`);
    await source.backup(partial, { progress: pacing(options.pagesPerStep ?? ALL_REMAINING_PAGES) });
  } finally {
    source.close();
  }
  try {
    const copy = new SqliteDatabase(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      checkDatabase(copy, partial, options.knownMigrations);
    } finally {
      copy.close();
    }
    await syncFile(partial);
    await rename(partial, path);
    await syncFile(dir);
  } catch (error) {
    await removeDatabaseFiles(partial);
    throw error;
  }
  return { path, bytes: (await stat(path)).size, durationMs: performance.now() - started };
}

/** better-sqlite3's progress callback: the next step's pages; all at once after MAX_RESTARTS restarts (remaining pages grew). */
function pacing(pagesPerStep: number): (progress: { remainingPages: number }) => number {
  let restarts = 0;
  let lastRemaining = Number.POSITIVE_INFINITY;
  return ({ remainingPages }) => {
    if (remainingPages > lastRemaining) restarts += 1;
    lastRemaining = remainingPages;
    return restarts >= MAX_RESTARTS ? ALL_REMAINING_PAGES : pagesPerStep;
  };
}

/** Checks a backup: a SQLite file that passes integrity_check, with our migrations, none newer than this code knows. */
export function checkDatabase(connection: SqliteConnection, label: string, knownMigrations: string[]): { migrations: number } {
  const integrity = connection.pragma('integrity_check') as Array<{ integrity_check: string }>;
  if (integrity.length !== 1 || integrity[0]?.integrity_check !== 'ok') {
    throw new BackupError(`${label} fails SQLite's integrity check: ${integrity.map((row) => row.integrity_check).slice(0, 3).join('; ')}`);
  }
  const hasTable = connection.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(MIGRATION_TABLE);
  if (!hasTable) throw new BackupError(`${label} is not a Kasir database (no ${MIGRATION_TABLE} table)`);
  const names = (connection.prepare(`SELECT name FROM ${MIGRATION_TABLE}`).all() as Array<{ name: string }>).map((row) => row.name);
  return { migrations: checkMigrationNames(label, names, knownMigrations) };
}

/** Refuses a database migrated by a newer Kasir than this one: this code would not know its tables. */
export function checkMigrationNames(label: string, names: string[], knownMigrations: string[]): number {
  const known = new Set(knownMigrations);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new BackupError(`${label} was made by a newer Kasir (migrations ${unknown.join(', ')} are unknown here): update Kasir first, then restore`);
  if (names.length === 0) throw new BackupError(`${label} has no migrations recorded`);
  return names.length;
}

export type RestoreResult = { restoredFrom: string; path: string; keptAside: string | null; migrations: number };

/**
 * Puts a backup in place of the database at `targetPath`: the file is copied beside the target
 * and checked there first; the current database, if any, must not be open elsewhere (the server
 * stopped: leaving WAL mode needs every other connection gone, which is the check) and is kept
 * aside as `<name>.before-restore-<stamp>`, whole in one file.
 */
export async function restoreSqlite(file: string, targetPath: string, knownMigrations: string[], now = new Date()): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`No such backup: ${file}`);
  await mkdir(dirname(targetPath), { recursive: true });
  const stamp = backupStamp(now);
  const staged = `${targetPath}.restoring-${stamp}`;
  await removeDatabaseFiles(staged);
  await copyFile(file, staged);
  let migrations: number;
  try {
    const copy = openOrExplain(staged, basename(file));
    try {
      // A copy of a live database may still be in WAL mode: made whole here, before the swap.
      copy.pragma('journal_mode = DELETE');
      migrations = checkDatabase(copy, basename(file), knownMigrations).migrations;
    } finally {
      copy.close();
    }
    await syncFile(staged);
  } catch (error) {
    await removeDatabaseFiles(staged);
    throw error;
  }
  let keptAside: string | null = null;
  if (existsSync(targetPath)) {
    try {
      makeWholeWhileUnused(targetPath);
    } catch (error) {
      await removeDatabaseFiles(staged);
      throw error;
    }
    keptAside = `${targetPath}.before-restore-${stamp}`;
    await rename(targetPath, keptAside);
  }
  // Whatever -wal/-shm are left belong to the old file, never to the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${targetPath}${suffix}`, { force: true });
  await rename(staged, targetPath);
  await syncFile(dirname(targetPath));
  return { restoredFrom: file, path: targetPath, keptAside, migrations };
}

function openOrExplain(path: string, label: string): SqliteConnection {
  try {
    const connection = new SqliteDatabase(path, { fileMustExist: true });
    connection.prepare('SELECT count(*) FROM sqlite_master').get();
    return connection;
  } catch (error) {
    throw new BackupError(`${label} is not a SQLite database: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Checkpoints the current database into its main file and leaves WAL mode; refuses while another connection (the server) has it open. */
function makeWholeWhileUnused(path: string): void {
  const current = new SqliteDatabase(path, { fileMustExist: true });
  try {
    current.pragma(`busy_timeout = ${RESTORE_BUSY_TIMEOUT_MS}`);
    current.pragma('wal_checkpoint(TRUNCATE)');
    const mode = current.pragma('journal_mode = DELETE', { simple: true });
    if (mode !== 'delete') throw new Error(`journal mode stayed ${String(mode)}`);
  } catch (error) {
    throw new BackupError(`${path} is in use (${error instanceof Error ? error.message : String(error)}): stop the Kasir server first, then restore`);
  } finally {
    current.close();
  }
}

async function removeDatabaseFiles(path: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${path}${suffix}`, { force: true });
}

/** fsync a file or a directory (its entries), so a rename survives a power cut. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
