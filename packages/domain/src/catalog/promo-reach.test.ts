import { describe, expect, it } from 'vitest';
import { expandPromoTargets, isPromoAvailable, isPromoRunning } from './promo-reach.ts';

const menu = {
  products: [
    { id: 1, categoryId: 10 },
    { id: 2, categoryId: 10 },
    { id: 3, categoryId: 20 },
  ],
  bundles: [
    { id: 7, categoryId: 20 },
    { id: 8, categoryId: 10 },
  ],
};
const target = (values: Partial<{ outletProductId: number; productCategoryId: number; bundleId: number }>) => ({
  outletProductId: values.outletProductId ?? null,
  productCategoryId: values.productCategoryId ?? null,
  bundleId: values.bundleId ?? null,
});

describe('expandPromoTargets', () => {
  it('expands a category to its products and bundles', () => {
    expect(expandPromoTargets([target({ productCategoryId: 10 })], menu)).toEqual({ productIds: [1, 2], bundleIds: [8] });
  });

  it('adds single products and bundles, unique and sorted', () => {
    expect(expandPromoTargets([target({ outletProductId: 3 }), target({ productCategoryId: 10 }), target({ outletProductId: 1 }), target({ bundleId: 7 })], menu)).toEqual({
      productIds: [1, 2, 3],
      bundleIds: [7, 8],
    });
  });

  it('reaches nothing without targets or for an empty category', () => {
    expect(expandPromoTargets([], menu)).toEqual({ productIds: [], bundleIds: [] });
    expect(expandPromoTargets([target({ productCategoryId: 99 })], menu)).toEqual({ productIds: [], bundleIds: [] });
  });
});

describe('isPromoRunning', () => {
  const promo = { isActive: true, startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-01-31T23:59:59.000Z' };

  it('runs between start and end, both inclusive', () => {
    expect(isPromoRunning(promo, new Date('2026-01-01T00:00:00.000Z'))).toBe(true);
    expect(isPromoRunning(promo, new Date('2026-01-15T12:00:00.000Z'))).toBe(true);
    expect(isPromoRunning(promo, new Date('2026-01-31T23:59:59.000Z'))).toBe(true);
  });

  it('does not run before, after, or when inactive', () => {
    expect(isPromoRunning(promo, new Date('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isPromoRunning(promo, new Date('2026-02-01T00:00:00.000Z'))).toBe(false);
    expect(isPromoRunning({ ...promo, isActive: false }, new Date('2026-01-15T12:00:00.000Z'))).toBe(false);
  });
});

describe('isPromoAvailable', () => {
  it('has no limit at 0', () => {
    expect(isPromoAvailable({ limit: 0, totalUsed: 1000 })).toBe(true);
  });

  it('allows uses until the limit is reached', () => {
    expect(isPromoAvailable({ limit: 3, totalUsed: 2 })).toBe(true);
    expect(isPromoAvailable({ limit: 3, totalUsed: 3 })).toBe(false);
  });
});
