import { SHIFT_REPORT_SECTIONS, type ShiftReportSection } from '@kasir/domain';
import { loadSummaryFigures } from './report-figures.ts';
import type { ReportScope } from './report-scope.ts';
import { printedSection, summarySections } from './reports.presenter.ts';
import type { ReportsRepository } from './reports.repository.ts';

/**
 * The printed shift report's sections (spec §3: REVENUE … NO SALES PAYMENT) taken from the
 * summary report of the shift's scope, so the slip and the summary report never disagree.
 */
export async function loadShiftReportSections(reports: ReportsRepository, scope: ReportScope): Promise<{ sections: ShiftReportSection[]; cashIn: number; cashOut: number }> {
  const figures = await loadSummaryFigures(reports, scope);
  const sections = summarySections(figures).flatMap((model): ShiftReportSection[] => {
    const title = SHIFT_REPORT_SECTIONS.find((candidate) => candidate === model.title);
    return title === undefined ? [] : [{ ...printedSection(model), title }];
  });
  return { sections, cashIn: figures.cashFlows.cashIn, cashOut: figures.cashFlows.cashOut };
}
