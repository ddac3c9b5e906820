import { PromoDiscountType } from '../codes/payments.ts';
import { DISCOUNT_ROUNDING_MODE } from '../pricing/promo-evaluation.ts';
import { clampMoneyAtZero, minMoney, percentOfMoney, subtractMoney, ZERO_MONEY, type Money } from '../money/money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A promo of a member category (spec §7 /promoMemberCategory): percent or a fixed amount, maybe capped. */
export type MembershipPromo = {
  discountType: number;
  /** PERCENTAGE: whole percent; NOMINAL: the amount off. */
  percent: number;
  nominal: Money;
  maxDiscount: Money | null;
};

export type MembershipPrice = { subtotal: Money; discount: Money; total: Money };

/**
 * What a membership costs after its promo: the discount never exceeds the price (nor the
 * promo's cap), so the total is never negative. Percentages round like order promos.
 */
export function priceMembership(subtotal: Money, promo: MembershipPromo | null): MembershipPrice {
  if (promo === null) return { subtotal, discount: ZERO_MONEY, total: subtotal };
  let discount = promo.discountType === PromoDiscountType.PERCENTAGE ? percentOfMoney(subtotal, promo.percent, DISCOUNT_ROUNDING_MODE) : promo.nominal;
  if (promo.maxDiscount !== null) discount = minMoney(discount, promo.maxDiscount);
  discount = minMoney(clampMoneyAtZero(discount), subtotal);
  return { subtotal, discount, total: subtractMoney(subtotal, discount) };
}

/**
 * Until when a membership runs once paid. NEW: from now. EXTEND: from the current expiry while
 * it still runs (the days left are kept), else from now (an expired member starts afresh).
 */
export function membershipExpiry(currentExpiry: Date | null, now: Date, durationDays: number): Date {
  const start = currentExpiry !== null && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return new Date(start.getTime() + durationDays * DAY_MS);
}
