import { describe, expect, it } from 'vitest';
import { PrintJobSchema, type PrintJobInput } from '@kasir/contracts';
import {
  SLIP_PRINT_WIDTH_V1,
  SLIP_PRINT_WIDTH_V2,
  buildBill,
  defaultReceiptSettings,
  moneyFromHundredths,
  scaleLinesToSlip,
  ticketColumns,
  type TicketOrder,
} from '@kasir/domain';
import { encodeDrawerPulse, encodePrintJob } from './encode-job.ts';

/** Golden bytes written by hand from the ESC/POS manual, not captured from the encoder. */
const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const hex = (text: string): number[] => text.split(' ').map((pair) => Number.parseInt(pair, 16));

const encode = (job: Omit<PrintJobInput, 'ip' | 'port'>): Buffer =>
  encodePrintJob(PrintJobSchema.parse({ ip: '127.0.0.1', port: 9100, ...job }));

const HEADER_58 = hex('1b 40 1c 2e 1b 74 10 1d 57 80 01'); // ESC @, FS ., ESC t 16, GS W 384
const HEADER_80 = hex('1b 40 1c 2e 1b 74 10 1d 57 40 02'); // … GS W 576
const FEED_AND_CUT = hex('1b 64 03 1d 56 01');

describe('encodePrintJob', () => {
  it('encodes a bold centred heading and a two-column line at 58 mm', () => {
    const job = {
      paperWidth: 58 as const,
      data: [
        [{ text: 'Kasir', align: 'center' as const, width: 1, bold: true }],
        [
          { text: 'Nasi Goreng', align: 'left' as const, width: 0.5 },
          { text: 'Rp 25.000', align: 'right' as const, width: 0.5 },
        ],
      ],
    };
    expect(encode(job)).toEqual(
      bytes(
        HEADER_58,
        hex('1b 61 01 1b 45 01'), 'Kasir', [0x0a],
        hex('1b 61 00 1b 45 00'), 'Nasi Goreng' + ' '.repeat(12) + 'Rp 25.000', [0x0a],
        FEED_AND_CUT,
      ),
    );
  });

  it('wraps a long product name inside its cell and keeps the price on the first row', () => {
    const job = {
      paperWidth: 58 as const,
      data: [[
        { text: '2', align: 'left' as const, width: 0.125 },
        { text: 'Ayam Bakar Madu Pedas Manis', align: 'left' as const, width: 0.5 },
        { text: '90.000', align: 'right' as const, width: 0.375 },
      ]],
    };
    // 32 columns: 4 (3 usable) + 16 (15 usable) + 12.
    expect(encode(job)).toEqual(
      bytes(
        HEADER_58,
        '2   ' + 'Ayam Bakar Madu ' + '      90.000', [0x0a],
        '    ' + 'Pedas Manis', [0x0a],
        FEED_AND_CUT,
      ),
    );
  });

  it('sends Chinese as GB18030 inside FS & and Latin accents as WPC1252 outside it', () => {
    const job = { data: [[{ text: '炒饭 Café', align: 'left' as const, width: 1 }]] };
    expect(encode(job)).toEqual(
      bytes(HEADER_80, hex('1c 26 b3 b4 b7 b9'), ' Caf', hex('1c 2e e9 0a'), FEED_AND_CUT),
    );
  });

  it('magnifies by fontSize1 × fontSize2, prints a QR model 2 code and pulses the drawer', () => {
    const qrData = 'https://kasir.id/q/1';
    const job = { fontSize1: 2, fontSize2: 2, qrData, openDrawer: true, data: [[{ text: 'Meja 5', align: 'right' as const, width: 1 }]] };
    expect(encode(job)).toEqual(
      bytes(
        HEADER_80,
        hex('1d 21 11'),
        hex('1b 61 02'), 'Meja 5', [0x0a],
        hex('1b 61 01'),
        hex('1d 28 6b 04 00 31 41 32 00'), // model 2
        hex('1d 28 6b 03 00 31 43 06'), // module 6 dots
        hex('1d 28 6b 03 00 31 45 31'), // error level M
        hex('1d 28 6b 17 00 31 50 30'), qrData, // store 20 bytes (pL = 20 + 3)
        hex('1d 28 6b 03 00 31 51 30'), [0x0a], // print
        hex('1b 61 00'),
        hex('1b 70 00 19 fa'), // ESC p pin 2, 50 ms on, 500 ms off
        FEED_AND_CUT,
      ),
    );
  });

  it('puts a bold centred REPRINT line on top of a reprint and does not open the drawer again', () => {
    const job = { reprint: true, openDrawer: true, data: [[{ text: 'Total', align: 'left' as const, width: 1 }]] };
    expect(encode(job)).toEqual(
      bytes(
        HEADER_80,
        hex('1b 61 01 1b 45 01'), 'REPRINT', [0x0a],
        hex('1b 61 00 1b 45 00'), 'Total', [0x0a],
        FEED_AND_CUT,
      ),
    );
  });

  it('prints an empty line for a line without cells, and indents add-ons', () => {
    const job = { data: [[], [{ text: '  + Less Sugar', align: 'left' as const, width: 1 }]] };
    expect(encode(job)).toEqual(bytes(HEADER_80, [0x0a], '  + Less Sugar', [0x0a], FEED_AND_CUT));
  });

  it('encodes a bare drawer pulse', () => {
    expect(encodeDrawerPulse()).toEqual(Buffer.from(hex('1b 40 1b 70 00 19 fa')));
  });
});

describe('encodePrintJob on a printer v1 slip of 1.1 (spec §9)', () => {
  const rp = (rupiah: number) => moneyFromHundredths(rupiah * 100);
  const order: TicketOrder = {
    orderNo: 'KS-20261124-0007',
    orderTypeName: 'Dine In',
    tableNames: ['T1'],
    areaName: 'Indoor',
    pax: 2,
    customerName: 'Rina',
    cashierName: 'Ani',
    createdAt: '2026-11-24T07:05:00.000Z',
    infoOrder: null,
    timeSessions: [],
    lines: [
      { key: 'p1', name: 'Nasi Goreng Spesial Kampung', quantity: 2, unitPrice: rp(35_000), total: rp(70_000), notes: 'pedas', addOns: [{ name: 'Telur', quantity: 1, price: rp(5_000) }], bundleItems: [], isFree: false },
      { key: 'p2', name: '珍珠奶茶', quantity: 1, unitPrice: rp(25_000), total: rp(25_000), notes: '', addOns: [], bundleItems: [], isFree: false },
    ],
  };
  const totals = { subtotal: rp(100_000), discounts: [], charges: [{ name: 'Service 5%', amount: rp(5_000) }], rounding: rp(0), total: rp(105_000) };
  const settings = defaultReceiptSettings({ name: 'Kopi Senja', address: 'Jl. Braga No. 12, Bandung', phone: '022-4201234' });

  it('lays widths out as fractions of 1.1: the v1 form of a golden job gives its golden bytes, named or inferred', () => {
    const v1Line = [
      { text: '2', align: 'left' as const, width: 0.1375 },
      { text: 'Ayam Bakar Madu Pedas Manis', align: 'left' as const, width: 0.55 },
      { text: '90.000', align: 'right' as const, width: 0.4125 },
    ];
    const golden = bytes(HEADER_58, '2   ' + 'Ayam Bakar Madu ' + '      90.000', [0x0a], '    ' + 'Pedas Manis', [0x0a], FEED_AND_CUT);
    expect(encode({ paperWidth: 58, slipWidth: SLIP_PRINT_WIDTH_V1, data: [v1Line] })).toEqual(golden);
    expect(encode({ paperWidth: 58, data: [v1Line] })).toEqual(golden);
  });

  it('prints a cell of width 1 on a v1 slip over 1/1.1 of the line', () => {
    // 32 columns: the cell spans round(32 / 1.1) = 29, so a right-aligned text ends at column 29.
    const job: Omit<PrintJobInput, 'ip' | 'port'> = { paperWidth: 58, slipWidth: SLIP_PRINT_WIDTH_V1, data: [[{ text: 'Meja 5', align: 'right', width: 1 }]] };
    expect(encode(job)).toEqual(bytes(HEADER_58, ' '.repeat(23) + 'Meja 5', [0x0a], FEED_AND_CUT));
  });

  for (const paperWidth of [58, 80] as const) {
    for (const fontScale of [1, 2]) {
      it(`encodes the v1 and the v2 job of one bill to identical bytes at ${paperWidth} mm, font size ${fontScale}`, () => {
        const lines = buildBill({ columns: ticketColumns(paperWidth, fontScale), timeZoneHours: 7 }, { order, totals, settings, printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani' });
        const common = { paperWidth, fontSize1: fontScale, fontSize2: fontScale };
        const v1 = encode({ ...common, data: scaleLinesToSlip(lines, SLIP_PRINT_WIDTH_V1), slipWidth: SLIP_PRINT_WIDTH_V1 });
        const v2 = encode({ ...common, data: scaleLinesToSlip(lines, SLIP_PRINT_WIDTH_V2), slipWidth: SLIP_PRINT_WIDTH_V2 });
        expect(v1.equals(v2)).toBe(true);
        // And both are the job as the ticket builder made it (widths of 1, no slipWidth).
        expect(v2.equals(encode({ ...common, data: lines }))).toBe(true);
        expect(v1.toString('latin1')).toContain('Kopi Senja');
      });
    }
  }
});
