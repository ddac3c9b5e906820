import { TextInput } from '@mantine/core';
import { groupKeypadText, keypadKeyOfKeyboard, type KeypadKey, type KeypadField } from '../payment/keypad-input.ts';

export interface AmountFieldProps {
  label: string;
  field: KeypadField;
  isActive: boolean;
  currencyPrefix: string;
  hint: string;
  testId: string;
  onActivate(): void;
  onKey(key: KeypadKey): void;
  onEnter(): void;
}

/**
 * A money field typed with the keyboard (0-9, Backspace, Escape sets 0) or the on-screen keypad,
 * never free text: a proposed (pre-filled) amount looks selected and the first digit replaces it.
 */
export function AmountField(props: AmountFieldProps) {
  const isProposed = props.field.isProposed === true;
  return (
    <TextInput
      label={props.label}
      value={groupKeypadText(props.field.text)}
      readOnly
      inputMode="none"
      leftSection={props.currencyPrefix}
      leftSectionWidth={48}
      description={props.isActive && isProposed ? props.hint : undefined}
      onFocus={props.onActivate}
      onClick={props.onActivate}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          props.onEnter();
          return;
        }
        const key = keypadKeyOfKeyboard(event.key);
        if (key === null) return;
        event.preventDefault();
        event.stopPropagation();
        props.onKey(key);
      }}
      data-active={props.isActive}
      data-proposed={isProposed}
      data-testid={props.testId}
      styles={{
        input: {
          textAlign: 'right',
          fontWeight: 700,
          cursor: 'pointer',
          ...(props.isActive ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}),
          ...(isProposed ? { backgroundColor: 'var(--mantine-color-blue-light)', color: 'var(--mantine-color-blue-light-color)' } : {}),
        },
      }}
    />
  );
}
