import { describe, expect, it } from 'vitest';
import { AuditKind } from '@kasir/domain';
import { AUDIT_KINDS, AUDIT_KIND_COLORS, auditAmountText, auditQueryOf, auditQuantityText } from './audit-filter.ts';

describe('audit filter', () => {
  it('sends the range and only the filters chosen', () => {
    expect(auditQueryOf({ days: { fromDate: '2026-11-01', toDate: '2026-11-26' }, outletId: null, type: null, page: 1 })).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-26', page: '1' });
    expect(auditQueryOf({ days: { fromDate: '2026-11-26', toDate: '2026-11-26' }, outletId: 4, type: AuditKind.REFUND, page: 3 })).toEqual({ fromDate: '2026-11-26', toDate: '2026-11-26', page: '3', outletId: '4', type: 'REFUND' });
  });

  it('shows an amount, or the change of one, and quantities as numbers', () => {
    expect(auditAmountText({ Amount: null, PreviousAmount: null }, 'Rp')).toBe('');
    expect(auditAmountText({ Amount: 25_000, PreviousAmount: null }, 'Rp')).toBe('Rp 25.000');
    expect(auditAmountText({ Amount: 15_000, PreviousAmount: 18_000 }, 'Rp')).toBe('Rp 18.000 → Rp 15.000');
    expect(auditQuantityText(1_200)).toBe('1.200');
    expect(auditQuantityText(null)).toBe('');
  });

  it('has a colour for every kind', () => {
    for (const kind of AUDIT_KINDS) expect(AUDIT_KIND_COLORS[kind]).toBeTruthy();
  });
});
