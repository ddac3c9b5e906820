import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkLockStatus, sessionQueryKeys } from './api.ts';
import { useSessionStore } from './session-store.ts';

export function lockStatusQueryKey(cashierToken: string | null) {
  return [...sessionQueryKeys.lockStatus, cashierToken] as const;
}

/**
 * The lock lives on the server per cashier session and survives a reload (spec §4: kept
 * locally and asked from the server). Asked once per cashier token, and again whenever the
 * realtime client asks every query to refetch.
 */
export function useLockStatusSync(): { isChecking: boolean } {
  const cashierToken = useSessionStore((state) => state.cashierToken);
  const lockChanged = useSessionStore((state) => state.lockChanged);
  const status = useQuery({
    queryKey: lockStatusQueryKey(cashierToken),
    queryFn: checkLockStatus,
    enabled: cashierToken !== null,
    staleTime: Infinity,
  });
  const serverIsLocked = status.data?.IsLocked;

  useEffect(() => {
    if (serverIsLocked === undefined) return;
    if (useSessionStore.getState().isLocked !== serverIsLocked) lockChanged(serverIsLocked);
  }, [serverIsLocked, status.dataUpdatedAt, lockChanged]);

  return { isChecking: cashierToken !== null && status.isPending };
}
