import {
  computeOrderTotals,
  OrderLineKind,
  type OrderChargeInput,
  type OrderLineInput,
  type OrderPricingInput,
  type OrderPromoInput,
  type OrderTotals,
  type RoundingSettingValue,
} from '@kasir/domain';
import { CartLineKind, type CartLine } from './cart-types.ts';

export interface CartPricingContext {
  /** PriceLevel of the chosen order type (n of LEVEL{n}); null uses SellPrice. */
  readonly priceLevel: number | null;
  readonly isRounded: boolean;
  readonly roundingSetting: RoundingSettingValue | null;
  /** The active charges linked to the chosen order type. */
  readonly charges: readonly OrderChargeInput[];
}

/** A cart line as the shared pricing functions read it (the server prices saved lines the same way). */
export function toOrderLineInput(line: CartLine): OrderLineInput {
  return {
    id: line.key,
    kind: line.kind === CartLineKind.BUNDLE ? OrderLineKind.BUNDLE : OrderLineKind.PRODUCT,
    productId: line.productId,
    quantity: line.quantity,
    sellPrice: line.sellPrice,
    levelPrices: line.levelPrices,
    priceOverride: line.priceOverride,
    // New lines are subject to the order type's charges, as the server saves them.
    isIncludedCharge: true,
    subProducts: line.addOns.map((addOn) => ({ price: addOn.price, quantity: addOn.quantity })),
  };
}

/** The pure pricing input of the cart under its order type, with the promos to price (none by default). */
export function cartPricingInput(lines: readonly CartLine[], context: CartPricingContext, promos: readonly OrderPromoInput[] = []): OrderPricingInput {
  return {
    lines: lines.map(toOrderLineInput),
    charges: context.charges,
    context: { priceLevel: context.priceLevel, isRounded: context.isRounded, roundingSetting: context.roundingSetting },
    ...(promos.length > 0 ? { promos } : {}),
  };
}

/**
 * The preview of the bill while the order is built, from computeOrderTotals, the function the
 * server runs on save. The server applies no promo on save (they are picked at payment), so
 * none are passed here; cart-promos.ts shows what each would take off.
 */
export function priceCart(lines: readonly CartLine[], context: CartPricingContext): OrderTotals {
  return computeOrderTotals(cartPricingInput(lines, context));
}
