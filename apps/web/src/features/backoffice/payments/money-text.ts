import { formatMoney, formatNumber, moneyFromDecimalRupiah } from '@kasir/domain';

/** Rupiah from the wire as the spec displays money ('Rp 12.500,50'). */
export const moneyText = (rupiah: number, currencyCode: string): string => formatMoney(moneyFromDecimalRupiah(rupiah), { currencyPrefix: currencyCode });

/** A percent as numbers display (10 → '10 %', 2.5 → '2,5 %'). */
export const percentText = (percent: number): string => `${formatNumber(percent)} %`;
