import { useEffect } from 'react';
import { ServerEvent } from '@kasir/contracts';
import { connectRealtime, disconnectRealtime, useServerEvent } from '../../api/socket-client.ts';
import { handleEndedSession } from '../session/http-binding.ts';
import { useSessionStore } from '../session/session-store.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useOutletSetupRefresh } from './use-outlet-setup-refresh.ts';
import { useCatalogRefresh } from './use-catalog-refresh.ts';
import { useCourierNotice } from '../couriers/index.ts';
import { useCustomerOrderEvents } from '../customer-orders/index.ts';
import { leaveSuspendedOutlet, refreshChosenOutlet, watchSuspensionRefusals } from '../session/outlet-suspension.ts';

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
  // The owner changed payment methods or charges (back office): refetch them.
  useOutletSetupRefresh();
  // The outlet's menu changed (back office, CSV import, another till's add-menu): refetch those parts.
  useCatalogRefresh();
  // A driver took a delivery order (order:getCourier): 'Kurir telah ditemukan', step and status refetched.
  useCourierNotice();
  // Issue 22: orders and bill requests from customers' phones (notices, list refresh).
  useCustomerOrderEvents();

  // The owner suspended this outlet (back office): leave it for /select-outlet, saying why.
  useServerEvent(ServerEvent.OUTLET_SUSPENDED, (event) => {
    if (event.OutletId === outletId) leaveSuspendedOutlet(event.Name);
  });
  useServerEvent(ServerEvent.OUTLET_CHANGED, (event) => {
    if (event.OutletId === outletId) void refreshChosenOutlet();
  });
  // A terminal that missed the event (offline, reloaded) hears it as a refused call instead.
  useEffect(() => watchSuspensionRefusals(), []);
}
