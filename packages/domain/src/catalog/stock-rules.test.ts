import { describe, expect, it } from 'vitest';
import { SUB_PRODUCT_UNLIMITED_QUANTITY } from '../limits.ts';
import {
  availableProductQuantity,
  availableSubProductQuantity,
  canTakeQuantity,
  isBundleUnavailable,
  isProductStockTracked,
  isProductUnavailable,
  isSubProductUnavailable,
  isSubProductUnlimited,
} from './stock-rules.ts';

describe('products', () => {
  it('has no limit when the stock is not tracked', () => {
    expect(isProductStockTracked({ quantity: null })).toBe(false);
    expect(availableProductQuantity({ isSoldOut: false, quantity: null })).toBeNull();
    expect(isProductUnavailable({ isSoldOut: false, quantity: null })).toBe(false);
  });

  it('offers the tracked stock, never below zero', () => {
    expect(availableProductQuantity({ isSoldOut: false, quantity: 5 })).toBe(5);
    expect(availableProductQuantity({ isSoldOut: false, quantity: -2 })).toBe(0);
    expect(isProductUnavailable({ isSoldOut: false, quantity: 0 })).toBe(true);
  });

  it('offers nothing when marked sold out, whatever the stock', () => {
    expect(availableProductQuantity({ isSoldOut: true, quantity: 10 })).toBe(0);
    expect(isProductUnavailable({ isSoldOut: true, quantity: null })).toBe(true);
  });
});

describe('sub-products', () => {
  it('reads -1 as unlimited', () => {
    expect(SUB_PRODUCT_UNLIMITED_QUANTITY).toBe(-1);
    expect(isSubProductUnlimited({ quantity: -1 })).toBe(true);
    expect(availableSubProductQuantity({ isSoldOut: false, quantity: -1 })).toBeNull();
    expect(isSubProductUnavailable({ isSoldOut: false, quantity: -1 })).toBe(false);
  });

  it('offers the stock, nothing at 0 or when sold out', () => {
    expect(availableSubProductQuantity({ isSoldOut: false, quantity: 20 })).toBe(20);
    expect(isSubProductUnavailable({ isSoldOut: false, quantity: 0 })).toBe(true);
    expect(availableSubProductQuantity({ isSoldOut: true, quantity: -1 })).toBe(0);
  });
});

describe('canTakeQuantity', () => {
  it('takes any whole positive quantity when unlimited', () => {
    expect(canTakeQuantity(null, 1000)).toBe(true);
  });

  it('takes up to what is left', () => {
    expect(canTakeQuantity(3, 3)).toBe(true);
    expect(canTakeQuantity(3, 4)).toBe(false);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s', (requested) => {
    expect(canTakeQuantity(null, requested)).toBe(false);
  });
});

describe('isBundleUnavailable', () => {
  const untracked = { isSoldOut: false, quantity: null };
  it('is available while every tracked product inside can give its share', () => {
    expect(isBundleUnavailable({ isSoldOut: false }, [{ quantity: 1, product: untracked }, { quantity: 2, product: { isSoldOut: false, quantity: 2 } }])).toBe(false);
  });

  it('is not blocked by an untracked product inside that is not marked sold out, nor by one it cannot see', () => {
    expect(isBundleUnavailable({ isSoldOut: false }, [{ quantity: 5, product: untracked }, { quantity: 1, product: undefined }])).toBe(false);
  });

  it('is sold out while an untracked product inside is marked sold out (Paket Sarapan with its Croissant sold out)', () => {
    expect(isBundleUnavailable({ isSoldOut: false }, [{ quantity: 1, product: untracked }, { quantity: 1, product: { isSoldOut: true, quantity: null } }])).toBe(true);
  });

  it('is sold out when marked so, or a tracked product inside is sold out or short', () => {
    expect(isBundleUnavailable({ isSoldOut: true }, [{ quantity: 1, product: untracked }])).toBe(true);
    expect(isBundleUnavailable({ isSoldOut: false }, [{ quantity: 1, product: { isSoldOut: true, quantity: 5 } }])).toBe(true);
    expect(isBundleUnavailable({ isSoldOut: false }, [{ quantity: 3, product: { isSoldOut: false, quantity: 2 } }])).toBe(true);
  });
});
