import type { AdminPromo } from '@kasir/contracts';
import {
  PROMO_DAY_HOURS,
  PROMO_WEEK_DAYS,
  endOfOutletDay,
  formatOutletDate,
  fromScheduleMask,
  getOutletInstant,
  moneyFromDecimalRupiah,
  moneyFromHundredths,
  toDecimalRupiah,
  toHundredths,
} from '@kasir/domain';
import type { OutletPromoRow } from './promos-admin.repository.ts';

/** Rupiah (or percent) with at most two decimals → stored hundredths, read exactly. */
export const toStoredHundredths = (value: number): number => toHundredths(moneyFromDecimalRupiah(value));
export const fromStoredHundredths = (value: number): number => toDecimalRupiah(moneyFromHundredths(value));
const wire = (value: number | null) => (value === null ? null : fromStoredHundredths(value));
const stored = (value: number | null) => (value === null ? null : toStoredHundredths(value));
export { stored as toStoredOrNull };

/** An outlet calendar day as the instants a promos row stores: its first and its last millisecond. */
export function outletDayBounds(startDate: string, endDate: string, timeZone: number): { starts_at: string; ends_at: string } {
  const start = getOutletInstant(startDate, 0, timeZone);
  const end = getOutletInstant(endDate, 0, timeZone);
  if (start === null || end === null) throw new RangeError('Not a date');
  return { starts_at: start.toISOString(), ends_at: endOfOutletDay(end, timeZone).toISOString() };
}

const sortedUnique = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * A back-office promo from its group's rows (ADR 0024): the first row carries the shared
 * settings, the outlets and what it applies to are the union of the rows, uses are summed.
 */
export function presentPromo(rows: readonly OutletPromoRow[]): AdminPromo {
  const live = rows.filter((row) => row.archived_at === null);
  const shown = live.length > 0 ? live : rows;
  const first = shown[0]!;
  const targets = shown.flatMap((row) => row.targets);
  return {
    Id: first.group_id,
    Name: first.name,
    PromoType: first.promo_type,
    DiscountType: first.discount_type,
    DiscountValue: fromStoredHundredths(first.discount_value),
    MaxDiscountAmount: wire(first.max_discount_amount),
    BaseOn: first.base_on,
    DeductFrom: first.deduct_from,
    Limit: first.usage_limit,
    TotalUsed: rows.reduce((sum, row) => sum + row.total_used, 0),
    StartDate: formatOutletDate(new Date(first.starts_at), first.time_zone),
    EndDate: formatOutletDate(new Date(first.ends_at), first.time_zone),
    IsActive: first.is_active === 1,
    IsArchived: live.length === 0,
    OutletIds: sortedUnique(shown.map((row) => row.outlet_id)),
    OutletProductIds: sortedUnique(targets.flatMap((target) => (target.outlet_product_id === null ? [] : [target.outlet_product_id]))),
    CategoryIds: sortedUnique(targets.flatMap((target) => (target.product_category_id === null ? [] : [target.product_category_id]))),
    BundleIds: sortedUnique(targets.flatMap((target) => (target.bundle_id === null ? [] : [target.bundle_id]))),
    MinPurchase: wire(first.min_purchased_price),
    MaxPurchase: wire(first.max_purchased_price),
    PaymentMethodIds: sortedUnique(shown.flatMap((row) => row.payment_method_ids)),
    Days: fromScheduleMask(first.days_mask, PROMO_WEEK_DAYS),
    Hours: fromScheduleMask(first.hours_mask, PROMO_DAY_HOURS),
    OutletPromos: shown.map((row) => ({ OutletId: row.outlet_id, OutletPromoId: row.id })),
  };
}

