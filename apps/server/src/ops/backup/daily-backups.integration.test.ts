import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createScratchDatabase, fixedSecrets, scratchFolder } from '../../test-support/scratch-databases.ts';
import { pruneAutomaticBackups } from './backup-files.ts';
import { createBackupRunsRepository } from './backup-runs.repository.ts';
import { localDay, runDailyBackup, startDailyBackups, type BackupLog, type DailyBackupOutcome } from './daily-backups.ts';

const databaseUrl = process.env.DATABASE_URL;
const quiet: BackupLog = { info: () => undefined, error: () => undefined };
const backupsIn = (dir: string) => readdirSync(dir).sort();

const handles: DatabaseHandle[] = [];
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const drop of drops) await drop();
});

async function open(env: Record<string, string | undefined>) {
  const config = loadConfig({ ...process.env, ...fixedSecrets, ...env });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  handles.push(database);
  await migrateToLatest(database);
  return { config, database };
}

describe('retention', () => {
  it('keeps the newest automatic backups and every hand-made one', async () => {
    const dir = scratchFolder('retention');
    const names = ['kasir-20260101-030000-auto.sqlite', 'kasir-20260102-030000-auto.sqlite', 'kasir-20260103-030000-auto.dump', 'kasir-20260104-030000-auto.sqlite', 'kasir-20251231-120000.sqlite', 'notes.txt'];
    for (const name of names) writeFileSync(join(dir, name), 'x');
    expect(await pruneAutomaticBackups(dir, 2)).toEqual(['kasir-20260102-030000-auto.sqlite', 'kasir-20260101-030000-auto.sqlite']);
    expect(backupsIn(dir)).toEqual(['kasir-20251231-120000.sqlite', 'kasir-20260103-030000-auto.dump', 'kasir-20260104-030000-auto.sqlite', 'notes.txt']);
  });

  it('the daily backup makes a new automatic backup, then trims the old ones to BACKUP_KEEP', async () => {
    const folder = scratchFolder('daily');
    const dir = join(folder, 'backups');
    const { config, database } = await open({ DATABASE_URL: undefined, SQLITE_PATH: join(folder, 'kasir.sqlite'), BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    const now = new Date();
    expect(await runDailyBackup(config, database, quiet, now)).toBe('made');
    // Older automatic backups and a hand-made one from before; the next day's run keeps two automatic ones.
    for (const name of ['kasir-20200101-030000-auto.sqlite', 'kasir-20200102-030000-auto.sqlite', 'kasir-20200101-120000.sqlite']) writeFileSync(join(dir, name), 'x');
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(await runDailyBackup(config, database, quiet, tomorrow)).toBe('made');
    const left = backupsIn(dir);
    expect(left).toContain('kasir-20200101-120000.sqlite');
    expect(left.filter((name) => name.endsWith('-auto.sqlite'))).toHaveLength(2);
    expect(left).not.toContain('kasir-20200102-030000-auto.sqlite');
    const runs = await createBackupRunsRepository(database.db).list();
    expect(runs.map((run) => run.day)).toEqual([localDay(now), localDay(tomorrow)]);
    for (const run of runs) expect(left).toContain(run.file);
  });
});

describe('one backup a day whatever the number of API processes', () => {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    // The PostgreSQL case runs pg_dump against a database of its own: it needs DATABASE_URL (CI's integration pass).
    it.skipIf(dialect === 'postgres' && !databaseUrl)(`${dialect}: two schedulers on one database, one backup`, async () => {
      const folder = scratchFolder('claim');
      let env: Record<string, string | undefined> = { DATABASE_URL: undefined, SQLITE_PATH: join(folder, 'kasir.sqlite') };
      if (dialect === 'postgres') {
        const scratch = await createScratchDatabase(databaseUrl!, 'daily');
        drops.push(scratch.drop);
        env = { DATABASE_URL: scratch.url };
      }
      // Hour 0 has always passed today: each scheduler catches up at once.
      const settings = { ...env, BACKUP_DIR: join(folder, 'backups'), BACKUP_DAILY_HOUR: '0' };
      const first = await open(settings);
      const second = await open(settings);
      const outcomes = await Promise.all(
        [first, second].map(
          ({ config, database }) =>
            new Promise<DailyBackupOutcome>((resolve) => {
              const schedule = startDailyBackups(config, database, quiet, {
                catchUpDelayMs: 0,
                onRun: (outcome) => {
                  schedule.stop();
                  resolve(outcome);
                },
              });
            }),
        ),
      );
      expect(outcomes.sort()).toEqual(['claimed-elsewhere', 'made']);
      const made = backupsIn(join(folder, 'backups'));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatch(dialect === 'sqlite' ? /^kasir-\d{8}-\d{6}-auto\.sqlite$/ : /^kasir-\d{8}-\d{6}-auto\.dump$/);
    });
  }
});
