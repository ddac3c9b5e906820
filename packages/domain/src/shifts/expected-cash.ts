import { clampMoneyAtZero, minMoney, subtractMoney, sumMoney, type Money } from '../money/money.ts';

export type CashMovements = {
  startCash: Money;
  cashPayments: Money;
  change: Money;
  cashIn: Money;
  cashOut: Money;
  /** Cash handed back to customers by refunds made in this shift (see cashPartsOfRefunds). */
  cashRefunds: Money;
};

/**
 * What the drawer should hold at the end of a shift:
 * opening + cash in − cash out + cash payments − change − cash refunds.
 */
export function computeExpectedCash(movements: CashMovements): Money {
  const received = sumMoney([movements.startCash, movements.cashPayments, movements.cashIn]);
  const handedOut = sumMoney([movements.change, movements.cashOut, movements.cashRefunds]);
  return subtractMoney(received, handedOut);
}

/** Counted minus expected: positive is a surplus, negative a shortage. */
export function computeCashDifference(counted: Money, expected: Money): Money {
  return subtractMoney(counted, expected);
}

/**
 * How much of each refund of one order leaves the drawer as cash, oldest refund first.
 * A refund records no method of its own, so the order's cash is given back first: each refund
 * is paid in cash up to what the order's cash payments left in the drawer (cash received
 * minus change) and not yet handed back by earlier refunds; the rest goes back through the
 * order's other methods (a card or QRIS reversal never touches the drawer). So an order paid
 * only in cash refunds all in cash, and cash refunds never exceed the cash the order brought.
 */
export function cashPartsOfRefunds(orderNetCash: Money, refundAmounts: readonly Money[]): Money[] {
  let cashLeft = clampMoneyAtZero(orderNetCash);
  return refundAmounts.map((amount) => {
    const cash = minMoney(clampMoneyAtZero(amount), cashLeft);
    cashLeft = subtractMoney(cashLeft, cash);
    return cash;
  });
}
