import { DEFAULT_CURRENCY_CODE, PRICE_PRECISION } from '../limits.ts';
import { HUNDREDTHS_PER_UNIT, type Money } from './money.ts';

export interface FormatMoneyOptions {
  /** The currency prefix (the outlet's CurrencyCode); '' prints the bare number. Default 'Rp'. */
  readonly currencyPrefix?: string;
}

/** Spec §9 number display: dot thousands ('1.234.567'). */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * The one money display of spec §5/§9: dot thousands, comma decimals, decimals only when
 * they are not ,00 and then both of them (Rp 4.892,50, never 4.892,5: spec §9 price precision 2),
 * prefix and a space, minus sign before the prefix (-Rp 5.000) as Indonesian receipts print it.
 */
export function formatMoney(amount: Money, options: FormatMoneyOptions = {}): string {
  const prefix = options.currencyPrefix ?? DEFAULT_CURRENCY_CODE;
  const magnitude = Math.abs(amount);
  const whole = Math.floor(magnitude / HUNDREDTHS_PER_UNIT);
  const fraction = magnitude % HUNDREDTHS_PER_UNIT;
  const grouped = groupThousands(String(whole));
  const decimals = fraction === 0 ? '' : `,${String(fraction).padStart(PRICE_PRECISION, '0')}`;
  const sign = amount < 0 ? '-' : '';
  return prefix === '' ? `${sign}${grouped}${decimals}` : `${sign}${prefix} ${grouped}${decimals}`;
}

/**
 * A count as the spec displays numbers (§9): points, quantities, pax, orders — dot thousands
 * ('12.516'), and a comma before decimals if a count ever has them (at most two: '1,5').
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const hundredths = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  const decimals = fraction === 0 ? '' : `,${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  const sign = value < 0 && hundredths !== 0 ? '-' : '';
  return `${sign}${groupThousands(String(whole))}${decimals}`;
}
