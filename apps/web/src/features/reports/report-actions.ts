import { DEFAULT_TIME_ZONE_HOURS } from '@kasir/domain';
import { openDialog } from '../../dialogs/dialog-registry.ts';
import { runPrint, type PrintRun } from '../printing/index.ts';
import { useSessionStore } from '../session/session-store.ts';
import { planSummaryReportPrint } from './api.ts';
import { outletToday, todayRange, type ReportDays } from './report-range.ts';

/** Opens the summary sales report on today, on the outlet's clock. */
export function openSummaryReport(now: Date = new Date()): void {
  const timeZone = useSessionStore.getState().outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  openDialog('summary-report', todayRange(outletToday(now, timeZone)));
}

/** The summary report to the REPORT print set, as the shift report prints: plan on the server, relay, say what happened. */
export function printSummaryReport(days: ReportDays): Promise<PrintRun> {
  return runPrint(() => planSummaryReportPrint(days));
}
