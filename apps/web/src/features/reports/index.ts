export { SummaryReportButton } from './SummaryReportButton.tsx';
export { openSummaryReport, printSummaryReport } from './report-actions.ts';
export { canSeeReports } from './report-access.ts';
