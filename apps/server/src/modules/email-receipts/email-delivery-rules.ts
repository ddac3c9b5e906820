import type { EmailDeliveryStatus } from '@kasir/contracts';

/** Attempts an e-mail gets before it is FAILED (the first one included). */
export const EMAIL_MAX_ATTEMPTS = 5;
/** The wait after the first failed attempt; each further failure doubles it (30 s, 1 min, 2 min, 4 min). */
export const EMAIL_RETRY_BASE_DELAY_MS = 30_000;
/** How long a worker holds a claimed row: above the SMTP time-outs, so a crashed worker's row comes due again. */
export const EMAIL_CLAIM_LEASE_MS = 90_000;
/** How often the worker looks for due rows (a new e-mail wakes it at once). */
export const EMAIL_POLL_INTERVAL_MS = 2_000;
/** Rows one pass sends at most. */
export const EMAIL_BATCH_SIZE = 20;
/**
 * A second request for the same payment and address within this time after it went out is the same
 * request (a double click, a retried call) and queues nothing; later, the receipt is sent again.
 */
export const EMAIL_RESEND_AFTER_MS = 60_000;
/** Kept of an error text: SMTP answers can be long. */
export const EMAIL_ERROR_MAX_CHARACTERS = 500;

export const EmailStatus = {
  QUEUED: 'QUEUED',
  RETRYING: 'RETRYING',
  SENT: 'SENT',
  SAVED_AS_FILE: 'SAVED_AS_FILE',
  FAILED: 'FAILED',
} as const satisfies Record<EmailDeliveryStatus, EmailDeliveryStatus>;

/** Rows a worker may claim. */
export const DUE_STATUSES: EmailDeliveryStatus[] = [EmailStatus.QUEUED, EmailStatus.RETRYING];

/** The wait before attempt n + 1 after n failed attempts (n ≥ 1): exponential from the base delay. */
export function retryDelayMs(failedAttempts: number): number {
  return EMAIL_RETRY_BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1);
}

/** What a failed attempt leaves: another try later, or FAILED after the last one. */
export function afterFailure(failedAttempts: number, now: Date): { status: EmailDeliveryStatus; nextAttemptAt: string | null } {
  if (failedAttempts >= EMAIL_MAX_ATTEMPTS) return { status: EmailStatus.FAILED, nextAttemptAt: null };
  return { status: EmailStatus.RETRYING, nextAttemptAt: new Date(now.getTime() + retryDelayMs(failedAttempts)).toISOString() };
}
