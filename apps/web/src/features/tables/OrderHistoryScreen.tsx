import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Badge, Card, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_TIME_ZONE_HOURS, OrderStatus, formatOutletDate, formatOutletDateTime } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { paths } from '../../app/router.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { fetchOrderHistory, tablesQueryKeys } from './api.ts';
import { formatWireAmount } from './money-text.ts';
import { PageWindowNav } from './order-history/PageWindowNav.tsx';
import type { TableOrderSummary } from './wire-types.ts';

const ALL = 'all';
/** The history opens on the last week, so the cashier sees recent orders at once. */
export const ORDER_HISTORY_DEFAULT_DAYS = 7;
const MS_PER_DAY = 86_400_000;

function tablesOf(order: TableOrderSummary): string {
  return (order.OrderTables ?? []).flatMap((link) => (link.OutletTable ? [link.OutletTable.TableName] : [])).join(' + ');
}

/** Route /cashier/order-history: every order of a date range, by status, a page at a time (spec §2, §7, §9). */
export function OrderHistoryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outlet = useSessionStore((state) => state.outlet);
  const timeZone = outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  const [range, setRange] = useState<[string, string]>(() => {
    const now = new Date();
    return [formatOutletDate(new Date(now.getTime() - (ORDER_HISTORY_DEFAULT_DAYS - 1) * MS_PER_DAY), timeZone), formatOutletDate(now, timeZone)];
  });
  const [picked, setPicked] = useState<[string | null, string | null]>(range);
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const statusFilter = status === ALL ? null : Number(status);
  const history = useQuery({
    queryKey: tablesQueryKeys.orderHistory(outlet?.Id ?? 0, range[0], range[1], statusFilter, page),
    queryFn: () => fetchOrderHistory(range[0], range[1], statusFilter, page),
    enabled: outlet !== null,
    placeholderData: keepPreviousData,
  });

  if (!outlet) return null;
  const when = (text: string | null | undefined) => {
    if (!text) return '';
    return formatOutletDateTime(text, timeZone);
  };

  let body;
  if (history.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (history.isError) body = <Alert color="red" title={t('errors.loadFailed')}>{errorMessageOf(history.error)}</Alert>;
  else if (history.data.items.length === 0) body = <Text c="dimmed" ta="center" py="xl" data-testid="history-empty">{t('messages.NO_DATA')}</Text>;
  else
    body = (
      <Table verticalSpacing="sm" highlightOnHover data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tables.history.orderNo')}</Table.Th>
            <Table.Th>{t('tables.history.createdOn')}</Table.Th>
            <Table.Th>{t('tables.history.tables')}</Table.Th>
            <Table.Th>{t('tables.history.customer')}</Table.Th>
            <Table.Th>{t('tables.history.status')}</Table.Th>
            <Table.Th ta="right">{t('tables.history.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.items.map((order) => (
            <Table.Tr key={order.Id} data-testid="history-row" style={{ cursor: 'pointer' }} tabIndex={0} onClick={() => navigate(`${paths.order}?orderId=${order.Id}`)} onKeyDown={(event) => event.key === 'Enter' && navigate(`${paths.order}?orderId=${order.Id}`)}>
              <Table.Td fw={700}>{order.OrderNo}</Table.Td>
              <Table.Td>{when(order.CreatedOn)}</Table.Td>
              <Table.Td>{tablesOf(order)}</Table.Td>
              <Table.Td>{order.CustomerName ?? ''}</Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`tables.orderStatus.${order.Status}`, { defaultValue: String(order.Status) })}</Badge>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatWireAmount(order.Total, outlet.CurrencyCode)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap="md" data-testid="order-history-screen">
      <Title order={2}>{t('tables.history.title')}</Title>
      <Group>
        <DatePickerInput
          type="range"
          value={picked}
          onChange={(value) => {
            setPicked(value);
            if (value[0] && value[1]) {
              setRange([value[0], value[1]]);
              setPage(1);
            }
          }}
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={18} />}
          aria-label={t('tables.history.range')}
          w={280}
        />
        <Select
          aria-label={t('tables.history.status')}
          value={status}
          allowDeselect={false}
          data-testid="history-status"
          onChange={(value) => {
            setStatus(value ?? ALL);
            setPage(1);
          }}
          data={[{ value: ALL, label: t('tables.history.allStatuses') }, ...Object.values(OrderStatus).map((code) => ({ value: String(code), label: t(`tables.orderStatus.${code}`) }))]}
        />
      </Group>
      <Card withBorder radius="md" p="md">
        {body}
      </Card>
      <PageWindowNav page={page} totalPages={history.data?.totalPages ?? 1} onPage={setPage} />
    </Stack>
  );
}
