import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, PurchaseMembershipStatus } from '@kasir/domain';
import type { DialogComponentProps } from '../../../dialogs/DialogHost.tsx';
import { formatOrderAmount } from '../../order/order-money.ts';
import { paymentMethodLabel } from '../../payment/payment-labels.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { printMembershipReceipt } from '../membership-printing.ts';

/**
 * Spec §2 payment success for a membership: the change, read-only, and a Print Receipt button
 * that prints the membership purchase receipt (QR mode). The receipt prints only for a paid
 * purchase (spec §4), so the button is there only then.
 */
export function MembershipPaymentSuccessDialog({ props, close }: DialogComponentProps<'membership-payment-success'>) {
  const { t } = useTranslation();
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const money = (rupiah: number) => formatOrderAmount(rupiah, currencyPrefix);
  const [isPrinting, setIsPrinting] = useState(false);
  const { purchase } = props;
  const isPaid = purchase.Status === PurchaseMembershipStatus.PAID;
  const print = () => {
    setIsPrinting(true);
    void printMembershipReceipt(purchase.Id).finally(() => setIsPrinting(false));
  };
  return (
    <Modal opened onClose={() => close()} title={t('payment.success.title')} centered size="md">
      <Stack gap="md" data-testid="membership-payment-success">
        <Group justify="space-between">
          <Text fw={600} data-testid="membership-success-code">
            {purchase.PurchaseCode}
          </Text>
          <Text fw={600}>{purchase.MemberCategory.Name}</Text>
        </Group>
        <TextInput label={t('payment.success.change')} value={money(purchase.Change)} readOnly size="xl" styles={{ input: { fontWeight: 700, textAlign: 'right' } }} data-testid="membership-success-change" />
        <Stack gap={2}>
          {(purchase.Payment?.PaymentDetails ?? []).map((detail) => (
            <Group key={detail.Id} justify="space-between" data-testid={`membership-success-detail-${detail.OutletPaymentMethodId}`}>
              <Text fz="sm">{paymentMethodLabel(t, { name: detail.Name, type: detail.Type })}</Text>
              <Text fz="sm">{money(detail.Amount)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fz="sm" fw={600}>
              {t('payment.summary.total')}
            </Text>
            <Text fz="sm" fw={600}>
              {money(purchase.Total)}
            </Text>
          </Group>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={() => close()} data-testid="membership-success-close">
            {t('payment.success.close')}
          </Button>
          {isPaid && (
            <Button size="md" leftSection={<IconPrinter size={20} />} loading={isPrinting} onClick={print} data-testid="membership-print-receipt">
              {t('payment.success.printReceipt')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
