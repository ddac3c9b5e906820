import { TextInput } from '@mantine/core';
import { AMOUNT_FIELD_MAX_LENGTH } from '@kasir/domain';

export interface AmountFieldProps {
  label: string;
  /** The outlet's CurrencyCode. */
  currencyPrefix: string;
  /** Whole rupiah as digits only ('' when empty). */
  value: string;
  onChange(digits: string): void;
  error?: string | null;
  testId: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Reads what was typed as whole rupiah. Spec §5: negative input is cleared (not made
 * positive); dots are display grouping, so only digits count; at most 14 of them.
 */
export function readAmountDigits(typed: string): string {
  if (typed.trim().startsWith('-')) return '';
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.slice(0, AMOUNT_FIELD_MAX_LENGTH);
}

/** A cash amount field shown with dot thousands (Rp 1.500.000), kept as plain digits. */
export function AmountField({ label, currencyPrefix, value, onChange, error, testId, isDisabled = false, autoFocus = false }: AmountFieldProps) {
  return (
    <TextInput
      label={label}
      value={groupThousands(value)}
      onChange={(event) => onChange(readAmountDigits(event.currentTarget.value))}
      error={error ?? undefined}
      inputMode="numeric"
      leftSection={currencyPrefix}
      leftSectionWidth={44}
      size="md"
      disabled={isDisabled}
      autoFocus={autoFocus}
      data-testid={testId}
    />
  );
}
