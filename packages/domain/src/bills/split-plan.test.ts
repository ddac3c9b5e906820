import { describe, expect, it } from 'vitest';
import { SpecMessage } from '../codes/messages.ts';
import { planSplit, splitPax } from './split-plan.ts';

const lines = { products: [{ id: 10, quantity: 3 }, { id: 11, quantity: 1 }], bundles: [{ id: 20, quantity: 2 }] };

describe('planSplit', () => {
  it('moves the named quantities and leaves the rest as the last bill', () => {
    const result = planSplit(lines, [{ products: [{ lineId: 10, quantity: 2 }], bundles: [{ lineId: 20, quantity: 1 }] }]);
    expect(result).toEqual({
      ok: true,
      parts: [
        { products: [{ lineId: 10, quantity: 2 }], bundles: [{ lineId: 20, quantity: 1 }] },
        { products: [{ lineId: 10, quantity: 1 }, { lineId: 11, quantity: 1 }], bundles: [{ lineId: 20, quantity: 1 }] },
      ],
    });
  });

  it('adds up a line named twice in one split and has no leftover bill when everything is taken', () => {
    const result = planSplit(lines, [
      { products: [{ lineId: 10, quantity: 1 }, { lineId: 10, quantity: 2 }], bundles: [] },
      { products: [{ lineId: 11, quantity: 1 }], bundles: [{ lineId: 20, quantity: 2 }] },
    ]);
    expect(result.ok && result.parts).toEqual([
      { products: [{ lineId: 10, quantity: 3 }], bundles: [] },
      { products: [{ lineId: 11, quantity: 1 }], bundles: [{ lineId: 20, quantity: 2 }] },
    ]);
  });

  it.each([
    ['no splits', [], 'Splits', SpecMessage.SPLIT_SELECT_MENU],
    ['an empty split', [{ products: [], bundles: [] }], 'Splits.0.OrderProducts', SpecMessage.SPLIT_SELECT_MENU],
    ['more than the line holds over two splits', [{ products: [{ lineId: 10, quantity: 2 }], bundles: [] }, { products: [{ lineId: 10, quantity: 2 }], bundles: [] }], 'Splits.1.OrderProducts', 'Line 10 has only 3 to split'],
    ['a line of another order', [{ products: [{ lineId: 99, quantity: 1 }], bundles: [] }], 'Splits.0.OrderProducts', 'Line 99 is not on this order'],
    ['a bundle over its quantity', [{ products: [], bundles: [{ lineId: 20, quantity: 3 }] }], 'Splits.0.OrderProductBundles', 'Line 20 has only 2 to split'],
    ['a zero quantity', [{ products: [{ lineId: 10, quantity: 0 }], bundles: [] }], 'Splits.0.OrderProducts', 'Quantity must be at least 1'],
  ])('refuses %s', (_name, splits, field, message) => {
    expect(planSplit(lines, splits)).toEqual({ ok: false, error: { field, message } });
  });

  it('refuses one split that takes the whole order', () => {
    const result = planSplit(lines, [{ products: [{ lineId: 10, quantity: 3 }, { lineId: 11, quantity: 1 }], bundles: [{ lineId: 20, quantity: 2 }] }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.field).toBe('Splits');
  });
});

describe('splitPax', () => {
  it.each([
    [5, 2, [3, 2]],
    [4, 4, [1, 1, 1, 1]],
    [1, 3, [1, 1, 1]],
    [7, 3, [3, 2, 2]],
  ])('%i guests over %i bills', (pax, bills, expected) => {
    expect(splitPax(pax, bills)).toEqual(expected);
  });
});
