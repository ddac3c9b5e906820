import { basename } from 'node:path';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { pruneAutomaticBackups } from './backup-files.ts';
import { createBackupRunsRepository } from './backup-runs.repository.ts';
import { makeBackup } from './make-backup.ts';

/** The part of a pino logger the schedule writes to. */
export type BackupLog = { info: (details: object, message: string) => void; error: (details: object, message: string) => void };

export type DailyBackupOutcome = 'made' | 'claimed-elsewhere' | 'failed' | 'skipped';

export type DailyBackupOptions = {
  now?: () => Date;
  /** A process started after today's hour, with today's backup not made, makes it this long after starting. */
  catchUpDelayMs?: number;
  /** Told after each run (tests wait on it). */
  onRun?: (outcome: DailyBackupOutcome) => void;
};

/** After a start past the hour: long enough not to slow the start itself. */
const CATCH_UP_DELAY_MS = 60_000;

/** The server's local date, YYYY-MM-DD: the day a backup is claimed for. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * One day's automatic backup, made by whichever process claims the day first (backup_runs):
 * several API processes on one database make it once. Keeps the newest config.backup.keep
 * automatic backups; hand-made ones are never deleted.
 */
export async function runDailyBackup(config: Config, database: DatabaseHandle, log: BackupLog, now = new Date()): Promise<DailyBackupOutcome> {
  if (!config.databaseUrl && config.sqlitePath === ':memory:') return 'skipped';
  const runs = createBackupRunsRepository(database.db);
  const day = localDay(now);
  if (!(await runs.claim(day, now))) return 'claimed-elsewhere';
  try {
    const made = await makeBackup(config, { isAutomatic: true, now });
    await runs.finish(day, { file: basename(made.path) }, new Date());
    const deleted = await pruneAutomaticBackups(config.backup.dir, config.backup.keep);
    log.info({ backup: made.path, bytes: made.bytes, durationMs: Math.round(made.durationMs), deleted }, 'daily backup made');
    return 'made';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await runs.finish(day, { error: message }, new Date()).catch(() => undefined);
    log.error({ err: error, day }, 'daily backup failed');
    return 'failed';
  }
}

/** Milliseconds until the next run: today at `hour` (server local time) if still ahead, else tomorrow; a first run past the hour catches up. */
export function delayUntilNextRun(now: Date, hour: number, isFirst: boolean, catchUpDelayMs: number): number {
  const at = new Date(now);
  at.setHours(hour, 0, 0, 0);
  if (at.getTime() > now.getTime()) return at.getTime() - now.getTime();
  if (isFirst) return catchUpDelayMs;
  at.setDate(at.getDate() + 1);
  return at.getTime() - now.getTime();
}

/**
 * The automatic daily backup at config.backup.dailyHour (BACKUP_DAILY_HOUR, off: null), started
 * by the API process. A till switched off at night still gets its day's backup: a process started
 * after the hour makes it shortly after starting, unless another already did. The timer never
 * keeps the process alive; stop() ends the schedule.
 */
export function startDailyBackups(config: Config, database: DatabaseHandle, log: BackupLog, options: DailyBackupOptions = {}): { stop: () => void } {
  const hour = config.backup.dailyHour;
  if (hour === null) return { stop: () => undefined };
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const schedule = (isFirst: boolean) => {
    if (isStopped) return;
    timer = setTimeout(() => void runAndReschedule(), delayUntilNextRun(now(), hour, isFirst, options.catchUpDelayMs ?? CATCH_UP_DELAY_MS));
    timer.unref();
  };
  const runAndReschedule = async () => {
    const outcome = await runDailyBackup(config, database, log, now()).catch((error: unknown) => {
      log.error({ err: error }, 'daily backup failed');
      return 'failed' as const;
    });
    options.onRun?.(outcome);
    schedule(false);
  };
  schedule(true);
  return {
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
