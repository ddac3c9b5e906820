import { describe, expect, it } from 'vitest';
import { products } from '../test-fixtures.ts';
import { applyStockChanges } from './use-stock-updates.ts';

describe('applyStockChanges (product:updateStock)', () => {
  it('patches the products and add-ons named in the event and leaves the rest as they are', () => {
    const next = applyStockChanges(products, [{ Id: 3, Quantity: 0, IsSoldOut: false }], [{ Id: 71, Quantity: 4, IsSoldOut: false }]);
    expect(next.find((product) => product.Id === 3)).toMatchObject({ Quantity: 0, IsSoldOut: false });
    // Extra Shot (71) sits on two drinks: both follow.
    expect(next.find((product) => product.Id === 1)?.SubProduct.find((entry) => entry.Id === 71)?.Quantity).toBe(4);
    expect(next.find((product) => product.Id === 2)?.SubProduct[0]?.Quantity).toBe(4);
    expect(next.find((product) => product.Id === 4)).toBe(products.find((product) => product.Id === 4));
  });

  it('never applies a product change to a bundle that shares its id', () => {
    // Bundle 9 and a product 9 are different things: the event names products only.
    const next = applyStockChanges(products, [{ Id: 9, Quantity: 0, IsSoldOut: true }], []);
    expect(next.find((product) => product.IsBundle)).toMatchObject({ Id: 9, IsSoldOut: false, Quantity: null });
  });
});
