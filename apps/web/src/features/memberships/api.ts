import { useQuery } from '@tanstack/react-query';
import {
  GenerateQrHistorySchema,
  OrderMemberQrSchema,
  IDEMPOTENCY_KEY_HEADER,
  MemberCategorySchema,
  PaidMembershipSchema,
  PromoMemberCategorySchema,
  PurchaseMembershipSchema,
  type CreatePurchaseMembershipBody,
  type GenerateQrHistory,
  type OrderMemberQr,
  type MemberCategory,
  type PaidMembership,
  type PayMembershipBody,
  type PromoMemberCategory,
  type PurchaseMembership,
} from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import type { MembershipPaymentModeValue } from './membership-payment-state.ts';

/** Keys under 'memberships'; a pay, cancel or promo refreshes them all. */
export const membershipQueryKeys = {
  all: ['memberships'] as const,
  lists: ['memberships', 'list'] as const,
  list: (outletId: number, fromDate: string, toDate: string) => ['memberships', 'list', outletId, fromDate, toDate] as const,
  detail: (id: number) => ['memberships', 'detail', id] as const,
  categories: ['memberships', 'categories'] as const,
  promos: ['memberships', 'promos'] as const,
};

/** GET /qr/purchaseMembership?fromDate&toDate: the purchases created in that range of outlet days (YYYY-MM-DD). */
export function fetchPurchaseMemberships(fromDate: string, toDate: string): Promise<PurchaseMembership[]> {
  return http.get('/qr/purchaseMembership', { query: { fromDate, toDate }, schema: PurchaseMembershipSchema.array() });
}

/** GET /qr/purchaseMembership/{id}. */
export function fetchPurchaseMembership(id: number): Promise<PurchaseMembership> {
  return http.get(`/qr/purchaseMembership/${id}`, { schema: PurchaseMembershipSchema });
}

/** POST /qr/purchaseMembership/{MemberCategoryId}: a PENDING NEW purchase made at the till for the customer typed. */
export function createPurchaseMembership(memberCategoryId: number, body: CreatePurchaseMembershipBody): Promise<PurchaseMembership> {
  return http.post(`/qr/purchaseMembership/${memberCategoryId}`, body, { schema: PurchaseMembershipSchema, successStatuses: [201] });
}

/** PUT /qr/paymentMembership/{Id} (normal) or /qr/paymentExtendMembership/{Id} (extend), exactly once under the key. */
export function payMembership(mode: MembershipPaymentModeValue, body: PayMembershipBody, idempotencyKey: string): Promise<PaidMembership> {
  const path = mode === 'extend' ? `/qr/paymentExtendMembership/${body.Id}` : `/qr/paymentMembership/${body.Id}`;
  return http.put(path, body, { schema: PaidMembershipSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** PUT /qr/extendMembership/{MemberId}: a PENDING EXTEND purchase for the member, in the member's own category. */
export function extendMembership(memberId: number): Promise<PurchaseMembership> {
  return http.put(`/qr/extendMembership/${memberId}`, {}, { schema: PurchaseMembershipSchema, successStatuses: [201] });
}

/** PUT /qr/cancelMembership (permission 22): a PENDING purchase only. */
export function cancelMembership(id: number): Promise<PurchaseMembership> {
  return http.put('/qr/cancelMembership', { Id: id }, { schema: PurchaseMembershipSchema });
}

/** PUT /qr/editPaymentMethod (permission 20): a paid purchase's lines replaced by others for the same amount. */
export function editMembershipPaymentMethod(body: PayMembershipBody): Promise<PurchaseMembership> {
  return http.put('/qr/editPaymentMethod', body, { schema: PurchaseMembershipSchema });
}

/** POST /qr/applyPromo/{PurchaseMembershipId}/{PromoMemberCategoryId}: the server reprices the purchase (0 removes the promo). */
export function applyMembershipPromo(purchaseMembershipId: number, promoMemberCategoryId: number): Promise<PurchaseMembership> {
  return http.post(`/qr/applyPromo/${purchaseMembershipId}/${promoMemberCategoryId}`, {}, { schema: PurchaseMembershipSchema, successStatuses: [201] });
}

/** GET /promoMemberCategory?isKasir=1: the member-category promos a cashier may apply. */
export function fetchPromoMemberCategories(): Promise<PromoMemberCategory[]> {
  return http.get('/promoMemberCategory', { query: { isKasir: 1 }, schema: PromoMemberCategorySchema.array() });
}

/** GET /member/membercategory/: the owner's member categories with their prices (the members contract); Silver is the default. */
export function fetchMemberCategories(): Promise<MemberCategory[]> {
  return http.get('/member/membercategory/', { schema: MemberCategorySchema.array() });
}

/** GET /memberCategory/generatedQR (permission 21): a sign-up token, its history id and the page address the slip encodes. */
export function generateSignUpQr(memberCategoryId: number | null): Promise<GenerateQrHistory> {
  return http.get('/memberCategory/generatedQR', { query: { MemberCategoryId: memberCategoryId ?? undefined }, schema: GenerateQrHistorySchema });
}

/** GET /qr?OrderId= (permission 21, ADR 0021): the order's sign-up QR, the same one again while unused. */
export function fetchOrderMemberQr(orderId: number): Promise<OrderMemberQr> {
  return http.get('/qr', { query: { OrderId: orderId }, schema: OrderMemberQrSchema });
}

export function usePurchaseMembershipsQuery(outletId: number | null, fromDate: string, toDate: string) {
  return useQuery({
    queryKey: membershipQueryKeys.list(outletId ?? 0, fromDate, toDate),
    queryFn: () => fetchPurchaseMemberships(fromDate, toDate),
    enabled: outletId !== null,
  });
}

export function usePurchaseMembershipQuery(id: number) {
  return useQuery({ queryKey: membershipQueryKeys.detail(id), queryFn: () => fetchPurchaseMembership(id) });
}

export function useMemberCategoriesQuery() {
  return useQuery({ queryKey: membershipQueryKeys.categories, queryFn: fetchMemberCategories });
}

export function usePromoMemberCategoriesQuery(isEnabled: boolean) {
  return useQuery({ queryKey: membershipQueryKeys.promos, queryFn: fetchPromoMemberCategories, enabled: isEnabled });
}
