// npm run db:backup — a consistent online backup of the database into BACKUP_DIR (docs/backups.md).
// npm run db:restore -- FILE [--force] — checks FILE, keeps the current database aside, puts FILE in its place.
import { loadConfig } from '../../config.ts';
import { BackupError, formatBytes } from './backup-files.ts';
import { knownMigrationNames, makeBackup } from './make-backup.ts';
import { restorePostgres } from './pg-backup.ts';
import { restoreSqlite } from './sqlite-backup.ts';

const MS_PER_SECOND = 1000;
const USAGE = 'usage: npm run db:backup | npm run db:restore -- FILE [--force]';

async function backup(): Promise<void> {
  const config = loadConfig();
  const made = await makeBackup(config, { isAutomatic: false });
  console.log(`Backup written: ${made.path} (${formatBytes(made.bytes)}, ${(made.durationMs / MS_PER_SECOND).toFixed(2)} s)`);
  console.log('Copy it off this machine too (docs/backups.md).');
}

async function restore(args: string[]): Promise<void> {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    const done = await restorePostgres(file, config.databaseUrl, config.backup.dir, knownMigrationNames(), { force: args.includes('--force') });
    console.log(`Restored ${done.restoredFrom} (${done.migrations} migrations) into the PostgreSQL database in one transaction.`);
    console.log(`The database as it was before is kept in ${done.keptAside}.`);
    return;
  }
  const done = await restoreSqlite(file, config.sqlitePath, knownMigrationNames());
  console.log(`Restored ${done.restoredFrom} (${done.migrations} migrations) to ${done.path}.`);
  console.log(done.keptAside ? `The database as it was before is kept as ${done.keptAside}.` : 'There was no database there before.');
  console.log('Start the server; pending migrations of this version run at start.');
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore(rest);
  else throw new BackupError(USAGE);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
