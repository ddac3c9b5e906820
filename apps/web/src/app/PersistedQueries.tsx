import { useEffect, useState, type ReactNode } from 'react';
import { IsRestoringProvider, type QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../features/session/session-store.ts';
import { clearPersistedQueryCache, keepPersistedQueries, persistQueryCache, restoreQueryCache } from './query-persistence.ts';

const currentOutletId = () => useSessionStore.getState().outlet?.Id ?? null;

/**
 * The till's reference data survives a reload with the server unreachable: the outlet's
 * stored answers (query-persistence.ts) are put back before any query runs, later answers
 * are written back, and signing the cashier out forgets them. Queries wait while restoring
 * (IsRestoringProvider), so a stored menu is never overwritten by a fetch that started first.
 */
export function PersistedQueries({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [isRestoring, setIsRestoring] = useState(true);

  useEffect(() => {
    let isActive = true;
    let stopPersisting = () => undefined as void;
    keepPersistedQueries(client);
    void restoreQueryCache(client, currentOutletId()).finally(() => {
      if (!isActive) return;
      setIsRestoring(false);
      stopPersisting = persistQueryCache({ client, currentOutletId });
    });
    const stopWatchingSignOut = useSessionStore.subscribe((state, previous) => {
      if (previous.cashierToken !== null && state.cashierToken === null) void clearPersistedQueryCache();
    });
    return () => {
      isActive = false;
      stopPersisting();
      stopWatchingSignOut();
    };
  }, [client]);

  return <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>;
}
