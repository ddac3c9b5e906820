import { describe, expect, it } from 'vitest';
import { maxLineQuantity } from './stock-limits.ts';

const line = (key: string, productId: number, quantity: number) => ({ key, kind: 'PRODUCT' as const, productId, quantity });

describe('maxLineQuantity', () => {
  it('leaves to a line what the other lines of the same product do not take', () => {
    const lines = [line('a', 3, 2), line('b', 3, 1), line('c', 4, 9)];
    expect(maxLineQuantity(lines, { key: 'a', kind: 'PRODUCT', productId: 3 }, 5)).toBe(4);
    // A new line (no key yet) shares the stock with every existing line.
    expect(maxLineQuantity(lines, { key: null, kind: 'PRODUCT', productId: 3 }, 5)).toBe(2);
    expect(maxLineQuantity(lines, { key: null, kind: 'PRODUCT', productId: 3 }, 2)).toBe(0);
  });

  it('has no limit when the stock is not tracked, and bundles never share a product’s stock', () => {
    expect(maxLineQuantity([line('a', 3, 2)], { key: null, kind: 'PRODUCT', productId: 3 }, null)).toBeNull();
    expect(maxLineQuantity([line('a', 3, 2)], { key: null, kind: 'BUNDLE', productId: 3 }, 5)).toBe(5);
  });
});
