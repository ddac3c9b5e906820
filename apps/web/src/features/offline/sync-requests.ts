import { IDEMPOTENCY_KEY_HEADER, OUTLET_HEADER, OrderSchema, PaymentSchema, type Order, type PayOrderBody, type Payment } from '@kasir/contracts';
import { toDecimalRupiah } from '@kasir/domain';
import { ApiError, http } from '../../api/http-client.ts';
import type { OfflineSale } from './offline-sale.ts';
import { orderKeyOf, paymentKeyOf } from './outbox-constants.ts';
import { moneyOfDecimalText } from './outbox-money.ts';

/** HTTP 409: a conflict; on the order step it may carry the order a replay already made. */
const HTTP_CONFLICT = 409;

/** The sale's own outlet, whatever outlet the session shows now. */
const outletHeaderOf = (sale: OfflineSale) => ({ [OUTLET_HEADER]: String(sale.outletId) });

/**
 * POST /order under `offline-<ref>-order`: the body already carries the Offline block (Ref,
 * TakenAt, ProvisionalNumber, KitchenJobs). A repeat of the key answers the first order; a 409
 * that carries an order is that same replay (the server found the Ref already taken).
 */
export async function sendOfflineOrder(sale: OfflineSale): Promise<Order> {
  try {
    return await http.post('/order', sale.order, {
      schema: OrderSchema,
      successStatuses: [201],
      headers: { [IDEMPOTENCY_KEY_HEADER]: sale.orderRequestKey ?? orderKeyOf(sale.ref), ...outletHeaderOf(sale) },
    });
  } catch (error) {
    const replayed = error instanceof ApiError && error.status === HTTP_CONFLICT ? orderOfReplay(error.body, sale) : null;
    if (replayed) return replayed;
    throw error;
  }
}

function orderOfReplay(body: unknown, sale: OfflineSale): Order | null {
  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : undefined;
  const parsed = OrderSchema.safeParse(data);
  // Only the order of this very sale counts as the replay (never an unrelated conflicting order).
  return parsed.success && parsed.data.OutletId === sale.outletId ? parsed.data : null;
}

/**
 * POST /payment/{orderId} under `offline-<ref>-payment`: one cash line of what the guest
 * handed over (the server computes the change, as at the till). No Version: the order is the
 * one this sale made, and the key (not the version) is what keeps the payment single.
 */
export function sendOfflinePayment(sale: OfflineSale & { orderId: number; cash: NonNullable<OfflineSale['cash']> }): Promise<Payment> {
  const body: PayOrderBody = {
    Id: sale.orderId,
    Promos: [],
    PaymentDetails: [{ OutletPaymentMethodId: sale.cash.outletPaymentMethodId, Amount: toDecimalRupiah(moneyOfDecimalText(sale.cash.tendered)) }],
  };
  return http.post(`/payment/${sale.orderId}`, body, {
    schema: PaymentSchema,
    successStatuses: [201],
    headers: { [IDEMPOTENCY_KEY_HEADER]: paymentKeyOf(sale.ref), ...outletHeaderOf(sale) },
  });
}
