import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError, backupFileName, backupStamp, type BackupResult } from './backup-files.ts';
import { checkMigrationNames } from './sqlite-backup.ts';

const run = promisify(execFile);
/** pg_restore prints a table's rows as text; the migration table is small, this is plenty. */
const TOOL_OUTPUT_LIMIT_BYTES = 64 * 1024 * 1024;

type Tool = 'pg_dump' | 'pg_restore';

async function runTool(tool: Tool, args: string[], whatToRun: string): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { maxBuffer: TOOL_OUTPUT_LIMIT_BYTES });
    return stdout;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new BackupError(`${tool} is not installed (Debian: apt-get install postgresql-client). Run it yourself:\n  ${whatToRun}`);
    }
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    throw new BackupError(`${tool} failed: ${stderr}`);
  }
}

/** The connection URL with any password hidden, for messages. */
const shown = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

/** pg_dump --format=custom of the whole database into `dir`, under a temporary name until pg_restore can list it. */
export async function backupPostgres(url: string, dir: string, options: { isAutomatic: boolean; now?: Date; label?: string }): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const name = options.label ? `kasir-${backupStamp(options.now ?? new Date())}-${options.label}.dump` : backupFileName('dump', options.isAutomatic, options.now ?? new Date());
  const path = join(dir, name);
  const partial = `${path}.partial`;
  try {
    await runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], `pg_dump --format=custom --file='${path}' '${shown(url)}'`);
    await listArchive(partial);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path, bytes: (await stat(path)).size, durationMs: performance.now() - started };
}

async function listArchive(file: string): Promise<void> {
  await runTool('pg_restore', ['--list', file], `pg_restore --list '${file}'`);
}

/** Checks a pg_dump archive: pg_restore can read it, and its migration table names none newer than this code knows. */
export async function checkPostgresBackup(file: string, knownMigrations: string[]): Promise<number> {
  if (!existsSync(file)) throw new BackupError(`No such backup: ${file}`);
  await listArchive(file);
  const rows = await runTool('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', file], `pg_restore --data-only --table=kysely_migration --file=- '${file}'`);
  return checkMigrationNames(file, migrationNamesOfCopy(rows), knownMigrations);
}

/** The names in `COPY … kysely_migration (name, "timestamp") FROM stdin;` … `\.` of pg_restore's script. */
function migrationNamesOfCopy(script: string): string[] {
  const lines = script.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*kysely_migration /.test(line));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    names.push(line.split('\t')[0] ?? '');
  }
  return names;
}

/** Other sessions on the database (the API processes' pools): a restore under them would mix old and new rows. */
async function otherSessions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ who: string }>(
      `SELECT coalesce(nullif(application_name, ''), 'client') || ' from ' || coalesce(host(client_addr), 'local socket') AS who
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return result.rows.map((row) => row.who);
  } finally {
    await client.end();
  }
}

export type PostgresRestoreResult = { restoredFrom: string; keptAside: string; migrations: number };

/**
 * Restores a pg_dump archive into DATABASE_URL in one transaction (pg_restore --clean --if-exists
 * --no-owner --single-transaction): checked first, refused while other sessions are connected
 * (unless `force`), and the current contents are dumped into `dir` first.
 */
export async function restorePostgres(file: string, url: string, dir: string, knownMigrations: string[], options: { force: boolean; now?: Date }): Promise<PostgresRestoreResult> {
  const migrations = await checkPostgresBackup(file, knownMigrations);
  const sessions = await otherSessions(url);
  if (sessions.length > 0 && !options.force) {
    throw new BackupError(`${sessions.length} other sessions are connected to this database (${sessions.slice(0, 3).join(', ')}): stop the Kasir API processes first (or pass --force)`);
  }
  const before = await backupPostgres(url, dir, { isAutomatic: false, label: 'before-restore', ...(options.now ? { now: options.now } : {}) });
  const args = ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file];
  await runTool('pg_restore', args, `pg_restore --clean --if-exists --no-owner --single-transaction --dbname='${shown(url)}' '${file}'`);
  return { restoredFrom: file, keptAside: before.path, migrations };
}
