import { describe, expect, it } from 'vitest';
import type { OutletProduct } from '@kasir/contracts';
import { products } from '../test-fixtures.ts';
import { applyStockChanges } from './use-stock-updates.ts';

const bundleOf = (list: readonly OutletProduct[]) => list.find((product) => product.IsBundle);
/** The fixture menu with Croissant (4, inside Paket Sarapan) back on sale. */
const croissantOnSale = products.map((product) => (product.Id === 4 && !product.IsBundle ? { ...product, IsSoldOut: false } : product));

describe('applyStockChanges (product:updateStock)', () => {
  it('patches the products and add-ons named in the event and leaves the rest as they are', () => {
    const next = applyStockChanges(products, [{ Id: 3, Quantity: 0, IsSoldOut: false }], [{ Id: 71, Quantity: 4, IsSoldOut: false }]).products;
    expect(next.find((product) => product.Id === 3)).toMatchObject({ Quantity: 0, IsSoldOut: false });
    // Extra Shot (71) sits on two drinks: both follow.
    expect(next.find((product) => product.Id === 1)?.SubProduct.find((entry) => entry.Id === 71)?.Quantity).toBe(4);
    expect(next.find((product) => product.Id === 2)?.SubProduct[0]?.Quantity).toBe(4);
    expect(next.find((product) => product.Id === 4)).toBe(products.find((product) => product.Id === 4));
    expect(bundleOf(next)).toBe(bundleOf(products));
  });

  it('never applies a product change to a bundle that shares its id', () => {
    // Bundle 9 and a product 9 are different things: the event names products only.
    const next = applyStockChanges(croissantOnSale, [{ Id: 9, Quantity: 0, IsSoldOut: true }], []).products;
    expect(bundleOf(next)).toMatchObject({ Id: 9, IsSoldOut: false, Quantity: null });
  });

  it('marks a bundle sold out when a product inside it is marked sold out, untracked or not', () => {
    const patch = applyStockChanges(croissantOnSale, [{ Id: 4, Quantity: null, IsSoldOut: true }], []);
    expect(bundleOf(patch.products)).toMatchObject({ IsSoldOut: true, ProductBundle: { IsSoldOut: true } });
    expect(patch.isRefetchNeeded).toBe(false);
  });

  it('marks a bundle sold out when a tracked product inside runs short of its share', () => {
    const next = applyStockChanges(croissantOnSale, [{ Id: 2, Quantity: 0, IsSoldOut: false }], []).products;
    expect(bundleOf(next)?.IsSoldOut).toBe(true);
  });

  it('asks the server again when the product that held a bundle sold out comes back (its own flag is the server’s)', () => {
    const soldOutBundle = products.map((product) => (product.IsBundle ? { ...product, IsSoldOut: true } : product));
    const patch = applyStockChanges(soldOutBundle, [{ Id: 4, Quantity: null, IsSoldOut: false }], []);
    expect(patch.isRefetchNeeded).toBe(true);
    expect(bundleOf(patch.products)?.IsSoldOut).toBe(true);
  });

  it('keeps a bundle sold out by its own flag when the products inside are fine', () => {
    const ownFlag = croissantOnSale.map((product) => (product.IsBundle ? { ...product, IsSoldOut: true } : product));
    const patch = applyStockChanges(ownFlag, [{ Id: 2, Quantity: null, IsSoldOut: false }], []);
    expect(patch).toMatchObject({ isRefetchNeeded: false });
    expect(bundleOf(patch.products)?.IsSoldOut).toBe(true);
  });
});
