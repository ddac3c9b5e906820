import { describe, expect, it } from 'vitest';
import { moneyFromRupiah } from '@kasir/domain';
import { isSectionEmpty, readReport, readReportSection, splitReportPanels } from './report-sections.ts';

const rp = moneyFromRupiah;

describe('readReportSection: the four shapes of spec §3', () => {
  it('(1) Data as label → amount, a missing amount reads 0, the Total kept', () => {
    expect(readReportSection('REVENUE', { Data: { 'Gross Sales': 150_000, Discount: null, Tax: undefined, Rounding: -200.5 }, Total: 149_799.5 })).toEqual({
      kind: 'keyValue',
      title: 'REVENUE',
      total: 14_979_950,
      lines: [
        { label: 'Gross Sales', amount: rp(150_000) },
        { label: 'Discount', amount: 0 },
        { label: 'Tax', amount: 0 },
        { label: 'Rounding', amount: -20_050 },
      ],
    });
  });

  it('(2) a list: only even-index entries are money (currency prefix), odd ones are plain numbers', () => {
    const section = readReportSection('VISITOR STAT', [{ 'Total Sales': 120_000 }, { 'Total Pax': 12 }, { 'Average per Pax': 10_000 }, { Orders: null }]);
    expect(section).toEqual({
      kind: 'list',
      title: 'VISITOR STAT',
      total: null,
      lines: [
        { label: 'Total Sales', isMoney: true, amount: rp(120_000) },
        { label: 'Total Pax', isMoney: false, count: 12 },
        { label: 'Average per Pax', isMoney: true, amount: rp(10_000) },
        { label: 'Orders', isMoney: false, count: 0 },
      ],
    });
  });

  it('(3) rows with Quantity and Payments when the first row has them', () => {
    const section = readReportSection('PAYMENT', {
      Data: [
        { Name: 'Cash', Total: 50_000, Quantity: 2, Payments: [{ Name: 'Cash', Quantity: 2, Total: 50_000 }] },
        { Name: 'QRIS', Total: null },
      ],
      Total: 50_000,
    });
    expect(section).toMatchObject({ kind: 'table', hasQuantity: true, hasPayments: true, totalTransaction: null, total: rp(50_000) });
    if (section.kind !== 'table') throw new Error('a table');
    expect(section.rows).toEqual([
      { name: 'Cash', quantity: 2, amount: rp(50_000), payments: [{ name: 'Cash', quantity: 2, amount: rp(50_000) }] },
      { name: 'QRIS', quantity: 0, amount: 0, payments: [] },
    ]);
  });

  it('(3) no Quantity column and no Payments when the first row lacks them, even if a later row has them', () => {
    const section = readReportSection('CATEGORY', { Data: [{ Name: 'Coffee', Total: 10_000 }, { Name: 'Food', Total: 20_000, Quantity: 3, Payments: [] }] });
    expect(section).toMatchObject({ kind: 'table', hasQuantity: false, hasPayments: false, total: null });
  });

  it("'REVENUE.PER SECTION' adds Total Transaction: the sum of Quantity", () => {
    const section = readReportSection('REVENUE.PER SECTION', { Data: [{ Name: 'Dine in', Total: 90_000, Quantity: 7 }, { Name: 'Take away', Total: 10_000, Quantity: 2 }], Total: 100_000 });
    expect(section).toMatchObject({ kind: 'table', totalTransaction: 9, total: rp(100_000) });
  });

  it("'REVENUE.PER SECTION' without Quantity on its first row: Total Transaction 0", () => {
    expect(readReportSection('REVENUE.PER SECTION', { Data: [{ Name: 'Dine in', Total: 90_000 }, { Name: 'Take away', Total: 1, Quantity: 5 }] })).toMatchObject({ totalTransaction: 0 });
    expect(readReportSection('REVENUE.PER SECTION', { Data: [] })).toMatchObject({ kind: 'table', totalTransaction: 0, rows: [] });
  });

  it("(4) 'VOID CHECK': single-key objects as label and amount", () => {
    expect(readReportSection('VOID CHECK', { Data: [{ 'Es Kopi Susu': 25_000 }, { 'Nasi Goreng': null }], Total: 25_000 })).toEqual({
      kind: 'pairs',
      title: 'VOID CHECK',
      total: rp(25_000),
      lines: [
        { label: 'Es Kopi Susu', amount: rp(25_000) },
        { label: 'Nasi Goreng', amount: 0 },
      ],
    });
  });

  it('empty sections are empty; an unknown shape reads as an empty section, not a crash', () => {
    expect(isSectionEmpty(readReportSection('VOID CHECK', { Data: [] }))).toBe(true);
    expect(isSectionEmpty(readReportSection('SOLD PRODUCT', { Data: [] }))).toBe(true);
    expect(isSectionEmpty(readReportSection('DISCOUNT', { Data: {} }))).toBe(true);
    expect(isSectionEmpty(readReportSection('NO SALES', []))).toBe(true);
    expect(readReportSection('ODD', 'text')).toEqual({ kind: 'keyValue', title: 'ODD', total: null, lines: [] });
    expect(isSectionEmpty(readReportSection('REVENUE', { Data: { Sales: 0 } }))).toBe(false);
  });
});

describe('readReport', () => {
  it('keeps the server’s section order', () => {
    const titles = readReport({ REVENUE: { Data: {} }, 'VOID CHECK': { Data: [] }, PAYMENT: { Data: [] } }).map((section) => section.title);
    expect(titles).toEqual(['REVENUE', 'VOID CHECK', 'PAYMENT']);
  });
});

describe('splitReportPanels', () => {
  it('takes the sold-product and cash in/out panels out of the list, the rest in order', () => {
    const panels = splitReportPanels(readReport({ REVENUE: { Data: {} }, 'SOLD PRODUCT': { Data: [] }, PAYMENT: { Data: [] }, 'CASH IN/OUT': { Data: { 'Cash In': 5 } } }));
    expect(panels.main.map((section) => section.title)).toEqual(['REVENUE', 'PAYMENT']);
    expect(panels.soldProduct?.title).toBe('SOLD PRODUCT');
    expect(panels.cashInOut?.title).toBe('CASH IN/OUT');
    expect(splitReportPanels([]).soldProduct).toBeNull();
  });
});
