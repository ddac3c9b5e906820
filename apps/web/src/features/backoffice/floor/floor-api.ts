import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FloorAreaSchema,
  FloorDeleteResultSchema,
  FloorTableSchema,
  IDEMPOTENCY_KEY_HEADER,
  type FloorArea,
  type FloorDeleteResult,
  type FloorTable,
  type UpdateFloorAreaBody,
  type UpdateFloorTableBody,
} from '@kasir/contracts';
import { backOfficeHttp } from '../backoffice-http.ts';

export const floorQueryKeys = {
  areas: (outletId: number) => ['backoffice', 'floor', 'areas', outletId] as const,
};

/** GET /outlet/{id}/areas: the live areas of the outlet with their tables. */
export function useFloorAreas(outletId: number | null) {
  return useQuery({
    queryKey: floorQueryKeys.areas(outletId ?? 0),
    queryFn: (): Promise<FloorArea[]> => backOfficeHttp.get(`/outlet/${outletId}/areas`, { schema: FloorAreaSchema.array() }),
    enabled: outletId !== null,
  });
}

/** A fresh Idempotency-Key (randomUUID needs a secure context; a till on a LAN address may not be one). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export type NewArea = { OutletId: number; Name: string; AreaSize: string; Charge: number };
export type NewTable = { OutletAreaId: number; TableName: string; TableIndex: number; Position: string; Capacity: number; IsRoom: boolean; RoomId: number | null; Type: number };

/** Every floor write refetches the outlet's areas; the cashier terminals hear floorPlan:changed from the server. */
export function useFloorMutations(outletId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: floorQueryKeys.areas(outletId ?? 0) });
  const withRefresh = { onSettled: refresh };
  return {
    createArea: useMutation({
      mutationFn: ({ body, key }: { body: NewArea; key: string }): Promise<FloorArea> =>
        backOfficeHttp.post('/outletArea', body, { schema: FloorAreaSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, successStatuses: [200, 201] }),
      ...withRefresh,
    }),
    updateArea: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateFloorAreaBody }): Promise<FloorArea> => backOfficeHttp.put(`/outletArea/${id}`, body, { schema: FloorAreaSchema }),
      ...withRefresh,
    }),
    deleteArea: useMutation({
      mutationFn: (id: number): Promise<FloorDeleteResult> => backOfficeHttp.delete(`/outletArea/${id}`, { schema: FloorDeleteResultSchema }),
      ...withRefresh,
    }),
    createTable: useMutation({
      mutationFn: ({ body, key }: { body: NewTable; key: string }): Promise<FloorTable> =>
        backOfficeHttp.post('/outletTable', body, { schema: FloorTableSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, successStatuses: [200, 201] }),
      ...withRefresh,
    }),
    updateTable: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateFloorTableBody }): Promise<FloorTable> => backOfficeHttp.put(`/outletTable/${id}`, body, { schema: FloorTableSchema }),
      ...withRefresh,
    }),
    deleteTable: useMutation({
      mutationFn: (id: number): Promise<FloorDeleteResult> => backOfficeHttp.delete(`/outletTable/${id}`, { schema: FloorDeleteResultSchema }),
      ...withRefresh,
    }),
  };
}
