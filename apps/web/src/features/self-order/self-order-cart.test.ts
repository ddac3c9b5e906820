import { describe, expect, it } from 'vitest';
import type { SelfOrderProduct } from '@kasir/contracts';
import { addToCart, cartCountOf, cartTotalOf, lineTotalOf, removeLine, setLineQuantity } from './self-order-cart.ts';
import { browserLocale } from './self-order-locale.ts';

const latte: SelfOrderProduct = {
  Id: 7,
  Name: 'Es Kopi Susu',
  Description: null,
  Price: 18_000.5,
  CategoryId: 1,
  ImageUrl: null,
  ThumbnailUrl: null,
  IsSoldOut: false,
  AddOns: [
    { Id: 71, Name: 'Extra shot', Price: 5_000.25, IsSoldOut: false },
    { Id: 72, Name: 'Oat milk', Price: 7_000, IsSoldOut: false },
  ],
};

describe('the self-order cart', () => {
  it('prices a line as (price + add-ons) × quantity, exact to the hundredth', () => {
    const lines = addToCart([], latte, [71], 3, '');
    expect(lineTotalOf(lines[0]!)).toBe(69_002.25);
    expect(cartTotalOf(lines)).toBe(69_002.25);
    expect(cartCountOf(lines)).toBe(3);
  });

  it('merges the same product with the same add-ons and note, keeps others apart', () => {
    let lines = addToCart([], latte, [72, 71], 1, ' less ice ');
    lines = addToCart(lines, latte, [71, 72], 2, 'less ice');
    lines = addToCart(lines, latte, [], 1, '');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.quantity).toBe(3);
    expect(lines[0]?.notes).toBe('less ice');
    // 3 × 30 000.75 + 18 000.50
    expect(cartTotalOf(lines)).toBe(108_002.75);
  });

  it('keeps quantities between 1 and 99 and removes a line on request', () => {
    let lines = addToCart([], latte, [], 1, '');
    const key = lines[0]!.key;
    lines = setLineQuantity(lines, key, 0);
    expect(lines[0]?.quantity).toBe(1);
    lines = setLineQuantity(lines, key, 500);
    expect(lines[0]?.quantity).toBe(99);
    expect(removeLine(lines, key)).toEqual([]);
    expect(cartTotalOf([])).toBe(0);
  });

  it('speaks the phone’s language, Indonesian when none of ours matches', () => {
    expect(browserLocale(['zh-CN', 'en'])).toBe('zh');
    expect(browserLocale(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLocale(['fr-FR', 'de'])).toBe('id');
  });
});
