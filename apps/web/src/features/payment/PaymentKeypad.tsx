import { useEffect, type ReactNode } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconBackspace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber } from '@kasir/domain';
import type { OutletPaymentMethod } from '@kasir/contracts';
import { groupKeypadText, keypadKeyOfKeyboard, proposedKeypadField, typeOnKeypad, type KeypadField, type KeypadKey } from './keypad-input.ts';
import { paymentMethodLabel } from './payment-labels.ts';
import { readCardDigits } from './card-numbers.ts';
import { takesCardNumber } from './payment-rules.ts';

export interface PaymentKeypadProps {
  method: OutletPaymentMethod;
  /** The amount field; a proposed amount is replaced by the first digit typed. */
  field: KeypadField;
  onFieldChange(field: KeypadField): void;
  /** Spec §2: quick amounts for cash and point methods; empty for the others. */
  quickAmounts: readonly number[];
  /** The most a points line may take, shown under the field. */
  capText: string | null;
  cardNumber: string;
  onCardNumberChange(digits: string): void;
  currencyPrefix: string;
  money(rupiah: number): string;
  onBack(): void;
  onOk(): void;
}

function isEditableTarget(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !target.readOnly;
}

const DIGIT_ROWS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Spec §2 keypad view: Back link, method name, amount field, digits 0-9 and 000, delete,
 * Clear, OK. The keyboard works too (spec §5): 0-9, Backspace, Escape sets 0. The amount it
 * opens with (or a quick amount) is proposed: shown highlighted, and the first digit typed
 * replaces it, as every till does (issue 16). A debit or credit method also takes a card
 * number, shown in groups of four with dashes.
 */
export function PaymentKeypad(props: PaymentKeypadProps) {
  const { t } = useTranslation();
  const { method, field, onFieldChange } = props;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Typing in a field (the card number, a selected line's amount) stays in that field.
      if (isEditableTarget(event.target)) return;
      const key = keypadKeyOfKeyboard(event.key);
      if (key === null) {
        if (event.key === 'Enter') props.onOk();
        return;
      }
      // Escape would also close the modal: here it only sets the amount to 0 (spec §5).
      event.preventDefault();
      event.stopPropagation();
      onFieldChange(typeOnKeypad(field, key));
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [field, onFieldChange, props]);

  const press = (key: KeypadKey) => onFieldChange(typeOnKeypad(field, key));
  const isProposed = field.isProposed === true;
  const keyButton = (key: KeypadKey, label: ReactNode, testId: string, ariaLabel: string) => (
    <Button key={testId} size="xl" h={54} variant="default" onClick={() => press(key)} data-testid={testId} aria-label={ariaLabel}>
      {label}
    </Button>
  );

  return (
    <Stack gap="sm" data-testid="payment-keypad">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component="button" type="button" onClick={props.onBack} data-testid="keypad-back" fw={600}>
          <Group gap={4}>
            <IconArrowLeft size={18} />
            {t('payment.keypad.back')}
          </Group>
        </Anchor>
        <Title order={3} data-testid="keypad-method-name">
          {paymentMethodLabel(t, { name: method.PaymentMethod.Name, type: method.PaymentMethod.Type })}
        </Title>
      </Group>
      <TextInput
        label={t('payment.keypad.amount')}
        value={groupKeypadText(field.text)}
        readOnly
        size="lg"
        // The hint's line stays when it empties, so the keys do not move under the cashier's finger.
        description={isProposed ? t('payment.keypad.replaceHint') : '\u00a0'}
        data-proposed={isProposed}
        leftSection={props.currencyPrefix}
        leftSectionWidth={56}
        // A proposed amount looks selected, like text a keystroke will replace.
        styles={{ input: { textAlign: 'right', fontWeight: 700, ...(isProposed ? { backgroundColor: 'var(--mantine-color-blue-light)', color: 'var(--mantine-color-blue-light-color)' } : {}) } }}
        data-testid="keypad-amount"
      />
      {props.capText && (
        <Text fz="sm" c="dimmed" data-testid="keypad-cap">
          {props.capText}
        </Text>
      )}
      {takesCardNumber(method.PaymentMethod.Type) && (
        <TextInput
          label={t('payment.keypad.cardNumber')}
          value={formatCardNumber(props.cardNumber)}
          onChange={(event) => props.onCardNumberChange(readCardDigits(event.currentTarget.value))}
          inputMode="numeric"
          autoComplete="off"
          size="md"
          data-testid="keypad-card-number"
        />
      )}
      {props.quickAmounts.length > 0 && (
        <Group gap="xs" data-testid="quick-amounts" aria-label={t('payment.keypad.quick')}>
          {props.quickAmounts.map((amount) => (
            <Button key={amount} variant="light" size="md" onClick={() => onFieldChange(proposedKeypadField(amount))} data-testid={`quick-amount-${amount}`}>
              {props.money(amount)}
            </Button>
          ))}
        </Group>
      )}
      <SimpleGrid cols={3} spacing="xs">
        {DIGIT_ROWS.map((digit) => keyButton(digit, digit, `keypad-${digit}`, digit))}
        {keyButton('000', '000', 'keypad-000', '000')}
        {keyButton('0', '0', 'keypad-0', '0')}
        {keyButton('delete', <IconBackspace size={26} />, 'keypad-delete', t('payment.keypad.delete'))}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        <Button size="lg" h={54} variant="default" onClick={() => press('clear')} data-testid="keypad-clear">
          {t('payment.keypad.clear')}
        </Button>
        <Button size="lg" h={54} onClick={props.onOk} data-testid="keypad-ok">
          {t('payment.keypad.ok')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
