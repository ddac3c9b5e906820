import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clear, createStore, del, get, update, type UseStore } from 'idb-keyval';

/**
 * The queries a till needs to sell with the server unreachable, by query-key prefix: the
 * menu (products, categories, add-ons, order types, charges, promos, favourites, rounding),
 * payment methods and their types, the floor's areas and tables, and the printing setup.
 * Nothing else is written to the device: orders, shifts, members and reports stay the
 * server's, and a key missing here is simply fetched again after a reload.
 */
export const PERSISTED_QUERY_PREFIXES: readonly QueryKey[] = [
  ['catalog'],
  ['payment', 'methods'],
  ['payment', 'types'],
  ['payment', 'promos'],
  ['tables', 'areas'],
  ['tables', 'area-tables'],
  ['printing', 'devices'],
  ['printing', 'print-sets'],
  ['printing', 'departments'],
  ['printing', 'categories'],
  ['printing', 'receipt-setting'],
];

/** A stored cache older than this is not restored: a week-old menu is worse than none. */
export const PERSISTED_QUERY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Cache changes come in bursts (a screen loads six lists): they are written at most this often. */
export const PERSIST_THROTTLE_MS = 1_000;
/** The build that wrote a stored cache; another build's cache is dropped (its data may have another shape). */
export const BUILD_VERSION: string = (import.meta.env.VITE_BUILD_VERSION as string | undefined) ?? 'dev';

const DATABASE_NAME = 'kasir-query-cache';
const STORE_NAME = 'outlets';

export interface PersistedQueryCache {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

export function isPersistedQueryKey(queryKey: QueryKey): boolean {
  return PERSISTED_QUERY_PREFIXES.some((prefix) => prefix.every((part, index) => queryKey[index] === part));
}

/**
 * Allowed queries that hold an answer are written: also one whose last refetch failed (the
 * server went away), since its answer is exactly what the till needs next time offline.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined && isPersistedQueryKey(query.queryKey);
}

/** What is stored is the answer only: a failed refetch's error is this page's news, not the next one's. */
export function dehydrateForStorage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, status: 'success', error: null, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchStatus: 'idle' },
    })),
  };
}

/** The fresh answers, plus the stored ones this page does not hold (a fresh answer replaces its stored one). */
export function mergeStoredQueries(fresh: DehydratedState, stored: PersistedQueryCache | null): DehydratedState {
  if (!stored) return fresh;
  const held = new Set(fresh.queries.map((query) => query.queryHash));
  return { ...fresh, queries: [...fresh.queries, ...stored.state.queries.filter((query) => !held.has(query.queryHash))] };
}

/** One record per outlet: a till that changes outlet finds each outlet's own menu. */
export function persistedCacheKey(outletId: number): string {
  return `outlet-${outletId}`;
}

/** The stored record if it is this build's and young enough, else null. */
export function usablePersistedCache(record: PersistedQueryCache | undefined, now: number, buster = BUILD_VERSION): PersistedQueryCache | null {
  if (!record || record.buster !== buster || now - record.savedAt > PERSISTED_QUERY_MAX_AGE_MS) return null;
  return record;
}

let store: UseStore | null = null;
function queryStore(): UseStore {
  store ??= createStore(DATABASE_NAME, STORE_NAME);
  return store;
}

export interface QueryPersistenceOptions {
  client: QueryClient;
  /** The outlet whose cache is read and written now; null (no outlet chosen) writes nothing. */
  currentOutletId(): number | null;
}

/**
 * Keeps the allowed queries for as long as they may be restored (a query nobody shows would
 * otherwise be dropped after five minutes and be missing from the next write).
 */
export function keepPersistedQueries(client: QueryClient): void {
  for (const queryKey of PERSISTED_QUERY_PREFIXES) client.setQueryDefaults(queryKey, { gcTime: PERSISTED_QUERY_MAX_AGE_MS });
}

/** Puts the outlet's stored answers into the cache (a newer answer already there wins). */
export async function restoreQueryCache(client: QueryClient, outletId: number | null): Promise<void> {
  if (outletId === null) return;
  try {
    const key = persistedCacheKey(outletId);
    const record = usablePersistedCache(await get<PersistedQueryCache>(key, queryStore()), Date.now());
    if (record) hydrate(client, record.state);
    else await del(key, queryStore());
  } catch (error) {
    // No IndexedDB (a private window) or a broken record: the app starts as it did before.
    console.warn('[query cache] not restored', error);
  }
}

/** The write waiting for its throttle, cancelled when the cache is cleared so it cannot land after. */
let cancelPendingWrite: () => void = () => undefined;

/** Writes the allowed queries of the current outlet, throttled; returns the unsubscribe. */
export function persistQueryCache({ client, currentOutletId }: QueryPersistenceOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    const outletId = currentOutletId();
    if (outletId === null) return;
    const key = persistedCacheKey(outletId);
    const fresh = dehydrateForStorage(client);
    // Read, merge and write in one IndexedDB transaction: a page whose cache holds fewer answers
    // (one just opened offline, one that lost a list) never erases what another page stored.
    update<PersistedQueryCache | undefined>(
      key,
      (stored) => ({ buster: BUILD_VERSION, savedAt: Date.now(), state: mergeStoredQueries(fresh, usablePersistedCache(stored, Date.now())) }),
      queryStore(),
    ).catch((error: unknown) => console.warn('[query cache] not saved', error));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if ((event.type !== 'updated' && event.type !== 'removed') || !isPersistedQueryKey(event.query.queryKey) || timer !== null) return;
    timer = setTimeout(write, PERSIST_THROTTLE_MS);
  });
  cancelPendingWrite = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return () => {
    cancelPendingWrite();
    unsubscribe();
  };
}

/** Signing out forgets every outlet's stored answers (the next cashier's may differ; a shared device keeps nothing). */
export async function clearPersistedQueryCache(): Promise<void> {
  cancelPendingWrite();
  try {
    await clear(queryStore());
  } catch (error) {
    console.warn('[query cache] not cleared', error);
  }
}
