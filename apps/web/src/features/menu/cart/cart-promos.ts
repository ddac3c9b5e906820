import {
  computeOrderTotals,
  findPromoTargetLines,
  moneyFromDecimalRupiah,
  priceOrderLine,
  PromoDiscountType,
  PromoRejection,
  type CodeValue,
  type Money,
  type OrderPromoInput,
  type PromoBaseOn,
  type PromoDeductFrom,
  type PromoRejectionValue,
} from '@kasir/domain';
import type { ActivePromo } from '@kasir/contracts';
import { cartPricingInput, toOrderLineInput, type CartPricingContext } from './cart-pricing.ts';
import type { CartLine } from './cart-types.ts';

/**
 * A product promo the payment dialog will offer for this cart. The server applies no promo when
 * the order is saved: the cashier picks promos in the payment dialog's promo picker (PUT
 * /order/assignPromo), so the cart's Total stays without it and the promo is shown as
 * "available at payment", with what it takes off once picked.
 */
export interface CartPromoOffer {
  readonly promoId: number;
  readonly name: string;
  /** What the promo takes off when it is picked alone at payment (computeOrderTotals, as the server prices it). */
  readonly discount: Money;
  /** The order's total with this promo picked and no other. */
  readonly totalWithPromo: Money;
  /** The cart lines (CartLine.key) it reaches. */
  readonly lineKeys: readonly string[];
  /** Why it would give nothing for this cart as it stands (a purchase limit), or null. */
  readonly rejection: PromoRejectionValue | null;
  readonly minPurchase: Money | null;
  readonly maxPurchase: Money | null;
}

/** Rejections of a promo that this cart can still come to meet (more or fewer lines): shown with their term. */
const PURCHASE_TERM_REJECTIONS: readonly PromoRejectionValue[] = [PromoRejection.BELOW_MINIMUM_PURCHASE, PromoRejection.ABOVE_MAXIMUM_PURCHASE];

const wireMoneyOrNull = (rupiah: number | null): Money | null => (rupiah === null ? null : moneyFromDecimalRupiah(rupiah));

/**
 * GET /outletProduct/activePromo's promo as the domain's pricing reads it, the way the server
 * builds it from its rows (payments/promos.repository toPromoInput): percent as a percentage,
 * amounts from decimal rupiah, categories already expanded to products and bundles.
 */
export function toCartPromoInput(promo: ActivePromo): OrderPromoInput {
  const { Amount, DiscountType, MaxDiscountAmount, ProductPromoDiscounts } = promo.PromoDiscount;
  const maxDiscountAmount = wireMoneyOrNull(MaxDiscountAmount);
  return {
    id: promo.Id,
    name: promo.Promo.PromoName,
    discount:
      DiscountType === PromoDiscountType.PERCENTAGE
        ? { type: PromoDiscountType.PERCENTAGE, percent: Amount, maxDiscountAmount }
        : { type: PromoDiscountType.NOMINAL, amount: moneyFromDecimalRupiah(Amount), maxDiscountAmount },
    baseOn: promo.BaseOn as CodeValue<typeof PromoBaseOn>,
    deductFrom: promo.DeductFrom as CodeValue<typeof PromoDeductFrom>,
    productIds: ProductPromoDiscounts.flatMap((target) => (target.OutletProductId === null ? [] : [target.OutletProductId])),
    bundleIds: ProductPromoDiscounts.flatMap((target) => (target.OutletProductBundleId === null ? [] : [target.OutletProductBundleId])),
    term: { minPurchasedPrice: wireMoneyOrNull(promo.Term.MinPurchasedPrice), maxPurchasedPrice: wireMoneyOrNull(promo.Term.MaxPurchasedPrice) },
    isAvailable: promo.Available,
    limit: promo.Promo.Limit,
    totalUsed: promo.Promo.TotalUsed,
  };
}

/**
 * The active product promos that reach a line of the cart, each priced alone on the whole cart
 * by computeOrderTotals (the function the server prices the order with once the promo is
 * picked). Promos that cannot apply today (unavailable, used up) are left out.
 */
export function cartPromoOffers(lines: readonly CartLine[], context: CartPricingContext, promos: readonly ActivePromo[]): CartPromoOffer[] {
  if (lines.length === 0) return [];
  const lineInputs = lines.map(toOrderLineInput);
  const prices = lineInputs.map((line) => priceOrderLine(line, context.priceLevel));
  return promos.flatMap((promo) => {
    if (!promo.Available) return [];
    const input = toCartPromoInput(promo);
    const targets = findPromoTargetLines(input, lineInputs, prices);
    if (targets.length === 0) return [];
    const totals = computeOrderTotals(cartPricingInput(lines, context, [input]));
    const outcome = totals.promos.find((candidate) => candidate.promoId === input.id);
    if (!outcome) return [];
    const rejection = outcome.rejection;
    if (rejection !== null && !PURCHASE_TERM_REJECTIONS.includes(rejection)) return [];
    return [
      {
        promoId: promo.Id,
        name: promo.Promo.PromoName,
        discount: outcome.discount,
        totalWithPromo: totals.grandTotal,
        lineKeys: targets.flatMap((index) => (lines[index] ? [lines[index].key] : [])),
        rejection,
        minPurchase: input.term?.minPurchasedPrice ?? null,
        maxPurchase: input.term?.maxPurchasedPrice ?? null,
      },
    ];
  });
}
