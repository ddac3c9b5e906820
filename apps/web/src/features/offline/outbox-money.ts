import { moneyFromDecimalRupiah, type Money } from '@kasir/domain';

/** The outbox keeps amounts as decimal strings ('12500', '12500.50'); anything else is a bug upstream. */
const DECIMAL_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A decimal string of the outbox as Money (read through its decimal text, never rounded). */
export function moneyOfDecimalText(text: string): Money {
  if (!DECIMAL_AMOUNT.test(text)) throw new RangeError(`Not a decimal amount: ${text}`);
  return moneyFromDecimalRupiah(Number(text));
}
