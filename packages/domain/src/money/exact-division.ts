/**
 * Exact integer arithmetic shared by the money helpers: BigInt division that names its
 * rounding mode, and the exact fraction behind a decimal number such as a 12.5 percent.
 */

/**
 * Directions are on the number line (UP is toward +∞), not away from zero, so a rounding
 * step commutes with adding whole units. Amounts here are non-negative in practice.
 */
export const RoundingMode = {
  /** Nearest; an exact half goes up (commercial rounding). */
  HALF_UP: 'HALF_UP',
  /** Nearest; an exact half goes down (spec §5 "fraction above .5 up"). */
  HALF_DOWN: 'HALF_DOWN',
  /** Ceiling. */
  UP: 'UP',
  /** Floor. */
  DOWN: 'DOWN',
} as const;

export type RoundingModeValue = (typeof RoundingMode)[keyof typeof RoundingMode];

/** Divides two integers exactly and rounds the quotient as told. The divisor must not be 0. */
export function divideRounded(dividend: bigint, divisor: bigint, mode: RoundingModeValue): bigint {
  if (divisor === 0n) throw new RangeError('Division by zero');
  // Normalise to a positive divisor so floor/ceil below only have to reason about one sign.
  const numerator = divisor < 0n ? -dividend : dividend;
  const denominator = divisor < 0n ? -divisor : divisor;
  // BigInt division truncates toward zero; derive the floor from it.
  const truncated = numerator / denominator;
  const remainder = numerator % denominator;
  const floor = remainder < 0n ? truncated - 1n : truncated;
  const floorRemainder = numerator - floor * denominator; // 0 ≤ floorRemainder < denominator
  if (floorRemainder === 0n) return floor;
  switch (mode) {
    case RoundingMode.DOWN:
      return floor;
    case RoundingMode.UP:
      return floor + 1n;
    case RoundingMode.HALF_UP:
      return floorRemainder * 2n >= denominator ? floor + 1n : floor;
    case RoundingMode.HALF_DOWN:
      return floorRemainder * 2n > denominator ? floor + 1n : floor;
  }
}

export interface ExactFraction {
  readonly numerator: bigint;
  /** Always a positive power of ten. */
  readonly denominator: bigint;
}

/**
 * The exact decimal a finite number prints as (12.5 → 125/10, 1e-7 → 1/10000000). Using the
 * shortest round-trip text rather than the binary value is what makes 0.1 mean one tenth.
 */
export function toExactFraction(value: number): ExactFraction {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (match === null) throw new RangeError(`Unexpected number text: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  if (exponent >= 0) return { numerator: digits * 10n ** BigInt(exponent), denominator: 1n };
  return { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}
