import { formatMoney, moneyFromDecimalRupiah } from '@kasir/domain';

/** A wire amount (whole or decimal rupiah) as the spec displays money; '' when absent or malformed. */
export function formatWireAmount(amount: number | null | undefined, currencyPrefix?: string): string {
  if (amount === null || amount === undefined) return '';
  try {
    return formatMoney(moneyFromDecimalRupiah(amount), currencyPrefix === undefined ? {} : { currencyPrefix });
  } catch {
    return '';
  }
}
