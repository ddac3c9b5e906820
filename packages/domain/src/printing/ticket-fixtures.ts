import { moneyFromHundredths } from '../money/money.ts';
import { defaultReceiptSettings, type ReceiptSettings, type TicketOrder, type TicketPayment, type TicketTotals } from './ticket-types.ts';

/** Sample data of the golden tests: a Kopi Senja dine-in order with Indonesian and Chinese names. */
const rp = (rupiah: number) => moneyFromHundredths(rupiah * 100);

export const SAMPLE_SETTINGS: ReceiptSettings = defaultReceiptSettings({ name: 'Kopi Senja', address: 'Jl. Braga No. 12, Bandung', phone: '022-4201234' });

export function allFlags(isActive: boolean): ReceiptSettings {
  const flag = { IsActive: isActive };
  return {
    OutletInfo: { IsActive: isActive, Data: SAMPLE_SETTINGS.OutletInfo.Data },
    TimeInfo: flag,
    FooterNote: { IsActive: isActive, Data: SAMPLE_SETTINGS.FooterNote.Data },
    CashierName: flag,
    CustomerName: flag,
    BundleDetail: flag,
    TotalQuantity: flag,
    Points: flag,
    Logo: flag,
    UnitPrice: flag,
    ProductCount: flag,
    PointCount: flag,
  };
}

export const SAMPLE_ORDER: TicketOrder = {
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
    {
      key: 'p1',
      name: 'Es Kopi Susu',
      quantity: 2,
      unitPrice: rp(27_000),
      total: rp(54_000),
      notes: 'less sugar',
      addOns: [{ name: 'Extra Shot', quantity: 1, price: rp(5_000) }],
      bundleItems: [],
      isFree: false,
    },
    { key: 'p2', name: 'Nasi Goreng Spesial', quantity: 1, unitPrice: rp(35_000), total: rp(35_000), notes: '', addOns: [], bundleItems: [], isFree: false },
    { key: 'p3', name: '珍珠奶茶', quantity: 1, unitPrice: rp(25_000), total: rp(25_000), notes: '', addOns: [], bundleItems: [], isFree: false },
    {
      key: 'b1',
      name: 'Paket Sarapan',
      quantity: 1,
      unitPrice: rp(38_000),
      total: rp(38_000),
      notes: '',
      addOns: [],
      bundleItems: [
        { name: 'Americano', quantity: 1 },
        { name: 'Croissant', quantity: 1 },
      ],
      isFree: false,
    },
  ],
};

export const SAMPLE_TOTALS: TicketTotals = {
  subtotal: rp(152_000),
  discounts: [{ name: 'Diskon Kopi 10%', amount: rp(5_400) }],
  charges: [
    { name: 'Service 5%', amount: rp(7_330) },
    { name: 'PB1 10%', amount: rp(15_393) },
  ],
  rounding: rp(77),
  total: rp(169_400),
};

export const SAMPLE_PAYMENT: TicketPayment = {
  paidAt: '2026-11-24T08:10:00.000Z',
  cashierName: 'Ani',
  details: [{ name: 'Cash', amount: rp(200_000) }],
  change: rp(30_600),
  remaining: rp(0),
  pointUsed: 0,
  pointEarned: 16,
  memberPoints: 12_516,
};
