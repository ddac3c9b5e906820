import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@kasir/contracts';
import { formToBody, nextLevel, productToForm } from './product-form.ts';

const outlets = [
  { Id: 1, Name: 'Kopi Senja' },
  { Id: 2, Name: 'Grill & Chill' },
];
const product: AdminProduct = {
  Id: 9,
  Name: 'Croissant',
  Description: null,
  ImageFileName: 'a.png',
  SellPrice: 25_000,
  LevelPrices: { LEVEL2: 28_000, LEVEL1: 26_000.5 },
  IsArchived: false,
  Outlets: [
    { OutletId: 1, OutletName: 'Kopi Senja', IsAvailable: true, OutletProductId: 3, ProductCategoryId: 4, CategoryName: 'Pastry', SellPrice: 25_000, LevelPrices: { LEVEL1: 26_000.5, LEVEL2: 28_000 }, Quantity: null, IsSoldOut: false },
    { OutletId: 2, OutletName: 'Grill & Chill', IsAvailable: true, OutletProductId: 5, ProductCategoryId: 6, CategoryName: 'Bakery', SellPrice: 27_000, LevelPrices: { LEVEL1: 1 }, Quantity: 4, IsSoldOut: true },
  ],
};

describe('product form', () => {
  it('reads a product into the form: level prices in order, an outlet price only where it differs', () => {
    const form = productToForm(product, outlets);
    expect(form.levels).toEqual([
      { level: 1, price: 26_000.5 },
      { level: 2, price: 28_000 },
    ]);
    expect(form.outlets[0]).toMatchObject({ available: true, categoryId: '4', price: '', stock: '', levelPrices: null });
    expect(form.outlets[1]).toMatchObject({ price: 27_000, stock: 4, soldOut: true, levelPrices: { LEVEL1: 1 } });
    expect(nextLevel(form.levels)).toBe(3);
  });

  it('writes the body back: empty inputs are nulls, the outlet rows all listed', () => {
    const form = productToForm(product, outlets);
    const body = formToBody({ ...form, description: '  ', levels: [...form.levels, { level: 3, price: '' }] });
    expect(body).toMatchObject({ Name: 'Croissant', Description: null, ImageFileName: 'a.png', SellPrice: 25_000, LevelPrices: { LEVEL1: 26_000.5, LEVEL2: 28_000 } });
    expect(body.Outlets).toEqual([
      { OutletId: 1, IsAvailable: true, ProductCategoryId: 4, SellPrice: null, LevelPrices: null, Quantity: null, IsSoldOut: false },
      { OutletId: 2, IsAvailable: true, ProductCategoryId: 6, SellPrice: 27_000, LevelPrices: { LEVEL1: 1 }, Quantity: 4, IsSoldOut: true },
    ]);
  });

  it('a new product starts unsold everywhere', () => {
    const form = productToForm(null, outlets);
    expect(form.outlets.every((outlet) => !outlet.available && outlet.categoryId === null)).toBe(true);
    expect(formToBody({ ...form, name: ' Bagel ', price: 20_000 }).Name).toBe('Bagel');
  });
});
