import { describe, expect, it } from 'vitest';
import { auditFieldChanges } from './order-audit.ts';

describe('auditFieldChanges', () => {
  it('lists only the simple fields that moved', () => {
    expect(auditFieldChanges({ Quantity: 3, Notes: 'x', OrderSubProducts: [] }, { Quantity: 2, Notes: 'x', OrderSubProducts: [1] })).toEqual([
      { field: 'Quantity', before: '3', after: '2' },
    ]);
  });
  it('shows a field that appears or disappears with a dash', () => {
    expect(auditFieldChanges({ ProductName: 'Americano' }, { ProductName: 'Latte', Price: 25000 })).toEqual([
      { field: 'ProductName', before: 'Americano', after: 'Latte' },
      { field: 'Price', before: '–', after: '25000' },
    ]);
  });
  it('compares whole values when a side is not an object', () => {
    expect(auditFieldChanges(null, { Status: 6 })).toEqual([{ field: '', before: '–', after: '–' }]);
    expect(auditFieldChanges(2, 6)).toEqual([{ field: '', before: '2', after: '6' }]);
    expect(auditFieldChanges(null, null)).toEqual([]);
  });
});
