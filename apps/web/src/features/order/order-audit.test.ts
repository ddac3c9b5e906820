import { describe, expect, it } from 'vitest';
import { auditFieldChanges, auditValueFormat, billAuditDetail, isBillAuditAction } from './order-audit.ts';

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

describe('auditValueFormat', () => {
  const words = {
    money: (rupiah: number) => `Rp ${rupiah}`,
    count: (value: number) => `#${value}`,
    status: (code: number, isLine: boolean) => `${isLine ? 'line' : 'order'}-${code}`,
    productType: (code: number) => `type-${code}`,
  };
  it('names statuses by the entry they belong to, shows money and counts, and hides ids', () => {
    expect(auditFieldChanges({ Status: 2, Total: 11600 }, { Status: 6 }, auditValueFormat(false, words))).toEqual([
      { field: 'Status', before: 'order-2', after: 'order-6' },
      { field: 'Total', before: 'Rp 11600', after: '–' },
    ]);
    expect(auditFieldChanges({ OutletProductId: 3, Quantity: 1200, Status: 2, Notes: 'x' }, { OutletProductId: 4, Quantity: 2, Status: 1, Type: 1, Notes: 'y' }, auditValueFormat(true, words))).toEqual([
      { field: 'Quantity', before: '#1200', after: '#2' },
      { field: 'Status', before: 'line-2', after: 'line-1' },
      { field: 'Notes', before: 'x', after: 'y' },
      { field: 'Type', before: '–', after: 'type-1' },
    ]);
  });
});

describe('billAuditDetail', () => {
  const money = (rupiah: number) => `Rp ${rupiah}`;
  it('reads what split, merge and refund entries record', () => {
    expect(billAuditDetail('SPLIT', { OrderNos: ['A-2', 'A-3'] }, money)).toEqual({ key: 'splitInto', values: { orderNos: 'A-2, A-3' } });
    expect(billAuditDetail('MERGE', { MergedOrderNos: ['B-1'], OutletOrderTypeId: 1 }, money)).toEqual({ key: 'mergedFrom', values: { orderNos: 'B-1' } });
    expect(billAuditDetail('MERGE', { MergedInto: 'A-1' }, money)).toEqual({ key: 'mergedInto', values: { orderNo: 'A-1' } });
    expect(billAuditDetail('REFUND', { RefundId: 1, Amount: 5000, Lines: [{ Name: 'Teh', Quantity: 2 }, { Name: 'Roti', Quantity: 1 }] }, money)).toEqual({
      key: 'refundLines',
      values: { amount: 'Rp 5000', lines: 'Teh ×2, Roti ×1' },
    });
  });
  it('falls back to the amount alone for a refund without lines (the demo history) and to nothing for unknown shapes', () => {
    expect(billAuditDetail('REFUND', { RefundId: 1, Amount: 120.5 }, money)).toEqual({ key: 'refund', values: { amount: 'Rp 120.5' } });
    expect(billAuditDetail('REFUND', null, money)).toBeNull();
    expect(billAuditDetail('SPLIT', { OrderNos: [] }, money)).toBeNull();
    expect(billAuditDetail('EDIT', { Quantity: 2 }, money)).toBeNull();
  });
  it('knows which actions are bills actions', () => {
    expect(['SPLIT', 'MERGE', 'REFUND', 'EDIT'].map(isBillAuditAction)).toEqual([true, true, true, false]);
  });
});
