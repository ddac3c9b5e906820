import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** What a backup holds: a SQLite database file, or a pg_dump custom-format archive. */
export type BackupKind = 'sqlite' | 'dump';

/** A backup made: where, how big, how long it took. */
export type BackupResult = { path: string; bytes: number; durationMs: number };

/** Something the operator must fix; the CLI prints the message alone, without a stack. */
export class BackupError extends Error {}

const AUTOMATIC_SUFFIX = '-auto';
/** kasir-YYYYMMDD-HHMMSS[-auto].sqlite|dump, the time in UTC: names sort in time order. */
const BACKUP_NAME = /^kasir-(\d{8}-\d{6})(-auto)?\.(sqlite|dump)$/;

/** YYYYMMDD-HHMMSS in UTC. */
export function backupStamp(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** The file name of a backup made at `now`; automatic ones carry -auto and only they are ever deleted. */
export function backupFileName(kind: BackupKind, isAutomatic: boolean, now: Date): string {
  return `kasir-${backupStamp(now)}${isAutomatic ? AUTOMATIC_SUFFIX : ''}.${kind}`;
}

/** Keeps the newest `keep` automatic backups in `dir`, deletes older ones, never a hand-made one; answers the deleted names. */
export async function pruneAutomaticBackups(dir: string, keep: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const automatic = names.filter((name) => BACKUP_NAME.exec(name)?.[2] === AUTOMATIC_SUFFIX).sort().reverse();
  const old = automatic.slice(keep);
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/** "12.3 MB" */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
