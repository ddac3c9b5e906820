import { PRICE_PRECISION } from '../limits.ts';
import { divideRounded, toExactFraction, type RoundingModeValue } from './exact-division.ts';

declare const moneyBrand: unique symbol;

/**
 * An integer count of hundredths of the currency unit: Rp 12.500 is 1_250_000 and
 * Rp 12.500,5 is 1_250_050. The brand keeps plain numbers (rupiah, percents, quantities)
 * from being mixed up with it; NUMERIC_MAX rupiah (1e15 hundredths) stays a safe integer.
 */
export type Money = number & { readonly [moneyBrand]: true };

/** Hundredths in one whole unit, from the spec's price precision of 2 decimals. */
export const HUNDREDTHS_PER_UNIT = 10 ** PRICE_PRECISION;

/** True for a safe integer: the whole invariant of Money. */
export function isMoney(value: unknown): value is Money {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function toMoney(hundredths: number, what: string): Money {
  // Adding +0 turns -0 into 0, so formatting and Object.is never see a negative zero.
  const normalised = hundredths + 0;
  if (!isMoney(normalised)) throw new RangeError(`${what} is not a safe integer of hundredths: ${hundredths}`);
  return normalised;
}

function moneyFromBigInt(hundredths: bigint): Money {
  if (hundredths > BigInt(Number.MAX_SAFE_INTEGER) || hundredths < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Money out of the safe integer range: ${hundredths}`);
  }
  return toMoney(Number(hundredths), 'Result');
}

export const ZERO_MONEY: Money = toMoney(0, 'Zero');

/** From a whole number of hundredths (the stored form). */
export function moneyFromHundredths(hundredths: number): Money {
  return toMoney(hundredths, 'Hundredths');
}

/** From whole rupiah (or whole units of another currency). */
export function moneyFromRupiah(rupiah: number): Money {
  if (!Number.isSafeInteger(rupiah)) throw new RangeError(`Rupiah is not a safe integer: ${rupiah}`);
  return toMoney(rupiah * HUNDREDTHS_PER_UNIT, 'Rupiah');
}

/**
 * From a decimal amount with at most two decimals (12500.5), as JSON and decimal columns
 * carry prices. Read through its decimal text, so 0.1 + 0.2 style binary noise cannot
 * silently shift a hundredth; more than two decimals is refused rather than rounded.
 */
export function moneyFromDecimalRupiah(rupiah: number): Money {
  const { numerator, denominator } = toExactFraction(rupiah);
  const scaled = numerator * BigInt(HUNDREDTHS_PER_UNIT);
  if (scaled % denominator !== 0n) throw new RangeError(`More than ${PRICE_PRECISION} decimals: ${rupiah}`);
  return moneyFromBigInt(scaled / denominator);
}

/** The stored integer form. */
export function toHundredths(amount: Money): number {
  return amount;
}

/** A decimal number of units (12500.5) for payloads that carry decimal amounts. */
export function toDecimalRupiah(amount: Money): number {
  return amount / HUNDREDTHS_PER_UNIT;
}

export function addMoney(left: Money, right: Money): Money {
  return toMoney(left + right, 'Sum');
}

export function subtractMoney(left: Money, right: Money): Money {
  return toMoney(left - right, 'Difference');
}

export function negateMoney(amount: Money): Money {
  return toMoney(-amount, 'Negation');
}

/** Price times an integer quantity, exact in BigInt because the product may pass 2^53. */
export function multiplyMoney(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity is not an integer: ${quantity}`);
  return moneyFromBigInt(BigInt(amount) * BigInt(quantity));
}

/** amount × numerator ÷ denominator for integer ratios, rounded as told. */
export function scaleMoney(
  amount: Money,
  numerator: number | bigint,
  denominator: number | bigint,
  mode: RoundingModeValue,
): Money {
  const top = typeof numerator === 'bigint' ? numerator : toSafeBigInt(numerator, 'Numerator');
  const bottom = typeof denominator === 'bigint' ? denominator : toSafeBigInt(denominator, 'Denominator');
  return moneyFromBigInt(divideRounded(BigInt(amount) * top, bottom, mode));
}

/** percent% of the amount (percent may carry decimals: 12.5), rounded to a hundredth as told. */
export function percentOfMoney(amount: Money, percent: number, mode: RoundingModeValue): Money {
  const { numerator, denominator } = toExactFraction(percent);
  return moneyFromBigInt(divideRounded(BigInt(amount) * numerator, denominator * 100n, mode));
}

/** Rounds to a multiple of stepHundredths (100 = whole unit) in the given direction. */
export function roundMoneyToStep(amount: Money, stepHundredths: number, mode: RoundingModeValue): Money {
  if (!Number.isSafeInteger(stepHundredths) || stepHundredths <= 0) {
    throw new RangeError(`Step must be a positive integer: ${stepHundredths}`);
  }
  const step = BigInt(stepHundredths);
  return moneyFromBigInt(divideRounded(BigInt(amount), step, mode) * step);
}

export function sumMoney(amounts: Iterable<Money>): Money {
  let total = ZERO_MONEY;
  for (const amount of amounts) total = addMoney(total, amount);
  return total;
}

export function minMoney(first: Money, ...rest: Money[]): Money {
  return rest.reduce((smallest, amount) => (amount < smallest ? amount : smallest), first);
}

export function maxMoney(first: Money, ...rest: Money[]): Money {
  return rest.reduce((largest, amount) => (amount > largest ? amount : largest), first);
}

/** Negative amounts become 0: totals, discounts and charges are never negative. */
export function clampMoneyAtZero(amount: Money): Money {
  return amount < 0 ? ZERO_MONEY : amount;
}

/** -1, 0 or 1, usable as an Array.sort comparator. */
export function compareMoney(left: Money, right: Money): -1 | 0 | 1 {
  if (left < right) return -1;
  return left > right ? 1 : 0;
}

export function isZeroMoney(amount: Money): boolean {
  return amount === 0;
}

export function isNegativeMoney(amount: Money): boolean {
  return amount < 0;
}

export function isPositiveMoney(amount: Money): boolean {
  return amount > 0;
}

function toSafeBigInt(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not a safe integer: ${value}`);
  return BigInt(value);
}
