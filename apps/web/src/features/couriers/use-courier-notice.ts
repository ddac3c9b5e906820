import { useQueryClient } from '@tanstack/react-query';
import { OrderGetCourierEventSchema, ServerEvent } from '@kasir/contracts';
import { SpecMessage } from '@kasir/domain';
import { useServerEvent } from '../../api/socket-client.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { toast } from '../../shared/ui/toast.ts';
import { courierKeys } from './api.ts';

/**
 * Spec §4/§10 courier-found event: 'Kurir telah ditemukan' (in the cashier's language) with the
 * order number and driver, and the order's step and status refetched wherever they show.
 */
export function useCourierNotice(): void {
  const queryClient = useQueryClient();
  const translateMessage = useTranslateMessage();
  useServerEvent(ServerEvent.ORDER_GET_COURIER, (payload) => {
    void queryClient.invalidateQueries({ queryKey: ['order'] });
    const event = OrderGetCourierEventSchema.safeParse(payload);
    if (!event.success) {
      void queryClient.invalidateQueries({ queryKey: courierKeys.all });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: courierKeys.ofOrder(event.data.OrderId) });
    const driver = event.data.DeliverName ? ` · ${event.data.DeliverName}` : '';
    toast.info(`${event.data.OrderNo}${driver}`, { title: translateMessage(SpecMessage.COURIER_FOUND) });
  });
  // Later moves (picked up, delivered) change the order's step: the tracking refetches too.
  useServerEvent(ServerEvent.ORDER_STEP_PROCESS, () => void queryClient.invalidateQueries({ queryKey: courierKeys.all }));
}
