import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, OutletProductSchema, OwnerProductSchema, type AddOutletProductBody, type OutletProduct, type OwnerProduct } from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import { SESSION_CACHE_PREFIX } from '../../shared/session-cache.ts';
import { catalogQueryKeys } from '../menu/catalog/catalog-api.ts';
import { useSessionStore } from '../session/session-store.ts';

/** POST /outletProduct answers 201 when it made the row, 200 when a retry found it. */
const ADDED = [200, 201] as const;

export const addMenuQueryKeys = {
  all: ['add-menu'] as const,
  notInOutlet: (outletId: number, search: string) => ['add-menu', outletId, 'not-in-outlet', search] as const,
};

/** The owner's products this outlet does not sell yet (GET /product/notInOutlet), by name. */
export function useNotInOutletQuery(search: string) {
  const outletId = useSessionStore((state) => state.outlet?.Id ?? 0);
  return useQuery({
    queryKey: addMenuQueryKeys.notInOutlet(outletId, search),
    queryFn: (): Promise<OwnerProduct[]> => http.get('/product/notInOutlet', { schema: OwnerProductSchema.array(), query: search === '' ? undefined : { search } }),
    enabled: outletId > 0,
  });
}

/** A key per dialog opening: a retried Save answers the row the first one made. */
export function newAddMenuRequestKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `add-menu-${random}`;
}

/**
 * Puts one of the owner's products on this outlet's menu. On success the add-menu list and the
 * menu (query and its session copy) are refreshed; other tills hear catalog:changed.
 */
export function useAddOutletProduct() {
  const outletId = useSessionStore((state) => state.outlet?.Id ?? 0);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: AddOutletProductBody; requestKey: string }): Promise<OutletProduct> =>
      http.post('/outletProduct', body, { schema: OutletProductSchema, successStatuses: ADDED, headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey } }),
    onSuccess: async () => {
      try {
        sessionStorage.removeItem(`${SESSION_CACHE_PREFIX}menu.${outletId}.products`);
      } catch {
        // A disabled storage holds no copy to drop.
      }
      await Promise.all([client.invalidateQueries({ queryKey: addMenuQueryKeys.all }), client.invalidateQueries({ queryKey: catalogQueryKeys.products(outletId) })]);
    },
  });
}
