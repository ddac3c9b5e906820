import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminMemberCategorySchema,
  AdminMemberPickSchema,
  AdminMembershipPromoSchema,
  AdminPromoSchema,
  AdminVoucherSchema,
  IDEMPOTENCY_KEY_HEADER,
  PromoChoicesSchema,
  PromoRemovalSchema,
  type AdminMemberCategory,
  type AdminMembershipPromo,
  type AdminPromo,
  type AdminVoucher,
  type IssueVouchersBody,
  type MemberCategoryBody,
  type MembershipPromoBody,
  type PromoBody,
} from '@kasir/contracts';
import { backOfficeHttp } from '../backoffice-http.ts';

export const promoAdminKeys = {
  all: ['backoffice', 'promos'] as const,
  promos: ['backoffice', 'promos', 'list'] as const,
  promo: (id: number) => ['backoffice', 'promos', 'one', id] as const,
  choices: ['backoffice', 'promos', 'choices'] as const,
  vouchers: (promoId: number) => ['backoffice', 'promos', 'vouchers', promoId] as const,
  members: (keyword: string) => ['backoffice', 'promos', 'members', keyword] as const,
  categories: ['backoffice', 'member-categories'] as const,
  membershipPromos: ['backoffice', 'membership-promos'] as const,
};

export const usePromos = () => useQuery({ queryKey: promoAdminKeys.promos, queryFn: () => backOfficeHttp.get('/promoAdmin', { schema: AdminPromoSchema.array() }) });
export const usePromo = (id: number | null) =>
  useQuery({ queryKey: promoAdminKeys.promo(id ?? 0), queryFn: () => backOfficeHttp.get(`/promoAdmin/${id}`, { schema: AdminPromoSchema }), enabled: id !== null });
export const usePromoChoices = () => useQuery({ queryKey: promoAdminKeys.choices, queryFn: () => backOfficeHttp.get('/promoAdmin/choices', { schema: PromoChoicesSchema }) });

export function useSavePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: PromoBody; key: string }): Promise<AdminPromo> =>
      id === null
        ? backOfficeHttp.post('/promoAdmin', body, { schema: AdminPromoSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } })
        : backOfficeHttp.put(`/promoAdmin/${id}`, body, { schema: AdminPromoSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoAdminKeys.all }),
  });
}

export function useRemovePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => backOfficeHttp.delete(`/promoAdmin/${id}`, { schema: PromoRemovalSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoAdminKeys.all }),
  });
}

export const useVouchers = (promoId: number | null) =>
  useQuery({ queryKey: promoAdminKeys.vouchers(promoId ?? 0), queryFn: () => backOfficeHttp.get(`/promoAdmin/${promoId}/vouchers`, { schema: AdminVoucherSchema.array() }), enabled: promoId !== null });

export const useMemberPicks = (keyword: string) =>
  useQuery({
    queryKey: promoAdminKeys.members(keyword),
    queryFn: () => backOfficeHttp.get(`/promoAdmin/members?keyword=${encodeURIComponent(keyword)}`, { schema: AdminMemberPickSchema.array() }),
  });

export function useIssueVouchers(promoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: IssueVouchersBody; key: string }): Promise<AdminVoucher[]> =>
      backOfficeHttp.post(`/promoAdmin/${promoId}/vouchers`, body, { schema: AdminVoucherSchema.array(), headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoAdminKeys.vouchers(promoId) }),
  });
}

export function useRevokeVoucher(promoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => backOfficeHttp.delete(`/memberVoucherAdmin/${id}`, { schema: AdminVoucherSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoAdminKeys.vouchers(promoId) }),
  });
}

export const useMemberCategories = () => useQuery({ queryKey: promoAdminKeys.categories, queryFn: () => backOfficeHttp.get('/memberCategoryAdmin', { schema: AdminMemberCategorySchema.array() }) });

export function useSaveMemberCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: MemberCategoryBody; key: string }): Promise<AdminMemberCategory> =>
      id === null
        ? backOfficeHttp.post('/memberCategoryAdmin', body, { schema: AdminMemberCategorySchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } })
        : backOfficeHttp.put(`/memberCategoryAdmin/${id}`, body, { schema: AdminMemberCategorySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoAdminKeys.categories }),
  });
}

export function useRemoveMemberCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => backOfficeHttp.delete(`/memberCategoryAdmin/${id}`, { schema: PromoRemovalSchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: promoAdminKeys.categories }), queryClient.invalidateQueries({ queryKey: promoAdminKeys.membershipPromos })]),
  });
}

export const useMembershipPromos = () =>
  useQuery({ queryKey: promoAdminKeys.membershipPromos, queryFn: () => backOfficeHttp.get('/promoMemberCategoryAdmin', { schema: AdminMembershipPromoSchema.array() }) });

export function useSaveMembershipPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: MembershipPromoBody; key: string }): Promise<AdminMembershipPromo> =>
      id === null
        ? backOfficeHttp.post('/promoMemberCategoryAdmin', body, { schema: AdminMembershipPromoSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } })
        : backOfficeHttp.put(`/promoMemberCategoryAdmin/${id}`, body, { schema: AdminMembershipPromoSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoAdminKeys.membershipPromos }),
  });
}

export function useRemoveMembershipPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => backOfficeHttp.delete(`/promoMemberCategoryAdmin/${id}`, { schema: PromoRemovalSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoAdminKeys.membershipPromos }),
  });
}
