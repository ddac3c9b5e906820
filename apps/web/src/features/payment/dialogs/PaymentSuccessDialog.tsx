import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE } from '@kasir/domain';
import type { DialogComponentProps } from '../../../dialogs/DialogHost.tsx';
import { formatOrderAmount } from '../../order/order-money.ts';
import { OrderMemberQrButton } from '../../memberships/OrderMemberQrButton.tsx';
import { usePrintReceipt } from '../../printing/use-print-receipt.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { paymentMethodLabel } from '../payment-labels.ts';
import { EmailReceiptForm } from './EmailReceiptForm.tsx';

/** Spec §2 payment success: the change, read-only, and a Print Receipt button. */
export function PaymentSuccessDialog({ props, close }: DialogComponentProps<'payment-success'>) {
  const { t } = useTranslation();
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const money = (rupiah: number) => formatOrderAmount(rupiah, currencyPrefix);
  const { printReceipt, isPrinting } = usePrintReceipt();
  const { payment } = props;
  return (
    <Modal opened onClose={() => close()} title={t('payment.success.title')} centered size="md">
      <Stack gap="md" data-testid="payment-success">
        <Text fw={600}>{payment.OrderNo}</Text>
        <TextInput label={t('payment.success.change')} value={money(payment.Change)} readOnly size="xl" styles={{ input: { fontWeight: 700, textAlign: 'right' } }} data-testid="payment-success-change" />
        <Stack gap={2}>
          {payment.PaymentDetails.map((detail) => (
            <Group key={detail.Id} justify="space-between" data-testid={`payment-success-detail-${detail.OutletPaymentMethodId}`}>
              <Text fz="sm">
                {paymentMethodLabel(t, { name: detail.Name, type: detail.Type })}
                {detail.CardNo ? ` (${detail.CardNo})` : ''}
              </Text>
              <Text fz="sm">{money(detail.Amount)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fz="sm" fw={600}>
              {t('payment.success.paid')}
            </Text>
            <Text fz="sm" fw={600}>
              {money(payment.Paid)}
            </Text>
          </Group>
          {payment.Remaining > 0 && (
            <Group justify="space-between" data-testid="payment-success-remaining">
              <Text fz="sm" c="red">
                {t('payment.summary.remaining')}
              </Text>
              <Text fz="sm" c="red">
                {money(payment.Remaining)}
              </Text>
            </Group>
          )}
          {payment.PointUsed > 0 && (
            <Group justify="space-between">
              <Text fz="sm">{t('payment.success.pointsUsed')}</Text>
              <Text fz="sm">{payment.PointUsed.toLocaleString('id-ID')}</Text>
            </Group>
          )}
          {payment.PointEarned > 0 && (
            <Group justify="space-between" data-testid="payment-success-points-earned">
              <Text fz="sm">{t('payment.success.pointsEarned')}</Text>
              <Text fz="sm">{payment.PointEarned.toLocaleString('id-ID')}</Text>
            </Group>
          )}
        </Stack>
        <EmailReceiptForm paymentId={payment.Id} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={() => close()} data-testid="payment-success-close">
            {t('payment.success.close')}
          </Button>
          {/* A paid order's customer may still sign up as member and take its points (ADR 0021). */}
          {payment.Remaining === 0 && <OrderMemberQrButton orderId={payment.OrderId} />}
          <Button size="md" leftSection={<IconPrinter size={20} />} loading={isPrinting} onClick={() => void printReceipt(payment.OrderId)} data-testid="print-receipt">
            {t('payment.success.printReceipt')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
