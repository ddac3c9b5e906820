import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Rupiah typed with the keyboard: 'Rp 12.500,50' as the spec shows money, at most two decimals. */
export function MoneyInput({ currency, value, onValue, ...props }: Omit<NumberInputProps, 'value' | 'onChange'> & { currency: string; value: number | ''; onValue(value: number | ''): void }) {
  return (
    <NumberInput
      size="md"
      prefix={`${currency} `}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      value={value}
      onChange={(next) => onValue(typeof next === 'number' ? next : '')}
      {...props}
    />
  );
}
