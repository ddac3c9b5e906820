import { formatMoney, moneyFromDecimalRupiah } from '@kasir/domain';
import { useSessionStore } from '../session/session-store.ts';

/** A wire amount (rupiah, decimals allowed) as the spec displays money: 'Rp 12.500' or 'Rp 12.500,50'. */
export function formatOrderAmount(rupiah: number, currencyPrefix: string): string {
  return formatMoney(moneyFromDecimalRupiah(rupiah), { currencyPrefix });
}

/** The formatter for the chosen outlet's currency (spec §9 default Rp). */
export function useOrderMoney(): (rupiah: number) => string {
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? 'Rp');
  return (rupiah) => formatOrderAmount(rupiah, currencyPrefix);
}
