import type { PrintPlan } from '@kasir/contracts';
import type { z } from 'zod';
import type { PrintPaymentReportBodySchema, PrintSummaryReportBodySchema } from '@kasir/contracts';
import { MS_PER_SECOND, ReportSectionTitle, SetReceipt, buildSummaryReport } from '@kasir/domain';
import type { AuthContext } from '../../platform/access.ts';
import { loadTargets, outletSlipWidth, plan, slipJobs } from '../printing/plan-support.ts';
import { presentReceiptSettings } from '../printing/printing.presenter.ts';
import type { PrintingSetupRepository } from '../printing/printing-setup.repository.ts';
import { printedSection, type SectionModel } from './reports.presenter.ts';
import type { ReportsService, ResolvedReport } from './reports.service.ts';

type Deps = { reports: ReportsService; setup: PrintingSetupRepository; now?: () => Date };

/** Slip headings: the slips print the spec's Indonesian, as the shift report does. */
const HEADING = { SUMMARY: 'LAPORAN PENJUALAN', PAYMENT: 'LAPORAN PEMBAYARAN' } as const;
/** Two requests in the same minute are the same slip (a double click); a minute later, a new print. */
const minuteOf = (iso: string) => iso.slice(0, 16);

/**
 * Print plans of the summary and payment reports on the REPORT print set (SetReceiptId 5),
 * the same path as the shift report (plan-support: targets, jobs, ids); the web hands the plan
 * to the print agent as it does every other slip.
 */
export function createReportsPrintService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  async function planReport(resolved: ResolvedReport, heading: string, models: readonly SectionModel[]): Promise<PrintPlan> {
    const { outlet, scope } = resolved;
    const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.REPORT);
    const settings = presentReceiptSettings(await deps.setup.findReceiptSettings(outlet.id), outlet);
    const printedAt = clock().toISOString();
    const lastIso = new Date(new Date(scope.toIso).getTime() - MS_PER_SECOND).toISOString();
    const sections = models.map(printedSection);
    return plan(
      slipJobs(targets, {
        kind: heading === HEADING.SUMMARY ? 'summaryreport' : 'paymentreport',
        subjectId: outlet.id,
        identity: `${scope.fromIso}|${scope.toIso}|${scope.shiftId ?? ''}|${scope.cashierId ?? ''}|${minuteOf(printedAt)}`,
        timeZoneHours: outlet.time_zone,
        slipWidth: outletSlipWidth(outlet),
        build: (page) => buildSummaryReport(page, { settings, heading, cashierName: resolved.cashierName, fromIso: scope.fromIso, toIso: lastIso, sections, printedAt }),
      }),
    );
  }

  return {
    async summary(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintSummaryReportBodySchema>): Promise<PrintPlan> {
      const resolved = await deps.reports.resolveRange(auth, outletHeader, body);
      return planReport(resolved, HEADING.SUMMARY, await deps.reports.summarySections(resolved.scope));
    },

    /** Spec §5: a payment report with no data prints nothing (an empty plan, no printer needed). */
    async payments(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintPaymentReportBodySchema>): Promise<PrintPlan> {
      const resolved = await deps.reports.resolvePayments(auth, outletHeader, body);
      const models = await deps.reports.paymentSections(resolved.scope);
      const hasData = models.some((model) => (model.title === ReportSectionTitle.PAYMENT || model.title === ReportSectionTitle.NO_SALES_PAYMENT) && model.rows.length > 0);
      if (!hasData) return plan([]);
      return planReport(resolved, HEADING.PAYMENT, models);
    },
  };
}

export type ReportsPrintService = ReturnType<typeof createReportsPrintService>;
