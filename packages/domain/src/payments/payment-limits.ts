import { compareMoney, maxMoney, moneyFromRupiah, multiplyMoney, type Money } from '../money/money.ts';

/**
 * Not in the spec (issue 16): a cash tender whose change is above the larger of these two asks
 * the cashier to confirm the change before paying. A mistyped tender (57.800.100.000 for 100.000)
 * would otherwise be paid and sit in the shift report; a real one (a Rp 1.000.000 note for a
 * Rp 50.000 bill, or Rp 500.000 for Rp 58.000) still pays without a question.
 */
export const LARGE_CHANGE_FLOOR_RUPIAH = 1_000_000;
/** ...or above this many times the amount due. */
export const LARGE_CHANGE_DUE_MULTIPLE = 10;

/** The change above which a tender asks for confirmation: max(Rp 1.000.000, 10 × due). */
export function largeChangeThreshold(due: Money): Money {
  return maxMoney(moneyFromRupiah(LARGE_CHANGE_FLOOR_RUPIAH), multiplyMoney(due, LARGE_CHANGE_DUE_MULTIPLE));
}

/** True when the change of a tender is over max(Rp 1.000.000, 10 × the amount due). */
export function isLargeChange(change: Money, due: Money): boolean {
  return compareMoney(change, largeChangeThreshold(due)) > 0;
}
