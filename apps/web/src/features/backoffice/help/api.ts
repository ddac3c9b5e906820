import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HelpMessageSchema, type HelpMessage } from '@kasir/contracts';
import { backOfficeHttp } from '../backoffice-http.ts';
import { useBackOfficeSession } from '../backoffice-session.ts';

export type HelpInboxFilter = { fromDate: string; toDate: string; outletId: number | null };

export const helpInboxKeys = {
  all: ['backoffice', 'help'] as const,
  list: (filter: HelpInboxFilter) => ['backoffice', 'help', filter] as const,
};

/** GET /helpCenter?fromDate&toDate[&OutletId] (owner): the messages of every outlet, newest first. */
export function fetchHelpInbox(filter: HelpInboxFilter): Promise<HelpMessage[]> {
  const query: Record<string, string> = {};
  if (filter.fromDate) query.fromDate = filter.fromDate;
  if (filter.toDate) query.toDate = filter.toDate;
  if (filter.outletId !== null) query.OutletId = String(filter.outletId);
  return backOfficeHttp.get('/helpCenter', { query, schema: HelpMessageSchema.array() });
}

export function useHelpInbox(filter: HelpInboxFilter) {
  const token = useBackOfficeSession((state) => state.token);
  return useQuery({ queryKey: helpInboxKeys.list(filter), queryFn: () => fetchHelpInbox(filter), enabled: token !== null });
}

export function useMarkHelpRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => backOfficeHttp.put(`/helpCenter/${id}/read`, undefined, { schema: HelpMessageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpInboxKeys.all }),
  });
}
