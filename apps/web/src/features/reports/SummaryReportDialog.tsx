import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Modal, SegmentedControl, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS } from '@kasir/domain';
import type { SummaryReport } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import type { DialogComponentProps } from '../../dialogs/DialogHost.tsx';
import { updateDialogProps } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useSummarySalesChartsQuery, useSummarySalesReportQuery } from './api.ts';
import { printSummaryReport } from './report-actions.ts';
import { ReportCharts } from './ReportCharts.tsx';
import { exportReportCsv } from './report-export.ts';
import { ReportRangePicker } from './ReportRangePicker.tsx';
import { outletToday, type ReportDays } from './report-range.ts';
import { readReport, splitReportPanels, type ReportSectionView } from './report-sections.ts';
import { ReportSection } from './ReportSection.tsx';

/** Spec §2: 80 % of the viewport each way (of the app's scaled box, which is the viewport as seen). */
const DIALOG_SIZE = '80%';
const DIALOG_HEIGHT = 'calc(var(--kasir-app-height, 100vh) * 0.8)';
/** Spec §2: the Print button is 120 px wide (slim padding: 'Cetak' in text zoomed for 1024 wide still fits). */
const PRINT_BUTTON_WIDTH_PX = 120;

type ReportTab = 'report' | 'charts';
type Panel = 'soldProduct' | 'cashInOut';

/** The sold-product and cash in/out panels, one at a time (spec §2: mutually exclusive). */
function ExclusivePanels({ soldProduct, cashInOut, currency }: { soldProduct: ReportSectionView | null; cashInOut: ReportSectionView | null; currency: string }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>('soldProduct');
  const shown = (panel === 'soldProduct' ? soldProduct : cashInOut) ?? soldProduct ?? cashInOut;
  if (shown === null) return null;
  return (
    <Stack gap="xs">
      {soldProduct !== null && cashInOut !== null && (
        <SegmentedControl
          value={shown === soldProduct ? 'soldProduct' : 'cashInOut'}
          onChange={(value) => setPanel(value === 'cashInOut' ? 'cashInOut' : 'soldProduct')}
          data={[
            { value: 'soldProduct', label: t('reports.panels.soldProduct') },
            { value: 'cashInOut', label: t('reports.panels.cashInOut') },
          ]}
          data-testid="report-panel-switch"
        />
      )}
      <ReportSection section={shown} currency={currency} />
    </Stack>
  );
}

function ReportBody({ report, currency }: { report: SummaryReport; currency: string }) {
  const panels = splitReportPanels(readReport(report));
  return (
    <SimpleGrid cols={2} spacing="md" data-testid="summary-report">
      <Stack gap="md">
        {panels.main.map((section) => (
          <ReportSection key={section.title} section={section} currency={currency} />
        ))}
      </Stack>
      <ExclusivePanels soldProduct={panels.soldProduct} cashInOut={panels.cashInOut} currency={currency} />
    </SimpleGrid>
  );
}

/** Spec §2 summary sales report modal, with our charts and CSV export (issue 18). */
export function SummaryReportDialog({ dialogKey, props, close }: DialogComponentProps<'summary-report'>) {
  const { t } = useTranslation();
  const outlet = useSessionStore((state) => state.outlet);
  const outletName = outlet?.Name ?? '';
  const currency = outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE;
  const today = outletToday(new Date(), outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS);
  const days: ReportDays = { fromDate: props.fromDate, toDate: props.toDate };
  const [tab, setTab] = useState<ReportTab>('report');
  const [isPrinting, setIsPrinting] = useState(false);
  const report = useSummarySalesReportQuery(outlet?.Id ?? null, outletName, days);
  const charts = useSummarySalesChartsQuery(outlet?.Id ?? null, days, tab === 'charts');

  // Spec §8: a failed summary report shows the server's message in a toast.
  const failure = report.error ?? charts.error;
  useEffect(() => {
    if (failure) toast.error(errorMessageOf(failure));
  }, [failure]);

  const print = async () => {
    setIsPrinting(true);
    try {
      await printSummaryReport(days);
    } finally {
      setIsPrinting(false);
    }
  };

  let body;
  if (report.isPending) body = <Center h={200}><Loader aria-label={t('common.loading')} data-testid="summary-report-loading" /></Center>;
  else if (report.isError) body = <Text c="red" data-testid="summary-report-error">{errorMessageOf(report.error)}</Text>;
  else body = <ReportBody report={report.data} currency={currency} />;

  return (
    <Modal
      opened
      onClose={() => close()}
      title={t('reports.title')}
      size={DIALOG_SIZE}
      // The default side offset would make it 80 % of what is left beside the offsets.
      xOffset={0}
      centered
      closeOnClickOutside
      styles={{ content: { height: DIALOG_HEIGHT, display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } }}
      closeButtonProps={{ 'aria-label': t('reports.close') }}
    >
      <Stack gap="md" style={{ flex: 1, minHeight: 0 }} data-testid="summary-report-dialog">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700} fz="xl" data-testid="summary-report-outlet">
              {outletName}
            </Text>
            <Text c="dimmed">{t('reports.label')}</Text>
          </Stack>
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <ReportRangePicker days={days} today={today} onChange={(next) => updateDialogProps(dialogKey, 'summary-report', next)} />
            <Button variant="light" leftSection={<IconFileSpreadsheet size={18} />} disabled={!report.isSuccess} onClick={() => report.data && exportReportCsv(report.data, outletName, days)} data-testid="report-export-csv">
              {t('reports.exportCsv')}
            </Button>
            <Button style={{ width: PRINT_BUTTON_WIDTH_PX }} px={8} leftSection={<IconPrinter size={16} />} loading={isPrinting} disabled={!report.isSuccess} onClick={() => void print()} data-testid="report-print">
              {t('reports.print')}
            </Button>
          </Group>
        </Group>
        <Tabs value={tab} onChange={(value) => setTab(value === 'charts' ? 'charts' : 'report')} style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <Tabs.List>
            <Tabs.Tab value="report" data-testid="report-tab-report">{t('reports.tabs.report')}</Tabs.Tab>
            <Tabs.Tab value="charts" data-testid="report-tab-charts">{t('reports.tabs.charts')}</Tabs.Tab>
          </Tabs.List>
          <div style={{ flex: 1, minHeight: 0, overflow: 'auto', paddingTop: 'var(--mantine-spacing-md)' }} data-testid="summary-report-scroll">
            {tab === 'report' ? body : <ReportCharts charts={charts.data} currency={currency} isLoading={charts.isFetching} />}
          </div>
        </Tabs>
      </Stack>
    </Modal>
  );
}
