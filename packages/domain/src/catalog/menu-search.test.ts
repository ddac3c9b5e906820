import { describe, expect, it } from 'vitest';
import { buildMenuIndex, filterMenu, normaliseSearchText } from './menu-search.ts';

const menu = [
  { Id: 1, Name: 'Es Kopi Susu', ProductCategoryId: 10 },
  { Id: 2, Name: 'Americano', ProductCategoryId: 10 },
  { Id: 3, Name: 'Café  Latte', ProductCategoryId: 10 },
  { Id: 4, Name: 'Nasi Goreng Spesial', ProductCategoryId: 20 },
  { Id: 5, Name: 'Kopi Tubruk', ProductCategoryId: 10 },
];
const index = buildMenuIndex(menu);
const ids = (items: ReadonlyArray<{ Id: number }>) => items.map((item) => item.Id);

describe('normaliseSearchText', () => {
  it('lower-cases, strips accents and squeezes spaces', () => {
    expect(normaliseSearchText('  Café   LATTE ')).toBe('cafe latte');
  });
});

describe('filterMenu', () => {
  it('returns the whole menu in order for an empty filter', () => {
    expect(ids(filterMenu(index, {}))).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds by any case and without accents', () => {
    expect(ids(filterMenu(index, { query: 'KOPI' }))).toEqual([1, 5]);
    expect(ids(filterMenu(index, { query: 'cafe' }))).toEqual([3]);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterMenu(index, { query: 'susu kopi' }))).toEqual([1]);
    expect(ids(filterMenu(index, { query: 'kopi goreng' }))).toEqual([]);
  });

  it('filters by category and by the favourite ids', () => {
    expect(ids(filterMenu(index, { categoryId: 20 }))).toEqual([4]);
    expect(ids(filterMenu(index, { categoryId: 10, query: 'o', onlyIds: new Set([2, 4, 5]) }))).toEqual([2, 5]);
  });

  it('filters 2,000 products fast enough to follow typing', () => {
    const large = buildMenuIndex(Array.from({ length: 2000 }, (_, i) => ({ Id: i, Name: `Produk ${i} ${i % 7 === 0 ? 'Kopi' : 'Teh'}`, ProductCategoryId: i % 5 })));
    const started = performance.now();
    for (const query of ['k', 'ko', 'kop', 'kopi', 'kopi 1', 'kopi 14']) filterMenu(large, { query });
    const perKeystrokeMs = (performance.now() - started) / 6;
    expect(filterMenu(large, { query: 'kopi' })).toHaveLength(286);
    // One frame is 16 ms; a keystroke must cost well under it even on a busy test machine.
    expect(perKeystrokeMs).toBeLessThan(16);
  });
});
