import { useQueryClient } from '@tanstack/react-query';
import { OrderChangedEventSchema, ServerEvent } from '@kasir/contracts';
import { useServerEvent } from '../../api/socket-client.ts';
import { orderQueryKeys } from './api.ts';

/**
 * Keeps the order screens in step with the other terminals without a reload: `order:changed`
 * names the order and its new version, so only a detail older than that is refetched (our own
 * change already refreshed it); `order:lock` and `order:stepProcess` refetch (a PAID order
 * leaves the ongoing list, spec §4 realtime).
 */
export function useOrderRealtime(): void {
  const queryClient = useQueryClient();

  useServerEvent(ServerEvent.ORDER_CHANGED, (payload) => {
    const event = OrderChangedEventSchema.safeParse(payload);
    if (!event.success) {
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
      return;
    }
    const shown = queryClient.getQueryData<{ Version: number }>(orderQueryKeys.detail(event.data.OrderId));
    if (!shown || shown.Version < event.data.Version) {
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(event.data.OrderId) });
    }
    void queryClient.invalidateQueries({ queryKey: ['order', 'ongoing'] });
    void queryClient.invalidateQueries({ queryKey: ['order', 'pending'] });
  });
  useServerEvent(ServerEvent.ORDER_LOCK, () => void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all }));
  // The server's ongoing list leaves out PAID orders, so a refetch is enough.
  useServerEvent(ServerEvent.ORDER_STEP_PROCESS, () => void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all }));
}
