import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditPageSchema, type AuditPage } from '@kasir/contracts';
import { backOfficeHttp } from '../backoffice-http.ts';
import { useBackOfficeSession } from '../backoffice-session.ts';
import { auditQueryOf, type AuditFilter } from './audit-filter.ts';

export const auditKeys = { page: (filter: AuditFilter) => ['backoffice', 'audit', filter] as const };

/** GET /audit (owner): one page of the audit trail, newest first. */
export function useAuditPage(filter: AuditFilter) {
  const token = useBackOfficeSession((state) => state.token);
  return useQuery({
    queryKey: auditKeys.page(filter),
    queryFn: (): Promise<AuditPage> => backOfficeHttp.get('/audit', { query: auditQueryOf(filter), schema: AuditPageSchema }),
    enabled: token !== null,
    // A new page or filter keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
