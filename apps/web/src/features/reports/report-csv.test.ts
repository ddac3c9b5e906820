import { describe, expect, it } from 'vitest';
import { buildReportCsv, CSV_BYTE_ORDER_MARK, plainNumber, quoteText, reportFileName, type ReportCsvLabels } from './report-csv.ts';
import { readReport } from './report-sections.ts';

const labels: ReportCsvLabels = {
  outlet: 'Outlet',
  from: 'From',
  to: 'To',
  section: 'Section',
  label: 'Label',
  payment: 'Payment',
  quantity: 'Quantity',
  amount: 'Amount',
  total: 'Total',
  totalTransaction: 'Total Transaction',
  noData: 'No data..',
};

/** A small RFC 4180 reader, so the test reads the file as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

const report = {
  REVENUE: { Data: { 'Gross Sales': 1_250_000, Discount: null, Rounding: -200.5 }, Total: 1_249_799.5 },
  'VISITOR STAT': [{ 'Total Sales': 120_000 }, { 'Total Pax': 12 }],
  PAYMENT: { Data: [{ Name: 'Cash', Total: 50_000, Quantity: 2, Payments: [{ Name: 'Cash "tunai"', Quantity: 2, Total: 50_000 }] }], Total: 50_000 },
  'REVENUE.PER SECTION': { Data: [{ Name: 'Dine in', Total: 90_000, Quantity: 7 }], Total: 90_000 },
  'VOID CHECK': { Data: [] },
  'SOLD PRODUCT': { Data: [{ Name: '=1+1 Es Kopi, Susu', Total: 36_000, Quantity: 2 }] },
};

describe('buildReportCsv', () => {
  const csv = buildReportCsv({ outletName: 'Kopi Senja', range: { fromDate: '2026-11-01', toDate: '2026-11-25' }, sections: readReport(report), labels });

  it('starts with the UTF-8 byte-order mark and ends every line with CRLF', () => {
    expect(csv.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('quotes text and leaves amounts, counts and dates bare: no currency, no thousands separators', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['"Outlet","Kopi Senja"', '"From",2026-11-01', '"To",2026-11-25', '', '"Section","Label","Payment","Quantity","Amount"']);
    expect(lines).toContain('"REVENUE","Gross Sales",,,1250000');
    expect(lines).toContain('"REVENUE","Discount",,,0');
    expect(lines).toContain('"REVENUE","Rounding",,,-200.5');
    expect(lines).toContain('"REVENUE","Total",,,1249799.5');
    expect(csv).not.toMatch(/Rp|1\.250\.000/);
  });

  it('writes every section: list entries, rows with their payments, Total Transaction, and an empty section as no data', () => {
    const rows = parseCsv(csv.slice(1));
    const of = (section: string) => rows.filter((row) => row[0] === section);
    expect(of('VISITOR STAT')).toEqual([
      ['VISITOR STAT', 'Total Sales', '', '', '120000'],
      ['VISITOR STAT', 'Total Pax', '', '', '12'],
    ]);
    expect(of('PAYMENT')).toEqual([
      ['PAYMENT', 'Cash', '', '2', '50000'],
      ['PAYMENT', 'Cash', 'Cash "tunai"', '2', '50000'],
      ['PAYMENT', 'Total', '', '', '50000'],
    ]);
    expect(of('REVENUE.PER SECTION')).toEqual([
      ['REVENUE.PER SECTION', 'Dine in', '', '7', '90000'],
      ['REVENUE.PER SECTION', 'Total Transaction', '', '7', ''],
      ['REVENUE.PER SECTION', 'Total', '', '', '90000'],
    ]);
    expect(of('VOID CHECK')).toEqual([['VOID CHECK', 'No data..', '', '', '']]);
    // A comma stays inside its quotes; a formula-looking name is defused.
    expect(of('SOLD PRODUCT')).toEqual([['SOLD PRODUCT', "'=1+1 Es Kopi, Susu", '', '2', '36000']]);
  });
});

describe('CSV fields', () => {
  it.each([
    [12_500, '12500'],
    [4892.5, '4892.5'],
    [0.1 + 0.2, '0.3'],
    [-5000, '-5000'],
    [0, '0'],
    [1e13, '10000000000000'],
    [Number.NaN, '0'],
  ])('plainNumber(%s) = %s', (value, text) => expect(plainNumber(value)).toBe(text));

  it('doubles quotes and guards formulas', () => {
    expect(quoteText('Kopi "Senja"')).toBe('"Kopi ""Senja"""');
    expect(quoteText('+62 811')).toBe(`"'+62 811"`);
    expect(quoteText('咖啡')).toBe('"咖啡"');
  });

  it('names the file after the outlet and the range', () => {
    expect(reportFileName('Grill & Chill', { fromDate: '2026-11-01', toDate: '2026-11-25' })).toBe('summary-sales-report_Grill-Chill_2026-11-01_2026-11-25.csv');
  });
});
