import { describe, expect, it } from 'vitest';
import { moneyFromRupiah, ZERO_MONEY } from '@kasir/domain';
import { isSameLineContent, mergeLineInto, replaceLineIn, type NewCartLine } from './cart-lines.ts';
import { CartLineKind, type CartLine } from './cart-types.ts';
import { newCartLine } from './cart-test-lines.ts';

const plain: NewCartLine = newCartLine();
const extraShot = { subProductId: 71, name: 'Extra Shot', price: moneyFromRupiah(5000), quantity: 1 };
const noIce = { subProductId: null, name: 'No Ice', price: ZERO_MONEY, quantity: 1 };

const line = (key: string, overrides: Partial<NewCartLine> = {}): CartLine => ({ ...plain, ...overrides, key });

describe('the same product, add-ons and note is one line', () => {
  it('counts add-ons in any order and a note with spaces around it as the same', () => {
    expect(isSameLineContent({ ...plain, addOns: [extraShot, noIce], notes: 'less ice' }, { ...plain, addOns: [noIce, extraShot], notes: ' less ice ' })).toBe(true);
  });

  it('tells apart another note, another add-on quantity, a typed price and a bundle of the same id', () => {
    expect(isSameLineContent(plain, { ...plain, notes: 'hot' })).toBe(false);
    expect(isSameLineContent({ ...plain, addOns: [extraShot] }, { ...plain, addOns: [{ ...extraShot, quantity: 2 }] })).toBe(false);
    expect(isSameLineContent(plain, { ...plain, priceOverride: moneyFromRupiah(20000) })).toBe(false);
    expect(isSameLineContent(plain, { ...plain, kind: CartLineKind.BUNDLE })).toBe(false);
  });

  it('adds onto the quantity of the matching line instead of a second line', () => {
    const lines = mergeLineInto([line('a'), line('b', { notes: 'hot' })], { ...plain, quantity: 2 }, 'c');
    expect(lines.map((entry) => [entry.key, entry.quantity])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('adds a line with other add-ons as a line of its own, under the new key', () => {
    const lines = mergeLineInto([line('a')], { ...plain, addOns: [extraShot] }, 'c');
    expect(lines.map((entry) => entry.key)).toEqual(['a', 'c']);
  });

  it('an edited line that now matches another joins it; otherwise it stays in place', () => {
    const cart = [line('a'), line('b', { notes: 'hot', quantity: 2 }), line('c', { productId: 2 })];
    expect(replaceLineIn(cart, 'b', { ...plain, quantity: 2 }).map((entry) => [entry.key, entry.quantity])).toEqual([
      ['a', 3],
      ['c', 1],
    ]);
    expect(replaceLineIn(cart, 'b', { ...plain, notes: 'iced', quantity: 4 }).map((entry) => [entry.key, entry.notes, entry.quantity])).toEqual([
      ['a', '', 1],
      ['b', 'iced', 4],
      ['c', '', 1],
    ]);
  });
});
