import { ActionIcon, Badge, Button, Divider, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SIDE_PANEL_WIDTH_PX } from '../../payment/PaymentSummaryPanel.tsx';
import { paymentMethodLabel } from '../../payment/payment-labels.ts';
import type { Balance, SelectedPayment } from '../../payment/payment-rules.ts';
import type { PurchaseMembership } from '@kasir/contracts';
import { purchaserName, purchaseTypeKey } from '../membership-labels.ts';

function Row({ label, value, testId, isStrong = false, color }: { label: string; value: string; testId: string; isStrong?: boolean; color?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text fz={isStrong ? 'lg' : 'sm'} fw={isStrong ? 700 : 400} c={color}>
        {label}
      </Text>
      <Text fz={isStrong ? 'lg' : 'sm'} fw={isStrong ? 700 : 500} c={color}>
        {value}
      </Text>
    </Group>
  );
}

export interface MembershipSummaryPanelProps {
  purchase: PurchaseMembership;
  selected: readonly SelectedPayment[];
  balance: Balance;
  money(rupiah: number): string;
  /** A selected line is edited on the keypad (its amount proposed, the first digit replaces it). */
  onEdit(line: SelectedPayment): void;
  onRemove(line: SelectedPayment): void;
  onPay(): void;
  isPaying: boolean;
}

/**
 * Spec §2 right side of the membership payment (366 px, as the order's): what is bought, the
 * summary (subtotal, discount when a promo is applied, total), the selected payments with their
 * amounts and a remove icon, the remaining or change line and Pay. No Print Bill button.
 */
export function MembershipSummaryPanel({ purchase, selected, balance, money, onEdit, onRemove, onPay, isPaying }: MembershipSummaryPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" w={SIDE_PANEL_WIDTH_PX} miw={SIDE_PANEL_WIDTH_PX} data-testid="membership-summary">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate data-testid="membership-category">
            {purchase.MemberCategory.Name}
          </Text>
          <Badge variant="light" style={{ minWidth: 'max-content' }}>
            {t(`memberships.type.${purchaseTypeKey(purchase.Type)}`)}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed" truncate data-testid="membership-member">
          {purchaserName(purchase)}
        </Text>
        <Text fz="xs" c="dimmed">
          {purchase.PurchaseCode}
        </Text>
        <Divider />
        <Row label={t('payment.summary.subTotal')} value={money(purchase.SubTotal)} testId="membership-subtotal" />
        {purchase.Discount > 0 && <Row label={t('payment.summary.discount')} value={`- ${money(purchase.Discount)}`} testId="membership-discount" color="teal" />}
        <Divider />
        <Row label={t('payment.summary.total')} value={money(purchase.Total)} testId="membership-total" isStrong />
        <Divider label={t('payment.summary.selected')} labelPosition="left" />
        <Stack gap={4} data-testid="selected-payments" style={{ flex: 1, overflowY: 'auto' }}>
          {selected.length === 0 && (
            <Text fz="sm" c="dimmed">
              {t('payment.summary.noneSelected')}
            </Text>
          )}
          {selected.map((line) => (
            <Group key={line.outletPaymentMethodId} gap="xs" wrap="nowrap" data-testid={`selected-${line.outletPaymentMethodId}`}>
              <UnstyledButton style={{ flex: 1 }} onClick={() => onEdit(line)} aria-label={t('payment.summary.amountOf', { name: paymentMethodLabel(t, line) })}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fz="sm" fw={600} truncate>
                    {paymentMethodLabel(t, line)}
                  </Text>
                  <Text fz="sm" fw={600} data-testid={`selected-amount-${line.outletPaymentMethodId}`}>
                    {money(line.amount)}
                  </Text>
                </Group>
              </UnstyledButton>
              <ActionIcon variant="subtle" color="red" size="lg" onClick={() => onRemove(line)} aria-label={t('payment.summary.remove', { name: paymentMethodLabel(t, line) })} data-testid={`remove-${line.outletPaymentMethodId}`}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Divider />
        {balance.change > 0 ? (
          <Row label={t('payment.summary.change')} value={money(balance.change)} testId="pay-change" isStrong color="teal" />
        ) : (
          <Row label={t('payment.summary.remaining')} value={money(balance.remaining)} testId="pay-remaining" isStrong color={balance.remaining > 0 ? 'red' : undefined} />
        )}
        <Button size="lg" mt="xs" onClick={onPay} loading={isPaying} data-testid="pay-submit">
          {t('payment.pay')}
        </Button>
      </Stack>
    </Paper>
  );
}
