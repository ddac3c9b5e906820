import { useQuery, type QueryClient } from '@tanstack/react-query';
import { PaymentQuoteSchema, type Order, type OrderPromo, type PaymentQuote } from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import type { SelectedPayment } from './payment-rules.ts';

/**
 * The bill as the chosen payment methods price it. Promo payment terms (a QRIS-only promo) and
 * No Sales change the total, and POST /payment/{id} prices with the lines' methods. The web does
 * not redo that pricing: the promo terms, level prices and charge rules are the server's, so the
 * dialog asks POST /payment/{id}/quote, which runs the very pricing the payment checks against
 * (one source of truth, one small read-only call instead of shipping the pricing inputs).
 */
export function fetchPaymentQuote(orderId: number, methodIds: readonly number[]): Promise<PaymentQuote> {
  return http.post(`/payment/${orderId}/quote`, { PaymentMethodIds: [...methodIds] }, { schema: PaymentQuoteSchema });
}

/**
 * The methods the payment would send: lines above 0 (as buildPayRequest sends them) plus the
 * method open on the keypad, so its default amount and quick amounts are already repriced.
 * Sorted: the price does not depend on the order the methods were tapped in.
 */
export function quoteMethodIds(selected: readonly SelectedPayment[], keypadMethodId: number | null = null): number[] {
  const ids = selected.filter((line) => line.amount > 0).map((line) => line.outletPaymentMethodId);
  if (keypadMethodId !== null) ids.push(keypadMethodId);
  return [...new Set(ids)].sort((left, right) => left - right);
}

/**
 * Only an order with promos can price differently by method apart from No Sales, whose total
 * the dialog already takes from the domain (paymentTotalOf); with no method chosen the order's
 * own figures are the quote of no method. Anything else needs no call.
 */
export function needsQuote(order: Order, methodIds: readonly number[]): boolean {
  return order.OrderPromos.length > 0 && methodIds.length > 0;
}

const quoteKey = (order: Order, methodIds: readonly number[]) => ['payment', 'quote', order.Id, order.Version, methodIds.join(',')] as const;

/** The quote of these methods for the order as it is now (its Version keys it: a change re-asks). */
export function usePaymentQuoteQuery(order: Order | undefined, methodIds: readonly number[]) {
  const enabled = order !== undefined && needsQuote(order, methodIds);
  const query = useQuery({
    queryKey: order ? quoteKey(order, methodIds) : ['payment', 'quote', 0],
    queryFn: () => fetchPaymentQuote(order?.Id ?? 0, methodIds),
    enabled,
  });
  return { quote: enabled ? (query.data ?? null) : null, isRepricing: enabled && query.isPending, error: enabled ? query.error : null };
}

/** The same quote fetched (or taken from the cache) before the keypad opens on a method. */
export function fetchQuoteFor(queryClient: QueryClient, order: Order, methodIds: readonly number[]): Promise<PaymentQuote | null> {
  if (!needsQuote(order, methodIds)) return Promise.resolve(null);
  return queryClient.fetchQuery({ queryKey: quoteKey(order, methodIds), queryFn: () => fetchPaymentQuote(order.Id, methodIds) });
}

/** What the summary shows: the order's stored figures, or the quote's when the methods reprice it. */
export interface PaymentFigures {
  subTotal: number;
  discount: number;
  rounding: number;
  paidTotal: number;
  /** What this payment must cover (wire rupiah, before the dialog's whole-rupiah ceiling). */
  remaining: number;
  promos: OrderPromo[];
  /** TotalCharge by OutletChargeId. */
  chargeTotals: ReadonlyMap<number, number>;
}

export function paymentFiguresOf(order: Order, quote: PaymentQuote | null): PaymentFigures {
  if (quote === null) {
    return {
      subTotal: order.SubTotal,
      discount: order.DiscountAmount,
      rounding: order.Rounding,
      paidTotal: order.PaidTotal,
      remaining: order.Remaining,
      promos: order.OrderPromos,
      chargeTotals: new Map(order.OrderCharges.map((charge) => [charge.OutletChargeId, charge.TotalCharge])),
    };
  }
  return {
    subTotal: quote.SubTotal,
    discount: quote.DiscountAmount,
    rounding: quote.Rounding,
    paidTotal: quote.PaidTotal,
    remaining: quote.Remaining,
    promos: quote.OrderPromos,
    chargeTotals: new Map(quote.OrderCharges.map((charge) => [charge.OutletChargeId, charge.TotalCharge])),
  };
}
