import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { computeCashDifference, formatMoney, type Money } from '@kasir/domain';

export interface CashDifferenceProps {
  expected: Money | null;
  counted: Money | null;
  currencyPrefix: string;
}

/** The server's expected cash beside the counted cash, and counted − expected (surplus or shortage). */
export function CashDifference({ expected, counted, currencyPrefix }: CashDifferenceProps) {
  const { t } = useTranslation();
  const format = (amount: Money) => formatMoney(amount, { currencyPrefix });
  const difference = expected !== null && counted !== null ? computeCashDifference(counted, expected) : null;
  return (
    <Stack gap={4} p="sm" bg="coffee.0" style={{ borderRadius: 8 }}>
      <Group justify="space-between">
        <Text>{t('shift.cash.expected')}</Text>
        {expected === null ? <Loader size="xs" aria-label={t('common.loading')} /> : <Text fw={600} data-testid="end-shift-expected">{format(expected)}</Text>}
      </Group>
      <Group justify="space-between">
        <Text>{t('shift.cash.counted')}</Text>
        <Text fw={600} data-testid="end-shift-counted">{counted === null ? '–' : format(counted)}</Text>
      </Group>
      <Group justify="space-between">
        <Text>{t('shift.cash.difference')}</Text>
        <Text fw={700} c={difference === null || difference === 0 ? undefined : difference < 0 ? 'red' : 'teal'} data-testid="end-shift-difference">
          {difference === null ? '–' : format(difference)}
        </Text>
      </Group>
    </Stack>
  );
}
