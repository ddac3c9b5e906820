import { useSyncExternalStore } from 'react';
import type { OfflineSale } from './offline-sale.ts';
import { listSales, onOutboxChange } from './outbox.ts';
import { isOutboxSyncRunning, onOutboxSyncRunning } from './sync.ts';

export interface OutboxView {
  /** Sales the server does not have yet (waiting, or mid-send). */
  waiting: number;
  /** Sales the server refused: the cashier resolves each (try again or discard). */
  refused: OfflineSale[];
  /** Every sale kept, in the order taken (done ones until they are pruned). */
  sales: OfflineSale[];
}

const EMPTY: OutboxView = { waiting: 0, refused: [], sales: [] };

function viewOf(sales: OfflineSale[]): OutboxView {
  return {
    waiting: sales.filter((sale) => sale.state === 'waiting' || sale.state === 'sending').length,
    refused: sales.filter((sale) => sale.state === 'refused'),
    sales,
  };
}

/** One snapshot for the whole tab, reread from IndexedDB on every change (this tab's or another's). */
let snapshot: OutboxView = EMPTY;
const subscribers = new Set<() => void>();
let stopWatching: (() => void) | null = null;
let readSerial = 0;

async function reread(): Promise<void> {
  const serial = ++readSerial;
  try {
    const sales = await listSales();
    // A slower older read never overwrites a newer one.
    if (serial !== readSerial) return;
    snapshot = viewOf(sales);
    subscribers.forEach((notify) => notify());
  } catch {
    // No IndexedDB (a private window that refuses it): the outbox stays empty to the views.
  }
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  if (!stopWatching) {
    stopWatching = onOutboxChange(() => void reread());
    void reread();
  }
  return () => {
    subscribers.delete(notify);
    if (subscribers.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = null;
    }
  };
}

const getSnapshot = () => snapshot;

/** The outbox as the header, the panel and the selling screens show it. */
export function useOutbox(): OutboxView {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Whether this tab is sending the outbox now. */
export function useOutboxSyncing(): boolean {
  return useSyncExternalStore(onOutboxSyncRunning, isOutboxSyncRunning, isOutboxSyncRunning);
}
