/** Operations (issue 24, migration 0028). */

/** One row per day the automatic backup ran: the first API process to insert it makes the backup (ADR 29). */
export interface BackupRunsTable {
  /** The server's local date, YYYY-MM-DD. */
  day: string;
  /** ISO-8601 UTC. */
  claimed_at: string;
  /** The backup made, once done (its file name or pg_dump archive). */
  file: string | null;
  finished_at: string | null;
  /** Why it failed, when it did (the next day tries again). */
  error: string | null;
}

export interface OperationsTables {
  backup_runs: BackupRunsTable;
}
