import { describe, expect, it } from 'vitest';
import { moneyFromHundredths, moneyFromRupiah } from '../money/money.ts';
import { levelPricesFromWire, levelPricesToWire, menuPriceOf, parseStoredLevelPrices, serializeLevelPrices } from './menu-price.ts';

const rp = moneyFromRupiah;

describe('parseStoredLevelPrices', () => {
  it('reads LEVEL{n} hundredths into Money', () => {
    expect(parseStoredLevelPrices('{"LEVEL1":3800000,"LEVEL2":4200050}')).toEqual({ LEVEL1: rp(38_000), LEVEL2: moneyFromHundredths(4_200_050) });
  });

  it.each([
    ['null', null],
    ['empty text', '  '],
    ['bad JSON', '{LEVEL1:'],
    ['an array', '[1,2]'],
    ['a number', '42'],
  ])('gives no level prices for %s', (_label, stored) => {
    expect(parseStoredLevelPrices(stored)).toEqual({});
  });

  it('drops other keys, negatives, fractions of a hundredth and non-numbers', () => {
    expect(parseStoredLevelPrices('{"LEVEL1":-1,"level2":100,"LEVEL3":1.5,"LEVEL4":"100","PRICE":5,"LEVEL5":700}')).toEqual({ LEVEL5: moneyFromHundredths(700) });
  });
});

describe('serializeLevelPrices / levelPricesToWire / levelPricesFromWire', () => {
  it('round-trips through the stored form', () => {
    const prices = { LEVEL1: rp(38_000), LEVEL2: moneyFromHundredths(4_200_050) };
    const stored = serializeLevelPrices(prices);
    expect(stored).toBe('{"LEVEL1":3800000,"LEVEL2":4200050}');
    expect(parseStoredLevelPrices(stored)).toEqual(prices);
  });

  it('stores and sends null when there are none', () => {
    expect(serializeLevelPrices({})).toBeNull();
    expect(levelPricesToWire({})).toBeNull();
  });

  it('sends rupiah with decimals and reads them back', () => {
    const wire = levelPricesToWire({ LEVEL1: moneyFromHundredths(1_250_050) });
    expect(wire).toEqual({ LEVEL1: 12_500.5 });
    expect(levelPricesFromWire(wire)).toEqual({ LEVEL1: moneyFromHundredths(1_250_050) });
  });

  it('ignores bad wire keys and values', () => {
    expect(levelPricesFromWire({ LEVEL1: -5, foo: 10, LEVEL2: Number.NaN, LEVEL3: 100 })).toEqual({ LEVEL3: rp(100) });
    expect(levelPricesFromWire(null)).toEqual({});
  });
});

describe('menuPriceOf: the price under the order type PriceLevel', () => {
  const nasiGoreng = { sellPrice: rp(35_000), levelPrices: { LEVEL1: rp(38_000), LEVEL2: rp(42_000) } };

  it('uses SellPrice when the order type has no price level', () => {
    expect(menuPriceOf(nasiGoreng, null)).toBe(rp(35_000));
    expect(menuPriceOf(nasiGoreng, undefined)).toBe(rp(35_000));
  });

  it('uses LEVEL{n} of the order type', () => {
    expect(menuPriceOf(nasiGoreng, 1)).toBe(rp(38_000));
    expect(menuPriceOf(nasiGoreng, 2)).toBe(rp(42_000));
  });

  it('falls back to SellPrice for a missing or zero level', () => {
    expect(menuPriceOf(nasiGoreng, 3)).toBe(rp(35_000));
    expect(menuPriceOf({ sellPrice: rp(20_000), levelPrices: { LEVEL1: rp(0) } }, 1)).toBe(rp(20_000));
    expect(menuPriceOf({ sellPrice: rp(20_000), levelPrices: null }, 1)).toBe(rp(20_000));
  });
});
