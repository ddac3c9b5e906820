import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PrintPlanSchema, SummaryChartsSchema, SummaryReportSchema, type PrintPlan, type SummaryCharts, type SummaryReport } from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import { rangeQuery, type ReportDays } from './report-range.ts';

/** The report calls of spec §7 and our charts call (issue 18); every key starts with 'reports'. */
export const reportQueryKeys = {
  all: ['reports'] as const,
  summary: (outletId: number | null, days: ReportDays) => ['reports', 'summary', outletId, days.fromDate, days.toDate] as const,
  charts: (outletId: number | null, days: ReportDays) => ['reports', 'charts', outletId, days.fromDate, days.toDate] as const,
};

/** GET report/summarySalesReport: the outlet comes from the outletid header, the range in outlet time. */
export function fetchSummarySalesReport(days: ReportDays, outletName: string): Promise<SummaryReport> {
  return http.get('/report/summarySalesReport', { query: { ...rangeQuery(days), outletName }, schema: SummaryReportSchema });
}

/** GET report/summarySalesCharts (ours): by hour, by day, top products, payment methods. */
export function fetchSummarySalesCharts(days: ReportDays): Promise<SummaryCharts> {
  return http.get('/report/summarySalesCharts', { query: rangeQuery(days), schema: SummaryChartsSchema });
}

export function useSummarySalesReportQuery(outletId: number | null, outletName: string, days: ReportDays) {
  return useQuery({
    queryKey: reportQueryKeys.summary(outletId, days),
    queryFn: () => fetchSummarySalesReport(days, outletName),
    // A refusal is the server's word on the range; asking again would only repeat it.
    retry: false,
  });
}

export function useSummarySalesChartsQuery(outletId: number | null, days: ReportDays, isEnabled: boolean) {
  return useQuery({
    queryKey: reportQueryKeys.charts(outletId, days),
    queryFn: () => fetchSummarySalesCharts(days),
    enabled: isEnabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The print plan of the summary report on the REPORT print set (SetReceiptId 5), composed on the server. */
export function planSummaryReportPrint(days: ReportDays): Promise<PrintPlan> {
  return http.post('/print/summaryReport', rangeQuery(days), { schema: PrintPlanSchema });
}
