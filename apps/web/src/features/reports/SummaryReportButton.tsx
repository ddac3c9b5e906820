import { Button } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/session-store.ts';
import { openSummaryReport } from './report-actions.ts';
import { canSeeReports } from './report-access.ts';

/** Opens the summary sales report; not there at all for a role without the REPORT module. */
export function SummaryReportButton() {
  const { t } = useTranslation();
  const cashier = useSessionStore((state) => state.cashier);
  if (!canSeeReports(cashier)) return null;
  return (
    <Button variant="light" leftSection={<IconReportAnalytics size={18} />} onClick={() => openSummaryReport()} data-testid="open-summary-report">
      {t('reports.open')}
    </Button>
  );
}
