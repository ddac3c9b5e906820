import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddOnChoicesSchema,
  AdminAddOnSchema,
  AdminBundleSchema,
  IDEMPOTENCY_KEY_HEADER,
  RemovalResultSchema,
  type AddOnBody,
  type AddOnChoices,
  type AdminAddOn,
  type AdminBundle,
  type BundleBody,
  type RemovalResult,
} from '@kasir/contracts';
import { backOfficeHttp } from '../backoffice-http.ts';

export const addOnAdminKeys = {
  addOns: (outletId: number) => ['backoffice', 'add-ons', outletId] as const,
  bundles: (outletId: number) => ['backoffice', 'bundles', outletId] as const,
  choices: (outletId: number) => ['backoffice', 'add-on-choices', outletId] as const,
};

export function useAddOns(outletId: number | null) {
  return useQuery({
    queryKey: addOnAdminKeys.addOns(outletId ?? 0),
    queryFn: (): Promise<AdminAddOn[]> => backOfficeHttp.get(`/outlet/${outletId}/subProducts`, { schema: AdminAddOnSchema.array() }),
    enabled: outletId !== null,
  });
}

export function useBundles(outletId: number | null) {
  return useQuery({
    queryKey: addOnAdminKeys.bundles(outletId ?? 0),
    queryFn: (): Promise<AdminBundle[]> => backOfficeHttp.get(`/outlet/${outletId}/bundles`, { schema: AdminBundleSchema.array() }),
    enabled: outletId !== null,
  });
}

/** The outlet's products and categories the dialogs choose from. */
export function useAddOnChoices(outletId: number | null) {
  return useQuery({
    queryKey: addOnAdminKeys.choices(outletId ?? 0),
    queryFn: (): Promise<AddOnChoices> => backOfficeHttp.get(`/outlet/${outletId}/addOnChoices`, { schema: AddOnChoicesSchema }),
    enabled: outletId !== null,
  });
}

export function useSaveAddOn(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: AddOnBody; key: string }): Promise<AdminAddOn> =>
      id === null ? backOfficeHttp.post('/subProduct', body, { schema: AdminAddOnSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }) : backOfficeHttp.put(`/subProduct/${id}`, body, { schema: AdminAddOnSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addOnAdminKeys.addOns(outletId) }),
  });
}

export function useRemoveAddOn(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<RemovalResult> => backOfficeHttp.delete(`/subProduct/${id}`, { schema: RemovalResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addOnAdminKeys.addOns(outletId) }),
  });
}

export function useSaveBundle(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: BundleBody; key: string }): Promise<AdminBundle> =>
      id === null ? backOfficeHttp.post('/productBundle', body, { schema: AdminBundleSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }) : backOfficeHttp.put(`/productBundle/${id}`, body, { schema: AdminBundleSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addOnAdminKeys.bundles(outletId) }),
  });
}

export function useRemoveBundle(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<RemovalResult> => backOfficeHttp.delete(`/productBundle/${id}`, { schema: RemovalResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addOnAdminKeys.bundles(outletId) }),
  });
}
