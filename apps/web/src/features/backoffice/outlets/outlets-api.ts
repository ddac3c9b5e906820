import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  OutletSchema,
  OutletSettingSchema,
  OwnerOutletOrderTypeSchema,
  OwnerOutletOrderTypesSchema,
  type Outlet,
  type OutletCreateBody,
  type OutletOrderTypeUpdateBody,
  type OutletSetting,
  type OutletUpdateBody,
  type OwnerOutletOrderType,
  type OwnerOutletOrderTypes,
} from '@kasir/contracts';
import { backOfficeQueryKeys } from '../api.ts';
import { backOfficeHttp } from '../backoffice-http.ts';

export const outletsQueryKeys = {
  list: ['backoffice', 'outlet-admin', 'list'] as const,
  orderTypes: (outletId: number) => ['backoffice', 'outlet-admin', 'order-types', outletId] as const,
  settings: (outletId: number) => ['backoffice', 'outlet-admin', 'settings', outletId] as const,
};

export const fetchOutletList = (): Promise<Outlet[]> => backOfficeHttp.get('/outlet/list', { schema: OutletSchema.array() });

/** Every outlet of the owner, suspended ones included. */
export function useOutletList() {
  return useQuery({ queryKey: outletsQueryKeys.list, queryFn: fetchOutletList });
}

export function useOutletOrderTypes(outletId: number) {
  return useQuery({
    queryKey: outletsQueryKeys.orderTypes(outletId),
    queryFn: (): Promise<OwnerOutletOrderTypes> => backOfficeHttp.get(`/outlet/${outletId}/orderTypes`, { schema: OwnerOutletOrderTypesSchema }),
  });
}

export function useOutletSettings(outletId: number) {
  return useQuery({
    queryKey: outletsQueryKeys.settings(outletId),
    queryFn: (): Promise<OutletSetting[]> => backOfficeHttp.get(`/outlet/${outletId}/settings`, { schema: OutletSettingSchema.array() }),
  });
}

/** After any outlet write: this area's list and the header's outlet picker both refetch. */
function useRefreshOutlets() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: outletsQueryKeys.list }),
      queryClient.invalidateQueries({ queryKey: backOfficeQueryKeys.outlets }),
    ]);
  };
}

/** POST /outlet with an Idempotency-Key per form opening, so a double tap or a retry makes one outlet. */
export function useCreateOutlet() {
  const refresh = useRefreshOutlets();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OutletCreateBody; idempotencyKey: string }): Promise<Outlet> =>
      backOfficeHttp.post('/outlet', body, { schema: OutletSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, successStatuses: [200, 201] }),
    onSuccess: refresh,
  });
}

export function useUpdateOutlet(outletId: number) {
  const refresh = useRefreshOutlets();
  return useMutation({
    mutationFn: (body: OutletUpdateBody): Promise<Outlet> => backOfficeHttp.put(`/outlet/${outletId}`, body, { schema: OutletSchema }),
    onSuccess: refresh,
  });
}

export function useSuspendOutlet(outletId: number) {
  const refresh = useRefreshOutlets();
  return useMutation({
    mutationFn: (isSuspend: boolean): Promise<Outlet> => backOfficeHttp.put(`/outlet/${outletId}/suspend`, { IsSuspend: isSuspend }, { schema: OutletSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateOrderType(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OutletOrderTypeUpdateBody }): Promise<OwnerOutletOrderType> =>
      backOfficeHttp.put(`/outletOrderType/${id}`, body, { schema: OwnerOutletOrderTypeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outletsQueryKeys.orderTypes(outletId) }),
  });
}

export function useUpdateOutletSettings(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Array<{ Code: string; Value: string }>): Promise<OutletSetting[]> =>
      backOfficeHttp.put(`/outlet/${outletId}/settings`, body, { schema: OutletSettingSchema.array() }),
    onSuccess: (settings) => queryClient.setQueryData(outletsQueryKeys.settings(outletId), settings),
  });
}
