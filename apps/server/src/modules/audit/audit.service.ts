import type { AuditPage } from '@kasir/contracts';
import { AUDIT_KIND_ACTIONS, AUDIT_PAGE_SIZE, parseReportRange, type AuditKindValue } from '@kasir/domain';
import { invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { presentAuditRow, referencedMethodIds } from './audit.presenter.ts';
import type { AuditRepository } from './audit.repository.ts';

export type AuditRequest = { fromDate: string; toDate: string; outletId?: number | undefined; type?: string | undefined; page: number };

/**
 * The owner's audit view: voids, deducts, deletes, refunds, changed payments and changed prices
 * with who asked, who approved and when. The range follows the reports' rule (at most
 * SUMMARY_REPORT_MAX_DAYS days, outlet time).
 */
export function createAuditService(repository: AuditRepository) {
  return {
    async list(auth: AuthContext, query: AuditRequest): Promise<AuditPage> {
      const outletId = query.outletId ?? null;
      const outlet = await repository.outletForDates(auth.ownerId, outletId);
      if (!outlet && outletId !== null) throw notFound('Outlet');
      const empty: AuditPage = { Items: [], Page: query.page, PageSize: AUDIT_PAGE_SIZE, Total: 0 };
      if (!outlet) return empty;
      const parsed = parseReportRange(query.fromDate, query.toDate, new Date(), outlet.time_zone);
      if ('field' in parsed) throw invalidField(parsed.field, parsed.error);
      const kinds = (query.type === undefined ? Object.keys(AUDIT_KIND_ACTIONS) : [query.type]) as AuditKindValue[];
      const filter = {
        ownerId: auth.ownerId,
        outletId,
        actions: kinds.flatMap((kind) => AUDIT_KIND_ACTIONS[kind]),
        fromIso: parsed.range.from.toISOString(),
        toExclusiveIso: parsed.range.toExclusive.toISOString(),
        limit: AUDIT_PAGE_SIZE,
        offset: (query.page - 1) * AUDIT_PAGE_SIZE,
      };
      const [rows, total] = await Promise.all([repository.page(filter), repository.count(filter)]);
      const names = await repository.methodNames(auth.ownerId, referencedMethodIds(rows));
      return { Items: rows.map((row) => presentAuditRow(row, names)), Page: query.page, PageSize: AUDIT_PAGE_SIZE, Total: total };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
