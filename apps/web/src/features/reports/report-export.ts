import { SpecMessage } from '@kasir/domain';
import type { SummaryReport } from '@kasir/contracts';
import { i18n } from '../../i18n/i18n.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { buildReportCsv, reportFileName, type ReportCsvLabels } from './report-csv.ts';
import { downloadTextFile } from './report-download.ts';
import type { ReportDays } from './report-range.ts';
import { readReport } from './report-sections.ts';

const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

function csvLabels(): ReportCsvLabels {
  const t = (key: string) => i18n.t(`reports.${key}`);
  return {
    outlet: t('columns.outlet'),
    from: t('columns.from'),
    to: t('columns.to'),
    section: t('columns.section'),
    label: t('columns.label'),
    payment: t('columns.payment'),
    quantity: t('columns.quantity'),
    amount: t('columns.amount'),
    total: t('total'),
    totalTransaction: t('totalTransaction'),
    noData: translateMessage(SpecMessage.NO_DATA),
  };
}

/** Every section of the report as a CSV download, in the cashier's language. */
export function exportReportCsv(report: SummaryReport, outletName: string, days: ReportDays): string {
  const fileName = reportFileName(outletName, days);
  downloadTextFile(fileName, buildReportCsv({ outletName, range: days, sections: readReport(report), labels: csvLabels() }), CSV_MIME_TYPE);
  return fileName;
}
