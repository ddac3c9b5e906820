import { isServerReachable, onReachabilityChange } from '../../api/reachability.ts';
import { onOutboxChange } from './outbox.ts';
import { OFFLINE_SYNC_RETRY_MS } from './outbox-constants.ts';
import { printKitchenTickets } from '../printing/index.ts';
import type { OfflineSale } from './offline-sale.ts';
import { setOrderSentHook, syncOutbox } from './sync.ts';

/**
 * Lines no ticket carried offline (the agent was down, a printer refused): the server plans
 * them now. Lines the till printed are recorded as sent with the order, so they never print twice.
 */
function printWhatTheTillCouldNot(sale: OfflineSale, orderId: number): void {
  const printed = new Set(sale.kitchenJobs.flatMap((job) => job.Lines.map((line) => line.Index)));
  const lines = sale.order.OrderProducts ?? [];
  if (lines.some((_, index) => !printed.has(index))) void printKitchenTickets(orderId);
}

/** A failed run is already kept in the outbox; the trigger only logs nothing and waits for the next. */
function syncIfReachable(): void {
  if (isServerReachable()) void syncOutbox().catch(() => undefined);
}

/**
 * Starts sending the outbox while the cashier shell is open and signed in (ADR 27): now, when
 * the server becomes reachable again, after each sale put in the outbox (in any tab), and every
 * OFFLINE_SYNC_RETRY_MS while the server seems reachable (a run stopped by a dropped request,
 * or a sale that was still printing). Returns the stop.
 */
export function startOutboxSync(): () => void {
  setOrderSentHook(printWhatTheTillCouldNot);
  syncIfReachable();
  const stopReachability = onReachabilityChange((isReachable) => {
    if (isReachable) syncIfReachable();
  });
  const stopChanges = onOutboxChange((kind) => {
    if (kind === 'enqueued') syncIfReachable();
  });
  const timer = setInterval(syncIfReachable, OFFLINE_SYNC_RETRY_MS);
  return () => {
    stopReachability();
    stopChanges();
    clearInterval(timer);
    setOrderSentHook(null);
  };
}
