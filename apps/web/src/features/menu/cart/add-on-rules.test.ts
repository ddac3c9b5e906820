import { describe, expect, it } from 'vitest';
import { moneyFromRupiah, NUMERIC_MAX, ZERO_MONEY } from '@kasir/domain';
import {
  addFreeTextAddOn,
  addSubProductAddOn,
  clampAddOnPrice,
  clampPrice,
  clampQuantity,
  MIN_ADD_ON_PRICE,
  setAddOnPriceAt,
  UNLIMITED_QUANTITY,
} from './add-on-rules.ts';
import type { CartAddOn } from './cart-types.ts';

const extraShot = { subProductId: 7, name: 'Extra Shot', price: moneyFromRupiah(5000), stockQuantity: UNLIMITED_QUANTITY, isSoldOut: false };

describe('free-text add-ons (spec §5)', () => {
  it('refuses a blank name', () => {
    expect(addFreeTextAddOn([], '   ')).toEqual({ ok: false, reason: 'blank' });
  });

  it('adds a new name with price 0, trimmed', () => {
    const result = addFreeTextAddOn([], '  No Ice ');
    expect(result).toEqual({ ok: true, addOns: [{ subProductId: null, name: 'No Ice', price: ZERO_MONEY, quantity: 1 }] });
  });

  it('counts a duplicate name once more instead of adding it twice', () => {
    const first = addFreeTextAddOn([], 'Less Sugar');
    if (!first.ok) throw new Error('expected ok');
    const second = addFreeTextAddOn(first.addOns, 'less sugar');
    expect(second.ok && second.addOns).toEqual([{ subProductId: null, name: 'Less Sugar', price: ZERO_MONEY, quantity: 2 }]);
  });
});

describe('sub-product add-ons', () => {
  it('increments a duplicate sub-product', () => {
    const once = addSubProductAddOn([], extraShot);
    const twice = addSubProductAddOn(once, extraShot);
    expect(twice).toEqual([{ subProductId: 7, name: 'Extra Shot', price: moneyFromRupiah(5000), quantity: 2 }]);
  });

  it('never takes more than a limited stock, and nothing of a sold-out one', () => {
    const limited = { ...extraShot, stockQuantity: 1 };
    const once = addSubProductAddOn([], limited);
    expect(addSubProductAddOn(once, limited)).toEqual(once);
    expect(addSubProductAddOn([], { ...extraShot, isSoldOut: true })).toEqual([]);
    expect(addSubProductAddOn([], { ...extraShot, stockQuantity: 0 })).toEqual([]);
  });
});

describe('limits', () => {
  it('forces the add-on price to at least 1', () => {
    const addOns: CartAddOn[] = [{ subProductId: null, name: 'No Ice', price: ZERO_MONEY, quantity: 1 }];
    expect(setAddOnPriceAt(addOns, 0, 0)[0]?.price).toBe(MIN_ADD_ON_PRICE);
    expect(clampAddOnPrice(2500)).toBe(moneyFromRupiah(2500));
  });

  it('keeps quantity whole and at least 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('keeps price between 0 and 1e13 with two decimals', () => {
    expect(clampPrice(-5)).toBe(ZERO_MONEY);
    expect(clampPrice(NUMERIC_MAX * 10)).toBe(moneyFromRupiah(NUMERIC_MAX));
    expect(clampPrice(12500.456)).toBe(1_250_046);
  });
});
