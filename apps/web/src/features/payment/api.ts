import { useQuery } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  MemberPointSchema,
  MemberSchema,
  MemberVoucherSchema,
  OrderSchema,
  OutletPaymentMethodSchema,
  PaymentMethodTypeSchema,
  PaymentSchema,
  PromoOfferedSchema,
  SendEmailResultSchema,
  type AssignPromoBody,
  type AssignVoucherAndPromoBody,
  type ChangePaymentMethodBody,
  type Member,
  type MemberPoint,
  type MemberVoucher,
  type Order,
  type OutletPaymentMethod,
  type PayOrderBody,
  type Payment,
  type PaymentMethodType,
  type PromoOffered,
  type SendEmailResult,
  type TerminateOrderBody,
} from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import { readSessionCache, writeSessionCache } from '../../shared/session-cache.ts';

/** Keys under 'payment'; the order views refresh through the 'order' keys after a pay. */
export const paymentQueryKeys = {
  vouchers: (memberId: number) => ['payment', 'vouchers', memberId] as const,
  points: (memberId: number) => ['payment', 'points', memberId] as const,
  members: (keyword: string) => ['payment', 'members', keyword] as const,
};

/** GET /member?keyword=: the owner's members matching it; an empty keyword lists the latest. */
export function fetchMembers(keyword: string): Promise<Member[]> {
  return http.get('/member', { query: { keyword }, schema: MemberSchema.array() });
}

export function fetchOutletPaymentMethods(): Promise<OutletPaymentMethod[]> {
  return http.get('/outletPaymentMethod/', { schema: OutletPaymentMethodSchema.array() });
}

export function fetchPaymentMethodTypes(): Promise<PaymentMethodType[]> {
  return http.get('/paymentMethodType', { query: { isCashier: 1 }, schema: PaymentMethodTypeSchema.array() });
}

export function fetchActivePromos(): Promise<PromoOffered[]> {
  return http.get('/outletPromo/active', { schema: PromoOfferedSchema.array() });
}

export function fetchMemberVouchers(memberId: number): Promise<MemberVoucher[]> {
  return http.get(`/promo/voucher/member/${memberId}`, { schema: MemberVoucherSchema.array() });
}

export function fetchMemberPoint(memberId: number): Promise<MemberPoint> {
  return http.get(`/member/${memberId}/getPoint`, { schema: MemberPointSchema });
}

export function assignPromo(orderId: number, body: AssignPromoBody): Promise<Order> {
  return http.put(`/order/assignPromo/${orderId}`, body, { schema: OrderSchema });
}

export function assignVoucherAndPromo(orderId: number, body: AssignVoucherAndPromoBody): Promise<Order> {
  return http.put(`/order/assignVoucherAndPromo/${orderId}`, body, { schema: OrderSchema });
}

/** POST /payment/{id}; the key makes a retried or doubled pay answer the first payment (never two). */
export function payOrder(body: PayOrderBody, idempotencyKey: string): Promise<Payment> {
  return http.post(`/payment/${body.Id}`, body, { schema: PaymentSchema, successStatuses: [201], headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** GET /payment/sendEmail/{id}?email=: the receipt is queued for e-mail. */
export function sendReceiptEmail(paymentId: number, email: string): Promise<SendEmailResult> {
  return http.get(`/payment/sendEmail/${paymentId}`, { query: { email }, schema: SendEmailResultSchema });
}

/** POST /payment/{id}/terminateOrder: ends the running time sessions of a timed order. */
export function terminateOrder(orderId: number, body: TerminateOrderBody): Promise<Order> {
  return http.post(`/payment/${orderId}/terminateOrder`, body, { schema: OrderSchema });
}

export function changePaymentMethod(body: ChangePaymentMethodBody): Promise<Payment> {
  return http.put('/payment/changePaymentMethod', body, { schema: PaymentSchema });
}

const cacheName = (outletId: number | null, list: string) => `payment.${outletId ?? 0}.${list}`;

/**
 * Spec §9: payment methods and promos are cached in sessionStorage: the dialog opens at once
 * from the cache and still refetches once when it mounts.
 */
function useSessionCachedList<T>(outletId: number | null, list: string, fetchList: () => Promise<T[]>, isEnabled = true) {
  return useQuery({
    queryKey: ['payment', list, outletId] as const,
    queryFn: async () => {
      const data = await fetchList();
      writeSessionCache(cacheName(outletId, list), data);
      return data;
    },
    initialData: () => readSessionCache<T[]>(cacheName(outletId, list)) ?? undefined,
    initialDataUpdatedAt: 0,
    enabled: outletId !== null && isEnabled,
  });
}

/** Spec §4: the dialog opens with methods and types loaded. */
export function useOutletPaymentMethodsQuery(outletId: number | null) {
  return useSessionCachedList(outletId, 'methods', fetchOutletPaymentMethods);
}

export function usePaymentMethodTypesQuery(outletId: number | null) {
  return useSessionCachedList(outletId, 'types', fetchPaymentMethodTypes);
}

export function useActivePromosQuery(outletId: number | null, isEnabled: boolean) {
  return useSessionCachedList(outletId, 'promos', fetchActivePromos, isEnabled);
}

/** Spec §4: member points are fetched when the order has a member. */
export function useMemberPointQuery(memberId: number | null) {
  return useQuery({ queryKey: paymentQueryKeys.points(memberId ?? 0), queryFn: () => fetchMemberPoint(memberId ?? 0), enabled: memberId !== null });
}
