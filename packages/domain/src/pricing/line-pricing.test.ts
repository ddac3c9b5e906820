import { describe, expect, it } from 'vitest';
import { OrderProductStatus, OrderProductType } from '../codes/orders.ts';
import { moneyFromHundredths, moneyFromRupiah } from '../money/money.ts';
import {
  getLevelPriceKey,
  isFreeLine,
  isPendingLine,
  parseLevelPrices,
  priceOrderLine,
  selectUnitPrice,
} from './line-pricing.ts';
import { OrderLineKind, type LevelPrices, type OrderLineInput } from './pricing-types.ts';

const rp = moneyFromRupiah;

describe('parseLevelPrices', () => {
  const cases: Array<[string, string | null | undefined, LevelPrices]> = [
    ['levels as numbers', '{"LEVEL1":15000,"LEVEL2":17500.5}', { LEVEL1: rp(15_000), LEVEL2: moneyFromHundredths(1_750_050) }],
    ['numeric strings', '{"LEVEL3":"20000"}', { LEVEL3: rp(20_000) }],
    ['drops unknown keys and bad values', '{"LEVEL1":-5,"LEVEL2":"abc","level3":1,"LEVEL4":1.234,"LEVEL5":null,"LEVEL6":0}', { LEVEL6: rp(0) }],
    ['null', null, {}],
    ['undefined', undefined, {}],
    ['blank', '  ', {}],
    ['not JSON', '{LEVEL1:', {}],
    ['an array', '[1,2]', {}],
    ['a number', '5', {}],
  ];
  it.each(cases)('%s', (_name, json, expected) => expect(parseLevelPrices(json)).toEqual(expected));
});

describe('selectUnitPrice', () => {
  const levelPrices = { LEVEL1: rp(15_000), LEVEL2: rp(17_500), LEVEL3: rp(0) };
  const cases: Array<[string, Pick<OrderLineInput, 'sellPrice' | 'levelPrices' | 'priceOverride'>, number | null, number]> = [
    ['the level price of the order type', { sellPrice: rp(14_000), levelPrices }, 2, 17_500],
    ['SellPrice when the level is missing', { sellPrice: rp(14_000), levelPrices }, 4, 14_000],
    ['SellPrice when the level price is 0 (unset)', { sellPrice: rp(14_000), levelPrices }, 3, 14_000],
    ['SellPrice when the order type has no level', { sellPrice: rp(14_000), levelPrices }, null, 14_000],
    ['SellPrice without level prices', { sellPrice: rp(14_000), levelPrices: null }, 1, 14_000],
    ['an edited price over everything', { sellPrice: rp(14_000), levelPrices, priceOverride: rp(9_000) }, 2, 9_000],
    ['an edited price of 0', { sellPrice: rp(14_000), priceOverride: rp(0) }, null, 0],
  ];
  it.each(cases)('%s', (_name, line, level, rupiah) => expect(selectUnitPrice(line, level)).toBe(rp(rupiah)));

  it('builds LEVEL{n} keys', () => expect(getLevelPriceKey(2)).toBe('LEVEL2'));
});

describe('line classification', () => {
  it.each([
    [{ type: OrderProductType.FREE }, true],
    [{ type: OrderProductType.COMPLIMENT }, true],
    [{ isFree: true }, true],
    [{ type: null, isFree: false }, false],
    [{}, false],
  ])('isFreeLine(%j) = %s', (line, expected) => expect(isFreeLine(line)).toBe(expected));

  it.each([
    [{ status: OrderProductStatus.PENDING }, true],
    [{ status: OrderProductStatus.CONFIRMED }, false],
    [{ status: null }, false],
    [{}, false],
  ])('isPendingLine(%j) = %s', (line, expected) => expect(isPendingLine(line)).toBe(expected));
});

describe('priceOrderLine', () => {
  const base: OrderLineInput = { id: 1, quantity: 2, sellPrice: rp(25_000) };
  const cases: Array<[string, OrderLineInput, number | null, { unit: number; gross: number; billed: boolean; free: boolean }]> = [
    ['price × quantity', base, null, { unit: 25_000, gross: 50_000, billed: true, free: false }],
    [
      'add-ons are per unit',
      { ...base, subProducts: [{ price: rp(5_000), quantity: 1 }, { price: rp(3_000), quantity: 2 }] },
      null,
      { unit: 36_000, gross: 72_000, billed: true, free: false },
    ],
    ['level price', { ...base, levelPrices: { LEVEL2: rp(30_000) } }, 2, { unit: 30_000, gross: 60_000, billed: true, free: false }],
    [
      'free lines cost nothing, add-ons included',
      { ...base, type: OrderProductType.COMPLIMENT, subProducts: [{ price: rp(5_000), quantity: 1 }] },
      null,
      { unit: 0, gross: 0, billed: true, free: true },
    ],
    ['pending lines are priced but not billed', { ...base, status: OrderProductStatus.PENDING }, null, { unit: 25_000, gross: 50_000, billed: false, free: false }],
    ['quantity 0', { ...base, quantity: 0 }, null, { unit: 25_000, gross: 0, billed: true, free: false }],
  ];
  it.each(cases)('%s', (_name, line, level, expected) => {
    const price = priceOrderLine(line, level);
    expect(price).toEqual({
      id: 1,
      kind: OrderLineKind.PRODUCT,
      quantity: line.quantity,
      unitPrice: rp(expected.unit),
      grossTotal: rp(expected.gross),
      isBilled: expected.billed,
      isFree: expected.free,
    });
  });

  it('keeps the bundle kind', () => {
    expect(priceOrderLine({ ...base, kind: OrderLineKind.BUNDLE }, null).kind).toBe(OrderLineKind.BUNDLE);
  });

  it.each<[string, OrderLineInput]>([
    ['fractional quantity', { ...base, quantity: 1.5 }],
    ['negative quantity', { ...base, quantity: -1 }],
    ['negative price', { ...base, sellPrice: rp(-1) }],
    ['negative add-on price', { ...base, subProducts: [{ price: rp(-1), quantity: 1 }] }],
    ['fractional add-on quantity', { ...base, subProducts: [{ price: rp(1), quantity: 0.5 }] }],
  ])('refuses a %s', (_name, line) => expect(() => priceOrderLine(line, null)).toThrow(RangeError));
});
