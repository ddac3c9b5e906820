import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BillRequestSchema, CustomerOrderSchema, type BillRequest, type CustomerOrder } from '@kasir/contracts';
import { http } from '../../api/http-client.ts';

/**
 * The cashier's calls for orders from customers (issue 22, packages/contracts/src/customer-orders.ts):
 * the list of placements, confirm and reject (whole order or per product) and bill requests.
 */
export const customerOrderKeys = {
  all: ['customerOrders'] as const,
  pending: ['customerOrders', 'pending'] as const,
  billRequests: ['customerOrders', 'billRequests'] as const,
};

export function fetchPendingCustomerOrders(): Promise<CustomerOrder[]> {
  return http.get('/customerOrder', { query: { status: 'pending' }, schema: CustomerOrderSchema.array() });
}

export function fetchBillRequests(): Promise<BillRequest[]> {
  return http.get('/billRequest', { schema: BillRequestSchema.array() });
}

export function usePendingCustomerOrders(enabled = true) {
  return useQuery({ queryKey: customerOrderKeys.pending, queryFn: fetchPendingCustomerOrders, enabled });
}

export function useBillRequests(enabled = true) {
  return useQuery({ queryKey: customerOrderKeys.billRequests, queryFn: fetchBillRequests, enabled });
}

/** Which lines a decision covers: every PENDING line of the order (no ids) or only these order lines. */
export interface DecisionTarget {
  orderId: number;
  orderProductIds?: number[];
}

/** POST /customer/confirmOrder/{id}/ — no body confirms every PENDING line, as the spec sends it. */
export function confirmCustomerOrder({ orderId, orderProductIds }: DecisionTarget): Promise<unknown> {
  const body = orderProductIds === undefined ? undefined : { OrderProductIds: orderProductIds };
  return http.post(`/customer/confirmOrder/${orderId}/`, body, { successStatuses: [201] });
}

/** PUT /order/{id}/rejectOrder or, with ids, PUT /order/{id}/rejectOrderProduct; the reason is required. */
export function rejectCustomerOrder({ orderId, orderProductIds }: DecisionTarget, reason: string): Promise<unknown> {
  if (orderProductIds === undefined) return http.put(`/order/${orderId}/rejectOrder`, { Reason: reason });
  return http.put(`/order/${orderId}/rejectOrderProduct`, { OrderProductIds: orderProductIds, Reason: reason });
}

export function resolveBillRequest(id: number): Promise<unknown> {
  return http.put(`/billRequest/${id}/resolve`);
}

/** After any decision every list of orders, tables and the kitchen queue is stale. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useConfirmCustomerOrder() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: confirmCustomerOrder, onSettled: refresh });
}

export function useRejectCustomerOrder() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: ({ target, reason }: { target: DecisionTarget; reason: string }) => rejectCustomerOrder(target, reason), onSettled: refresh });
}

export function useResolveBillRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resolveBillRequest, onSettled: () => client.invalidateQueries({ queryKey: customerOrderKeys.billRequests }) });
}

/** GET /outletTable/counterQR (the outlet's pick-up and delivery QR); only what this screen reads. */
export const CounterQrSchema = z.object({ QrData: z.string() }).passthrough();
export type CounterQr = z.infer<typeof CounterQrSchema>;
