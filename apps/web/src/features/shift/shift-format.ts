import { formatMoney, formatOutletDateTime, moneyFromDecimalRupiah, type Money } from '@kasir/domain';

/** Wire amounts are rupiah with at most two decimals; the display goes through Money (spec §5). */
export function wireToMoney(amount: number): Money {
  return moneyFromDecimalRupiah(amount);
}

export function formatWireAmount(amount: number, currencyPrefix?: string): string {
  return formatMoney(wireToMoney(amount), currencyPrefix === undefined ? {} : { currencyPrefix });
}

/** 'YYYY-MM-DD HH:mm' on the outlet's clock: shift times are read in outlet time, stored as UTC. */
export function formatShiftTime(isoInstant: string, timeZoneHours: number): string {
  return formatOutletDateTime(isoInstant, timeZoneHours);
}
