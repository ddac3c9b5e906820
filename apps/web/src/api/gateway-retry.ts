import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';

/**
 * Waits before each automatic retry of a call that met a dead API process behind the load
 * balancer (docs/adr/0030, "Behind a load balancer"): the first retry soon (the balancer has
 * usually marked the process down and sends the call to another), the second after a second
 * (a process that is restarting). Two retries, then the failure is the caller's, as before.
 */
export const GATEWAY_RETRY_DELAYS_MS: readonly number[] = [300, 1_000];

/**
 * A call may be sent again without asking anyone when sending it twice cannot do anything twice:
 * a GET, or a write under an Idempotency-Key (the server answers a repeat with the first answer).
 * A write without a key is never repeated here: a spec client's POST must not be doubled.
 */
export function isRetryableCall(method: string, headers: Readonly<Record<string, string>>): boolean {
  if (method.toUpperCase() === 'GET') return true;
  return Object.entries(headers).some(([name, value]) => name.toLowerCase() === IDEMPOTENCY_KEY_HEADER && value.trim() !== '');
}

/** Resolves after `delayMs`, or rejects with the signal's reason as soon as the caller gives up. */
export function pauseBeforeRetry(delayMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, delayMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
