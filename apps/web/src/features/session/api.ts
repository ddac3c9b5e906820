import { useQuery } from '@tanstack/react-query';
import { GlobalSettingCode } from '@kasir/domain';
import {
  CashierListResponseSchema,
  LockStatusSchema,
  LoginResultSchema,
  MeSchema,
  OutletSchema,
  OutletSettingSchema,
  type CashierSummary,
  type LockStatus,
  type Me,
  type Outlet,
} from '@kasir/contracts';
import { http } from '../../api/http-client.ts';

export const MAINTENANCE_ON_VALUE = '1';

export const sessionQueryKeys = {
  maintenance: ['session', 'maintenance'] as const,
  cashiers: (ownerId: number) => ['session', 'cashiers', ownerId] as const,
  outlets: ['session', 'outlets'] as const,
  lockStatus: ['session', 'lock-status'] as const,
};

/** Public: whether the global cashier maintenance switch is on. */
export async function fetchMaintenance(): Promise<boolean> {
  const setting = await http.get(`/outletSetting/global/${GlobalSettingCode.GLOBAL_MAINTENANCE_CASHIER}`, {
    token: null,
    schema: OutletSettingSchema.nullable(),
  });
  return setting?.Value === MAINTENANCE_ON_VALUE;
}

export async function loginOwner(Username: string, Password: string): Promise<string> {
  const result = await http.post('/user/login', { Username, Password }, { token: null, schema: LoginResultSchema });
  return result.Token;
}

export function fetchCashiers(ownerId: number, ownerToken: string): Promise<CashierSummary[]> {
  return http.get(`/user/cashiers/${ownerId}`, { token: ownerToken, schema: CashierListResponseSchema.shape.data });
}

/** The cashier login travels with the owner token, which vouches for this terminal. */
export async function loginCashier(Username: string, PIN: string, ownerToken: string): Promise<string> {
  const result = await http.post('/user/login', { Username, PIN, isCashier: true }, { token: ownerToken, schema: LoginResultSchema });
  return result.Token;
}

export function fetchMe(token: string): Promise<Me> {
  return http.get('/user/me', { token, schema: MeSchema });
}

export function fetchOutlets(): Promise<Outlet[]> {
  return http.get('/outlet/getByUser', { query: { isSuspend: 0 }, schema: OutletSchema.array() });
}

export function lockCashier(): Promise<LockStatus> {
  return http.get('/user/lockCashier', { schema: LockStatusSchema });
}

export function checkLockStatus(): Promise<LockStatus> {
  return http.get('/user/checkLockStatus', { schema: LockStatusSchema });
}

export function unlockCashier(Username: string, PIN: string): Promise<LockStatus> {
  return http.post('/user/unlockCashier', { Username, PIN }, { schema: LockStatusSchema });
}

export function logoutCashierCall(cashierToken: string): Promise<unknown> {
  return http.get('/user/logoutCashier', { token: cashierToken });
}

export function logoutOwnerCall(ownerToken: string): Promise<unknown> {
  return http.get('/user/logout', { token: ownerToken });
}

/** Polled so a switched-on maintenance reaches terminals that are already open. */
const MAINTENANCE_POLL_MS = 60_000;

export function useMaintenanceQuery() {
  return useQuery({
    queryKey: sessionQueryKeys.maintenance,
    queryFn: fetchMaintenance,
    refetchInterval: MAINTENANCE_POLL_MS,
    staleTime: MAINTENANCE_POLL_MS,
  });
}

export function useCashiersQuery(ownerId: number | null, ownerToken: string | null) {
  return useQuery({
    queryKey: sessionQueryKeys.cashiers(ownerId ?? 0),
    queryFn: () => fetchCashiers(ownerId ?? 0, ownerToken ?? ''),
    enabled: ownerId !== null && ownerToken !== null,
  });
}

export function useOutletsQuery(cashierId: number | null) {
  return useQuery({
    queryKey: [...sessionQueryKeys.outlets, cashierId],
    queryFn: fetchOutlets,
    enabled: cashierId !== null,
  });
}
