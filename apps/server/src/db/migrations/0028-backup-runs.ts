import type { Kysely } from 'kysely';

/**
 * Issue 24, the automatic daily backup (ADR 29): several API processes share one database, and
 * each day's backup is claimed by inserting that day's row; only the process whose insert went
 * in makes it.
 */
export function backupRunsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('backup_runs')
        .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addColumn('file', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('error', 'text')
        .execute();
    },
  };
}
