import { describe, expect, it } from 'vitest';
import { NUMERIC_MAX } from '@kasir/domain';
import {
  clampDeleteQuantity,
  deleteProblem,
  forceEditQuantity,
  isDeduct,
  isQuantityLocked,
  parsePrice,
  reasonProblem,
  replacementCandidates,
  rewardCandidates,
} from './order-rules.ts';

describe('edit rules', () => {
  it('forces the quantity to a whole number of at least 1', () => {
    expect(forceEditQuantity(0)).toBe(1);
    expect(forceEditQuantity(-4)).toBe(1);
    expect(forceEditQuantity(2.7)).toBe(2);
    expect(forceEditQuantity(Number.NaN)).toBe(1);
  });
  it('accepts prices from 0 to 1e13 only', () => {
    expect(parsePrice(0)).toBe(0);
    expect(parsePrice('12500,5')).toBe(12500.5);
    expect(parsePrice(NUMERIC_MAX)).toBe(NUMERIC_MAX);
    expect(parsePrice(NUMERIC_MAX + 1)).toBeNull();
    expect(parsePrice(-1)).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });
  it('locks the quantity of free and pending lines', () => {
    expect(isQuantityLocked({ IsFree: true, isPending: false })).toBe(true);
    expect(isQuantityLocked({ IsFree: false, isPending: true })).toBe(true);
    expect(isQuantityLocked({ IsFree: false, isPending: false })).toBe(false);
  });
  it('treats a lower quantity as a deduct', () => {
    expect(isDeduct(3, 2)).toBe(true);
    expect(isDeduct(3, 3)).toBe(false);
    expect(isDeduct(3, 5)).toBe(false);
  });
});

describe('delete rules', () => {
  it('keeps the quantity whole and within the line', () => {
    expect(clampDeleteQuantity(5, 3)).toBe(3);
    expect(clampDeleteQuantity(0, 3)).toBe(1);
    expect(clampDeleteQuantity(1.9, 3)).toBe(1);
  });
  it('sends the cashier to VOID when the last line would go', () => {
    expect(deleteProblem(1, 2, 2)).toBe('Please use VOID Order to delete this order!');
    expect(deleteProblem(1, 1, 2)).toBeNull();
    expect(deleteProblem(2, 2, 2)).toBeNull();
  });
  it('needs a reason', () => {
    expect(reasonProblem('  ')).toBe('Reason cannot be empty');
    expect(reasonProblem('spilled')).toBeNull();
  });
});

describe('change product', () => {
  it('offers neither sold-out, zero-stock, bundle nor the current product', () => {
    const products = [
      { Id: 1, IsSoldOut: false, Quantity: null, Name: 'current' },
      { Id: 2, IsSoldOut: true, Quantity: null, Name: 'sold out' },
      { Id: 3, IsSoldOut: false, Quantity: 0, Name: 'empty' },
      { Id: 4, IsSoldOut: false, Quantity: 5, Name: 'ok' },
      { Id: 5, IsSoldOut: false, Quantity: null, Name: 'untracked' },
      { Id: 6, IsSoldOut: false, Quantity: null, Name: 'bundle', IsBundle: true },
    ];
    expect(replacementCandidates(products, 1).map((product) => product.Name)).toEqual(['ok', 'untracked']);
  });
});

describe('rewardCandidates', () => {
  const products = [
    { Name: 'Americano', IsSoldOut: false, Quantity: null, IsBundle: false },
    { Name: 'Croissant', IsSoldOut: true, Quantity: 5, IsBundle: false },
    { Name: 'Kentang Goreng', IsSoldOut: false, Quantity: 0, IsBundle: false },
    { Name: 'Paket Sarapan', IsSoldOut: false, Quantity: null, IsBundle: true },
    { Name: 'Es Kopi Susu', IsSoldOut: false, Quantity: 3, IsBundle: false },
  ];
  it('offers available products only, filtered by the search', () => {
    expect(rewardCandidates(products, '').map((product) => product.Name)).toEqual(['Americano', 'Es Kopi Susu']);
    expect(rewardCandidates(products, ' kopi ').map((product) => product.Name)).toEqual(['Es Kopi Susu']);
  });
});
