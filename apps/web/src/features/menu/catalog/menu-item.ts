import { isProductUnavailable, menuPriceOf, type LevelPrices, type Money, type OrderChargeInput } from '@kasir/domain';
import type { SubProductChoice } from '../cart/add-on-rules.ts';

/**
 * What the menu screens show, mapped once from the catalog contract's answers (catalog-mapping.ts)
 * so screens and their tests do not depend on every field of the wire shapes.
 */
export const MenuItemKind = { PRODUCT: 'PRODUCT', BUNDLE: 'BUNDLE' } as const;
export type MenuItemKindValue = (typeof MenuItemKind)[keyof typeof MenuItemKind];

export interface MenuBundleItem {
  readonly outletProductId: number;
  readonly name: string;
  readonly quantity: number;
}

export interface MenuItem {
  /** Unique on the screen: products and bundles have separate id ranges. */
  readonly key: string;
  readonly kind: MenuItemKindValue;
  /** OutletProductId, or OutletProductBundleId for a bundle. */
  readonly Id: number;
  readonly Name: string;
  readonly ProductCategoryId: number;
  readonly sellPrice: Money;
  readonly levelPrices: LevelPrices;
  /** Null: stock not tracked. */
  readonly stockQuantity: number | null;
  readonly isSoldOut: boolean;
  /** The full picture (the detail screen) and its thumbnail (the menu card); null: no picture. */
  readonly imageUrl: string | null;
  readonly thumbnailUrl: string | null;
  readonly hasAddOns: boolean;
  readonly bundleItems: readonly MenuBundleItem[];
}

/** An active product promo as a menu card shows it: what it takes off, its name on hover and for screen readers. */
export interface PromoBadge {
  readonly name: string;
  readonly discountLabel: string;
}

export interface MenuCategory {
  readonly Id: number;
  readonly Name: string;
}

export interface OrderTypeOption {
  readonly outletOrderTypeId: number;
  /** OrderType code: DINE_IN 1, TAKE_AWAY 2, DELIVERY 3, MARKETPLACE 4. */
  readonly orderTypeId: number;
  readonly name: string;
  readonly priceLevel: number | null;
  readonly isRounded: boolean;
  readonly chargeIds: readonly number[];
}

export type AddOnOption = SubProductChoice;

export type ChargeOption = OrderChargeInput & { readonly name: string };

/** Sold out by flag or by a tracked stock of 0 or less: such items cannot be ordered. */
export function isMenuItemOrderable(item: Pick<MenuItem, 'isSoldOut' | 'stockQuantity'>): boolean {
  return !isProductUnavailable({ isSoldOut: item.isSoldOut, quantity: item.stockQuantity });
}

/** The price shown on the card: the level price of the chosen order type, else SellPrice. */
export function menuItemPrice(item: Pick<MenuItem, 'sellPrice' | 'levelPrices'>, priceLevel: number | null): Money {
  return menuPriceOf(item, priceLevel);
}
