import type { LevelPrices, Money } from '@kasir/domain';

/**
 * The order being built on the menu screen. This is client state, not a wire shape: it is
 * turned into the orders contract's bodies only when the cashier saves (see order-payload.ts).
 */

/** One add-on of a line (spec §3 OrderSubProducts): a sub-product or a free-text note with a price. */
export interface CartAddOn {
  /** The sub-product it came from; null for a free-text add-on typed by the cashier. */
  readonly subProductId: number | null;
  readonly name: string;
  readonly price: Money;
  /** Per unit of the line. */
  readonly quantity: number;
}

export const CartLineKind = { PRODUCT: 'PRODUCT', BUNDLE: 'BUNDLE' } as const;
export type CartLineKindValue = (typeof CartLineKind)[keyof typeof CartLineKind];

export interface CartBundleItem {
  readonly outletProductId: number;
  readonly name: string;
  readonly quantity: number;
}

export interface CartLine {
  /** Stable within this cart. Lines with the same product, add-ons and note are one line (cart-lines.ts). */
  readonly key: string;
  readonly kind: CartLineKindValue;
  /** OutletProductId, or OutletProductBundleId for a bundle. */
  readonly productId: number;
  readonly name: string;
  readonly quantity: number;
  readonly sellPrice: Money;
  readonly levelPrices: LevelPrices;
  /** A price the cashier typed in the edit dialog; null keeps the menu price. */
  readonly priceOverride: Money | null;
  readonly notes: string;
  readonly addOns: readonly CartAddOn[];
  readonly bundleItems: readonly CartBundleItem[];
}

/** Spec §3 Shipping address (DeliveryAddress of a delivery order). */
export interface ShippingData {
  readonly Name: string;
  readonly PhoneNumber: string;
  readonly Address: string;
  readonly Ward: string;
  readonly Subdistrict: string;
  readonly City: string;
  readonly PostalCode: string;
  readonly Notes: string;
}

export interface CustomerData {
  readonly CustomerName: string;
  readonly PhoneNumber: string;
}
