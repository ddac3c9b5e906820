import { Badge, Card, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CashFlowType, DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS, SpecMessage, ZERO_MONEY, addMoney, formatMoney, subtractMoney, type Money } from '@kasir/domain';
import type { CashInOut } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useCashFlowTotalQuery, useCashFlowsQuery } from './api.ts';
import { formatShiftTime, formatWireAmount, wireToMoney } from './shift-format.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** Each entry with the balance of cash in minus cash out up to it, oldest first. */
export function withRunningTotal(entries: CashInOut[]): Array<{ entry: CashInOut; runningTotal: Money }> {
  const oldestFirst = [...entries].sort((left, right) => left.CreatedOn.localeCompare(right.CreatedOn) || left.Id - right.Id);
  let total = ZERO_MONEY;
  return oldestFirst.map((entry) => {
    const amount = wireToMoney(entry.Amount);
    total = entry.Type === CashFlowType.IN ? addMoney(total, amount) : subtractMoney(total, amount);
    return { entry, runningTotal: total };
  });
}

/** Cash in and out of one shift, with the running total and the server's total. */
export function CashFlowList({ shiftId }: { shiftId: number }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const outlet = useSessionStore((state) => state.outlet);
  const currency = outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE;
  const timeZone = outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  const flows = useCashFlowsQuery(shiftId);
  const total = useCashFlowTotalQuery(shiftId);

  let body;
  if (flows.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (flows.isError) body = <Text c="red">{errorMessageOf(flows.error)}</Text>;
  else if (flows.data.length === 0) body = <Text c="dimmed" data-testid="cash-flow-empty">{translateMessage(SpecMessage.NO_DATA)}</Text>;
  else
    body = (
      <Table striped data-testid="cash-flow-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shift.cashFlow.time')}</Table.Th>
            <Table.Th>{t('shift.cashFlow.type')}</Table.Th>
            <Table.Th>{t('shift.cashFlow.note')}</Table.Th>
            <Table.Th>{t('shift.cashFlow.by')}</Table.Th>
            <Table.Th ta="right">{t('shift.cashFlow.amount')}</Table.Th>
            <Table.Th ta="right">{t('shift.cashFlow.runningTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withRunningTotal(flows.data).map(({ entry, runningTotal }) => (
            <Table.Tr key={entry.Id} data-testid="cash-flow-row">
              <Table.Td>{formatShiftTime(entry.CreatedOn, timeZone)}</Table.Td>
              <Table.Td>
                <Badge color={entry.Type === CashFlowType.IN ? 'teal' : 'red'} variant="light">
                  {t(entry.Type === CashFlowType.IN ? 'shift.cashFlow.in' : 'shift.cashFlow.out')}
                </Badge>
              </Table.Td>
              <Table.Td>{entry.Note}</Table.Td>
              <Table.Td>{entry.CreatedBy.Name}</Table.Td>
              <Table.Td ta="right">{formatWireAmount(entry.Amount, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(runningTotal, { currencyPrefix: currency })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Text fw={700} fz="lg">
          {t('shift.cashFlow.title')}
        </Text>
        {total.data && (
          <Group gap="lg">
            <Text c="dimmed">{t('shift.cash.cashIn')}: {formatWireAmount(total.data.TotalCashIn, currency)}</Text>
            <Text c="dimmed">{t('shift.cash.cashOut')}: {formatWireAmount(total.data.TotalCashOut, currency)}</Text>
            <Text fw={700} data-testid="cash-flow-total">
              {t('shift.cashFlow.total')}: {formatWireAmount(total.data.Total, currency)}
            </Text>
          </Group>
        )}
      </Group>
      {body}
    </Card>
  );
}
