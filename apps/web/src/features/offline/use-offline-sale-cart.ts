import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderType } from '@kasir/domain';
import type { OutletPaymentMethod } from '@kasir/contracts';
import { useServerReachable } from '../../api/reachability.ts';
import { toast } from '../../shared/ui/toast.ts';
import { formatOrderAmount } from '../order/order-money.ts';
import { useOutletPaymentMethodsQuery } from '../payment/api.ts';
import { findCashMethod } from '../payment/payment-rules.ts';
import { usePrintSetsQuery } from '../printing/plan-api.ts';
import { useSessionStore, type FilledTable } from '../session/session-store.ts';
import { useCartStore } from '../menu/cart/cart-store.ts';
import type { CartPricingContext } from '../menu/cart/cart-pricing.ts';
import { forgetTables } from '../menu/cart/use-held-tables.ts';
import type { OrderTypeOption } from '../menu/catalog/menu-item.ts';
import { OfflineBlock, offlineBlockOf, offlineSaleTotal, toOfflineCashPayment, wholeRupiahDue, type OfflineBlockValue } from './offline-sale-builder.ts';
import { useOfflineSale } from './use-offline-sale.ts';

export interface OfflineCartInput {
  orderType: OrderTypeOption | null;
  tables: readonly FilledTable[];
  pricing: CartPricingContext;
  isAddingToOrder: boolean;
}

/** The open offline cash dialog: its Ref is made once, so every tap of its Pay is the same sale. */
export interface OfflineCashSession {
  ref: string;
  due: number;
  cashMethod: OutletPaymentMethod;
  /** The key of the online save that got no answer, when the sale fell back to offline after it. */
  onlineRequestKey?: string;
}

/**
 * The cart's offline path (issue 23, ADR 27): while the server is unreachable (or the save just
 * failed at the network level), Pay opens the offline cash dialog and Save of a dine-in order
 * keeps it to pay later, both into the outbox. What cannot be sold offline says why.
 */
export function useOfflineSaleCart({ orderType, tables, pricing, isAddingToOrder }: OfflineCartInput) {
  const { t } = useTranslation();
  const isReachable = useServerReachable();
  const outlet = useSessionStore((state) => state.outlet);
  const currencyPrefix = outlet?.CurrencyCode ?? 'Rp';
  // Cached while online, so they are at hand when the connection drops.
  const methods = useOutletPaymentMethodsQuery(outlet?.Id ?? null);
  usePrintSetsQuery();
  const cashMethod = useMemo(() => findCashMethod(methods.data ?? []), [methods.data]);
  const lines = useCartStore((state) => state.lines);
  const { sell, isWorking } = useOfflineSale();
  const [session, setSession] = useState<OfflineCashSession | null>(null);

  const block: OfflineBlockValue | null =
    offlineBlockOf({ orderTypeId: orderType?.orderTypeId ?? null, isAddingToOrder, cart: { lines }, tables }) ?? (cashMethod ? null : OfflineBlock.NO_CASH_METHOD);
  const money = (rupiah: number) => formatOrderAmount(rupiah, currencyPrefix);

  const finish = (provisionalNumber: string, message: string) => {
    forgetTables(tables.map((table) => table.OutletTableId));
    useCartStore.getState().clear();
    setSession(null);
    toast.success(message, { title: provisionalNumber });
  };

  const take = async (ref: string, tendered: number | null, orderRequestKey: string | undefined) => {
    if (!orderType) return;
    const cart = useCartStore.getState();
    const total = offlineSaleTotal(cart, pricing);
    const cash = tendered === null || !cashMethod ? null : toOfflineCashPayment(cashMethod.Id, { tendered, due: wholeRupiahDue(total) });
    if (tendered !== null && cash === null) return;
    try {
      const done = await sell({ cart, orderTypeId: orderType.orderTypeId, orderTypeName: orderType.name, tables, total, cash, ...(orderRequestKey === undefined ? {} : { orderRequestKey }) }, ref);
      if (!done) return;
      const number = done.sale.provisionalNumber;
      if (tendered === null) finish(number, t('offline.saved', { number }));
      else finish(number, t('offline.sold', { number, change: money(tendered - wholeRupiahDue(total)) }));
    } catch (error) {
      // IndexedDB refused the write (storage full, private mode): nothing was sold, the cart stays.
      toast.error(t('offline.saveFailed', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };

  /**
   * Pay (cash dialog) or Save (dine-in, pay later) offline. Answers false when the cart cannot go
   * offline. `onlineRequestKey`: the online save just got no answer; the sale is sent under its key.
   */
  const start = (intent: 'pay' | 'save', onlineRequestKey?: string): boolean => {
    if (block !== null || !cashMethod) {
      toast.error(t(`offline.blocked.${block ?? OfflineBlock.NO_CASH_METHOD}`));
      return false;
    }
    if (intent === 'save') {
      if (orderType?.orderTypeId !== OrderType.DINE_IN) return false;
      void take(crypto.randomUUID(), null, onlineRequestKey);
      return true;
    }
    const due = wholeRupiahDue(offlineSaleTotal(useCartStore.getState(), pricing));
    setSession({ ref: crypto.randomUUID(), due, cashMethod, ...(onlineRequestKey === undefined ? {} : { onlineRequestKey }) });
    return true;
  };

  return {
    isOffline: !isReachable,
    block,
    /** Offline, a dine-in order may be paid at once too: there is no saved order to pay later from until it is sent. */
    canPay: !isReachable && block === null && orderType !== null,
    isWorking,
    start,
    session,
    money,
    currencyPrefix,
    pay: (tendered: number) => session && void take(session.ref, tendered, session.onlineRequestKey),
    close: () => setSession(null),
  };
}

export type OfflineSaleCart = ReturnType<typeof useOfflineSaleCart>;
