import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineSale } from './offline-sale.ts';
import {
  MS_PER_HOUR,
  OFFLINE_DONE_KEEP_HOURS,
  OUTBOX_CHANNEL_NAME,
  OUTBOX_DB_NAME,
  OUTBOX_DB_VERSION,
  OUTBOX_META_STORE,
  OUTBOX_SALES_STORE,
  OUTBOX_SEQ_INDEX,
  PROVISIONAL_COUNTER_DIGITS,
  PROVISIONAL_NUMBER_PREFIX,
  TERMINAL_ID_ALPHABET,
  TERMINAL_ID_LENGTH,
} from './outbox-constants.ts';

/**
 * The till's outbox (ADR 27): sales taken while the server was unreachable, in IndexedDB so a
 * reload, a killed tab or a restarted tablet loses none. Every write is one transaction, and
 * the selling screen shows a sale as done only after enqueueOfflineSale resolved.
 */
interface OutboxSchema extends DBSchema {
  sales: { key: string; value: OfflineSale; indexes: { 'by-seq': number } };
  /** Counters and the terminal id, under the keys of META_KEYS. */
  meta: { key: string; value: string | number };
}

const META_KEYS = {
  lastSeq: 'last-seq',
  terminalId: 'terminal-id',
  provisionalCounter: (outletId: number) => `provisional-counter:${outletId}`,
} as const;

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function openOutbox(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, OUTBOX_DB_VERSION, {
    upgrade(db) {
      const sales = db.createObjectStore(OUTBOX_SALES_STORE, { keyPath: 'ref' });
      sales.createIndex(OUTBOX_SEQ_INDEX, 'seq', { unique: true });
      db.createObjectStore(OUTBOX_META_STORE);
    },
    // Another tab upgrading (a newer app version): let it, and reopen on the next call.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase | null)?.close();
      opening = null;
    },
  });
  return opening;
}

/** Closes the connection (tests delete the database between cases). */
export async function closeOutbox(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current).close();
}

// ---- change notification: this tab's listeners directly, the other tabs through BroadcastChannel

/** 'enqueued' starts a send when the server is reachable; the others only make views reread. */
export type OutboxChangeKind = 'enqueued' | 'updated' | 'removed';
type Listener = (kind: OutboxChangeKind) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function isChangeKind(value: unknown): value is OutboxChangeKind {
  return value === 'enqueued' || value === 'updated' || value === 'removed';
}

function outboxChannel(): BroadcastChannel | null {
  if (channel === null && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const kind = event.data;
      if (isChangeKind(kind)) listeners.forEach((listener) => listener(kind));
    };
  }
  return channel;
}

/** Called after any change of the outbox, in this tab or another; returns the unsubscribe. */
export function onOutboxChange(listener: Listener): () => void {
  outboxChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announceChange(kind: OutboxChangeKind): void {
  listeners.forEach((listener) => listener(kind));
  outboxChannel()?.postMessage(kind);
}

// ---- reads and writes

let hasAskedPersistence = false;

/**
 * Asks once that the browser never evicts this origin's storage under pressure (an installed
 * app is usually granted it silently): unsent sales must survive a full disk's clean-up.
 */
function askPersistentStorage(): void {
  if (hasAskedPersistence || typeof navigator === 'undefined') return;
  hasAskedPersistence = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/**
 * Writes a new sale as 'waiting' with the next seq, in one transaction with the seq counter.
 * The caller prints and shows the sale only after this resolved.
 */
export async function enqueueOfflineSale(sale: Omit<OfflineSale, 'seq' | 'state'>): Promise<OfflineSale> {
  const db = await openOutbox();
  const tx = db.transaction([OUTBOX_SALES_STORE, OUTBOX_META_STORE], 'readwrite');
  const meta = tx.objectStore(OUTBOX_META_STORE);
  const seq = Number((await meta.get(META_KEYS.lastSeq)) ?? 0) + 1;
  const stored: OfflineSale = { ...sale, seq, state: 'waiting' };
  // add, not put: a second enqueue of the same ref fails (and aborts the seq step) instead of
  // overwriting the first. All three awaited together so an abort is never left unhandled.
  await Promise.all([meta.put(seq, META_KEYS.lastSeq), tx.objectStore(OUTBOX_SALES_STORE).add(stored), tx.done]);
  announceChange('enqueued');
  askPersistentStorage();
  return stored;
}

/** Every sale in the outbox, in the order taken. */
export async function listSales(): Promise<OfflineSale[]> {
  const db = await openOutbox();
  return db.getAllFromIndex(OUTBOX_SALES_STORE, OUTBOX_SEQ_INDEX);
}

export async function getSale(ref: string): Promise<OfflineSale | undefined> {
  const db = await openOutbox();
  return db.get(OUTBOX_SALES_STORE, ref);
}

/** Read, change and write one sale in one transaction; the ref and seq never change. */
export async function updateSale(ref: string, patch: Partial<Omit<OfflineSale, 'ref' | 'seq'>>): Promise<OfflineSale> {
  const db = await openOutbox();
  const tx = db.transaction(OUTBOX_SALES_STORE, 'readwrite');
  const current = await tx.store.get(ref);
  if (!current) throw new Error(`No offline sale ${ref}`);
  const next: OfflineSale = { ...current, ...patch, ref: current.ref, seq: current.seq };
  await Promise.all([tx.store.put(next), tx.done]);
  announceChange('updated');
  return next;
}

/**
 * Removes a refused sale once the cashier confirmed it (the panel names the sale and its
 * total first). Any other state is refused: a waiting sale is never dropped.
 */
export async function discardRefusedSale(ref: string): Promise<void> {
  const db = await openOutbox();
  const tx = db.transaction(OUTBOX_SALES_STORE, 'readwrite');
  const current = await tx.store.get(ref);
  if (!current || current.state !== 'refused') {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new Error(`Offline sale ${ref} is not refused: only a refused sale may be discarded`);
  }
  await Promise.all([tx.store.delete(ref), tx.done]);
  announceChange('removed');
}

/** Deletes sales the server has had for longer than OFFLINE_DONE_KEEP_HOURS; answers how many. */
export async function pruneDoneSales(now: Date = new Date()): Promise<number> {
  const db = await openOutbox();
  const cutoff = now.getTime() - OFFLINE_DONE_KEEP_HOURS * MS_PER_HOUR;
  const tx = db.transaction(OUTBOX_SALES_STORE, 'readwrite');
  let pruned = 0;
  for (const sale of await tx.store.getAll()) {
    if (sale.state === 'done' && sale.doneAt !== undefined && Date.parse(sale.doneAt) < cutoff) {
      await tx.store.delete(sale.ref);
      pruned += 1;
    }
  }
  await tx.done;
  if (pruned > 0) announceChange('removed');
  return pruned;
}

function makeTerminalId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TERMINAL_ID_LENGTH));
  return Array.from(bytes, (byte) => TERMINAL_ID_ALPHABET[byte % TERMINAL_ID_ALPHABET.length]).join('');
}

/**
 * 'OFF-K7QX-007': the terminal's id (made once, kept in IndexedDB) and its counter for the
 * outlet, taken in one transaction so two tabs of the same till never share a number.
 */
export async function nextProvisionalNumber(outletId: number): Promise<string> {
  const db = await openOutbox();
  const tx = db.transaction(OUTBOX_META_STORE, 'readwrite');
  let terminalId = await tx.store.get(META_KEYS.terminalId);
  if (typeof terminalId !== 'string') {
    terminalId = makeTerminalId();
    await tx.store.put(terminalId, META_KEYS.terminalId);
  }
  const counterKey = META_KEYS.provisionalCounter(outletId);
  const counter = Number((await tx.store.get(counterKey)) ?? 0) + 1;
  await tx.store.put(counter, counterKey);
  await tx.done;
  return `${PROVISIONAL_NUMBER_PREFIX}${terminalId}-${String(counter).padStart(PROVISIONAL_COUNTER_DIGITS, '0')}`;
}
