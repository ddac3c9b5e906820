import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STALE_ORDER_MESSAGE, type Order } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { orderQueryKeys } from '../../order/api.ts';
import { freshOrderOf, isStaleVersion } from '../../order/use-order-change.ts';
import type { CartData } from './cart-store.ts';
import { useAddOrderProducts } from './order-api.ts';
import { toAddOrderProductBody } from './order-payload.ts';

/**
 * Saving the cart into a saved order ("add more order"). The body carries the Version the
 * cashier saw: when the order changed meanwhile (another terminal, or this save already went
 * through and is being repeated) the server answers 409 and adds nothing; the fresh order is
 * shown at once and the cart stays, so the cashier looks and saves again on purpose.
 */
export function useAddToOrder() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const add = useAddOrderProducts();

  const save = (cart: CartData, order: Order, onAdded: (saved: Order) => void) => {
    add.mutate(
      { orderId: order.Id, body: toAddOrderProductBody(cart, order.Version) },
      {
        onSuccess: (saved) => {
          toast.success(t('menu.adding.done', { orderNo: saved.OrderNo }));
          onAdded(saved);
        },
        onError: (error) => {
          if (!isStaleVersion(error)) {
            toast.error(errorMessageOf(error));
            return;
          }
          const fresh = freshOrderOf(error);
          if (fresh) client.setQueryData(orderQueryKeys.detail(fresh.Id), fresh);
          toast.error(error.message || STALE_ORDER_MESSAGE);
          void client.invalidateQueries({ queryKey: orderQueryKeys.all });
        },
      },
    );
  };
  return { save, isPending: add.isPending };
}
