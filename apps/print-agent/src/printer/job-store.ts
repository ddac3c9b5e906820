import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from '@kasir/sqlite-driver';
import type { PrinterAddress } from '@kasir/contracts';

/**
 * The agent's durable state in one SQLite file: the print queue and the local receipt store.
 * SQLite rather than append-only files because every queue step is a state change
 * (queued → printed, moved to another printer, retried) that must be atomic and findable by
 * job id; WAL with synchronous=FULL makes each commit survive a power cut, and better-sqlite3's
 * synchronous calls make "check the id, then insert" one indivisible step for Node, which is
 * what turns ten identical concurrent POSTs into one ticket.
 */
export type JobStatus = 'queued' | 'printed' | 'rejected';

export interface StoredJob {
  seq: number;
  id: string;
  baseId: string;
  isDerivedId: boolean;
  isReprint: boolean;
  ip: string;
  port: number;
  body: string;
  status: JobStatus;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  createdAt: number;
  printedAt: number | null;
}

interface JobRow {
  seq: number;
  id: string;
  base_id: string;
  is_derived_id: number;
  is_reprint: number;
  ip: string;
  port: number;
  body: string;
  status: JobStatus;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  created_at: number;
  printed_at: number | null;
}

interface PrintedTicketRow {
  seq: number;
  job_id: string;
  ip: string;
  port: number;
  is_reprint: number;
  text: string;
  printed_at: number;
}

/** A delivered ticket as the agent rendered it, for GET /printed. */
export interface PrintedTicketRecord {
  jobId: string;
  ip: string;
  port: number;
  isReprint: boolean;
  text: string;
  printedAt: number;
}

export interface NewJob {
  id: string;
  baseId: string;
  isDerivedId: boolean;
  isReprint: boolean;
  address: PrinterAddress;
  body: string;
}

export interface DedupePolicy {
  now: number;
  /** A content-derived id is forgotten this long after printing, so a test print can repeat. */
  derivedIdMemoryMs: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS print_jobs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  base_id TEXT NOT NULL,
  is_derived_id INTEGER NOT NULL,
  is_reprint INTEGER NOT NULL,
  ip TEXT NOT NULL,
  port INTEGER NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'printed', 'rejected')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  printed_at INTEGER
);
CREATE INDEX IF NOT EXISTS print_jobs_waiting ON print_jobs (status, ip, port, seq);
CREATE INDEX IF NOT EXISTS print_jobs_base ON print_jobs (base_id, status);
CREATE INDEX IF NOT EXISTS print_jobs_printed ON print_jobs (status, printed_at);
CREATE TABLE IF NOT EXISTS printed_tickets (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id TEXT NOT NULL,
  ip TEXT NOT NULL,
  port INTEGER NOT NULL,
  is_reprint INTEGER NOT NULL,
  text TEXT NOT NULL,
  printed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS printed_tickets_printer ON printed_tickets (ip, port, seq);
CREATE TABLE IF NOT EXISTS receipts (
  outlet_id INTEGER PRIMARY KEY,
  receipt TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
`;

function toJob(row: JobRow): StoredJob {
  return {
    seq: row.seq,
    id: row.id,
    baseId: row.base_id,
    isDerivedId: row.is_derived_id === 1,
    isReprint: row.is_reprint === 1,
    ip: row.ip,
    port: row.port,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    printedAt: row.printed_at,
  };
}

export type JobStore = ReturnType<typeof openJobStore>;

export function openJobStore(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const selectById = db.prepare<[string], JobRow>('SELECT * FROM print_jobs WHERE id = ?');
  const selectQueuedReprint = db.prepare<[string], JobRow>(
    "SELECT * FROM print_jobs WHERE base_id = ? AND is_reprint = 1 AND status = 'queued' ORDER BY seq LIMIT 1",
  );
  const insert = db.prepare(
    `INSERT INTO print_jobs (id, base_id, is_derived_id, is_reprint, ip, port, body, status, attempts, next_attempt_at, created_at)
     VALUES (@id, @baseId, @isDerivedId, @isReprint, @ip, @port, @body, 'queued', 0, @now, @now)`,
  );
  const deleteById = db.prepare<[string]>('DELETE FROM print_jobs WHERE id = ?');

  /** Queues a job unless its id is already waiting or was printed within memory: one transaction. */
  const enqueue = db.transaction((job: NewJob, policy: DedupePolicy): { id: string; isDuplicate: boolean } => {
    if (job.isReprint) {
      // Ten clicks on "reprint" while the first copy is still waiting make one copy, not ten.
      const waiting = selectQueuedReprint.get(job.baseId);
      if (waiting !== undefined) return { id: waiting.id, isDuplicate: true };
    } else {
      const existing = selectById.get(job.id);
      if (existing !== undefined) {
        const isForgotten =
          existing.status !== 'queued' &&
          existing.is_derived_id === 1 &&
          (existing.printed_at ?? 0) < policy.now - policy.derivedIdMemoryMs;
        if (!isForgotten) return { id: existing.id, isDuplicate: true };
        deleteById.run(job.id);
      }
    }
    insert.run({
      id: job.id,
      baseId: job.baseId,
      isDerivedId: job.isDerivedId ? 1 : 0,
      isReprint: job.isReprint ? 1 : 0,
      ip: job.address.ip,
      port: job.address.port,
      body: job.body,
      now: policy.now,
    });
    return { id: job.id, isDuplicate: false };
  });

  const nextWaiting = db.prepare<[string, number], JobRow>(
    "SELECT * FROM print_jobs WHERE status = 'queued' AND ip = ? AND port = ? ORDER BY seq LIMIT 1",
  );
  const waitingJobs = db.prepare<[], JobRow>("SELECT * FROM print_jobs WHERE status = 'queued' ORDER BY ip, port, seq");
  const waitingPrinters = db.prepare<[], { ip: string; port: number }>(
    "SELECT DISTINCT ip, port FROM print_jobs WHERE status = 'queued'",
  );
  const markPrinted = db.prepare<[number, string]>(
    "UPDATE print_jobs SET status = 'printed', printed_at = ?, next_attempt_at = NULL, last_error = NULL WHERE id = ?",
  );
  const insertPrintedTicket = db.prepare<[string, string, number, number, string, number]>(
    'INSERT INTO printed_tickets (job_id, ip, port, is_reprint, text, printed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Keeps the newest `keep` tickets of one printer: the history is for looking back, not an archive.
  const trimPrintedTickets = db.prepare<[string, number, string, number, number]>(
    `DELETE FROM printed_tickets WHERE ip = ? AND port = ? AND seq <= COALESCE(
       (SELECT seq FROM printed_tickets WHERE ip = ? AND port = ? ORDER BY seq DESC LIMIT 1 OFFSET ?), 0)`,
  );
  const selectPrintedTickets = db.prepare<[string, number, number], PrintedTicketRow>(
    'SELECT * FROM printed_tickets WHERE ip = ? AND port = ? ORDER BY seq DESC LIMIT ?',
  );
  /** Marks the job printed and keeps its text for GET /printed, in one transaction. */
  const markPrintedWithText = db.transaction((job: StoredJob, text: string, now: number, keep: number): void => {
    markPrinted.run(now, job.id);
    insertPrintedTicket.run(job.id, job.ip, job.port, job.isReprint ? 1 : 0, text, now);
    trimPrintedTickets.run(job.ip, job.port, job.ip, job.port, keep);
  });
  const markRejected = db.prepare<[string, string]>("UPDATE print_jobs SET status = 'rejected', last_error = ? WHERE id = ?");
  const markFailed = db.prepare<[number, string, string]>(
    'UPDATE print_jobs SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  );
  // Only rows still backing off: a row rewritten with the same value is still a WAL write and an
  // fsync, which on a healthy printer would be one more disk flush per ticket for nothing.
  const retryNow = db.prepare<[number, string, number, number]>(
    "UPDATE print_jobs SET next_attempt_at = ? WHERE status = 'queued' AND ip = ? AND port = ? AND next_attempt_at > ?",
  );
  const move = db.prepare<[string, number, number, string]>(
    "UPDATE print_jobs SET ip = ?, port = ?, attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'queued'",
  );
  const forget = db.prepare<[number, number, number]>(
    "DELETE FROM print_jobs WHERE status != 'queued' AND ((is_derived_id = 1 AND printed_at < ?) OR printed_at < ? OR (printed_at IS NULL AND created_at < ?))",
  );
  const selectReceipt = db.prepare<[number], { receipt: string; updated_at: number }>(
    'SELECT receipt, updated_at FROM receipts WHERE outlet_id = ?',
  );
  const upsertReceipt = db.prepare<[number, string, number]>(
    `INSERT INTO receipts (outlet_id, receipt, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (outlet_id) DO UPDATE SET receipt = excluded.receipt, updated_at = excluded.updated_at`,
  );

  /**
   * Group commit: writes asked for in the same turn of the event loop share one transaction and
   * so one fsync (synchronous=FULL). better-sqlite3 blocks the thread while it syncs, so one
   * flush per ticket would stall every printer's line; each caller still resolves only once its
   * write is on disk, in the order asked.
   */
  let pending: Array<{ work: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  const flush = (): void => {
    const batch = pending;
    pending = [];
    const results: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      db.transaction(() => {
        for (const entry of batch) {
          // One failing write (a bad row) must not undo the others: each runs in its own savepoint.
          try {
            results.push({ ok: true, value: db.transaction(entry.work)() });
          } catch (error) {
            results.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      batch.forEach((entry) => entry.reject(error));
      return;
    }
    batch.forEach((entry, index) => {
      const result = results[index];
      if (result?.ok === true) entry.resolve(result.value);
      else entry.reject(result?.error);
    });
  };
  function inGroupCommit<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  return {
    inGroupCommit,
    enqueue,
    findJob: (id: string): StoredJob | undefined => {
      const row = selectById.get(id);
      return row === undefined ? undefined : toJob(row);
    },
    nextWaiting: (address: PrinterAddress): StoredJob | undefined => {
      const row = nextWaiting.get(address.ip, address.port);
      return row === undefined ? undefined : toJob(row);
    },
    waitingJobs: (): StoredJob[] => waitingJobs.all().map(toJob),
    waitingPrinters: (): PrinterAddress[] => waitingPrinters.all(),
    markPrinted: (id: string, now: number): void => void markPrinted.run(now, id),
    markPrintedWithText,
    printedTickets: (address: PrinterAddress, limit: number): PrintedTicketRecord[] =>
      selectPrintedTickets.all(address.ip, address.port, limit).map((row) => ({
        jobId: row.job_id,
        ip: row.ip,
        port: row.port,
        isReprint: row.is_reprint === 1,
        text: row.text,
        printedAt: row.printed_at,
      })),
    markRejected: (id: string, reason: string): void => void markRejected.run(reason, id),
    markFailed: (id: string, nextAttemptAt: number, error: string): void => void markFailed.run(nextAttemptAt, error, id),
    retryNow: (address: PrinterAddress, now: number): void => void retryNow.run(now, address.ip, address.port, now),
    moveJob: (id: string, address: PrinterAddress, now: number): boolean => move.run(address.ip, address.port, now, id).changes === 1,
    /** Drops printed jobs past their memory: derived ids after `derivedBefore`, all after `allBefore`. */
    forgetPrinted: (derivedBefore: number, allBefore: number): void => void forget.run(derivedBefore, allBefore, allBefore),
    readReceipt: (outletId: number): { receipt: string; updatedAt: number } | undefined => {
      const row = selectReceipt.get(outletId);
      return row === undefined ? undefined : { receipt: row.receipt, updatedAt: row.updated_at };
    },
    writeReceipt: (outletId: number, receipt: string, now: number): void => void upsertReceipt.run(outletId, receipt, now),
    close: (): void => {
      db.close();
    },
  };
}
