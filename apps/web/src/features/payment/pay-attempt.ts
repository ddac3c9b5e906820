import { fingerprint } from '@kasir/domain';
import type { PayOrderBody } from '@kasir/contracts';

/** Which pay attempt the dialog is on; plain JSON so it survives a lock with the dialog. */
export interface PayAttempt {
  /** Made once per opened dialog. */
  sessionId: string;
  /** Counts the attempts the server answered with a refusal. */
  attempt: number;
}

export function newPayAttempt(): PayAttempt {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return { sessionId: random, attempt: 0 };
}

/**
 * The Idempotency-Key of POST /payment/{id}. A double click or a retry after a lost answer
 * sends the same selection under the same attempt, so the same key, and the server answers
 * the payment it already took instead of charging twice. A changed selection gives another
 * key; so does the next attempt after the server refused one (see nextPayAttempt).
 */
export function payIdempotencyKey(attempt: PayAttempt, body: PayOrderBody): string {
  return `pay-${attempt.sessionId}-${attempt.attempt}-${fingerprint(JSON.stringify(body))}`;
}

/**
 * After a failed call: a refusal the server answered (a 4xx: nothing was charged) starts a
 * fresh attempt; a lost answer (no status) or a server failure (5xx: it may have committed)
 * keeps the attempt, so pressing Pay again is a retry the server recognises.
 */
export function nextPayAttempt(attempt: PayAttempt, failureStatus: number | null): PayAttempt {
  const wasRefused = failureStatus !== null && failureStatus >= 400 && failureStatus < 500;
  return wasRefused ? { ...attempt, attempt: attempt.attempt + 1 } : attempt;
}
