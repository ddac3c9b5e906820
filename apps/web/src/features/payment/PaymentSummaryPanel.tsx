import { ActionIcon, Button, Divider, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_FIELD_MAX_LENGTH, ChargeType, NUMERIC_MAX } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { amountOfNumberInput } from './keypad-input.ts';
import type { Balance, SelectedPayment } from './payment-rules.ts';

export const SIDE_PANEL_WIDTH_PX = 366;

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

export interface PaymentSummaryPanelProps {
  order: Order;
  /** The total of this payment (whole rupiah): the order's remaining, or the No Sales total. */
  total: number;
  /** No Sales with ExcludeChargeNoSales: charges and promos are not counted (spec §5). */
  isNoSalesTotal: boolean;
  selected: readonly SelectedPayment[];
  balance: Balance;
  money(rupiah: number): string;
  onAmountChange(line: SelectedPayment, amount: number): void;
  onRemove(line: SelectedPayment): void;
  onPrintBill(): void;
  isPrintingBill: boolean;
  onPay(): void;
  isPaying: boolean;
  isPartial: boolean;
  onPartialChange(isPartial: boolean): void;
}

/**
 * Spec §2 right side (366 px): summary (subtotal, discount when promos are applied, charges,
 * total), the selected payments with editable amounts and a remove icon, the remaining or
 * change line, Print Bill and Pay. The figures are the server's order totals.
 */
export function PaymentSummaryPanel(props: PaymentSummaryPanelProps) {
  const { t } = useTranslation();
  const { order, money, balance } = props;
  return (
    <Paper withBorder radius="md" p="md" w={SIDE_PANEL_WIDTH_PX} miw={SIDE_PANEL_WIDTH_PX} data-testid="payment-summary">
      <Stack gap={6} h="100%">
        <Row label={t('payment.summary.subTotal')} value={money(order.SubTotal)} testId="pay-subtotal" />
        {!props.isNoSalesTotal && order.OrderPromos.length > 0 && <Row label={t('payment.summary.discount')} value={`- ${money(order.DiscountAmount)}`} testId="pay-discount" color="teal" />}
        {!props.isNoSalesTotal &&
          order.OrderCharges.map((charge) => (
            <Row
              key={charge.Id}
              label={charge.Type === ChargeType.PERCENTAGE ? `${charge.ChargeName} (${charge.Amount}%)` : charge.ChargeName}
              value={money(charge.TotalCharge)}
              testId={`pay-charge-${charge.Id}`}
            />
          ))}
        {!props.isNoSalesTotal && order.Rounding !== 0 && <Row label={t('payment.summary.rounding')} value={money(order.Rounding)} testId="pay-rounding" />}
        {props.isNoSalesTotal && (
          <Text fz="xs" c="orange">
            {t('payment.noSalesTotal')}
          </Text>
        )}
        {order.PaidTotal > 0 && <Row label={t('payment.summary.alreadyPaid')} value={`- ${money(order.PaidTotal)}`} testId="pay-already-paid" />}
        <Divider />
        <Row label={order.PaidTotal > 0 ? t('payment.summary.toPay') : t('payment.summary.total')} value={money(props.total)} testId="pay-total" isStrong />
        <Divider label={t('payment.summary.selected')} labelPosition="left" />
        <Stack gap={4} data-testid="selected-payments" style={{ flex: 1, overflowY: 'auto' }}>
          {props.selected.length === 0 && (
            <Text fz="sm" c="dimmed">
              {t('payment.summary.noneSelected')}
            </Text>
          )}
          {props.selected.map((line) => (
            <Group key={line.outletPaymentMethodId} gap="xs" wrap="nowrap" data-testid={`selected-${line.outletPaymentMethodId}`}>
              <Text fz="sm" fw={600} style={{ flex: 1 }} truncate>
                {line.name}
              </Text>
              <NumberInput
                aria-label={t('payment.summary.amountOf', { name: line.name })}
                value={line.amount}
                onChange={(value) => props.onAmountChange(line, amountOfNumberInput(value))}
                min={0}
                max={NUMERIC_MAX}
                maxLength={AMOUNT_FIELD_MAX_LENGTH + 4}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator="."
                decimalSeparator=","
                hideControls
                w={150}
                size="sm"
                data-testid={`selected-amount-${line.outletPaymentMethodId}`}
              />
              <ActionIcon variant="subtle" color="red" size="lg" onClick={() => props.onRemove(line)} aria-label={t('payment.summary.remove', { name: line.name })} data-testid={`remove-${line.outletPaymentMethodId}`}>
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
        <Switch
          label={t('payment.partial')}
          checked={props.isPartial}
          onChange={(event) => props.onPartialChange(event.currentTarget.checked)}
          size="md"
          data-testid="pay-partial"
        />
        <Group grow gap="xs" mt="xs">
          <Button variant="default" size="lg" px="xs" fz="md" leftSection={<IconPrinter size={18} />} onClick={props.onPrintBill} loading={props.isPrintingBill} data-testid="print-bill">
            {t('payment.printBill')}
          </Button>
          <Button size="lg" onClick={props.onPay} loading={props.isPaying} data-testid="pay-submit">
            {t('payment.pay')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
