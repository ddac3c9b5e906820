import { useQueryClient } from '@tanstack/react-query';
import { ServerEvent } from '@kasir/contracts';
import { useServerEvent } from '../../api/socket-client.ts';
import { membershipQueryKeys } from './api.ts';

/**
 * Keeps /cashier/qr-membership in step with the other terminals and the customers' phones:
 * `purchaseMembership:changed` (a purchase made, paid, cancelled, extended or re-priced
 * elsewhere) refetches the purchase lists and that purchase's detail.
 */
export function usePurchaseRealtime(): void {
  const queryClient = useQueryClient();
  useServerEvent(ServerEvent.PURCHASE_MEMBERSHIP_CHANGED, (payload) => {
    void queryClient.invalidateQueries({ queryKey: membershipQueryKeys.lists });
    if (typeof payload?.Id === 'number') void queryClient.invalidateQueries({ queryKey: membershipQueryKeys.detail(payload.Id) });
  });
}
