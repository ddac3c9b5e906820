import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A rupiah amount typed on the keyboard ('12.500,50'); '' is empty. */
export function MoneyInput({ currency, value, onValue, ...rest }: Omit<NumberInputProps, 'value' | 'onChange'> & { currency: string; value: number | ''; onValue(value: number | ''): void }) {
  return (
    <NumberInput
      {...rest}
      prefix={`${currency} `}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      value={value}
      onChange={(next) => onValue(typeof next === 'number' ? next : '')}
    />
  );
}
