/**
 * The Idempotency-Key of each order's kitchen print attempt that has not got through yet
 * (ADR 10). The server claims the lines of a plan when it answers it, so a plan whose answer was
 * lost, or whose tickets the print service did not all take, is asked for again under the same
 * key: the server answers the same plan and job ids, and the agent drops what it already printed.
 */
const unfinished = new Map<number, string>();

function randomPart(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function newKitchenAttemptKey(orderId: number): string {
  return `kitchen-${orderId}-${randomPart()}`;
}

/** The key of the order's attempt still to be retried, if any. */
export function unfinishedKitchenAttempt(orderId: number): string | undefined {
  return unfinished.get(orderId);
}

/** Held until every ticket of the attempt is taken, so the next print of the order retries it first. */
export function holdKitchenAttempt(orderId: number, requestKey: string): void {
  unfinished.set(orderId, requestKey);
}

export function finishKitchenAttempt(orderId: number, requestKey: string): void {
  if (unfinished.get(orderId) === requestKey) unfinished.delete(orderId);
}
