import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCashBanknoteMinus, IconCashBanknotePlus, IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CashFlowType, DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS } from '@kasir/domain';
import type { Shift } from '@kasir/contracts';
import { openDialog } from '../../dialogs/dialog-registry.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useShiftTransactionQuery, type CashFlowTypeValue } from './api.ts';
import { CashFlowList } from './CashFlowList.tsx';
import { CashFlowDialog } from './dialogs/CashFlowDialog.tsx';
import { formatShiftTime, formatWireAmount } from './shift-format.ts';
import { ShiftPrintButton } from './ShiftPrintButton.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The open shift: when it started, the drawer's figures, cash in/out and ending it. */
export function CurrentShiftPanel({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const outlet = useSessionStore((state) => state.outlet);
  const currency = outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE;
  const transaction = useShiftTransactionQuery(shift.Id);
  const [cashFlowType, setCashFlowType] = useState<CashFlowTypeValue | null>(null);
  const money = (amount: number | undefined) => (amount === undefined ? '…' : formatWireAmount(amount, currency));

  return (
    <Stack gap="md" data-testid="current-shift">
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md">
          <Stack gap={0}>
            <Text fw={700} fz="xl">
              {t('shift.current.title', { name: shift.User.Name })}
            </Text>
            <Text c="dimmed" data-testid="current-shift-started">
              {t('shift.current.startedAt', { time: formatShiftTime(shift.CreatedOn, outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS) })}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button variant="light" leftSection={<IconCashBanknotePlus size={18} />} onClick={() => setCashFlowType(CashFlowType.IN)} data-testid="cash-in-button">
              {t('shift.cashFlow.in')}
            </Button>
            <Button variant="light" leftSection={<IconCashBanknoteMinus size={18} />} onClick={() => setCashFlowType(CashFlowType.OUT)} data-testid="cash-out-button">
              {t('shift.cashFlow.out')}
            </Button>
            <ShiftPrintButton shiftId={shift.Id} />
            <Button color="red" leftSection={<IconDoorExit size={18} />} onClick={() => openDialog('end-shift', { shiftId: shift.Id })} data-testid="end-shift-button">
              {t('shift.end.title')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={4} spacing="md" verticalSpacing="md">
          <Figure label={t('shift.cash.opening')} value={money(shift.StartCash)} testId="current-shift-opening" />
          <Figure label={t('shift.cash.cashPayments')} value={money(transaction.data?.CashPayments)} testId="current-shift-cash-payments" />
          <Figure label={t('shift.cash.change')} value={money(transaction.data?.Change)} testId="current-shift-change" />
          <Figure label={t('shift.cash.cashRefunds')} value={money(transaction.data?.CashRefunds)} testId="current-shift-cash-refunds" />
          <Figure label={t('shift.cash.cashIn')} value={money(transaction.data?.CashIn)} testId="current-shift-cash-in" />
          <Figure label={t('shift.cash.cashOut')} value={money(transaction.data?.CashOut)} testId="current-shift-cash-out" />
          <Figure label={t('shift.history.transactions')} value={transaction.data ? String(transaction.data.TransactionCount) : '…'} testId="current-shift-transactions" />
          <Figure label={t('shift.cash.expected')} value={money(transaction.data?.ExpectedCash)} testId="current-shift-expected" />
        </SimpleGrid>
      </Card>
      <CashFlowList shiftId={shift.Id} />
      {cashFlowType !== null && <CashFlowDialog shiftId={shift.Id} type={cashFlowType} onClose={() => setCashFlowType(null)} />}
    </Stack>
  );
}
