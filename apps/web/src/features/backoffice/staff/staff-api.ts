import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CashierRemovalSchema,
  RoleDetailSchema,
  UserSchema,
  type CashierRemoval,
  type CashierWriteBody,
  type RoleDetail,
  type RoleWriteBody,
  type User,
} from '@kasir/contracts';
import { backOfficeHttp } from '../backoffice-http.ts';

export const staffQueryKeys = {
  all: ['backoffice', 'staff'] as const,
  cashiers: ['backoffice', 'staff', 'cashiers'] as const,
  roles: ['backoffice', 'staff', 'roles'] as const,
};

/** Every cashier of the owner, archived ones too (marked inactive). */
export function useCashiers() {
  return useQuery({ queryKey: staffQueryKeys.cashiers, queryFn: (): Promise<User[]> => backOfficeHttp.get('/cashiers', { schema: UserSchema.array() }) });
}

export function useRoles() {
  return useQuery({ queryKey: staffQueryKeys.roles, queryFn: (): Promise<RoleDetail[]> => backOfficeHttp.get('/role', { schema: RoleDetailSchema.array() }) });
}

/** After any staff or role write both lists refetch: a role's user count moves with its cashiers. */
function useStaffMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.all }) });
}

export const useSaveCashier = () =>
  useStaffMutation(({ id, body }: { id: number | null; body: CashierWriteBody }): Promise<User> =>
    id === null ? backOfficeHttp.post('/cashiers', body, { schema: UserSchema }) : backOfficeHttp.put(`/cashiers/${id}`, body, { schema: UserSchema }),
  );

export const useResetPin = () => useStaffMutation(({ id, pin }: { id: number; pin: string }) => backOfficeHttp.post<null>(`/cashiers/${id}/resetPin`, { PIN: pin }));

export const useRemoveCashier = () => useStaffMutation((id: number): Promise<CashierRemoval> => backOfficeHttp.delete(`/cashiers/${id}`, { schema: CashierRemovalSchema }));

export const useSaveRole = () =>
  useStaffMutation(({ id, body }: { id: number | null; body: RoleWriteBody }): Promise<RoleDetail> =>
    id === null ? backOfficeHttp.post('/role', body, { schema: RoleDetailSchema }) : backOfficeHttp.put(`/role/${id}`, body, { schema: RoleDetailSchema }),
  );

export const useDeleteRole = () => useStaffMutation((id: number) => backOfficeHttp.delete<null>(`/role/${id}`));
