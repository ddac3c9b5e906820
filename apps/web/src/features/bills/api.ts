import { useQuery } from '@tanstack/react-query';
import {
  OrderSchema,
  RefundSchema,
  SplitOrderResultSchema,
  TableOrderSummarySchema,
  type MergeOrderBody,
  type Order,
  type Refund,
  type RefundBody,
  type SplitOrderBody,
  type SplitOrderResult,
} from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import type { MergeCandidate } from './merge-rules.ts';

/** Under 'order' so the order views' one invalidation after a change refreshes these too. */
export const billQueryKeys = {
  mergeCandidates: (outletId: number | null, fromDate: string, toDate: string) => ['order', 'merge-candidates', outletId, fromDate, toDate] as const,
};

/** A getAllOrderHistory row, with the app order type when the server sends it (pick-up orders are not merged). */
const MergeCandidateSchema = TableOrderSummarySchema.extend({ AppOrderType: OrderSchema.shape.AppOrderType.optional() });

/** POST /order/{id}/split: every split becomes a new order, the lines not named the last one. */
export function splitOrder(orderId: number, body: SplitOrderBody): Promise<SplitOrderResult> {
  return http.post(`/order/${orderId}/split`, body, { schema: SplitOrderResultSchema });
}

/** POST /order/{id}/merge: the chosen orders move into {id}; answers the merged order. */
export function mergeOrder(orderId: number, body: MergeOrderBody): Promise<Order> {
  return http.post(`/order/${orderId}/merge`, body, { schema: OrderSchema });
}

/** PUT /customer/refund/{id} on a PAID order. */
export function refundOrder(orderId: number, body: RefundBody): Promise<Refund> {
  return http.put(`/customer/refund/${orderId}`, body, { schema: RefundSchema });
}

/** GET /order/getAllOrderHistory in the merge window (spec §7). */
export function fetchMergeCandidates(window: { fromDate: string; toDate: string; status: number }): Promise<MergeCandidate[]> {
  return http.get('/order/getAllOrderHistory', { query: window, schema: MergeCandidateSchema.array() });
}

export function useMergeCandidatesQuery(outletId: number | null, window: { fromDate: string; toDate: string; status: number }) {
  return useQuery({
    queryKey: billQueryKeys.mergeCandidates(outletId, window.fromDate, window.toDate),
    queryFn: () => fetchMergeCandidates(window),
    enabled: outletId !== null,
  });
}
