import { QueryClient, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogQueryKeys } from '../features/menu/catalog/catalog-api.ts';
import { paymentQueryKeys } from '../features/payment/api.ts';
import { printingQueryKeys } from '../features/printing/plan-api.ts';
import { sessionQueryKeys } from '../features/session/api.ts';
import { shiftQueryKeys } from '../features/shift/api.ts';
import { tablesQueryKeys } from '../features/tables/api.ts';
import {
  BUILD_VERSION,
  PERSISTED_QUERY_MAX_AGE_MS,
  dehydrateForStorage,
  isPersistedQueryKey,
  keepPersistedQueries,
  mergeStoredQueries,
  persistedCacheKey,
  usablePersistedCache,
  type PersistedQueryCache,
} from './query-persistence.ts';

const OUTLET_ID = 3;

describe('the persisted query allow-list', () => {
  it('keeps what a till needs to sell: the menu, payment methods, the floor and the printing setup', () => {
    const kept = [
      catalogQueryKeys.products(OUTLET_ID),
      catalogQueryKeys.categories(OUTLET_ID),
      catalogQueryKeys.subProducts(OUTLET_ID),
      catalogQueryKeys.orderTypes(OUTLET_ID),
      catalogQueryKeys.charges(OUTLET_ID),
      ['catalog', OUTLET_ID, 'rounding'],
      ['payment', 'methods', OUTLET_ID],
      ['payment', 'types', OUTLET_ID],
      tablesQueryKeys.areas(OUTLET_ID),
      tablesQueryKeys.areaTables(OUTLET_ID, 1),
      printingQueryKeys.devices,
      printingQueryKeys.printSets,
    ];
    for (const key of kept) expect(isPersistedQueryKey(key), JSON.stringify(key)).toBe(true);
  });

  it("leaves out the server's own records: shifts, orders, members, reservations, the lock and the agent's queue", () => {
    const left = [
      shiftQueryKeys.current(OUTLET_ID, 1),
      ['order', 'ongoing'],
      paymentQueryKeys.points(9),
      paymentQueryKeys.members(''),
      paymentQueryKeys.vouchers(9),
      tablesQueryKeys.reservations(OUTLET_ID, '2026-01-01', '2026-01-02', null),
      tablesQueryKeys.orderHistory(OUTLET_ID, '2026-01-01', '2026-01-02', null, 1),
      sessionQueryKeys.maintenance,
      sessionQueryKeys.lockStatus,
      ['printing', 'agent-queue'],
      ['printing', 'printed', '127.0.0.1', 9100],
    ];
    for (const key of left) expect(isPersistedQueryKey(key), JSON.stringify(key)).toBe(false);
  });

  it('stores only the allowed answers, and they come back after a structured clone (IndexedDB)', async () => {
    const client = new QueryClient();
    const products = [{ Id: 1, Name: 'Es Kopi Susu', Price: '18000.00' }];
    client.setQueryData(catalogQueryKeys.products(OUTLET_ID), products);
    client.setQueryData(shiftQueryKeys.current(OUTLET_ID, 1), { Id: 5 });
    await client
      .fetchQuery({ queryKey: catalogQueryKeys.categories(OUTLET_ID), queryFn: () => Promise.reject(new Error('unreachable')), retry: false })
      .catch(() => undefined);

    const state = dehydrateForStorage(client);
    expect(state.queries.map((query) => query.queryKey)).toEqual([catalogQueryKeys.products(OUTLET_ID)]);

    const restored = new QueryClient();
    hydrate(restored, structuredClone(state));
    expect(restored.getQueryData(catalogQueryKeys.products(OUTLET_ID))).toEqual(products);
    expect(restored.getQueryData(shiftQueryKeys.current(OUTLET_ID, 1))).toBeUndefined();
  });

  it('keeps an answer whose refetch failed when the server went away, stored as an answer', async () => {
    const client = new QueryClient();
    const products = [{ Id: 1, Name: 'Es Kopi Susu', Price: '18000.00' }];
    client.setQueryData(catalogQueryKeys.products(OUTLET_ID), products);
    await client
      .fetchQuery({ queryKey: catalogQueryKeys.products(OUTLET_ID), queryFn: () => Promise.reject(new TypeError('Failed to fetch')), retry: false, staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(catalogQueryKeys.products(OUTLET_ID))?.status).toBe('error');

    const restored = new QueryClient();
    hydrate(restored, structuredClone(dehydrateForStorage(client)));
    expect(restored.getQueryState(catalogQueryKeys.products(OUTLET_ID))?.status).toBe('success');
    expect(restored.getQueryData(catalogQueryKeys.products(OUTLET_ID))).toEqual(products);
  });

  it('keeps allowed queries in memory as long as they may be restored', () => {
    const client = new QueryClient();
    keepPersistedQueries(client);
    expect(client.getQueryDefaults(catalogQueryKeys.products(OUTLET_ID)).gcTime).toBe(PERSISTED_QUERY_MAX_AGE_MS);
    expect(client.getQueryDefaults(shiftQueryKeys.current(OUTLET_ID, 1)).gcTime).toBeUndefined();
  });
});

describe('writing over a stored cache', () => {
  it('keeps the stored answers a page does not hold: a page opened offline with an empty cache never erases the menu', () => {
    const first = new QueryClient();
    first.setQueryData(catalogQueryKeys.products(OUTLET_ID), [{ Id: 1, Name: 'Es Kopi Susu' }]);
    first.setQueryData(catalogQueryKeys.categories(OUTLET_ID), [{ Id: 2, Name: 'Kopi' }]);
    const stored: PersistedQueryCache = { buster: BUILD_VERSION, savedAt: Date.now(), state: dehydrateForStorage(first) };

    const empty = mergeStoredQueries(dehydrateForStorage(new QueryClient()), stored);
    expect(empty.queries.map((query) => query.queryKey)).toEqual([catalogQueryKeys.products(OUTLET_ID), catalogQueryKeys.categories(OUTLET_ID)]);

    // A fresh answer replaces its stored one; the others stay.
    const later = new QueryClient();
    later.setQueryData(catalogQueryKeys.products(OUTLET_ID), [{ Id: 1, Name: 'Es Kopi Susu' }, { Id: 3, Name: 'Teh Tarik' }]);
    const merged = mergeStoredQueries(dehydrateForStorage(later), stored);
    const restored = new QueryClient();
    hydrate(restored, structuredClone(merged));
    expect(restored.getQueryData<unknown[]>(catalogQueryKeys.products(OUTLET_ID))).toHaveLength(2);
    expect(restored.getQueryData(catalogQueryKeys.categories(OUTLET_ID))).toEqual([{ Id: 2, Name: 'Kopi' }]);
  });
});

describe('a stored cache', () => {
  const now = Date.UTC(2026, 10, 26, 10, 0, 0);
  const record = (savedAt: number, buster = BUILD_VERSION): PersistedQueryCache => ({ buster, savedAt, state: { mutations: [], queries: [] } });

  it('is kept per outlet', () => {
    expect(persistedCacheKey(1)).not.toBe(persistedCacheKey(2));
  });

  it("is used when it is this build's and younger than the maximum age", () => {
    expect(usablePersistedCache(record(now - PERSISTED_QUERY_MAX_AGE_MS), now)).not.toBeNull();
  });

  it('is dropped when too old, from another build, or missing', () => {
    expect(usablePersistedCache(record(now - PERSISTED_QUERY_MAX_AGE_MS - 1), now)).toBeNull();
    expect(usablePersistedCache(record(now, 'another-build'), now)).toBeNull();
    expect(usablePersistedCache(undefined, now)).toBeNull();
  });
});
