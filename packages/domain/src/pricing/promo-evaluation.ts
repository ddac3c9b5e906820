import { PromoBaseOn, PromoDeductFrom, PromoDiscountType } from '../codes/payments.ts';
import { RoundingMode } from '../money/exact-division.ts';
import { isPositiveMoney, minMoney, multiplyMoney, percentOfMoney, sumMoney, ZERO_MONEY, type Money } from '../money/money.ts';
import type { LinePrice } from './line-pricing.ts';
import {
  OrderLineKind,
  PromoRejection,
  type EntityId,
  type OrderLineInput,
  type OrderPromoInput,
  type PromoRejectionValue,
} from './pricing-types.ts';

/**
 * Discounts and charges both round half-up to the hundredth: one rule for every percentage
 * on the bill keeps receipts explainable, and the difference is under half a sen.
 */
export const DISCOUNT_ROUNDING_MODE = RoundingMode.HALF_UP;

function isSet(amount: Money | null | undefined): amount is Money {
  return amount !== null && amount !== undefined && isPositiveMoney(amount);
}

/**
 * The promo's own conditions against the order's subtotal (billed lines before any
 * discount). Payment terms need every chosen method to be on the list: a "pay with BCA"
 * promo is not earned by paying half in cash, and with nothing chosen yet it shows as 0
 * (the red warning of spec §5) until an eligible method is picked.
 */
export function checkPromoTerms(
  promo: OrderPromoInput,
  subtotal: Money,
  paymentMethodIds: readonly EntityId[],
): PromoRejectionValue | null {
  if (promo.isAvailable === false) return PromoRejection.UNAVAILABLE;
  const limit = promo.limit ?? 0;
  if (limit > 0 && (promo.totalUsed ?? 0) >= limit) return PromoRejection.LIMIT_REACHED;
  const term = promo.term;
  if (term === null || term === undefined) return null;
  if (isSet(term.minPurchasedPrice) && subtotal < term.minPurchasedPrice) return PromoRejection.BELOW_MINIMUM_PURCHASE;
  if (isSet(term.maxPurchasedPrice) && subtotal > term.maxPurchasedPrice) return PromoRejection.ABOVE_MAXIMUM_PURCHASE;
  const allowed = term.paymentMethodIds ?? [];
  if (allowed.length > 0) {
    const isEveryMethodAllowed = paymentMethodIds.every((methodId) => allowed.includes(methodId));
    if (paymentMethodIds.length === 0 || !isEveryMethodAllowed) return PromoRejection.PAYMENT_METHOD_NOT_ELIGIBLE;
  }
  return null;
}

/** Whether the promo is about particular products (base-on or deduct-from PRODUCT). */
export function isProductPromo(promo: OrderPromoInput): boolean {
  return promo.baseOn === PromoBaseOn.PRODUCT || promo.deductFrom === PromoDeductFrom.PRODUCT;
}

/**
 * Indexes of the lines a promo can touch: billed, not free, and for a product promo one of
 * its products or bundles. Free lines are skipped because there is nothing to take off.
 */
export function findPromoTargetLines(
  promo: OrderPromoInput,
  lines: readonly OrderLineInput[],
  prices: readonly LinePrice[],
): number[] {
  const targets: number[] = [];
  lines.forEach((line, index) => {
    const price = prices[index];
    if (price === undefined || !price.isBilled || price.isFree) return;
    if (isProductPromo(promo) && !isLineTargeted(promo, line)) return;
    targets.push(index);
  });
  return targets;
}

function isLineTargeted(promo: OrderPromoInput, line: OrderLineInput): boolean {
  if (line.productId === null || line.productId === undefined) return false;
  const ids = (line.kind ?? OrderLineKind.PRODUCT) === OrderLineKind.BUNDLE ? promo.bundleIds : promo.productIds;
  return (ids ?? []).includes(line.productId);
}

export interface PromoBase {
  /** What a percentage is taken of. */
  readonly amount: Money;
  /** Units a per-product nominal discount is multiplied by. */
  readonly quantity: number;
}

/** Base-on PRODUCT: the target lines. PRICE and CASHBACK: the whole subtotal. */
export function getPromoBase(
  promo: OrderPromoInput,
  subtotal: Money,
  targetIndexes: readonly number[],
  prices: readonly LinePrice[],
): PromoBase {
  if (promo.baseOn !== PromoBaseOn.PRODUCT) return { amount: subtotal, quantity: 1 };
  const targets = targetIndexes.map((index) => prices[index]).filter((price) => price !== undefined);
  return {
    amount: sumMoney(targets.map((price) => price.grossTotal)),
    quantity: targets.reduce((sum, price) => sum + price.quantity, 0),
  };
}

/**
 * The discount a promo is worth on its base, before it meets what is left of the bill.
 * A nominal product promo is per unit ("Rp 5.000 off every iced coffee"); a nominal
 * transaction promo is once. MaxDiscountAmount caps it, and it never exceeds its base.
 */
export function computePromoDiscount(promo: OrderPromoInput, base: PromoBase): Money {
  const { discount } = promo;
  const raw =
    discount.type === PromoDiscountType.PERCENTAGE
      ? percentOfMoney(base.amount, discount.percent, DISCOUNT_ROUNDING_MODE)
      : multiplyMoney(discount.amount, base.quantity);
  const capped = isSet(discount.maxDiscountAmount) ? minMoney(raw, discount.maxDiscountAmount) : raw;
  return capped < 0 ? ZERO_MONEY : minMoney(capped, base.amount);
}
