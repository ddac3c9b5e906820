import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import { moneyFromHundredths } from './money.ts';

const h = moneyFromHundredths;

describe('formatMoney', () => {
  const cases: Array<[number, string]> = [
    [123_456_700, 'Rp 1.234.567'],
    [1_250_000, 'Rp 12.500'],
    [1_250_050, 'Rp 12.500,5'],
    [1_250_055, 'Rp 12.500,55'],
    [1_250_005, 'Rp 12.500,05'],
    [0, 'Rp 0'],
    [5, 'Rp 0,05'],
    [99_900, 'Rp 999'],
    [100_000, 'Rp 1.000'],
    [-500_000, '-Rp 5.000'],
    [-50, '-Rp 0,5'],
    [1e15, 'Rp 10.000.000.000.000'],
  ];
  it.each(cases)('%s hundredths → %s', (hundredths, expected) => {
    expect(formatMoney(h(hundredths))).toBe(expected);
  });

  it('takes another currency prefix', () => {
    expect(formatMoney(h(1_250_050), { currencyPrefix: 'IDR' })).toBe('IDR 12.500,5');
    expect(formatMoney(h(-500_000), { currencyPrefix: '$' })).toBe('-$ 5.000');
  });

  it('prints the bare number without a prefix', () => {
    expect(formatMoney(h(123_456_700), { currencyPrefix: '' })).toBe('1.234.567');
    expect(formatMoney(h(-1_250_050), { currencyPrefix: '' })).toBe('-12.500,5');
    expect(formatMoney(h(0), { currencyPrefix: '' })).toBe('0');
  });
});
