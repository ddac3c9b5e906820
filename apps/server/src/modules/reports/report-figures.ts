import type { ReportScope } from './report-scope.ts';
import type { SummaryFigures } from './reports.presenter.ts';
import type { ReportsRepository } from './reports.repository.ts';

/**
 * Every figure of the summary report for one scope. The reads are independent, so they are
 * started together: on PostgreSQL they run side by side on the pool; SQLite answers them one
 * after another anyway. Revenue and its sections, and the sold lines and compliments, are one
 * read each (ADR 18): the settled orders are the large part of the work.
 */
export async function loadSummaryFigures(reports: ReportsRepository, scope: ReportScope): Promise<SummaryFigures> {
  const [sales, payments, productLines, discounts, refunds, voids, cashFlows, outstanding, memberships] = await Promise.all([
    reports.sales(scope),
    reports.paymentMethods(scope),
    reports.productLines(scope),
    reports.discounts(scope),
    reports.refunds(scope),
    reports.voidedOrders(scope),
    reports.cashFlows(scope),
    reports.outstanding(scope),
    reports.membershipSales(scope),
  ]);
  return { ...sales, payments, ...productLines, discounts, refunds, voids, cashFlows, outstanding, memberships };
}
