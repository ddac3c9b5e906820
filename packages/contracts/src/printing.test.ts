import { describe, expect, it } from 'vitest';
import {
  VoidPrintType,
  buildBill,
  buildChangeTableSlip,
  buildKitchenTicket,
  buildQrMemberSignUpSlip,
  buildQrTableSlip,
  buildReceipt,
  buildShiftReport,
  buildTableChecker,
  buildVoidTicket,
  defaultReceiptSettings,
  SLIP_PRINT_WIDTH_V1,
  moneyFromHundredths,
  scaleLinesToSlip,
  ticketColumns,
  type TicketLine,
  type TicketOrder,
} from '@kasir/domain';
import { PrintJobSchema } from './print.ts';
import { DeviceBodySchema, OutletReceiptBodySchema, PrintVoidBodySchema } from './printing.ts';

/** Every ticket builder, fed long Indonesian and Chinese names, passes the agent's width check. */
const rp = (rupiah: number) => moneyFromHundredths(rupiah * 100);
const settings = defaultReceiptSettings({ name: 'Kopi Senja Braga Bandung Utara', address: 'Jl. Braga No. 12, Bandung, Jawa Barat 40111', phone: '022-4201234' });
const allOn = { ...settings, Logo: { IsActive: true }, ProductCount: { IsActive: true }, PointCount: { IsActive: true } };
const order: TicketOrder = {
  orderNo: 'KS-20261124-0007-EXTRA-LONG-NUMBER',
  orderTypeName: 'Dine In',
  tableNames: ['VIP-1A', 'VIP-1B'],
  areaName: 'VIP',
  pax: 12,
  customerName: 'Rina Kartika Sari Dewi Lestari',
  cashierName: 'Ani',
  createdAt: '2026-11-24T07:05:00.000Z',
  infoOrder: 'Tolong antar minuman dulu, makanan setelahnya',
  timeSessions: [{ type: 1, startTime: '2026-11-24T07:00:00.000Z', endTime: null }],
  lines: [
    { key: 'p1', name: 'Nasi Goreng Spesial Kampung Pedas Level Lima', quantity: 120, unitPrice: rp(35_000), total: rp(4_200_000), notes: 'tanpa bawang, telur setengah matang', addOns: [{ name: 'Extra Shot', quantity: 2, price: rp(5_000) }], bundleItems: [], isFree: false },
    { key: 'p2', name: '珍珠奶茶加椰果和布丁大杯少冰半糖', quantity: 3, unitPrice: rp(25_000), total: rp(75_000), notes: '', addOns: [], bundleItems: [], isFree: false },
    { key: 'p3', name: 'Pneumonoultramicroscopicsilicovolcanoconiosis', quantity: 1, unitPrice: rp(1), total: rp(1), notes: '', addOns: [], bundleItems: [], isFree: true },
    { key: 'b1', name: 'Paket Sarapan', quantity: 2, unitPrice: rp(38_000), total: rp(76_000), notes: '', addOns: [], bundleItems: [{ name: 'Americano', quantity: 1 }, { name: '牛角面包', quantity: 1 }], isFree: false },
  ],
};
const totals = { subtotal: rp(9_999_999_999), discounts: [{ name: 'Diskon Member Gold Spesial Akhir Tahun', amount: rp(1_000_000) }], charges: [{ name: 'Service 5%', amount: rp(500_000_000) }], rounding: rp(-50), total: rp(9_999_999_999_999) };
const payment = { paidAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani', details: [{ name: 'Kartu Kredit', amount: rp(9_999_999_999_999) }], change: rp(0), remaining: rp(0), pointUsed: 1000, pointEarned: 99, memberPoints: 123_456 };

function everyTicket(columns: number): Array<[string, TicketLine[]]> {
  const page = { columns, timeZoneHours: 7 };
  const printLines = order.lines.map((item) => ({ ...item, printQuantity: item.quantity }));
  return [
    ['bill', buildBill(page, { order, totals, settings: allOn, printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani' })],
    ['receipt', buildReceipt(page, { order, totals, settings: allOn, payment })],
    ['kitchen', buildKitchenTicket(page, { stationName: 'Kitchen Utama Lantai Dua', order, lines: printLines, printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani', isAddition: true, copy: 1, copies: 2 })],
    ['checker', buildTableChecker(page, { order, printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani' })],
    ['void', buildVoidTicket(page, { voidType: VoidPrintType.VOID_ORDER, stationName: 'Bar', order, lines: order.lines.map((item) => ({ ...item, voidQuantity: item.quantity })), reason: 'Salah input pesanan oleh kasir', voidedBy: 'Budi', printedAt: '2026-11-24T08:00:00.000Z' })],
    ['change-table', buildChangeTableSlip(page, { order, fromTableNames: ['T1', 'T2'], printedAt: '2026-11-24T08:00:00.000Z', cashierName: 'Ani' })],
    ['qr-table', buildQrTableSlip(page, { settings: allOn, tableName: 'VIP-1A', areaName: 'VIP', orderNo: order.orderNo, url: 'https://x.test/t', printedAt: '2026-11-24T08:00:00.000Z' }).lines],
    ['qr-member', buildQrMemberSignUpSlip(page, { settings: allOn, purchaseCode: 'PM-000000000000000000000000001', memberCategoryName: 'Gold', url: 'https://x.test/m', printedAt: '2026-11-24T08:00:00.000Z' }).lines],
    [
      'shift',
      buildShiftReport(page, {
        settings: allOn,
        shiftId: 12,
        cashierName: 'Ani',
        startedAt: '2026-11-24T01:00:00.000Z',
        endedAt: '2026-11-24T09:00:00.000Z',
        startCash: rp(500_000),
        endCash: rp(9_999_999_999_999),
        expectedCash: rp(730_000),
        cashIn: rp(0),
        cashOut: rp(0),
        sections: [{ title: 'CATEGORY', rows: [{ label: '咖啡 Coffee Signature', quantity: 123_456, amount: rp(9_999_999_999_999) }], total: rp(9_999_999_999_999) }],
        printedAt: '2026-11-24T09:00:00.000Z',
      }),
    ],
  ];
}

describe('ticket builders against the agent job schema', () => {
  for (const paperWidth of [58, 80] as const) {
    for (const fontScale of [1, 2]) {
      it(`every ticket fits ${paperWidth} mm at font size ${fontScale}, on a v2 slip and scaled to a v1 slip`, () => {
        for (const [kind, lines] of everyTicket(ticketColumns(paperWidth, fontScale))) {
          const job = { ip: '127.0.0.1', port: 9100, paperWidth, fontSize1: fontScale, fontSize2: fontScale };
          const parsed = PrintJobSchema.safeParse({ ...job, data: lines });
          expect(parsed.success ? 'ok' : `${kind}: ${parsed.error.issues[0]?.message}`).toBe('ok');
          const v1 = PrintJobSchema.safeParse({ ...job, data: scaleLinesToSlip(lines, SLIP_PRINT_WIDTH_V1), slipWidth: SLIP_PRINT_WIDTH_V1 });
          expect(v1.success ? 'ok' : `${kind} v1: ${v1.error.issues[0]?.message}`).toBe('ok');
          expect(lines.length).toBeGreaterThan(3);
        }
      });
    }
  }
});

describe('printing bodies', () => {
  it('refuses a bad device address naming IpAddress', () => {
    for (const IpAddress of ['127.0.0.1', '127.0.0.1:0', '127.0.0.1:70000', '300.1.1.1:9100', 'printer:9100']) {
      const parsed = DeviceBodySchema.safeParse({ Name: 'Kitchen', IpAddress });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['IpAddress']);
    }
    expect(DeviceBodySchema.parse({ Name: 'Kitchen', IpAddress: '192.168.1.50:9100' })).toEqual({ Name: 'Kitchen', IpAddress: '192.168.1.50:9100', IsConnectedDrawer: false, PaperWidth: 80 });
  });

  it('takes print sets 1..8 with "h,v" font sizes and at least one copy', () => {
    expect(OutletReceiptBodySchema.safeParse({ SetReceiptId: 9, Name: 'x' }).success).toBe(false);
    expect(OutletReceiptBodySchema.safeParse({ SetReceiptId: 1, Name: 'x', FontSize: '1,9' }).success).toBe(false);
    expect(OutletReceiptBodySchema.safeParse({ SetReceiptId: 1, Name: 'x', OutletSetReceiptDevices: [{ DeviceId: 1, Quantity: 0 }] }).success).toBe(false);
    const parsed = OutletReceiptBodySchema.parse({ SetReceiptId: 1, Name: 'Order', CustomIpServicePrinter: '', OutletSetReceiptDevices: [{ DeviceId: 1 }] });
    expect(parsed.CustomIpServicePrinter).toBeNull();
    expect(parsed.OutletSetReceiptDevices[0]).toEqual({ DeviceId: 1, Quantity: 1, OutletSetReceiptAreas: [], DepartmentIds: [], ProductCategoryIds: [], OutletProductIds: [] });
  });

  it('needs the line of a VOID ITEM', () => {
    expect(PrintVoidBodySchema.safeParse({ Id: 1, VoidType: 1 }).error?.issues[0]?.path).toEqual(['OrderProductId']);
    expect(PrintVoidBodySchema.safeParse({ Id: 1, VoidType: 2 }).success).toBe(true);
  });
});
