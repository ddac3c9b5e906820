import type { Config } from '../../config.ts';
import { allMigrations } from '../../db/migrations/index.ts';
import type { BackupResult } from './backup-files.ts';
import { backupPostgres } from './pg-backup.ts';
import { backupSqlite } from './sqlite-backup.ts';

/** The daily backup inside the API process copies 8 MB (at 4 KB pages) per step, so sales wait at most a step's time. */
const DAILY_PAGES_PER_STEP = 2048;

/** The names of every migration this code knows (a backup naming others was made by a newer Kasir). */
export const knownMigrationNames = (): string[] => Object.keys(allMigrations('sqlite'));

/** One backup of the configured database (SQLite file, or pg_dump with DATABASE_URL) into config.backup.dir. */
export function makeBackup(config: Config, options: { isAutomatic: boolean; now?: Date }): Promise<BackupResult> {
  if (config.databaseUrl) return backupPostgres(config.databaseUrl, config.backup.dir, options);
  const pacing = options.isAutomatic ? { pagesPerStep: DAILY_PAGES_PER_STEP } : {};
  return backupSqlite(config.sqlitePath, config.backup.dir, { ...options, ...pacing, knownMigrations: knownMigrationNames() });
}
