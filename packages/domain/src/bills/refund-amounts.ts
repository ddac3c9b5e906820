import { allocateMoney } from '../money/allocation.ts';
import { moneyFromHundredths, toHundredths, type Money } from '../money/money.ts';
import type { OrderTotals } from '../pricing/pricing-types.ts';

/** A billed line of a paid order: what it weighed in the bill (net of its discounts, plus the charges added on it). */
export interface PaidLineWeight {
  readonly key: string;
  /** Hundredths the line contributed before transaction-level promos and rounding: never negative. */
  readonly weight: number;
}

/**
 * What each billed line of a paid order was paid: the money paid for the order spread over
 * the lines in proportion to what each weighed (its discounted price plus its charges), with
 * the largest-remainder method, so the lines' shares add up exactly to what was paid and so
 * carry their part of transaction promos, charges and rounding.
 */
export function allocatePaidAmount(paid: Money, lines: readonly PaidLineWeight[]): Map<string, Money> {
  if (lines.length === 0) return new Map();
  const shares = allocateMoney(paid, lines.map((line) => Math.max(0, line.weight)));
  return new Map(lines.map((line, index) => [line.key, shares[index] ?? moneyFromHundredths(0)]));
}

/**
 * Money back for `quantity` more units of a line whose `lineQuantity` units were paid `share`
 * in all, after `alreadyRefunded` units: the line's share up to the new count minus its share
 * up to the old one, each rounded down to the hundredth. So refunds of one line never add up
 * to more than its share, and the last unit refunded brings it to exactly the share.
 */
export function refundAmountOf(share: Money, lineQuantity: number, alreadyRefunded: number, quantity: number): Money {
  if (!Number.isSafeInteger(lineQuantity) || lineQuantity < 1) throw new RangeError(`Line quantity must be a positive integer: ${lineQuantity}`);
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Quantity must be a positive integer: ${quantity}`);
  if (!Number.isSafeInteger(alreadyRefunded) || alreadyRefunded < 0 || alreadyRefunded + quantity > lineQuantity) {
    throw new RangeError(`Cannot refund ${quantity} of ${lineQuantity} after ${alreadyRefunded}`);
  }
  const whole = BigInt(toHundredths(share));
  const upTo = (units: number) => (whole * BigInt(units)) / BigInt(lineQuantity);
  return moneyFromHundredths(Number(upTo(alreadyRefunded + quantity) - upTo(alreadyRefunded)));
}

/** What a refund line names: an OrderProduct or an OrderProductBundle. */
export const RefundLineKind = { PRODUCT: 1, BUNDLE: 2 } as const;

/**
 * What each line weighed in a priced bill (OrderTotals of computeOrderTotals), keyed by the
 * priced line's id: a billed line's total after its discounts plus the charges added on it
 * (charges already inside the prices are not added twice); a pending line weighs nothing.
 */
export function weighBilledLines(totals: OrderTotals): PaidLineWeight[] {
  const included = new Set(totals.charges.filter((charge) => charge.isIncludedInProductPrice).map((charge) => charge.chargeId));
  return totals.lines.map((line) => ({
    key: String(line.id),
    weight: line.isBilled
      ? Math.max(0, toHundredths(line.netTotal)) + line.charges.filter((charge) => !included.has(charge.chargeId)).reduce((sum, charge) => sum + toHundredths(charge.amount), 0)
      : 0,
  }));
}
