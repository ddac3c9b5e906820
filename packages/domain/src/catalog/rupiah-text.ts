import { NUMERIC_MAX, PRICE_PRECISION } from '../limits.ts';
import { moneyFromHundredths, type Money } from '../money/money.ts';

/**
 * Prices as a CSV cell holds them: whole rupiah as plain digits (12500), or with a '.' and one
 * or two decimals (12500.5, 12500.50). No thousands separators, no sign, no currency. Read and
 * written on the text (BigInt), never through a float.
 */
const RUPIAH_TEXT = new RegExp(`^(\\d+)(?:\\.(\\d{1,${PRICE_PRECISION}}))?$`);
const HUNDREDTHS = 10n ** BigInt(PRICE_PRECISION);
const MAX_HUNDREDTHS = BigInt(NUMERIC_MAX) * HUNDREDTHS;

export type RupiahTextResult = { ok: true; amount: Money } | { ok: false; problem: 'FORMAT' | 'TOO_LARGE' };

export function parseRupiahText(text: string): RupiahTextResult {
  const match = RUPIAH_TEXT.exec(text.trim());
  if (!match) return { ok: false, problem: 'FORMAT' };
  const whole = BigInt(match[1] as string);
  const decimals = BigInt((match[2] ?? '').padEnd(PRICE_PRECISION, '0'));
  const hundredths = whole * HUNDREDTHS + decimals;
  if (hundredths > MAX_HUNDREDTHS) return { ok: false, problem: 'TOO_LARGE' };
  return { ok: true, amount: moneyFromHundredths(Number(hundredths)) };
}

/** 1250000 → '12500'; 1250050 → '12500.50' (two decimals whenever there are any). */
export function formatRupiahText(amount: Money): string {
  const hundredths = BigInt(amount);
  if (hundredths < 0n) throw new RangeError(`A CSV price is never negative: ${amount}`);
  const whole = hundredths / HUNDREDTHS;
  const rest = hundredths % HUNDREDTHS;
  return rest === 0n ? String(whole) : `${whole}.${String(rest).padStart(PRICE_PRECISION, '0')}`;
}
