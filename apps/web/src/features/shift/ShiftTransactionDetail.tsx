import { Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useShiftTransactionQuery } from './api.ts';
import { CashFlowList } from './CashFlowList.tsx';
import { formatWireAmount } from './shift-format.ts';
import { ShiftPrintButton } from './ShiftPrintButton.tsx';

/** One shift's drawer arithmetic (GET /shift/{id}/getShiftTransaction) and its cash in/out entries. */
export function ShiftTransactionDetail({ shiftId }: { shiftId: number }) {
  const { t } = useTranslation();
  const currency = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const transaction = useShiftTransactionQuery(shiftId);
  if (transaction.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (transaction.isError) return <Text c="red">{errorMessageOf(transaction.error)}</Text>;

  const data = transaction.data;
  const money = (amount: number | null) => (amount === null ? '–' : formatWireAmount(amount, currency));
  const rows: Array<[string, string]> = [
    [t('shift.cash.opening'), money(data.StartCash)],
    [t('shift.cash.cashPayments'), money(data.CashPayments)],
    [t('shift.cash.change'), money(data.Change)],
    [t('shift.cash.cashRefunds'), money(data.CashRefunds)],
    [t('shift.cash.cashIn'), money(data.CashIn)],
    [t('shift.cash.cashOut'), money(data.CashOut)],
    [t('shift.cash.expected'), money(data.ExpectedCash)],
    [t('shift.cash.counted'), money(data.EndCash)],
    [t('shift.cash.difference'), money(data.Difference)],
    [t('shift.history.transactions'), String(data.TransactionCount)],
  ];
  return (
    <Stack gap="xs" data-testid={`shift-transaction-${shiftId}`}>
      <SimpleGrid cols={5} spacing="sm">
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text c="dimmed" fz="sm">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text fz="sm">{data.Shift.Note ? `${t('shift.end.note')}: ${data.Shift.Note}` : ''}</Text>
        <ShiftPrintButton shiftId={data.Shift.Id} />
      </Group>
      <CashFlowList shiftId={shiftId} />
    </Stack>
  );
}
