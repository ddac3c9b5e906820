import { AMOUNT_FIELD_MAX_LENGTH, NUMERIC_MAX } from '../limits.ts';
import { moneyFromRupiah, type Money } from './money.ts';

/** Why a typed amount was refused. */
export const AmountInputError = {
  EMPTY: 'EMPTY',
  NOT_DIGITS: 'NOT_DIGITS',
  TOO_LONG: 'TOO_LONG',
  ABOVE_MAXIMUM: 'ABOVE_MAXIMUM',
} as const;

export type AmountInputErrorValue = (typeof AmountInputError)[keyof typeof AmountInputError];

export type AmountInputResult =
  | { readonly ok: true; readonly amount: Money }
  | { readonly ok: false; readonly reason: AmountInputErrorValue };

/**
 * Reads the payment keypad's amount field (spec §5): digits only, at most 14 characters,
 * whole rupiah, 0 to 1e13. Nothing is trimmed or guessed (no "50.000" thousands dots): the
 * keypad only produces digits, so anything else is a caller bug worth surfacing. Leading
 * zeros are accepted because the keypad starts from "0".
 */
export function parseAmountInput(text: string): AmountInputResult {
  if (text === '') return { ok: false, reason: AmountInputError.EMPTY };
  if (!/^\d+$/.test(text)) return { ok: false, reason: AmountInputError.NOT_DIGITS };
  if (text.length > AMOUNT_FIELD_MAX_LENGTH) return { ok: false, reason: AmountInputError.TOO_LONG };
  const rupiah = Number(text);
  if (rupiah > NUMERIC_MAX) return { ok: false, reason: AmountInputError.ABOVE_MAXIMUM };
  return { ok: true, amount: moneyFromRupiah(rupiah) };
}
