import { DEFAULT_CURRENCY_CODE, formatMoney, type Money } from '@kasir/domain';
import { useSessionStore } from '../session/session-store.ts';

/** Money of the chosen outlet's currency, as spec §5 displays it ('Rp 12.500', 'Rp 12.500,5'). */
export function useBillMoney(): (amount: Money) => string {
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  return (amount) => formatMoney(amount, { currencyPrefix });
}
