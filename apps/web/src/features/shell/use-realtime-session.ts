import { useEffect } from 'react';
import { ServerEvent } from '@kasir/contracts';
import { connectRealtime, disconnectRealtime, useServerEvent } from '../../api/socket-client.ts';
import { handleEndedSession } from '../session/http-binding.ts';
import { useSessionStore } from '../session/session-store.ts';
import { toast } from '../../shared/ui/toast.ts';

/** Keeps the outlet's realtime connection open while the cashier works in the shell. */
export function useRealtimeSession(): void {
  const cashierToken = useSessionStore((state) => state.cashierToken);
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const userId = useSessionStore((state) => state.cashier?.Id ?? null);
  const roleId = useSessionStore((state) => state.cashier?.UserRole?.Role.Id ?? null);
  const ownerId = useSessionStore((state) => state.ownerId ?? state.cashier?.OwnerId ?? null);

  useEffect(() => {
    if (!cashierToken || outletId === null || userId === null || ownerId === null) return undefined;
    connectRealtime({
      token: cashierToken,
      outletId,
      user: { UserId: userId, OutletId: outletId, OwnerId: ownerId, RoleId: roleId },
      onSessionEnded: () => handleEndedSession(cashierToken),
    });
    return () => disconnectRealtime();
  }, [cashierToken, outletId, userId, ownerId, roleId]);

  useServerEvent(ServerEvent.OUTLET_BROADCAST, (event) => {
    toast.info(event.Message);
  });
}
