import { moneyFromHundredths, negateMoney, type Money } from './money.ts';

/**
 * Splits a total across parts in proportion to integer weights with the largest-remainder
 * method, so the parts always add up to the total exactly (bill splits, a subtotal discount
 * spread over lines). Each part gets the floor of its exact share; the hundredths left over
 * go one each to the largest remainders, earlier parts first on a tie, so it is deterministic.
 * A part with weight 0 gets 0. When every weight is 0 the total is split evenly, because
 * "in proportion to nothing" has no better meaning. A negative total is split as its
 * magnitude and negated, so the rounding never depends on the sign.
 */
export function allocateMoney(total: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new RangeError('Cannot allocate to zero parts');
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers: ${weight}`);
    }
  }
  if (total < 0) return allocateMoney(negateMoney(total), weights).map(negateMoney);

  const hasWeight = weights.some((weight) => weight > 0);
  const effective = weights.map((weight) => BigInt(hasWeight ? weight : 1));
  const weightSum = effective.reduce((sum, weight) => sum + weight, 0n);
  const whole = BigInt(total);

  const shares = effective.map((weight) => (whole * weight) / weightSum);
  const remainders = effective.map((weight, index) => ({ index, remainder: (whole * weight) % weightSum }));
  let leftover = whole - shares.reduce((sum, share) => sum + share, 0n);

  remainders.sort((left, right) =>
    left.remainder === right.remainder ? left.index - right.index : left.remainder > right.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return shares.map((share) => moneyFromHundredths(Number(share)));
}

/** Equal parts that add up to the total; the first parts take the extra hundredths. */
export function splitMoneyEvenly(total: Money, parts: number): Money[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`Parts must be a positive integer: ${parts}`);
  return allocateMoney(total, Array.from({ length: parts }, () => 1));
}
