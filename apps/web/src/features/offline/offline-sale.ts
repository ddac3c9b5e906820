import type { CreateOrderBody, OfflineKitchenJob } from '@kasir/contracts';

/**
 * Issue 23 (ADR 27): a sale the till took while the server was unreachable, as kept in the
 * IndexedDB outbox until the server has it. Everything needed to send it again is here, so a
 * reload, a killed tab or a restarted machine loses nothing.
 */
export interface OfflineSale {
  /** A UUID made when the sale was taken: the Idempotency-Keys (`offline-<ref>-order`, `offline-<ref>-payment`) and job ids derive from it. */
  ref: string;
  /** Position in the outbox: sales are sent in the order they were taken. */
  seq: number;
  /** ISO 8601, when the cashier took it. */
  takenAt: string;
  /** 'OFF-…' as shown to the cashier until the server's number replaces it. */
  provisionalNumber: string;
  outletId: number;
  /** The POST /order body, with its Offline block (Ref, TakenAt, ProvisionalNumber, KitchenJobs). */
  order: CreateOrderBody;
  /** The cash payment taken with it, or null for an order saved to pay later. */
  cash: OfflineCashPayment | null;
  /** The total the till computed with @kasir/domain's pricing, as a decimal string (never a float). */
  total: string;
  /** Kitchen tickets printed through the local agent while offline (also in order.Offline.KitchenJobs). */
  kitchenJobs: OfflineKitchenJob[];
  state: OfflineSaleState;
  /**
   * True from the enqueue until the kitchen tickets were posted and recorded here (set false by
   * that update): the sync does not send the sale meanwhile, so the server always gets its
   * KitchenJobs. A tab killed mid-print leaves it true: the sale goes anyway after
   * OFFLINE_KITCHEN_SETTLE_MS.
   */
  kitchenPending?: boolean;
  /**
   * The Idempotency-Key of the order step when it is not `offline-<ref>-order`: the key of an
   * online save that got no answer, which may have made the order after all. Sent under it, the
   * server answers that order and adopts this sale's Ref and printed tickets (ADR 27).
   */
  orderRequestKey?: string;
  /** The server's order once POST /order answered (sent again under the same key if the tab died here). */
  orderId?: number;
  orderNumber?: string;
  /** ISO 8601, when the server had both steps; done sales are pruned OFFLINE_DONE_KEEP_HOURS later. */
  doneAt?: string;
  /** Why the server refused a step: shown to the cashier to resolve, never dropped. */
  refusal?: OfflineRefusal;
}

export interface OfflineCashPayment {
  /** The cash payment method of the outlet (Type CASH). */
  outletPaymentMethodId: number;
  /** What the guest handed over and the change given, decimal strings. */
  tendered: string;
  change: string;
}

export type OfflineSaleState = 'waiting' | 'sending' | 'done' | 'refused';

export interface OfflineRefusal {
  step: 'order' | 'payment';
  /** The server's error code and message as answered (spec messages are shown as they are). */
  code: string;
  message: string;
  field?: string;
  at: string;
}
