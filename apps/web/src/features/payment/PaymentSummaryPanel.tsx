import { ActionIcon, Button, Divider, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_FIELD_MAX_LENGTH, ChargeType, NUMERIC_MAX } from '@kasir/domain';
import type { Order, OrderPromo } from '@kasir/contracts';
import { amountOfNumberInput, keypadKeyOfKeyboard, keypadTextOf, proposedKeypadField, rupiahOfKeypad, typeOnKeypad, type KeypadField } from './keypad-input.ts';
import { paymentMethodLabel } from './payment-labels.ts';
import type { PaymentFigures } from './payment-quote.ts';
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

/** One applied promo: its discount with the chosen methods, or a red 0 with the reason it gives none. */
function PromoRow({ promo, money }: { promo: OrderPromo; money(rupiah: number): string }) {
  const { t } = useTranslation();
  const isZero = promo.TotalDiscount === 0;
  return (
    <Stack gap={0} pl="sm" data-testid={`pay-promo-${promo.OutletPromoId}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fz="xs" c={isZero ? 'red' : 'dimmed'} truncate>
          {promo.PromoName}
        </Text>
        <Text fz="xs" fw={isZero ? 700 : 500} c={isZero ? 'red' : 'teal'}>
          {isZero ? money(0) : `- ${money(promo.TotalDiscount)}`}
        </Text>
      </Group>
      {isZero && promo.Rejection && (
        <Text fz="xs" c="red" data-testid={`pay-promo-reason-${promo.OutletPromoId}`}>
          {t(`payment.promo.rejection.${promo.Rejection}`, { defaultValue: promo.Rejection })}
        </Text>
      )}
    </Stack>
  );
}

export interface PaymentSummaryPanelProps {
  order: Order;
  /** The bill's figures: the order's own, or the quote of the chosen methods (payment-quote.ts). */
  figures: PaymentFigures;
  /** The quote of the chosen methods is on its way: Pay waits for it. */
  isRepricing: boolean;
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
 * change line, Print Bill and Pay. The figures are the server's: the order's totals, or its
 * quote with the chosen methods (a promo of one method shows 0 and why until that method is chosen).
 */
export function PaymentSummaryPanel(props: PaymentSummaryPanelProps) {
  const { t } = useTranslation();
  // The line's amount field types as the keypad does (issue 16): tapped, its amount is proposed
  // and the first digit replaces it; digits append after that, Backspace deletes, Escape sets 0.
  // The keys are applied here, not left to the input, so where the caret sits cannot matter.
  const typing = useRef<{ methodId: number; field: KeypadField } | null>(null);
  const typeOnLine = (line: SelectedPayment, event: KeyboardEvent<HTMLInputElement>) => {
    const key = keypadKeyOfKeyboard(event.key);
    if (key === null) return;
    event.preventDefault();
    event.stopPropagation();
    const stored = typing.current;
    // What was typed here counts only while the line still holds it (a quick amount may have replaced it).
    const isStillTyped = stored !== null && stored.methodId === line.outletPaymentMethodId && rupiahOfKeypad(stored.field.text) === line.amount;
    const current = isStillTyped ? stored.field : { text: keypadTextOf(line.amount), isProposed: false };
    const next = typeOnKeypad(current, key);
    typing.current = { methodId: line.outletPaymentMethodId, field: next };
    props.onAmountChange(line, rupiahOfKeypad(next.text));
  };
  const { order, money, balance, figures } = props;
  return (
    <Paper withBorder radius="md" p="md" w={SIDE_PANEL_WIDTH_PX} miw={SIDE_PANEL_WIDTH_PX} data-testid="payment-summary">
      <Stack gap={6} h="100%">
        <Row label={t('payment.summary.subTotal')} value={money(figures.subTotal)} testId="pay-subtotal" />
        {!props.isNoSalesTotal && figures.promos.length > 0 && <Row label={t('payment.summary.discount')} value={`- ${money(figures.discount)}`} testId="pay-discount" color="teal" />}
        {!props.isNoSalesTotal && figures.promos.map((promo) => <PromoRow key={`${promo.OutletPromoId}-${promo.MemberVoucherId ?? 0}`} promo={promo} money={money} />)}
        {!props.isNoSalesTotal &&
          order.OrderCharges.map((charge) => (
            <Row
              key={charge.Id}
              label={charge.Type === ChargeType.PERCENTAGE ? `${charge.ChargeName} (${charge.Amount}%)` : charge.ChargeName}
              value={money(figures.chargeTotals.get(charge.OutletChargeId) ?? charge.TotalCharge)}
              testId={`pay-charge-${charge.Id}`}
            />
          ))}
        {!props.isNoSalesTotal && figures.rounding !== 0 && <Row label={t('payment.summary.rounding')} value={money(figures.rounding)} testId="pay-rounding" />}
        {props.isNoSalesTotal && (
          <Text fz="xs" c="orange">
            {t('payment.noSalesTotal')}
          </Text>
        )}
        {figures.paidTotal > 0 && <Row label={t('payment.summary.alreadyPaid')} value={`- ${money(figures.paidTotal)}`} testId="pay-already-paid" />}
        <Divider />
        <Row label={figures.paidTotal > 0 ? t('payment.summary.toPay') : t('payment.summary.total')} value={money(props.total)} testId="pay-total" isStrong />
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
                {paymentMethodLabel(t, line)}
              </Text>
              <NumberInput
                aria-label={t('payment.summary.amountOf', { name: paymentMethodLabel(t, line) })}
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
                // A tap proposes the amount again; a focus that comes back while typing (the browser
                // may blur and refocus as the list re-renders) keeps what was typed.
                onPointerDown={() => {
                  typing.current = { methodId: line.outletPaymentMethodId, field: proposedKeypadField(line.amount) };
                }}
                onFocus={(event) => {
                  if (typing.current?.methodId !== line.outletPaymentMethodId) typing.current = { methodId: line.outletPaymentMethodId, field: proposedKeypadField(line.amount) };
                  event.currentTarget.select();
                }}
                onKeyDown={(event) => typeOnLine(line, event)}
                onMouseUp={(event) => event.preventDefault()}
                data-testid={`selected-amount-${line.outletPaymentMethodId}`}
              />
              <ActionIcon variant="subtle" color="red" size="lg" onClick={() => props.onRemove(line)} aria-label={t('payment.summary.remove', { name: paymentMethodLabel(t, line) })} data-testid={`remove-${line.outletPaymentMethodId}`}>
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
          <Button size="lg" onClick={props.onPay} loading={props.isPaying || props.isRepricing} data-testid="pay-submit">
            {t('payment.pay')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
