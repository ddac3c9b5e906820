import type { Selectable } from 'kysely';
import {
  DEFAULT_TIME_ZONE_HOURS,
  PromoDiscountType,
  expandPromoTargets,
  isPromoAvailable,
  isPromoInSchedule,
  isPromoRunning,
  moneyFromHundredths,
  type CodeValue,
  type OrderPromoInput,
  type PromoBaseOn,
  type PromoDeductFrom,
} from '@kasir/domain';
import type { PromosTable } from '../../db/schema-catalog.ts';
import { toNumber } from '../../db/row-numbers.ts';
import type { Executor } from './payments.repository.ts';

export type PromoRow = Selectable<PromosTable>;
export type PromoTarget = { outletProductId: number | null; productCategoryId: number | null; bundleId: number | null };
/** Spec §3 Term.TermPaymentMethods: the outlet methods a promo is earned with (none: any method). */
export type PromoPaymentMethod = { id: number; name: string };
export type LoadedPromo = {
  row: PromoRow;
  targets: PromoTarget[];
  reach: { productIds: number[]; bundleIds: number[] };
  paymentMethods: PromoPaymentMethod[];
  isRunning: boolean;
  input: OrderPromoInput;
};

/** Stored percentages are hundredths of a percent (1000 = 10 %). */
const PERCENT_HUNDREDTHS = 100;
const nullableNumber = (value: number | null) => (value === null ? null : toNumber(value));
const promoOf = (row: PromoRow): PromoRow => ({
  ...row,
  discount_value: toNumber(row.discount_value),
  max_discount_amount: nullableNumber(row.max_discount_amount),
  min_purchased_price: nullableNumber(row.min_purchased_price),
  max_purchased_price: nullableNumber(row.max_purchased_price),
  usage_limit: toNumber(row.usage_limit),
  total_used: toNumber(row.total_used),
});
const money = (value: number | null) => (value === null ? null : moneyFromHundredths(value));

/** A promos row as the domain's pricing reads it; a promo outside its period is unavailable. */
export function toPromoInput(row: PromoRow, reach: { productIds: number[]; bundleIds: number[] }, isRunning: boolean, paymentMethodIds: readonly number[] = []): OrderPromoInput {
  const maxDiscountAmount = money(row.max_discount_amount);
  return {
    id: row.id,
    name: row.name,
    discount:
      row.discount_type === PromoDiscountType.PERCENTAGE
        ? { type: PromoDiscountType.PERCENTAGE, percent: row.discount_value / PERCENT_HUNDREDTHS, maxDiscountAmount }
        : { type: PromoDiscountType.NOMINAL, amount: moneyFromHundredths(row.discount_value), maxDiscountAmount },
    baseOn: row.base_on as CodeValue<typeof PromoBaseOn>,
    deductFrom: row.deduct_from as CodeValue<typeof PromoDeductFrom>,
    productIds: reach.productIds,
    bundleIds: reach.bundleIds,
    term: { minPurchasedPrice: money(row.min_purchased_price), maxPurchasedPrice: money(row.max_purchased_price), paymentMethodIds: [...paymentMethodIds] },
    isAvailable: isRunning,
    limit: row.usage_limit,
    totalUsed: row.total_used,
  };
}

/**
 * The outlet's promos by id (or its running ones of some types), each with the products and
 * bundles it reaches (categories expanded through the menu) and its pricing input.
 */
export async function loadPromos(executor: Executor, outletId: number, filter: { ids: readonly number[] } | { types: readonly number[] }, now: Date): Promise<LoadedPromo[]> {
  let query = executor.selectFrom('promos').selectAll().where('outlet_id', '=', outletId);
  if ('ids' in filter) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', [...filter.ids]);
  } else {
    query = query.where('promo_type', 'in', [...filter.types]).where('is_active', '=', 1).where('starts_at', '<=', now.toISOString()).where('ends_at', '>=', now.toISOString());
  }
  const [found, outlet] = await Promise.all([
    query.orderBy('id').execute(),
    executor.selectFrom('outlets').select('time_zone').where('id', '=', outletId).executeTakeFirst(),
  ]);
  const timeZone = outlet?.time_zone ?? DEFAULT_TIME_ZONE_HOURS;
  // Running now also means inside its days of the week and hours of the day (ADR 0024).
  const inSchedule = (row: PromoRow) => isPromoInSchedule({ daysMask: row.days_mask, hoursMask: row.hours_mask }, now, timeZone);
  const rows = found.map(promoOf).filter((row) => 'ids' in filter || inSchedule(row));
  if (rows.length === 0) return [];
  const promoIds = rows.map((row) => row.id);
  const [targets, methodTerms] = await Promise.all([
    executor.selectFrom('promo_products').selectAll().where('promo_id', 'in', promoIds).execute(),
    executor
      .selectFrom('promo_payment_methods')
      .innerJoin('outlet_payment_methods', 'outlet_payment_methods.id', 'promo_payment_methods.outlet_payment_method_id')
      .select(['promo_payment_methods.promo_id', 'outlet_payment_methods.id', 'outlet_payment_methods.name'])
      .where('promo_payment_methods.promo_id', 'in', promoIds)
      .orderBy('outlet_payment_methods.position')
      .orderBy('outlet_payment_methods.id')
      .execute(),
  ]);
  const categoryIds = [...new Set(targets.map((target) => target.product_category_id).filter((id): id is number => id !== null))];
  const [products, bundles] =
    categoryIds.length === 0
      ? [[], []]
      : await Promise.all([
          executor.selectFrom('outlet_products').select(['id', 'product_category_id as categoryId']).where('outlet_id', '=', outletId).where('product_category_id', 'in', categoryIds).execute(),
          executor.selectFrom('outlet_product_bundles').select(['id', 'product_category_id as categoryId']).where('outlet_id', '=', outletId).where('product_category_id', 'in', categoryIds).execute(),
        ]);
  return rows.map((row) => {
    const own = targets
      .filter((target) => target.promo_id === row.id)
      .map((target) => ({ outletProductId: target.outlet_product_id, productCategoryId: target.product_category_id, bundleId: target.bundle_id }));
    const reach = expandPromoTargets(own, { products, bundles });
    const isRunning = isPromoRunning({ isActive: row.is_active === 1, startsAt: row.starts_at, endsAt: row.ends_at }, now) && inSchedule(row);
    const paymentMethods = methodTerms.filter((term) => term.promo_id === row.id).map((term) => ({ id: term.id, name: term.name }));
    const promoReach = { productIds: [...reach.productIds], bundleIds: [...reach.bundleIds] };
    const input = toPromoInput(row, promoReach, isRunning, paymentMethods.map((method) => method.id));
    return { row, targets: own, reach: promoReach, paymentMethods, isRunning, input };
  });
}

export const isAvailable = (promo: LoadedPromo) => promo.isRunning && isPromoAvailable({ limit: promo.row.usage_limit, totalUsed: promo.row.total_used });
