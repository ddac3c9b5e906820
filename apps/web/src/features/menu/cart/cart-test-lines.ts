import { moneyFromRupiah } from '@kasir/domain';
import type { NewCartLine } from './cart-lines.ts';
import { CartLineKind, type CartLine } from './cart-types.ts';

/** One Es Kopi Susu at Rp 22.000, nothing added: the cart tests' plain line before it has a key. */
export function newCartLine(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    kind: CartLineKind.PRODUCT,
    productId: 1,
    name: 'Es Kopi Susu',
    quantity: 1,
    sellPrice: moneyFromRupiah(22000),
    levelPrices: {},
    priceOverride: null,
    notes: '',
    addOns: [],
    bundleItems: [],
    ...overrides,
  };
}

/** The same line in the cart (key 'a' unless given). */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return { key: 'a', ...newCartLine(), ...overrides };
}
