/** A promo_products row: one product, every product of a category, or one bundle. */
export interface PromoTarget {
  readonly outletProductId: number | null;
  readonly productCategoryId: number | null;
  readonly bundleId: number | null;
}

export interface PromoReach {
  readonly productIds: number[];
  readonly bundleIds: number[];
}

/**
 * The products and bundles a product promo reaches: a category target stands for every
 * product and bundle of that category. Ids are unique and sorted, so the answer is stable.
 */
export function expandPromoTargets(
  targets: readonly PromoTarget[],
  menu: { readonly products: ReadonlyArray<{ id: number; categoryId: number }>; readonly bundles: ReadonlyArray<{ id: number; categoryId: number }> },
): PromoReach {
  const productIds = new Set<number>();
  const bundleIds = new Set<number>();
  for (const target of targets) {
    if (target.outletProductId !== null) productIds.add(target.outletProductId);
    if (target.bundleId !== null) bundleIds.add(target.bundleId);
    if (target.productCategoryId !== null) {
      for (const product of menu.products) if (product.categoryId === target.productCategoryId) productIds.add(product.id);
      for (const bundle of menu.bundles) if (bundle.categoryId === target.productCategoryId) bundleIds.add(bundle.id);
    }
  }
  const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b);
  return { productIds: sorted(productIds), bundleIds: sorted(bundleIds) };
}

/** Whether a promo runs at this instant: active, started, not ended (ends_at inclusive). */
export function isPromoRunning(promo: { readonly isActive: boolean; readonly startsAt: string; readonly endsAt: string }, now: Date): boolean {
  if (!promo.isActive) return false;
  const at = now.getTime();
  return Date.parse(promo.startsAt) <= at && at <= Date.parse(promo.endsAt);
}

/** Whether the usage limit still allows one more use (limit 0 = no limit). */
export function isPromoAvailable(promo: { readonly limit: number; readonly totalUsed: number }): boolean {
  return promo.limit <= 0 || promo.totalUsed < promo.limit;
}
