import { DEFAULT_CURRENCY_CODE, moneyFromDecimalRupiah, roundPaymentTotal, toDecimalRupiah } from '@kasir/domain';
import type { Order, PaymentQuote } from '@kasir/contracts';
import { useRoundingSettingQuery } from '../menu/catalog/catalog-api.ts';
import { useOrderQuery } from '../order/api.ts';
import { formatOrderAmount } from '../order/order-money.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useMemberPointQuery, useOutletPaymentMethodsQuery, usePaymentMethodTypesQuery } from './api.ts';
import type { SelectedPayment } from './payment-rules.ts';

/**
 * The total this payment must cover, whole rupiah: the order's remaining as the server
 * priced it, except that with a No Sales line and the outlet's ExcludeChargeNoSales the
 * total is the subtotal (no charges, no promos), rounded by the same domain rule (spec §5).
 * A quote of the chosen methods (payment-quote.ts) is the server's own answer to both: it wins.
 */
export function paymentTotalOf(
  order: Order,
  selected: readonly SelectedPayment[],
  options: { excludeChargeNoSales: boolean; roundingSetting: Parameters<typeof roundPaymentTotal>[1]['roundingSetting'] },
  quote: PaymentQuote | null = null,
): { total: number; isNoSalesTotal: boolean } {
  const isNoSalesTotal = options.excludeChargeNoSales && selected.some((line) => line.isNoSales);
  if (quote !== null) return { total: Math.max(Math.ceil(quote.Remaining), 0), isNoSalesTotal };
  if (!isNoSalesTotal) return { total: Math.ceil(order.Remaining), isNoSalesTotal };
  const rounded = roundPaymentTotal(moneyFromDecimalRupiah(order.SubTotal), {
    isRounded: order.OutletOrderType?.IsRounded ?? false,
    roundingSetting: options.roundingSetting,
  });
  return { total: Math.max(Math.ceil(toDecimalRupiah(rounded.total) - order.PaidTotal), 0), isNoSalesTotal };
}

/** Spec §4: the dialog opens with the order, the methods and their types, and the member's points. */
export function usePaymentData(orderId: number) {
  const outlet = useSessionStore((state) => state.outlet);
  const outletId = outlet?.Id ?? null;
  const order = useOrderQuery(orderId);
  const methods = useOutletPaymentMethodsQuery(outletId);
  const types = usePaymentMethodTypesQuery(outletId);
  const memberId = order.data?.MemberId ?? null;
  const points = useMemberPointQuery(memberId);
  const rounding = useRoundingSettingQuery();
  const currencyPrefix = outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE;
  return {
    outletId,
    order,
    methods,
    types,
    points,
    roundingSetting: rounding.data ?? null,
    excludeChargeNoSales: outlet?.ExcludeChargeNoSales ?? false,
    money: (rupiah: number) => formatOrderAmount(rupiah, currencyPrefix),
    currencyPrefix,
  };
}
