import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Card, Loader, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, SpecMessage } from '@kasir/domain';
import type { SummaryCharts } from '@kasir/contracts';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { formatWireAmount } from '../shift/shift-format.ts';
import { chartHours, paymentShares } from './report-charts-data.ts';

const CHART_HEIGHT_PX = 220;
/** Room for '12.500.000' beside the axis. */
const AMOUNT_AXIS_WIDTH_PX = 84;
const PIE_COLORS = ['coffee.6', 'teal.6', 'orange.6', 'blue.6', 'grape.6', 'red.6', 'yellow.6', 'cyan.6', 'lime.6', 'pink.6'];

/** One chart and the table of the same figures beside it, for an owner who would rather read. */
function ChartCard({ title, testId, chart, table, isEmpty }: { title: string; testId: string; chart: ReactNode; table: ReactNode; isEmpty: boolean }) {
  const translateMessage = useTranslateMessage();
  return (
    <Card withBorder radius="md" p="md" data-testid={testId}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {isEmpty ? (
        <Text c="dimmed">{translateMessage(SpecMessage.NO_DATA)}</Text>
      ) : (
        <SimpleGrid cols={2} spacing="lg">
          <div>{chart}</div>
          <ScrollArea h={CHART_HEIGHT_PX} type="auto">
            {table}
          </ScrollArea>
        </SimpleGrid>
      )}
    </Card>
  );
}

function FigureTable({ head, rows }: { head: string[]; rows: Array<{ key: string; cells: string[] }> }) {
  return (
    <Table fz="sm" verticalSpacing={4} stickyHeader>
      <Table.Thead>
        <Table.Tr>
          {head.map((label, index) => (
            <Table.Th key={label} ta={index === 0 ? undefined : 'right'}>
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) => (
              <Table.Td key={index} ta={index === 0 ? undefined : 'right'} style={{ whiteSpace: 'nowrap' }}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Issue 18 charts: sales by hour of day, by day over the range, top products, payment method mix. */
export function ReportCharts({ charts, currency, isLoading }: { charts: SummaryCharts | undefined; currency: string; isLoading: boolean }) {
  const { t } = useTranslation();
  if (charts === undefined) return isLoading ? <Loader aria-label={t('common.loading')} /> : null;
  const money = (amount: number) => formatWireAmount(amount, currency);
  const axis = (amount: number) => formatNumber(amount);
  const sales = t('reports.charts.sales');
  const hours = chartHours(charts.ByHour);
  const shares = paymentShares(charts.PaymentMethods);
  const hasSales = charts.ByDay.some((day) => day.Orders > 0 || day.Total !== 0);

  return (
    <Stack gap="md" data-testid="report-charts">
      <ChartCard
        title={t('reports.charts.byHour')}
        testId="chart-by-hour"
        isEmpty={!hasSales}
        chart={<BarChart h={CHART_HEIGHT_PX} data={hours.all} dataKey="label" series={[{ name: 'Total', label: sales, color: 'coffee.6' }]} valueFormatter={axis} tickLine="y" yAxisProps={{ width: AMOUNT_AXIS_WIDTH_PX }} />}
        table={
          <FigureTable
            head={[t('reports.charts.hour'), t('reports.charts.orders'), sales]}
            rows={hours.withSales.map((hour) => ({ key: hour.label, cells: [hour.label, formatNumber(hour.Orders), money(hour.Total)] }))}
          />
        }
      />
      <ChartCard
        title={t('reports.charts.byDay')}
        testId="chart-by-day"
        isEmpty={!hasSales}
        chart={<LineChart h={CHART_HEIGHT_PX} data={charts.ByDay} dataKey="Date" series={[{ name: 'Total', label: sales, color: 'teal.6' }]} valueFormatter={axis} curveType="linear" tickLine="y" yAxisProps={{ width: AMOUNT_AXIS_WIDTH_PX }} />}
        table={
          <FigureTable
            head={[t('reports.charts.date'), t('reports.charts.orders'), sales]}
            rows={charts.ByDay.map((day) => ({ key: day.Date, cells: [day.Date, formatNumber(day.Orders), money(day.Total)] }))}
          />
        }
      />
      <ChartCard
        title={t('reports.charts.topProducts')}
        testId="chart-top-products"
        isEmpty={charts.TopProducts.length === 0}
        chart={
          <BarChart
            h={CHART_HEIGHT_PX}
            data={charts.TopProducts}
            dataKey="Name"
            orientation="vertical"
            yAxisProps={{ width: 120 }}
            series={[{ name: 'Total', label: sales, color: 'orange.6' }]}
            valueFormatter={axis}
            tickLine="x"
          />
        }
        table={
          <FigureTable
            head={[t('reports.charts.product'), t('reports.columns.quantity'), sales]}
            rows={charts.TopProducts.map((product) => ({ key: product.Name, cells: [product.Name, formatNumber(product.Quantity), money(product.Total)] }))}
          />
        }
      />
      <ChartCard
        title={t('reports.charts.paymentMethods')}
        testId="chart-payment-methods"
        isEmpty={shares.length === 0}
        chart={
          <DonutChart
            h={CHART_HEIGHT_PX}
            size={180}
            thickness={32}
            mx="auto"
            data={shares.map((share, index) => ({ name: share.Name, value: share.Total, color: PIE_COLORS[index % PIE_COLORS.length] ?? 'gray.6' }))}
            valueFormatter={money}
            withLabelsLine={false}
          />
        }
        table={
          <FigureTable
            head={[t('reports.charts.method'), sales, t('reports.charts.share')]}
            rows={shares.map((share) => ({ key: share.Name, cells: [share.Name, money(share.Total), `${formatNumber(share.percent)}%`] }))}
          />
        }
      />
    </Stack>
  );
}
