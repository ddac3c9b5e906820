import { describe, expect, it } from 'vitest';
import { AmountInputError, parseAmountInput, type AmountInputResult } from './amount-input.ts';
import { moneyFromRupiah } from './money.ts';

describe('parseAmountInput', () => {
  const accepted: Array<[string, number]> = [
    ['0', 0],
    ['50000', 50_000],
    ['000', 0],
    ['0012500', 12_500],
    ['10000000000000', 10_000_000_000_000],
    ['9999999999999', 9_999_999_999_999],
  ];
  it.each(accepted)('accepts %j as Rp %s', (text, rupiah) => {
    expect(parseAmountInput(text)).toEqual({ ok: true, amount: moneyFromRupiah(rupiah) } satisfies AmountInputResult);
  });

  const refused: Array<[string, string]> = [
    ['', AmountInputError.EMPTY],
    ['12.500', AmountInputError.NOT_DIGITS],
    ['12500,5', AmountInputError.NOT_DIGITS],
    ['-5', AmountInputError.NOT_DIGITS],
    [' 5', AmountInputError.NOT_DIGITS],
    ['1e5', AmountInputError.NOT_DIGITS],
    ['５', AmountInputError.NOT_DIGITS],
    ['000000000000001', AmountInputError.TOO_LONG],
    ['10000000000001', AmountInputError.ABOVE_MAXIMUM],
    ['99999999999999', AmountInputError.ABOVE_MAXIMUM],
  ];
  it.each(refused)('refuses %j with %s', (text, reason) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, reason });
  });
});
