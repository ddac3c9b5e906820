import { DEFAULT_CURRENCY_CODE, PRICE_PRECISION } from '../limits.ts';
import { HUNDREDTHS_PER_UNIT, type Money } from './money.ts';

export interface FormatMoneyOptions {
  /** The currency prefix (the outlet's CurrencyCode); '' prints the bare number. Default 'Rp'. */
  readonly currencyPrefix?: string;
}

/**
 * The one money display of spec §5/§9: dot thousands, comma decimals, decimals only when
 * they are not ,00 (and without a trailing zero: Rp 12.500,5), prefix and a space, minus
 * sign before the prefix (-Rp 5.000) as Indonesian receipts print it.
 */
export function formatMoney(amount: Money, options: FormatMoneyOptions = {}): string {
  const prefix = options.currencyPrefix ?? DEFAULT_CURRENCY_CODE;
  const magnitude = Math.abs(amount);
  const whole = Math.floor(magnitude / HUNDREDTHS_PER_UNIT);
  const fraction = magnitude % HUNDREDTHS_PER_UNIT;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction === 0 ? '' : `,${String(fraction).padStart(PRICE_PRECISION, '0').replace(/0+$/, '')}`;
  const sign = amount < 0 ? '-' : '';
  return prefix === '' ? `${sign}${grouped}${decimals}` : `${sign}${prefix} ${grouped}${decimals}`;
}
