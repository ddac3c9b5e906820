import { SUB_PRODUCT_UNLIMITED_QUANTITY } from '../limits.ts';

/** What the stock rules need of a product: Quantity null means the stock is not tracked. */
export interface ProductStock {
  readonly isSoldOut: boolean;
  readonly quantity: number | null;
}

/** What they need of an add-on: Quantity -1 means unlimited (spec §3). */
export interface SubProductStock {
  readonly isSoldOut: boolean;
  readonly quantity: number;
}

export function isProductStockTracked(product: Pick<ProductStock, 'quantity'>): boolean {
  return product.quantity !== null;
}

export function isSubProductUnlimited(subProduct: Pick<SubProductStock, 'quantity'>): boolean {
  return subProduct.quantity === SUB_PRODUCT_UNLIMITED_QUANTITY;
}

/** How many can still be ordered; null when there is no limit. A sold-out product has 0. */
export function availableProductQuantity(product: ProductStock): number | null {
  if (product.isSoldOut) return 0;
  return product.quantity === null ? null : Math.max(0, product.quantity);
}

export function availableSubProductQuantity(subProduct: SubProductStock): number | null {
  if (subProduct.isSoldOut) return 0;
  return isSubProductUnlimited(subProduct) ? null : Math.max(0, subProduct.quantity);
}

/** Shown as sold out on the menu: marked so, or tracked stock has run out. */
export function isProductUnavailable(product: ProductStock): boolean {
  return availableProductQuantity(product) === 0;
}

export function isSubProductUnavailable(subProduct: SubProductStock): boolean {
  return availableSubProductQuantity(subProduct) === 0;
}

/** Whether `requested` more (a whole number above 0) may be taken from the stock. */
export function canTakeQuantity(available: number | null, requested: number): boolean {
  if (!Number.isSafeInteger(requested) || requested <= 0) return false;
  return available === null || requested <= available;
}

/**
 * Whether a bundle cannot be sold (issue 16: a bundle never sells while a product inside it is
 * sold out). The bundle's own IsSoldOut decides, then each product inside: one marked sold out
 * blocks it whether or not its stock is counted, and a counted stock must hold the bundle's
 * share; an untracked product that is not marked sold out never blocks it.
 */
export function isBundleUnavailable(
  bundle: { readonly isSoldOut: boolean },
  details: ReadonlyArray<{ readonly quantity: number; readonly product: ProductStock | undefined }>,
): boolean {
  if (bundle.isSoldOut) return true;
  return details.some((detail) => detail.product !== undefined && !canTakeQuantity(availableProductQuantity(detail.product), detail.quantity));
}
