import { subtractMoney, sumMoney, type Money } from '../money/money.ts';

export type CashMovements = {
  startCash: Money;
  cashPayments: Money;
  change: Money;
  cashIn: Money;
  cashOut: Money;
};

/** What the drawer should hold at the end of a shift: opening + cash payments − change + in − out. */
export function computeExpectedCash(movements: CashMovements): Money {
  const received = sumMoney([movements.startCash, movements.cashPayments, movements.cashIn]);
  return subtractMoney(subtractMoney(received, movements.change), movements.cashOut);
}

/** Counted minus expected: positive is a surplus, negative a shortage. */
export function computeCashDifference(counted: Money, expected: Money): Money {
  return subtractMoney(counted, expected);
}
