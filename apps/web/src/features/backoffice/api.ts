import { useQuery } from '@tanstack/react-query';
import { OutletSchema, type Outlet } from '@kasir/contracts';
import { backOfficeHttp } from './backoffice-http.ts';
import { useBackOfficeSession } from './backoffice-session.ts';

export const backOfficeQueryKeys = {
  outlets: ['backoffice', 'outlets'] as const,
};

/** Every outlet of the owner, suspended ones too (the back office edits them). */
export function fetchOwnerOutlets(): Promise<Outlet[]> {
  return backOfficeHttp.get('/outlet/getByUser', { schema: OutletSchema.array() });
}

export function useOwnerOutlets() {
  const token = useBackOfficeSession((state) => state.token);
  return useQuery({ queryKey: backOfficeQueryKeys.outlets, queryFn: fetchOwnerOutlets, enabled: token !== null });
}

/** The outlet the per-outlet screens edit: the chosen one, else the first. */
export function useBackOfficeOutlet(): { outlet: Outlet | null; outlets: Outlet[]; isPending: boolean } {
  const outlets = useOwnerOutlets();
  const chosenId = useBackOfficeSession((state) => state.outletId);
  const list = outlets.data ?? [];
  const outlet = list.find((candidate) => candidate.Id === chosenId) ?? list[0] ?? null;
  return { outlet, outlets: list, isPending: outlets.isPending };
}
