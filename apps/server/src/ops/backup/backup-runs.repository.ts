import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** backup_runs (migration 0028): one row per day, claimed by the first API process to insert it. */
export function createBackupRunsRepository(db: Kysely<Database>) {
  return {
    /** True when this process claimed `day`; false when another one did first. */
    async claim(day: string, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('backup_runs')
        .values({ day, claimed_at: now.toISOString(), file: null, finished_at: null, error: null })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async finish(day: string, outcome: { file: string } | { error: string }, now: Date): Promise<void> {
      await db
        .updateTable('backup_runs')
        .set({ finished_at: now.toISOString(), file: 'file' in outcome ? outcome.file : null, error: 'error' in outcome ? outcome.error : null })
        .where('day', '=', day)
        .execute();
    },
    async list() {
      return db.selectFrom('backup_runs').selectAll().orderBy('day').execute();
    },
  };
}
