import { describe, expect, it } from 'vitest';
import { OrderProductStatus, OrderProductType } from '../codes/orders.ts';
import {
  QuantityChange,
  ReplacementRejection,
  checkReplacement,
  classifyQuantityChange,
  isDeletableQuantity,
  isQuantityEditable,
  mergeAddOns,
  wouldEmptyOrder,
} from './line-rules.ts';

describe('line rules of spec §5', () => {
  it('classifies a lower quantity as a deduct', () => {
    expect([classifyQuantityChange(3, 3), classifyQuantityChange(3, 4), classifyQuantityChange(3, 1)]).toEqual([QuantityChange.SAME, QuantityChange.INCREASE, QuantityChange.DEDUCT]);
  });

  it('locks the quantity of free, compliment and pending items', () => {
    expect(isQuantityEditable({ type: null, isFree: false, status: OrderProductStatus.CONFIRMED })).toBe(true);
    expect(isQuantityEditable({ type: OrderProductType.COMPLIMENT })).toBe(false);
    expect(isQuantityEditable({ isFree: true })).toBe(false);
    expect(isQuantityEditable({ status: OrderProductStatus.PENDING })).toBe(false);
  });

  it('deletes from 1 up to the line quantity, whole numbers only', () => {
    expect([isDeletableQuantity(3, 1), isDeletableQuantity(3, 3), isDeletableQuantity(3, 4), isDeletableQuantity(3, 0), isDeletableQuantity(3, 1.5)]).toEqual([true, true, false, false, false]);
  });

  it('spots a delete that would leave the order empty', () => {
    const lines = [
      { id: 1, kind: 'PRODUCT' as const, quantity: 2 },
      { id: 1, kind: 'BUNDLE' as const, quantity: 1 },
    ];
    expect(wouldEmptyOrder(lines, { id: 1, kind: 'PRODUCT' }, 2)).toBe(false);
    expect(wouldEmptyOrder([lines[0]!], { id: 1, kind: 'PRODUCT' }, 1)).toBe(false);
    expect(wouldEmptyOrder([lines[0]!], { id: 1, kind: 'PRODUCT' }, 2)).toBe(true);
  });

  it('refuses the same, inactive, sold-out and zero-stock replacements', () => {
    const base = { id: 2, isSoldOut: false, isActive: true, stockQuantity: null };
    expect(checkReplacement(1, base)).toBeNull();
    expect(checkReplacement(2, base)).toBe(ReplacementRejection.SAME_PRODUCT);
    expect(checkReplacement(1, { ...base, isActive: false })).toBe(ReplacementRejection.INACTIVE);
    expect(checkReplacement(1, { ...base, isSoldOut: true })).toBe(ReplacementRejection.SOLD_OUT);
    expect(checkReplacement(1, { ...base, stockQuantity: 0 })).toBe(ReplacementRejection.NO_STOCK);
  });

  it('merges add-ons by sub-product or by trimmed name ignoring case', () => {
    const merged = mergeAddOns([
      { subProductId: 5, name: 'Extra Shot', quantity: 1 },
      { subProductId: null, name: 'No Ice', quantity: 1 },
      { subProductId: 5, name: 'Extra Shot', quantity: 2 },
      { subProductId: null, name: ' no ice ', quantity: 1 },
    ]);
    expect(merged).toEqual([
      { subProductId: 5, name: 'Extra Shot', quantity: 3 },
      { subProductId: null, name: 'No Ice', quantity: 2 },
    ]);
  });
});
