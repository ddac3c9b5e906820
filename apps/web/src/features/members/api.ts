import { useQuery } from '@tanstack/react-query';
import {
  MemberCategorySchema,
  MemberMinuteHistoryEntrySchema,
  MemberOrderPaymentSchema,
  MemberPointHistoryEntrySchema,
  MemberPointSchema,
  MemberSchema,
  MemberVoucherSchema,
  TimeBalanceSchema,
  type Approval,
  type Member,
  type MemberCategory,
  type MemberFormBody,
  type MemberMinuteHistoryEntry,
  type MemberOrderPayment,
  type MemberPoint,
  type MemberPointHistoryEntry,
  type MemberVoucher,
  type RegisterMemberCardBody,
  type TimeBalance,
} from '@kasir/contracts';
import { apiRequest, http, type ResponseSchema } from '../../api/http-client.ts';

export const membersQueryKeys = {
  all: ['members'] as const,
  list: (keyword: string) => ['members', 'list', keyword] as const,
  points: (memberId: number) => ['members', 'points', memberId] as const,
  pointHistory: (memberId: number) => ['members', 'pointHistory', memberId] as const,
  timeBalance: (memberId: number) => ['members', 'timeBalance', memberId] as const,
  minuteHistory: (memberId: number) => ['members', 'minuteHistory', memberId] as const,
  vouchers: (memberId: number) => ['members', 'vouchers', memberId] as const,
  orders: (memberId: number) => ['members', 'orders', memberId] as const,
  categories: ['members', 'categories'] as const,
};

/** GET /member?keyword= (spec §7): an empty keyword lists the latest members first (§5). */
export function fetchMemberList(keyword: string): Promise<Member[]> {
  return http.get('/member', { query: { keyword }, schema: MemberSchema.array() });
}

/** The `data` of POST /member (contracts MemberCreatedSchema): a whole id. */
const NewMemberIdSchema: ResponseSchema<number> = {
  safeParse: (data) => (typeof data === 'number' && Number.isInteger(data) && data > 0 ? { success: true, data } : { success: false }),
};

/** POST /member: the new member's id (spec §7: the client reads response.data.data). */
export function createMember(body: MemberFormBody): Promise<number> {
  return http.post('/member', body, { schema: NewMemberIdSchema });
}

export function updateMember(id: number, body: MemberFormBody): Promise<Member> {
  return http.put(`/member/${id}`, body, { schema: MemberSchema });
}

/** DELETE /member/{id}; a supervisor's Approval (spec §6) travels in the body. */
export function deleteMember(id: number, approval?: Approval): Promise<unknown> {
  return approval ? apiRequest(`/member/${id}`, { method: 'DELETE', body: { Approval: approval } }) : http.delete(`/member/${id}`);
}

export function fetchMemberCategories(): Promise<MemberCategory[]> {
  return http.get('/member/membercategory/', { schema: MemberCategorySchema.array() });
}

export function fetchMemberPoints(id: number): Promise<MemberPoint> {
  return http.get(`/member/${id}/getPoint`, { schema: MemberPointSchema });
}

/** The newest page of the points history (GET /member/{id}/pointHistory, ours beside spec §7). */
export function fetchMemberPointHistory(id: number): Promise<MemberPointHistoryEntry[]> {
  return http.get(`/member/${id}/pointHistory`, { schema: MemberPointHistoryEntrySchema.array() });
}

/** The newest page of the saved-minutes history (GET /member/{id}/timeBalanceHistory, ours beside spec §7). */
export function fetchMemberMinuteHistory(id: number): Promise<MemberMinuteHistoryEntry[]> {
  return http.get(`/member/${id}/timeBalanceHistory`, { schema: MemberMinuteHistoryEntrySchema.array() });
}

export function fetchMemberTimeBalance(id: number): Promise<TimeBalance> {
  return http.get(`/member/${id}/getCurrentTimeBalance`, { schema: TimeBalanceSchema });
}

export function fetchMemberOrderPayments(id: number): Promise<MemberOrderPayment[]> {
  return http.get(`/member/${id}/getOrderPayment`, { schema: MemberOrderPaymentSchema.array() });
}

export function fetchMemberVoucherList(id: number): Promise<MemberVoucher[]> {
  return http.get(`/promo/voucher/member/${id}`, { schema: MemberVoucherSchema.array() });
}

/** GET /customer/{id}/setAsMember: a walk-in customer becomes a member (spec §7); with a supervisor's Approval, its POST twin. */
export function setCustomerAsMember(customerId: number, approval?: Approval): Promise<Member> {
  return approval
    ? http.post(`/customer/${customerId}/setAsMember`, { Approval: approval }, { schema: MemberSchema })
    : http.get(`/customer/${customerId}/setAsMember`, { schema: MemberSchema });
}

/** POST /customer/registerMemberCard: the customer gets a member card (and becomes a member). */
export function registerMemberCard(body: RegisterMemberCardBody): Promise<Member> {
  return http.post('/customer/registerMemberCard', body, { schema: MemberSchema });
}

export function useMemberListQuery(keyword: string) {
  // The list stays while the next search loads; the loader is for the first one only.
  return useQuery({ queryKey: membersQueryKeys.list(keyword), queryFn: () => fetchMemberList(keyword), placeholderData: (previous) => previous });
}
