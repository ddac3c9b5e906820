import {
  computeOrderTotals,
  OrderLineKind,
  type OrderChargeInput,
  type OrderLineInput,
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

/**
 * The preview of the bill while the order is built, from computeOrderTotals, the function the
 * server runs on save. Promos are applied at payment, so none are passed here.
 */
export function priceCart(lines: readonly CartLine[], context: CartPricingContext): OrderTotals {
  return computeOrderTotals({
    lines: lines.map(toOrderLineInput),
    charges: context.charges,
    context: { priceLevel: context.priceLevel, isRounded: context.isRounded, roundingSetting: context.roundingSetting },
  });
}
