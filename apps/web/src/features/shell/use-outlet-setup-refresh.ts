import { ServerEvent } from '@kasir/contracts';
import { queryClient } from '../../api/query-client.ts';
import { useServerEvent } from '../../api/socket-client.ts';
import { SESSION_CACHE_PREFIX } from '../../shared/session-cache.ts';
import { catalogQueryKeys } from '../menu/catalog/catalog-api.ts';

/** Drops one session-cached list (shared/session-cache.ts), so a reload cannot show the old copy. */
function dropSessionCache(name: string): void {
  try {
    sessionStorage.removeItem(SESSION_CACHE_PREFIX + name);
  } catch {
    // A disabled storage holds no copy to drop.
  }
}

/**
 * The owner changed the outlet's payment methods or charges in the back office: the till drops
 * its cached copies (payment/api.ts 'payment.{outlet}.*', catalog-api.ts 'menu.{outlet}.*') and
 * refetches them, so the payment dialog and the cart show the change without a reload.
 */
export function useOutletSetupRefresh(): void {
  useServerEvent(ServerEvent.PAYMENT_METHOD_CHANGED, (event) => {
    dropSessionCache(`payment.${event.OutletId}.methods`);
    // Promos name the methods their terms allow.
    dropSessionCache(`payment.${event.OutletId}.promos`);
    void queryClient.invalidateQueries({ queryKey: ['payment', 'methods'] });
    void queryClient.invalidateQueries({ queryKey: ['payment', 'promos'] });
  });
  useServerEvent(ServerEvent.OUTLET_CHARGE_CHANGED, (event) => {
    dropSessionCache(`menu.${event.OutletId}.charges`);
    // Order types list the charges they apply.
    dropSessionCache(`menu.${event.OutletId}.orderTypes`);
    void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.charges(event.OutletId) });
    void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.orderTypes(event.OutletId) });
  });
}
