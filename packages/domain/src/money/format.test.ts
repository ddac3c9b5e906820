import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format.ts';
import { moneyFromHundredths } from './money.ts';

const h = moneyFromHundredths;

describe('formatMoney', () => {
  const cases: Array<[number, string]> = [
    [123_456_700, 'Rp 1.234.567'],
    [1_250_000, 'Rp 12.500'],
    [1_250_050, 'Rp 12.500,50'],
    [489_250, 'Rp 4.892,50'],
    [1_250_055, 'Rp 12.500,55'],
    [1_250_005, 'Rp 12.500,05'],
    [0, 'Rp 0'],
    [5, 'Rp 0,05'],
    [99_900, 'Rp 999'],
    [100_000, 'Rp 1.000'],
    [-500_000, '-Rp 5.000'],
    [-50, '-Rp 0,50'],
    [1e15, 'Rp 10.000.000.000.000'],
  ];
  it.each(cases)('%s hundredths → %s', (hundredths, expected) => {
    expect(formatMoney(h(hundredths))).toBe(expected);
  });

  it('takes another currency prefix', () => {
    expect(formatMoney(h(1_250_050), { currencyPrefix: 'IDR' })).toBe('IDR 12.500,50');
    expect(formatMoney(h(-500_000), { currencyPrefix: '$' })).toBe('-$ 5.000');
  });

  it('prints the bare number without a prefix', () => {
    expect(formatMoney(h(123_456_700), { currencyPrefix: '' })).toBe('1.234.567');
    expect(formatMoney(h(-1_250_050), { currencyPrefix: '' })).toBe('-12.500,50');
    expect(formatMoney(h(0), { currencyPrefix: '' })).toBe('0');
  });
});

/** Reads a formatted amount back: '-Rp 1.234,50' → -123450 hundredths. */
function parseFormatted(text: string): number {
  const match = /^(-?)(?:Rp )?([\d.]+)(?:,(\d\d))?$/.exec(text);
  if (!match) throw new Error(`not a spec amount: ${text}`);
  const hundredths = Number((match[2] ?? '').replaceAll('.', '')) * 100 + Number(match[3] ?? '0');
  return match[1] === '-' ? -hundredths : hundredths;
}

describe('formatMoney, any amount', () => {
  const amounts = fc.integer({ min: -1e15, max: 1e15 });
  it('shows two decimals when there are any and none otherwise, groups thousands by three, and reads back to the same amount', () => {
    fc.assert(
      fc.property(amounts, (hundredths) => {
        const text = formatMoney(h(hundredths));
        const [wholePart = '', decimals] = text.replace(/^-?Rp /, '').split(',');
        expect(decimals === undefined ? hundredths % 100 === 0 : /^\d\d$/.test(decimals) && hundredths % 100 !== 0).toBe(true);
        expect(wholePart).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(parseFormatted(text)).toBe(hundredths === 0 ? 0 : hundredths);
      }),
    );
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1.000'],
    [12_516, '12.516'],
    [1_234_567, '1.234.567'],
    [-2_500, '-2.500'],
    [1.5, '1,5'],
    [1_000.25, '1.000,25'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('groups any whole count by three with dots and reads back to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const text = formatNumber(value);
        expect(text.replace(/^-/, '')).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(Number(text.replaceAll('.', ''))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
