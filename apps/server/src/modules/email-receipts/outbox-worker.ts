import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_POLL_INTERVAL_MS, EmailStatus, afterFailure } from './email-delivery-rules.ts';
import type { ClaimedRow, EmailOutboxRepository } from './email-outbox.repository.ts';
import type { MailDeliverer } from './mail-deliverer.ts';
import type { ReceiptMail } from './receipt-mail.ts';

type Deps = {
  outbox: EmailOutboxRepository;
  compose: (paymentId: number) => Promise<ReceiptMail>;
  mailer: MailDeliverer;
  /** Injectable so tests drive the backoff without waiting. */
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pollIntervalMs?: number;
};

export type OutboxWorker = {
  /** One pass: claims the due rows and attempts each; resolves with how many were attempted. */
  runOnce: () => Promise<number>;
  /** Polls every pollIntervalMs until stop(). */
  start: () => void;
  /** A row was queued: run a pass now rather than at the next poll. */
  wake: () => void;
  /** No new pass starts; resolves when the running one has finished. */
  stop: () => Promise<void>;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers email_outbox rows in the background of the API process. Each row is claimed first
 * (conditional UPDATE), so several API processes can run a worker on one database.
 */
export function createOutboxWorker(deps: Deps): OutboxWorker {
  const now = deps.now ?? (() => new Date());
  const pollIntervalMs = deps.pollIntervalMs ?? EMAIL_POLL_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let isStopped = true;
  let isWakeRequested = false;

  async function attempt(row: ClaimedRow): Promise<void> {
    try {
      const mail = await deps.compose(row.payment_id);
      const delivered = await deps.mailer.deliver(row.id, row.email, mail);
      await deps.outbox.markDelivered(
        row,
        delivered.kind === 'smtp'
          ? { status: EmailStatus.SENT, messageId: delivered.messageId, emlFile: null }
          : { status: EmailStatus.SAVED_AS_FILE, messageId: delivered.messageId, emlFile: delivered.fileName },
        now(),
      );
    } catch (error) {
      const failedAttempts = row.attempts + 1;
      const next = afterFailure(failedAttempts, now());
      deps.log?.warn({ err: error, outboxId: row.id, attempts: failedAttempts, status: next.status }, 'receipt e-mail attempt failed');
      await deps.outbox.markFailed(row, { ...next, error: errorText(error) }, now());
    }
  }

  async function pass(): Promise<number> {
    const rows = await deps.outbox.claimDue(now());
    for (const row of rows) await attempt(row);
    return rows.length;
  }

  function runOnce(): Promise<number> {
    // One pass at a time in a process; a wake during a pass runs another right after it.
    if (running) {
      isWakeRequested = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
      if (isWakeRequested && !isStopped) {
        isWakeRequested = false;
        void runOnce().catch((error: unknown) => deps.log?.error({ err: error }, 'receipt e-mail pass failed'));
      }
    });
    return running;
  }

  function schedule() {
    if (isStopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => deps.log?.error({ err: error }, 'receipt e-mail pass failed'))
        .finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start: () => {
      if (!isStopped) return;
      isStopped = false;
      schedule();
    },
    wake: () => {
      if (isStopped) return;
      void runOnce().catch((error: unknown) => deps.log?.error({ err: error }, 'receipt e-mail pass failed'));
    },
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
