import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@kasir/domain';
import type { Order, Payment } from '@kasir/contracts';
import { paymentMethodLabel } from '../payment/index.ts';
import { usePrintReceipt } from '../printing/index.ts';
import { useOutletDateTime } from '../session/use-outlet-date-time.ts';

function Row({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" fw={isStrong ? 700 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={isStrong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
}

function PaymentVisit({ payment, money }: { payment: Payment; money(rupiah: number): string }) {
  const { t } = useTranslation();
  const formatTime = useOutletDateTime();
  const methodName = (detail: { Name: string; Type: number }) => paymentMethodLabel(t, { name: detail.Name, type: detail.Type });
  return (
    <Stack gap={4} data-testid={`order-payment-${payment.Id}`}>
      <Text fz="xs" c="dimmed">
        {t('order.payments.paidBy', { time: formatTime(payment.CreatedOn), name: payment.CashierName })}
      </Text>
      {payment.PaymentDetails.map((detail) => (
        <Row key={detail.Id} label={detail.CardNo ? `${methodName(detail)} · ${t('order.payments.card', { card: detail.CardNo })}` : methodName(detail)} value={money(detail.Amount)} />
      ))}
      {payment.PaymentDetails.length > 1 && <Row label={t('order.payments.paid')} value={money(payment.Paid)} isStrong />}
      <Row label={t('order.payments.change')} value={money(payment.Change)} isStrong />
      {payment.PointUsed > 0 && <Row label={t('order.payments.pointsUsed')} value={formatNumber(payment.PointUsed)} />}
      {payment.PointEarned > 0 && <Row label={t('order.payments.pointsEarned')} value={formatNumber(payment.PointEarned)} />}
    </Stack>
  );
}

/**
 * How an order was paid (issue 16): each payment's methods and amounts, the change, the cashier
 * and the time, and Reprint receipt (the spec's REPRINT receipt of the printing feature).
 */
export function OrderPayments({ order, money }: { order: Order; money(rupiah: number): string }) {
  const { t } = useTranslation();
  const { printReceipt, isPrinting } = usePrintReceipt();
  if (order.Payments.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order-payments">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{t('order.payments.title')}</Title>
          <Button variant="light" size="sm" leftSection={<IconPrinter size={18} />} loading={isPrinting} onClick={() => void printReceipt(order.Id, { isReprint: true })}>
            {t('order.payments.reprint')}
          </Button>
        </Group>
        {order.Payments.map((payment, index) => (
          <Stack key={payment.Id} gap="xs">
            {index > 0 && <Divider />}
            <PaymentVisit payment={payment} money={money} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
