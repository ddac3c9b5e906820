import { AppErrorCode } from '@kasir/domain';
import { ApiError } from '../../api/http-client.ts';
import { queryClient } from '../../api/query-client.ts';
import type { OfflineRefusal, OfflineSale } from './offline-sale.ts';
import { getSale, listSales, pruneDoneSales, updateSale } from './outbox.ts';
import { OFFLINE_KITCHEN_SETTLE_MS, OUTBOX_SYNC_LOCK_NAME } from './outbox-constants.ts';
import { sendOfflineOrder, sendOfflinePayment } from './sync-requests.ts';

/**
 * Sends the outbox to the server (ADR 27): strictly in seq order, one sale at a time, each
 * step under its Idempotency-Key, so a resend after a crash is answered once. One tab sends at
 * a time (Web Locks); a tab killed mid-run leaves its sale 'sending' with whatever step it
 * finished recorded, and the next run resumes that sale with the same keys.
 */

/** Statuses that say "not now" rather than "no": the sale waits for the next run. */
const HTTP_UNAUTHORIZED = 401;
const HTTP_REQUEST_TIMEOUT = 408;
const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_SERVER_ERROR_FROM = 500;

type StepOutcome = 'sent' | 'refused' | 'stop';

/** Called once the server has a sale's order; the app prints there what the till could not (sync-triggers.ts). */
type OrderSentHook = (sale: OfflineSale, orderId: number) => void;
let orderSentHook: OrderSentHook | null = null;

export function setOrderSentHook(hook: OrderSentHook | null): void {
  orderSentHook = hook;
}

/** 'stop': the run ends and the sale waits; 'refuse': the sale is kept for the cashier and the run goes on. */
function classifyFailure(error: unknown): 'stop' | 'refuse' {
  if (!(error instanceof ApiError) || error.status === null) return 'stop';
  const status = error.status;
  if (status >= HTTP_SERVER_ERROR_FROM || status === HTTP_REQUEST_TIMEOUT || status === HTTP_TOO_MANY_REQUESTS) return 'stop';
  // Signed out or locked: nothing is wrong with the sale; it goes once the cashier is back.
  if (status === HTTP_UNAUTHORIZED || error.errorCode === AppErrorCode.LOCKED_ERROR) return 'stop';
  return 'refuse';
}

function refusalOf(error: ApiError, step: OfflineRefusal['step']): OfflineRefusal {
  const body = error.body !== null && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  const first = Array.isArray(body.data) ? (body.data[0] as Record<string, unknown> | undefined) : undefined;
  const code = typeof body.code === 'string' ? body.code : String(error.errorCode ?? error.status);
  const field = typeof first?.field === 'string' ? first.field : undefined;
  return { step, code, message: error.message, ...(field ? { field } : {}), at: new Date().toISOString() };
}

async function failStep(sale: OfflineSale, step: OfflineRefusal['step'], error: unknown): Promise<StepOutcome> {
  if (error instanceof ApiError && classifyFailure(error) === 'refuse') {
    await updateSale(sale.ref, { state: 'refused', refusal: refusalOf(error, step) });
    return 'refused';
  }
  await updateSale(sale.ref, { state: 'waiting' });
  return 'stop';
}

/** One sale: the order (unless a former run recorded it), then its cash payment, then done. */
async function sendSale(start: OfflineSale): Promise<StepOutcome> {
  let sale = await updateSale(start.ref, { state: 'sending' });
  if (sale.orderId === undefined) {
    try {
      const order = await sendOfflineOrder(sale);
      // Recorded before the payment: a crash from here on resumes at the payment step.
      sale = await updateSale(sale.ref, { orderId: order.Id, orderNumber: order.OrderNo });
      orderSentHook?.(sale, order.Id);
    } catch (error) {
      return failStep(sale, 'order', error);
    }
  }
  const orderId = sale.orderId;
  if (sale.cash !== null && orderId !== undefined) {
    try {
      await sendOfflinePayment({ ...sale, orderId, cash: sale.cash });
    } catch (error) {
      return failStep(sale, 'payment', error);
    }
  }
  await updateSale(sale.ref, { state: 'done', doneAt: new Date().toISOString(), refusal: undefined });
  return 'sent';
}

const isPending = (sale: OfflineSale) => sale.state === 'waiting' || sale.state === 'sending';

/** Its kitchen tickets are still being posted by the selling tab: sending now would lose its KitchenJobs. */
const isStillPrinting = (sale: OfflineSale, now: number) => sale.kitchenPending === true && now - Date.parse(sale.takenAt) < OFFLINE_KITCHEN_SETTLE_MS;

/**
 * A refused sale does not hold back the ones after it: each offline sale is a new order of its
 * own (its lines, its table, its cash), so what the server refuses for one (a table taken, a
 * product sold out) is decided afresh for the next; holding them back would keep good sales
 * off the server, out of the shift's cash and off the kitchen's screen.
 */
async function runOnce(): Promise<{ sent: number; stopped: boolean }> {
  await pruneDoneSales();
  let sent = 0;
  for (const listed of await listSales()) {
    // Reread: a former holder of the lock may have moved it since the list was read.
    const sale = await getSale(listed.ref);
    if (!sale || !isPending(sale)) continue;
    // Strict order: a sale still printing holds the ones after it until the next run.
    if (isStillPrinting(sale, Date.now())) return { sent, stopped: true };
    const outcome = await sendSale(sale);
    if (outcome === 'stop') return { sent, stopped: true };
    if (outcome === 'sent') sent += 1;
  }
  return { sent, stopped: false };
}

/** What the server has changed now: every view refetches (orders, tables, stock, the shift's cash). */
async function refreshViews(): Promise<void> {
  await queryClient.invalidateQueries();
}

/** navigator.locks where the browser has it; else one chain per tab (jsdom, old WebViews). */
let fallbackChain: Promise<unknown> = Promise.resolve();
function withSyncLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks) return locks.request(OUTBOX_SYNC_LOCK_NAME, { mode: 'exclusive' }, run);
  const result = fallbackChain.then(run, run);
  fallbackChain = result.catch(() => undefined);
  return result;
}

let queued: Promise<void> | null = null;
let running = 0;
const runningListeners = new Set<(isRunning: boolean) => void>();

/** Whether this tab is sending now (the header says "Sending n…"). */
export function isOutboxSyncRunning(): boolean {
  return running > 0;
}

export function onOutboxSyncRunning(listener: (isRunning: boolean) => void): () => void {
  runningListeners.add(listener);
  return () => {
    runningListeners.delete(listener);
  };
}

function setRunning(delta: 1 | -1): void {
  running += delta;
  runningListeners.forEach((listener) => listener(running > 0));
}

/**
 * Sends what waits. Idempotent and safe to call any time: calls while one waits for the lock
 * join it (a burst of triggers makes one run); a call during a run queues one more, which
 * finds only what arrived meanwhile. A network failure ends the run; the triggers retry.
 */
export function syncOutbox(): Promise<void> {
  if (queued) return queued;
  const run = withSyncLock(async () => {
    if (queued === run) queued = null;
    setRunning(1);
    try {
      const { sent } = await runOnce();
      if (sent > 0) await refreshViews();
    } finally {
      setRunning(-1);
    }
  });
  queued = run;
  return run;
}

/** "Try again" on a refused sale (after the cashier fixed the cause): it waits again and a run starts. */
export async function retryRefusedSale(ref: string): Promise<void> {
  const sale = await getSale(ref);
  if (!sale || sale.state !== 'refused') return;
  await updateSale(ref, { state: 'waiting', refusal: undefined });
  await syncOutbox();
}
