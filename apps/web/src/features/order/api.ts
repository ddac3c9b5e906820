import { useQuery } from '@tanstack/react-query';
import {
  ApproverSchema,
  OrderSchema,
  OutletOrderTypeSchema,
  OutletProductSchema,
  PendingItemSchema,
  type AddFreeOrderProductBody,
  type Approver,
  type CancelOrderBody,
  type ChangeOrderProductBody,
  type DeleteOrderProductBody,
  type MoveToOrderBody,
  type MoveToPendingBody,
  type Order,
  type OutletOrderType,
  type OutletProduct,
  type PendingItem,
  type UpdateOrderProductBody,
  type VoidPendingItemBody,
} from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import type { OtherPermissionId } from './approval-rules.ts';

/** Every key starts with 'order' so one invalidation refreshes every order view after a change. */
export const orderQueryKeys = {
  all: ['order'] as const,
  ongoing: (outletId: number | null) => ['order', 'ongoing', outletId] as const,
  detail: (orderId: number) => ['order', 'detail', orderId] as const,
  approvers: (outletId: number | null, permission: number) => ['order', 'approvers', outletId, permission] as const,
  pending: (outletId: number | null) => ['order', 'pending', outletId] as const,
  orderTypes: (outletId: number | null) => ['order', 'outlet-order-types', outletId] as const,
  products: (outletId: number | null) => ['order', 'outlet-products', outletId] as const,
};

export function fetchOutletOrderTypes(): Promise<OutletOrderType[]> {
  return http.get('/outletOrderType/', { schema: OutletOrderTypeSchema.array() });
}

export function fetchOutletProducts(): Promise<OutletProduct[]> {
  return http.get('/outletProduct/', { schema: OutletProductSchema.array() });
}

export function fetchOngoingOrders(): Promise<Order[]> {
  return http.get('/order/ongoing', { schema: OrderSchema.array() });
}

export function fetchOrder(orderId: number): Promise<Order> {
  return http.get(`/order/${orderId}`, { schema: OrderSchema });
}

export function fetchApprovers(permission: OtherPermissionId): Promise<Approver[]> {
  return http.get('/order/approvers', { query: { permission }, schema: ApproverSchema.array() });
}

export function fetchPendingItems(): Promise<PendingItem[]> {
  return http.get('/pendingOrderProduct', { schema: PendingItemSchema.array() });
}

export function updateOrderProduct(orderId: number, body: UpdateOrderProductBody): Promise<unknown> {
  return http.put(`/order/${orderId}/updateOrderProduct`, body);
}

export function deleteOrderProduct(orderId: number, body: DeleteOrderProductBody): Promise<unknown> {
  return http.put(`/order/${orderId}/deleteOrderProduct`, body);
}

export function cancelOrder(orderId: number, body: CancelOrderBody): Promise<unknown> {
  return http.put(`/order/${orderId}/cancel`, body);
}

export function changeOrderProduct(orderId: number, body: ChangeOrderProductBody): Promise<unknown> {
  return http.put(`/customer/changeOrderProduct/${orderId}`, body);
}

export function moveToPending(body: MoveToPendingBody): Promise<unknown> {
  return http.post('/pendingOrderProduct/moveToPending', body);
}

export function moveToOrder(body: MoveToOrderBody): Promise<unknown> {
  return http.post('/pendingOrderProduct/moveToOrder', body);
}

export function addFreeOrderProduct(orderId: number, body: AddFreeOrderProductBody): Promise<unknown> {
  return http.post(`/order/${orderId}/addFreeOrderProduct`, body);
}

export function voidPendingItem(body: VoidPendingItemBody): Promise<unknown> {
  return http.post('/pendingOrderProduct/voidItem', body);
}

export function useOutletOrderTypesQuery() {
  return useQuery({ queryKey: orderQueryKeys.orderTypes(null), queryFn: fetchOutletOrderTypes });
}

export function useOngoingOrdersQuery(outletId: number | null) {
  return useQuery({ queryKey: orderQueryKeys.ongoing(outletId), queryFn: fetchOngoingOrders, enabled: outletId !== null });
}

export function useOrderQuery(orderId: number | null) {
  return useQuery({ queryKey: orderQueryKeys.detail(orderId ?? 0), queryFn: () => fetchOrder(orderId ?? 0), enabled: orderId !== null });
}

export function useApproversQuery(outletId: number | null, permission: OtherPermissionId, isEnabled: boolean) {
  return useQuery({
    queryKey: orderQueryKeys.approvers(outletId, permission),
    queryFn: () => fetchApprovers(permission),
    enabled: isEnabled,
  });
}

export function usePendingItemsQuery(outletId: number | null) {
  return useQuery({ queryKey: orderQueryKeys.pending(outletId), queryFn: fetchPendingItems, enabled: outletId !== null });
}

export function useOutletProductsQuery(isEnabled: boolean) {
  return useQuery({ queryKey: orderQueryKeys.products(null), queryFn: fetchOutletProducts, enabled: isEnabled });
}
