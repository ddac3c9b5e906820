import { describe, expect, it } from 'vitest';
import { SpecMessage } from '../codes/messages.ts';
import { DEBUG_PREVIEW_CHARACTERS } from '../limits.ts';
import { moneyFromHundredths } from '../money/money.ts';
import { buildBill, buildReceipt } from './bill-receipt.ts';
import { allFlags, SAMPLE_ORDER, SAMPLE_PAYMENT, SAMPLE_SETTINGS, SAMPLE_TOTALS } from './ticket-fixtures.ts';
import { debugPreview, renderTicketText } from './ticket-preview.ts';
import { ticketColumns, type TicketLine } from './ticket-text.ts';
import type { ReceiptSettings } from './ticket-types.ts';

const page58 = { columns: ticketColumns(58), timeZoneHours: 7 };
const page80 = { columns: ticketColumns(80), timeZoneHours: 7 };
const text = (lines: TicketLine[], columns: number) => renderTicketText(lines, columns);
const bill = (settings: ReceiptSettings, page = page58) =>
  text(buildBill(page, { order: SAMPLE_ORDER, totals: SAMPLE_TOTALS, settings, printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani' }), page.columns);
const receipt = (settings: ReceiptSettings, page = page58, payment = SAMPLE_PAYMENT) =>
  text(buildReceipt(page, { order: SAMPLE_ORDER, totals: SAMPLE_TOTALS, settings, payment }), page.columns);

describe('bill', () => {
  it('prints the 58 mm bill of a dine-in order, marked Bill Not Paid', () => {
    expect(bill(SAMPLE_SETTINGS)).toEqual([
      '           Kopi Senja',
      '   Jl. Braga No. 12, Bandung',
      '       Telp. 022-4201234',
      '--------------------------------',
      '              BILL',
      'No        : KS-20261124-0007',
      'Waktu     : 2026-11-24 15:00',
      'Kasir     : Ani',
      'Pelanggan : Rina',
      'Meja      : T1 (Indoor)',
      'Tipe      : Dine In / Pax 2',
      '--------------------------------',
      '2 x Es Kopi Susu          54.000',
      '    @ 27.000',
      '    + Extra Shot @ 5.000',
      '    * less sugar',
      '1 x Nasi Goreng           35.000',
      'Spesial',
      '1 x 珍珠奶茶              25.000',
      '1 x Paket Sarapan         38.000',
      '    - 1 Americano',
      '    - 1 Croissant',
      '--------------------------------',
      'Total Qty                      5',
      'Subtotal                 152.000',
      'Diskon Kopi 10%           -5.400',
      'Service 5%                 7.330',
      'PB1 10%                   15.393',
      'Pembulatan                    77',
      'TOTAL                    169.400',
      '--------------------------------',
      '         Bill Not Paid',
      'Terima kasih atas kunjungan Anda',
      '',
    ]);
  });

  it('keeps 80 mm lines on 48 columns with the amounts right-aligned', () => {
    const rows = bill(SAMPLE_SETTINGS, page80);
    expect(rows).toContain('1 x Nasi Goreng Spesial                   35.000');
    expect(rows).toContain('TOTAL                                    169.400');
    expect(rows).toContain('1 x 珍珠奶茶                              25.000');
    expect(rows.every((row) => row.length <= 48)).toBe(true);
  });

  it('with every flag off prints no outlet block, time, cashier, customer, unit price, bundle detail, counts or footer', () => {
    const rows = bill(allFlags(false));
    expect(rows.slice(0, 4)).toEqual(['              BILL', 'No        : KS-20261124-0007', 'Meja      : T1 (Indoor)', 'Tipe      : Dine In / Pax 2']);
    for (const absent of ['Kopi Senja', 'Waktu', 'Kasir', 'Pelanggan', '@ 27.000', '- 1 Americano', 'Total Qty', 'Jumlah Produk', 'Terima kasih']) {
      expect(rows.join('\n')).not.toContain(absent);
    }
    expect(rows).toContain('    + Extra Shot');
    expect(rows).toContain(`         ${SpecMessage.BILL_NOT_PAID}`);
  });

  it('with every flag on adds the text logo and the product count', () => {
    const rows = bill(allFlags(true));
    expect(rows.slice(0, 7)).toEqual([
      '================================',
      '           KOPI SENJA',
      '================================',
      '   Jl. Braga No. 12, Bandung',
      '       Telp. 022-4201234',
      '--------------------------------',
      '              BILL',
    ]);
    expect(rows).toContain('Jumlah Produk                  4');
  });

  it('shows a running time session as Ongoing', () => {
    const order = { ...SAMPLE_ORDER, timeSessions: [{ type: 1, startTime: '2026-11-24T12:00:00.000Z', endTime: null }] };
    const rows = text(buildBill(page58, { order, totals: SAMPLE_TOTALS, settings: SAMPLE_SETTINGS, printedAt: '2026-11-24T13:00:00.000Z', cashierName: 'Citra' }), 32);
    expect(rows).toContain(`Sesi 1    : 19:00 - ${SpecMessage.SESSION_ONGOING}`);
  });

  it('cuts the receipt number to 24 characters', () => {
    const order = { ...SAMPLE_ORDER, orderNo: 'KS-20261124-0007-SPLIT-2-OF-3' };
    const rows = text(buildBill(page80, { order, totals: SAMPLE_TOTALS, settings: SAMPLE_SETTINGS, printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani' }), 48);
    expect(rows).toContain('No        : KS-20261124-0007-SPLIT-2');
  });
});

describe('payment receipt', () => {
  it('prints payments, change, points and ** Transaction closed ** on 58 mm', () => {
    const rows = receipt(SAMPLE_SETTINGS);
    expect(rows.slice(-9)).toEqual([
      'TOTAL                    169.400',
      '--------------------------------',
      'Cash                     200.000',
      'Kembali                   30.600',
      'Poin Didapat                  16',
      '--------------------------------',
      '    ** Transaction closed **',
      'Terima kasih atas kunjungan Anda',
      '',
    ]);
    expect(rows.join('\n')).not.toContain(SpecMessage.BILL_NOT_PAID);
    expect(rows).toContain('Waktu     : 2026-11-24 15:10');
  });

  it('prints points used and the member balance only with Points and PointCount on', () => {
    const payment = { ...SAMPLE_PAYMENT, pointUsed: 500 };
    const on = receipt(allFlags(true), page80, payment);
    expect(on).toContain('Poin Dipakai                                 500');
    expect(on).toContain('Total Poin                                12.516');
    const off = receipt(allFlags(false), page80, payment).join('\n');
    expect(off).not.toContain('Poin');
    expect(off).toContain(SpecMessage.TRANSACTION_CLOSED);
  });

  it('shows what is still due after a partial payment instead of closing the transaction', () => {
    const rows = receipt(SAMPLE_SETTINGS, page58, { ...SAMPLE_PAYMENT, change: moneyFromHundredths(0), remaining: moneyFromHundredths(6_940_000) });
    expect(rows).toContain('Sisa Tagihan              69.400');
    expect(rows.join('\n')).not.toContain(SpecMessage.TRANSACTION_CLOSED);
  });

  it('prints several payment lines, a free line as FREE, and a minus for the discount', () => {
    const order = { ...SAMPLE_ORDER, lines: [{ ...SAMPLE_ORDER.lines[1]!, isFree: true }] };
    const payment = { ...SAMPLE_PAYMENT, details: [{ name: 'GoPay', amount: SAMPLE_TOTALS.total }, { name: 'Debit BCA', amount: SAMPLE_TOTALS.total }] };
    const rows = text(buildReceipt(page58, { order, totals: SAMPLE_TOTALS, settings: SAMPLE_SETTINGS, payment }), 32);
    expect(rows).toContain('1 x Nasi Goreng             FREE');
    expect(rows).toContain('GoPay                    169.400');
    expect(rows).toContain('Debit BCA                169.400');
  });
});

describe('each receipt-setting flag alone', () => {
  const marks: Record<keyof ReceiptSettings, string> = {
    OutletInfo: 'Jl. Braga No. 12',
    TimeInfo: 'Waktu',
    FooterNote: 'Terima kasih',
    CashierName: 'Kasir',
    CustomerName: 'Pelanggan',
    BundleDetail: '- 1 Americano',
    TotalQuantity: 'Total Qty',
    Points: 'Poin Didapat',
    Logo: 'KOPI SENJA',
    UnitPrice: '@ 27.000',
    ProductCount: 'Jumlah Produk',
    PointCount: 'Total Poin',
  };
  for (const flag of Object.keys(marks) as Array<keyof ReceiptSettings>) {
    it(`${flag} on prints "${marks[flag]}", off leaves it out`, () => {
      const off = allFlags(false);
      const on = { ...off, [flag]: { ...off[flag], IsActive: true } } as ReceiptSettings;
      expect(receipt(on, page80).join('\n')).toContain(marks[flag]);
      expect(receipt(off, page80).join('\n')).not.toContain(marks[flag]);
    });
  }
});

describe('debug preview', () => {
  it('lays a ticket out at 42 characters (spec §9)', () => {
    const page = { columns: DEBUG_PREVIEW_CHARACTERS, timeZoneHours: 7 };
    const preview = debugPreview(buildBill(page, { order: SAMPLE_ORDER, totals: SAMPLE_TOTALS, settings: SAMPLE_SETTINGS, printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani' })).split('\n');
    expect(Math.max(...preview.map((row) => row.length))).toBeLessThanOrEqual(42);
    expect(preview).toContain('TOTAL                              169.400');
  });
});

describe('golden 80 mm receipt', () => {
  it('prints the whole 48-column receipt', () => {
    expect(receipt(SAMPLE_SETTINGS, page80)).toEqual([
      '                   Kopi Senja',
      '           Jl. Braga No. 12, Bandung',
      '               Telp. 022-4201234',
      '------------------------------------------------',
      'No        : KS-20261124-0007',
      'Waktu     : 2026-11-24 15:10',
      'Kasir     : Ani',
      'Pelanggan : Rina',
      'Meja      : T1 (Indoor)',
      'Tipe      : Dine In / Pax 2',
      '------------------------------------------------',
      '2 x Es Kopi Susu                          54.000',
      '    @ 27.000',
      '    + Extra Shot @ 5.000',
      '    * less sugar',
      '1 x Nasi Goreng Spesial                   35.000',
      '1 x 珍珠奶茶                              25.000',
      '1 x Paket Sarapan                         38.000',
      '    - 1 Americano',
      '    - 1 Croissant',
      '------------------------------------------------',
      'Total Qty                                      5',
      'Subtotal                                 152.000',
      'Diskon Kopi 10%                           -5.400',
      'Service 5%                                 7.330',
      'PB1 10%                                   15.393',
      'Pembulatan                                    77',
      'TOTAL                                    169.400',
      '------------------------------------------------',
      'Cash                                     200.000',
      'Kembali                                   30.600',
      'Poin Didapat                                  16',
      '------------------------------------------------',
      '            ** Transaction closed **',
      '        Terima kasih atas kunjungan Anda',
      '',
    ]);
  });
});
