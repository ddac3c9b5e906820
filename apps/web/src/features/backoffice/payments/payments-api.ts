import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminChargeSchema,
  AdminPaymentMethodSchema,
  IDEMPOTENCY_KEY_HEADER,
  OwnerOutletOrderTypesSchema,
  RemovalResultSchema,
  UploadedImageSchema,
  type AdminCharge,
  type AdminPaymentMethod,
  type ChargeBody,
  type OwnerOutletOrderTypes,
  type PaymentMethodBody,
  type RemovalResult,
  type UploadedImage,
} from '@kasir/contracts';
import { API_BASE, ApiError } from '../../../api/http-client.ts';
import { messageRefOf, translateMessage } from '../../../i18n/messages.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { backOfficeHttp } from '../backoffice-http.ts';
import { useBackOfficeSession } from '../backoffice-session.ts';

export const paymentAdminKeys = {
  methods: (outletId: number) => ['backoffice', 'payment-methods', outletId] as const,
  charges: (outletId: number) => ['backoffice', 'charges', outletId] as const,
  orderTypes: (outletId: number) => ['backoffice', 'outlet-admin', 'order-types', outletId] as const,
};

/** Where the tills load an uploaded image from (spec §7: an upload path on the API host). */
export const uploadedImageUrl = (fileName: string): string => `/upload/${encodeURIComponent(fileName)}`;

/** A fresh Idempotency-Key per opening of a create dialog (randomUUID needs a secure context). */
export const newIdempotencyKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function usePaymentMethods(outletId: number | null) {
  return useQuery({
    queryKey: paymentAdminKeys.methods(outletId ?? 0),
    queryFn: (): Promise<AdminPaymentMethod[]> => backOfficeHttp.get(`/outlet/${outletId}/paymentMethods`, { schema: AdminPaymentMethodSchema.array() }),
    enabled: outletId !== null,
  });
}

export function useCharges(outletId: number | null) {
  return useQuery({
    queryKey: paymentAdminKeys.charges(outletId ?? 0),
    queryFn: (): Promise<AdminCharge[]> => backOfficeHttp.get(`/outlet/${outletId}/charges`, { schema: AdminChargeSchema.array() }),
    enabled: outletId !== null,
  });
}

/** The outlet's order types (outlet-admin's GET /outlet/{id}/orderTypes): what a charge may apply to. */
export function useOrderTypesOf(outletId: number | null) {
  return useQuery({
    queryKey: paymentAdminKeys.orderTypes(outletId ?? 0),
    queryFn: (): Promise<OwnerOutletOrderTypes> => backOfficeHttp.get(`/outlet/${outletId}/orderTypes`, { schema: OwnerOutletOrderTypesSchema }),
    enabled: outletId !== null,
  });
}

export function useSavePaymentMethod(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: PaymentMethodBody; key: string }): Promise<AdminPaymentMethod> =>
      id === null
        ? backOfficeHttp.post('/outletPaymentMethod', body, { schema: AdminPaymentMethodSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } })
        : backOfficeHttp.put(`/outletPaymentMethod/${id}`, body, { schema: AdminPaymentMethodSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentAdminKeys.methods(outletId) }),
  });
}

export function useRemovePaymentMethod(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<RemovalResult> => backOfficeHttp.delete(`/outletPaymentMethod/${id}`, { schema: RemovalResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentAdminKeys.methods(outletId) }),
  });
}

export function useSaveCharge(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: ChargeBody; key: string }): Promise<AdminCharge> =>
      id === null
        ? backOfficeHttp.post('/outletCharge', body, { schema: AdminChargeSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } })
        : backOfficeHttp.put(`/outletCharge/${id}`, body, { schema: AdminChargeSchema }),
    // The order types list the charges they apply (outlet-admin's screen): it refetches too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentAdminKeys.charges(outletId) }), queryClient.invalidateQueries({ queryKey: paymentAdminKeys.orderTypes(outletId) })]),
  });
}

export function useRemoveCharge(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<RemovalResult> => backOfficeHttp.delete(`/outletCharge/${id}`, { schema: RemovalResultSchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentAdminKeys.charges(outletId) }), queryClient.invalidateQueries({ queryKey: paymentAdminKeys.orderTypes(outletId) })]),
  });
}

/**
 * POST /image/upload as multipart (field 'file'): the JSON client cannot send a file, so this is
 * its own fetch with the back office's owner token; errors read like the client's.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const token = useBackOfficeSession.getState().token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/image/upload`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(i18n.t('errors.network'), null, null, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 201) {
    const first = body !== null && typeof body === 'object' && 'data' in body && Array.isArray(body.data) ? (body.data[0] as { error?: unknown } | undefined) : undefined;
    const text = typeof first?.error === 'string' ? first.error : body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : i18n.t('errors.requestFailed', { status: response.status });
    throw new ApiError(translateMessage(text, messageRefOf(body)), response.status, null, body);
  }
  const parsed = UploadedImageSchema.safeParse(body !== null && typeof body === 'object' && 'data' in body ? body.data : null);
  if (!parsed.success) throw new ApiError(i18n.t('errors.unexpectedResponse'), response.status, null, body);
  return parsed.data;
}
