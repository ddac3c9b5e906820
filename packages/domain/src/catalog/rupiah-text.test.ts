import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NUMERIC_MAX } from '../limits.ts';
import { moneyFromHundredths } from '../money/money.ts';
import { formatRupiahText, parseRupiahText } from './rupiah-text.ts';

describe('prices in a CSV cell', () => {
  it('reads whole rupiah and one or two decimals exactly', () => {
    expect(parseRupiahText('12500')).toEqual({ ok: true, amount: 1_250_000 });
    expect(parseRupiahText(' 12500.5 ')).toEqual({ ok: true, amount: 1_250_050 });
    expect(parseRupiahText('0.07')).toEqual({ ok: true, amount: 7 });
    expect(parseRupiahText('0.1')).toEqual({ ok: true, amount: 10 });
  });

  it('refuses separators, signs, three decimals and words; too large is its own problem', () => {
    for (const text of ['12.500,00', '12,500', '-5', '+5', '1.234', 'Rp 5', '', '.5', '5.', '1e3']) {
      expect(parseRupiahText(text), text).toEqual({ ok: false, problem: 'FORMAT' });
    }
    expect(parseRupiahText(`${NUMERIC_MAX}`)).toMatchObject({ ok: true });
    expect(parseRupiahText(`${NUMERIC_MAX}.01`)).toEqual({ ok: false, problem: 'TOO_LARGE' });
  });

  it('writes whole amounts plainly and others with two decimals', () => {
    expect(formatRupiahText(moneyFromHundredths(1_250_000))).toBe('12500');
    expect(formatRupiahText(moneyFromHundredths(1_250_050))).toBe('12500.50');
    expect(formatRupiahText(moneyFromHundredths(7))).toBe('0.07');
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NUMERIC_MAX * 100 }), (hundredths) => {
        expect(parseRupiahText(formatRupiahText(moneyFromHundredths(hundredths)))).toEqual({ ok: true, amount: hundredths });
      }),
    );
  });
});
