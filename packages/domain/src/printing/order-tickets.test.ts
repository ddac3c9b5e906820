import { describe, expect, it } from 'vitest';
import { SpecMessage } from '../codes/messages.ts';
import { VoidPrintType } from '../codes/orders.ts';
import { buildChangeTableSlip, buildKitchenTicket, buildTableChecker, buildVoidTicket } from './order-tickets.ts';
import { buildQrMemberSignUpSlip, buildQrTableSlip } from './qr-slips.ts';
import { buildShiftReport } from './shift-report.ts';
import { allFlags, SAMPLE_ORDER, SAMPLE_SETTINGS } from './ticket-fixtures.ts';
import { renderTicketText } from './ticket-preview.ts';
import { ticketColumns } from './ticket-text.ts';
import { moneyFromHundredths } from '../money/money.ts';

const page58 = { columns: ticketColumns(58), timeZoneHours: 7 };
const page80 = { columns: ticketColumns(80), timeZoneHours: 7 };
/** Kitchen tickets print tall and wide ("2,2"): 24 columns on 80 mm. */
const page80Wide = { columns: ticketColumns(80, 2), timeZoneHours: 7 };
const rp = (rupiah: number) => moneyFromHundredths(rupiah * 100);

describe('kitchen ticket', () => {
  const input = {
    stationName: 'Bar',
    order: SAMPLE_ORDER,
    lines: [{ ...SAMPLE_ORDER.lines[0]!, printQuantity: 1 }, { ...SAMPLE_ORDER.lines[2]!, printQuantity: 1 }],
    printedAt: '2026-11-24T07:06:00.000Z',
    cashierName: 'Ani',
    isAddition: false,
    copy: 1,
    copies: 1,
  };

  it('prints the station, the order and only the quantities it carries, without prices', () => {
    expect(renderTicketText(buildKitchenTicket(page58, input), 32)).toEqual([
      '              BAR',
      '--------------------------------',
      'No        : KS-20261124-0007',
      'Waktu     : 2026-11-24 14:06',
      'Kasir     : Ani',
      'Pelanggan : Rina',
      'Meja      : T1 (Indoor)',
      'Tipe      : Dine In / Pax 2',
      '--------------------------------',
      '1    Es Kopi Susu',
      '     + Extra Shot',
      '     * less sugar',
      '1    珍珠奶茶',
      '--------------------------------',
      '',
    ]);
  });

  it('marks an addition and the copy number, and wraps on a double-width 80 mm ticket', () => {
    const rows = renderTicketText(buildKitchenTicket(page80Wide, { ...input, isAddition: true, copy: 2, copies: 2, order: { ...SAMPLE_ORDER, infoOrder: 'Antar ke meja luar' } }), 24);
    expect(rows).toContain('Salinan: 2/2');
    expect(rows).toContain('     ** TAMBAHAN **');
    expect(rows).toContain('Catatan: Antar ke meja');
    expect(rows).toContain('No: KS-20261124-0007');
    expect(rows.every((row) => row.length <= 24)).toBe(true);
  });

  it('names the bundle a product line was ordered in (issue 16), under the product with its note', () => {
    const americano = { key: 'b3.p7', name: 'Americano', quantity: 2, unitPrice: rp(0), total: rp(0), notes: 'tanpa gula', addOns: [], bundleItems: [], bundleName: 'Paket Sarapan', isFree: false, printQuantity: 2 };
    const rows = renderTicketText(buildKitchenTicket(page58, { ...input, lines: [americano] }), 32);
    const at = rows.findIndex((row) => row.startsWith('2    Americano'));
    expect(rows.slice(at, at + 3)).toEqual(['2    Americano', '     (Paket Sarapan)', '     * tanpa gula']);
  });
});

describe('table checker', () => {
  it('prints the whole 58 mm checker', () => {
    expect(renderTicketText(buildTableChecker(page58, { order: SAMPLE_ORDER, printedAt: '2026-11-24T07:30:00.000Z', cashierName: 'Dewi' }), 32)).toEqual([
      '         TABLE CHECKER',
      '--------------------------------',
      'No        : KS-20261124-0007',
      'Waktu     : 2026-11-24 14:30',
      'Kasir     : Dewi',
      'Pelanggan : Rina',
      'Meja      : T1 (Indoor)',
      'Tipe      : Dine In / Pax 2',
      '--------------------------------',
      '2    Es Kopi Susu',
      '     + Extra Shot',
      '     * less sugar',
      '1    Nasi Goreng Spesial',
      '1    珍珠奶茶',
      '1    Paket Sarapan',
      '     - 1 Americano',
      '     - 1 Croissant',
      '--------------------------------',
      'Total Qty : 5',
      '',
    ]);
  });

  it('lists every line with its full quantity and the total quantity', () => {
    const rows = renderTicketText(buildTableChecker(page80, { order: SAMPLE_ORDER, printedAt: '2026-11-24T07:30:00.000Z', cashierName: 'Dewi' }), 48);
    expect(rows[0]).toBe('                 TABLE CHECKER');
    expect(rows).toContain('2    Es Kopi Susu');
    expect(rows).toContain('     - 1 Americano');
    expect(rows).toContain('Total Qty : 5');
    expect(rows.join('\n')).not.toContain('54.000');
  });
});

describe('void ticket', () => {
  it('prints VOID ITEM with the voided quantity and the reason', () => {
    const rows = renderTicketText(
      buildVoidTicket(page58, {
        voidType: VoidPrintType.VOID_ITEM,
        stationName: 'Kitchen',
        order: SAMPLE_ORDER,
        lines: [{ ...SAMPLE_ORDER.lines[1]!, voidQuantity: 1 }],
        reason: 'Tamu batal pesan',
        voidedBy: 'Budi',
        printedAt: '2026-11-24T07:40:00.000Z',
      }),
      32,
    );
    expect(rows.slice(0, 3)).toEqual([`           ${SpecMessage.VOID_ITEM}`, '            KITCHEN', '--------------------------------']);
    expect(rows).toContain('-1   Nasi Goreng Spesial');
    expect(rows).toContain('Alasan    : Tamu batal pesan');
    expect(rows).toContain('Kasir     : Budi');
  });

  it('prints VOID ORDER for a whole order', () => {
    const rows = renderTicketText(
      buildVoidTicket(page80, { voidType: VoidPrintType.VOID_ORDER, stationName: 'Bar', order: SAMPLE_ORDER, lines: SAMPLE_ORDER.lines.map((item) => ({ ...item, voidQuantity: item.quantity })), reason: null, voidedBy: 'Budi', printedAt: '2026-11-24T07:40:00.000Z' }),
      48,
    );
    expect(rows[0]).toBe(`                   ${SpecMessage.VOID_ORDER}`);
    expect(rows).toContain('-2   Es Kopi Susu');
    expect(rows.join('\n')).not.toContain('Alasan');
  });
});

describe('change-table slip', () => {
  it('says from which tables the order moved to which', () => {
    const rows = renderTicketText(buildChangeTableSlip(page58, { order: { ...SAMPLE_ORDER, tableNames: ['O2'], areaName: 'Outdoor' }, fromTableNames: ['T1'], printedAt: '2026-11-24T07:50:00.000Z', cashierName: 'Ani' }), 32);
    expect(rows[0]).toBe('          PINDAH MEJA');
    expect(rows).toContain('Dari      : T1');
    expect(rows).toContain('Ke        : O2');
  });
});

describe('QR slips', () => {
  it('prints the table name and hands the URL to the QR code', () => {
    const slip = buildQrTableSlip(page58, { settings: SAMPLE_SETTINGS, tableName: 'T3', areaName: 'Indoor', orderNo: null, url: 'https://order.kasir.local/t/abc', printedAt: '2026-11-24T07:00:00.000Z' });
    expect(slip.qrData).toBe('https://order.kasir.local/t/abc');
    const rows = renderTicketText(slip.lines, 32);
    expect(rows).toContain('            MEJA T3');
    expect(rows).toContain('     Scan QR untuk memesan');
    expect(rows[0]).toBe('           Kopi Senja');
  });

  it('prints the member sign-up slip without the outlet block when OutletInfo is off', () => {
    const slip = buildQrMemberSignUpSlip(page80, { settings: allFlags(false), purchaseCode: 'PM-0001', memberCategoryName: 'Gold', url: 'https://member.kasir.local/s?token=x&id=3&purchased=1', printedAt: '2026-11-24T07:00:00.000Z' });
    const rows = renderTicketText(slip.lines, 48);
    expect(rows[0]).toBe('------------------------------------------------');
    expect(rows).toContain('Kode      : PM-0001');
    expect(slip.qrData).toContain('purchased=1');
  });
});

describe('shift report', () => {
  it('prints the cash block and every section, empty ones as -', () => {
    const rows = renderTicketText(
      buildShiftReport(page58, {
        settings: allFlags(false),
        shiftId: 4,
        cashierName: 'Ani',
        startedAt: '2026-11-24T01:00:00.000Z',
        endedAt: null,
        startCash: rp(500_000),
        endCash: null,
        expectedCash: rp(730_000),
        cashIn: rp(50_000),
        cashOut: rp(20_000),
        sections: [
          { title: 'REVENUE', rows: [{ label: 'Subtotal', amount: rp(200_000) }], total: rp(200_000) },
          { title: 'CATEGORY', rows: [{ label: 'Coffee', quantity: 7, amount: rp(154_000) }] },
        ],
        printedAt: '2026-11-24T09:00:00.000Z',
      }),
      32,
    );
    expect(rows).toContain('Selesai   : -');
    expect(rows).toContain('Kas Seharusnya           730.000');
    expect(rows).toContain('Coffee            7      154.000');
    expect(rows).toContain('Total                    200.000');
    const payment = rows.indexOf('PAYMENT');
    expect(rows[payment + 1]).toBe('-');
    expect(rows.filter((row) => row === '-')).toHaveLength(7);
  });
});
