import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_PAYMENT_QUICK_AMOUNTS } from '@kasir/domain';
import type { OutletPaymentMethod } from '@kasir/contracts';
import { PaymentKeypad } from '../payment/PaymentKeypad.tsx';
import { QuickCashRow } from '../payment/QuickCashRow.tsx';
import { proposedKeypadField, rupiahOfKeypad, type KeypadField } from '../payment/keypad-input.ts';
import { changeOf } from './offline-sale-builder.ts';

/** Keypad beside the bill; the bill's side is wide enough for three quick cash buttons of 'Rp 100.000'. */
const OFFLINE_CASH_DIALOG_WIDTH_PX = 940;
const SIDE_PANEL_WIDTH_PX = 420;

/** The methods that need the server (card authorisation, e-wallet and QRIS callbacks, member points): shown, not offered. */
const SERVER_ONLY_METHODS = ['card', 'eWallet', 'qris', 'points'] as const;

export interface OfflineCashDialogProps {
  /** Whole rupiah due, as the server will price the order (offline-sale-builder.ts). */
  due: number;
  /** The outlet's cash method, from the cached list. */
  cashMethod: OutletPaymentMethod;
  currencyPrefix: string;
  money(rupiah: number): string;
  /** Set while the sale is written and its tickets print: Pay and closing wait. */
  isWorking: boolean;
  /** Pay with this cash (whole rupiah, never short: the dialog refuses short cash itself). */
  onPay(tendered: number): void;
  onClose(): void;
}

/**
 * Issue 23 (ADR 27): cash payment while the server is unreachable. The keypad and quick cash of
 * the online payment dialog; the field opens with the exact total proposed, which the first
 * digit replaces (never appends). Short cash is refused; only cash is offered.
 */
export function OfflineCashDialog(props: OfflineCashDialogProps) {
  const { t } = useTranslation();
  const { due, money } = props;
  const [field, setField] = useState<KeypadField>(() => proposedKeypadField(due));
  const tendered = rupiahOfKeypad(field.text);
  const change = changeOf({ tendered, due });
  const isShort = change === null;

  const pay = () => {
    if (isShort || props.isWorking) return;
    props.onPay(tendered);
  };

  return (
    <Modal
      opened
      onClose={() => !props.isWorking && props.onClose()}
      title={t('offline.cash.title')}
      size={OFFLINE_CASH_DIALOG_WIDTH_PX}
      centered
      closeOnClickOutside={!props.isWorking}
      // Escape is the keypad's "set 0" (spec §5), as in the online dialog.
      closeOnEscape={false}
    >
      <Stack gap="sm" data-testid="offline-cash-dialog">
        <Alert color="orange" icon={<IconCloudOff size={18} />} p="xs" data-testid="offline-cash-notice">
          {t('offline.cash.notice')}
        </Alert>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Stack style={{ flex: 1 }} gap="sm">
            <PaymentKeypad
              method={props.cashMethod}
              field={field}
              onFieldChange={setField}
              quickAmounts={[]}
              capText={null}
              cardNumber=""
              onCardNumberChange={() => undefined}
              currencyPrefix={props.currencyPrefix}
              money={money}
              onBack={() => !props.isWorking && props.onClose()}
              onOk={pay}
            />
          </Stack>
          <Paper withBorder p="sm" w={SIDE_PANEL_WIDTH_PX} radius="md">
            <Stack gap="sm">
              <Group justify="space-between" data-testid="offline-cash-total">
                <Text fw={700} fz="lg">
                  {t('offline.cash.total')}
                </Text>
                <Text fw={700} fz="lg">
                  {money(due)}
                </Text>
              </Group>
              <QuickCashRow exact={due} amounts={ORDER_PAYMENT_QUICK_AMOUNTS.filter((amount) => amount >= due)} money={money} onChoose={(amount) => setField(proposedKeypadField(amount))} />
              <Divider />
              <Group justify="space-between" data-testid="offline-cash-received">
                <Text>{t('offline.cash.received')}</Text>
                <Text fw={500}>{money(tendered)}</Text>
              </Group>
              {isShort ? (
                <Group justify="space-between" data-testid="offline-cash-short">
                  <Text c="red" fw={700}>
                    {t('offline.cash.short')}
                  </Text>
                  <Text c="red" fw={700}>
                    {money(due - tendered)}
                  </Text>
                </Group>
              ) : (
                <Group justify="space-between" data-testid="offline-cash-change">
                  <Text fw={700}>{t('offline.cash.change')}</Text>
                  <Text fw={700}>{money(change)}</Text>
                </Group>
              )}
              <Button size="lg" h={54} disabled={isShort} loading={props.isWorking} onClick={pay} data-testid="offline-cash-pay">
                {t('offline.cash.pay')}
              </Button>
              <Divider label={t('offline.cash.unavailableTitle')} labelPosition="left" />
              <Group gap={6} data-testid="offline-unavailable-methods">
                {SERVER_ONLY_METHODS.map((method) => (
                  <Badge key={method} variant="default" tt="none" c="dimmed" aria-disabled data-testid={`offline-method-${method}`}>
                    {t(`offline.cash.methods.${method}`)}
                  </Badge>
                ))}
              </Group>
              <Text fz="xs" c="dimmed">
                {t('offline.cash.unavailableReason')}
              </Text>
            </Stack>
          </Paper>
        </Group>
      </Stack>
    </Modal>
  );
}
