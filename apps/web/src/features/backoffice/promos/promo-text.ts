import type { TFunction } from 'i18next';
import type { AdminPromo } from '@kasir/contracts';
import { PromoDiscountType } from '@kasir/domain';
import { moneyText, percentText } from '../payments/money-text.ts';

/** '10 %' or 'Rp 5.000', with the cap when there is one. */
export function discountText(promo: Pick<AdminPromo, 'DiscountType' | 'DiscountValue' | 'MaxDiscountAmount'>, currency: string): string {
  const value = promo.DiscountType === PromoDiscountType.PERCENTAGE ? percentText(promo.DiscountValue) : moneyText(promo.DiscountValue, currency);
  return promo.MaxDiscountAmount === null ? value : `${value} (max ${moneyText(promo.MaxDiscountAmount, currency)})`;
}

/** 'Sat, Sun · 17–20' style summary of the days and hours a promo runs. */
export function scheduleText(promo: Pick<AdminPromo, 'Days' | 'Hours'>, t: TFunction): string {
  const days = promo.Days.length === 0 ? t('boPromos.everyDay') : promo.Days.map((day) => t(`boPromos.days.${day}`)).join(', ');
  const hours = promo.Hours.length === 0 ? t('boPromos.allDay') : hourRanges(promo.Hours);
  return `${days} · ${hours}`;
}

/** [9,10,11,17] → '09:00–12:00, 17:00–18:00'. */
export function hourRanges(hours: readonly number[]): string {
  const sorted = [...hours].sort((a, b) => a - b);
  const ranges: Array<[number, number]> = [];
  for (const hour of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === hour) last[1] = hour + 1;
    else ranges.push([hour, hour + 1]);
  }
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return ranges.map(([from, to]) => `${clock(from)}–${clock(to)}`).join(', ');
}
