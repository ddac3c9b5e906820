import type { Money } from '../money/money.ts';

/**
 * Plain data the ticket builders print. The server fills it from its tables; money is integer
 * hundredths, instants ISO-8601 UTC text printed on the outlet's clock.
 */

/** Spec §3 Receipt settings: each flag with IsActive, and Data where it carries text. */
export type ReceiptSettings = {
  OutletInfo: { IsActive: boolean; Data: { Name: string; Address: string; Phone: string } };
  TimeInfo: { IsActive: boolean };
  FooterNote: { IsActive: boolean; Data: string };
  CashierName: { IsActive: boolean };
  CustomerName: { IsActive: boolean };
  BundleDetail: { IsActive: boolean };
  TotalQuantity: { IsActive: boolean };
  Points: { IsActive: boolean };
  Logo: { IsActive: boolean };
  UnitPrice: { IsActive: boolean };
  ProductCount: { IsActive: boolean };
  PointCount: { IsActive: boolean };
};

/** What a new outlet prints until someone changes it: everything but the logo and point balance. */
export function defaultReceiptSettings(outlet: { name: string; address: string; phone: string }): ReceiptSettings {
  return {
    OutletInfo: { IsActive: true, Data: { Name: outlet.name, Address: outlet.address, Phone: outlet.phone } },
    TimeInfo: { IsActive: true },
    FooterNote: { IsActive: true, Data: 'Terima kasih atas kunjungan Anda' },
    CashierName: { IsActive: true },
    CustomerName: { IsActive: true },
    BundleDetail: { IsActive: true },
    TotalQuantity: { IsActive: true },
    Points: { IsActive: true },
    Logo: { IsActive: false },
    UnitPrice: { IsActive: true },
    ProductCount: { IsActive: false },
    PointCount: { IsActive: false },
  };
}

/** The page a ticket is laid out for. */
export type TicketPage = { columns: number; timeZoneHours: number };

export type TicketAddOn = { name: string; quantity: number; price: Money };
export type TicketBundleItem = { name: string; quantity: number };

/** One order line (a product or a bundle) as tickets print it. */
export type TicketOrderLine = {
  /** "p12" for order product 12, "b3" for order bundle 3: what sent-tracking and job ids name. */
  key: string;
  name: string;
  quantity: number;
  unitPrice: Money;
  total: Money;
  notes: string;
  addOns: TicketAddOn[];
  bundleItems: TicketBundleItem[];
  /** On a kitchen ticket, the bundle this product line was ordered in (issue 16), if any. */
  bundleName?: string;
  isFree: boolean;
};

export type TicketTimeSession = { type: number; startTime: string; endTime: string | null };

/** The order header every order ticket starts from. */
export type TicketOrder = {
  orderNo: string;
  orderTypeName: string;
  tableNames: string[];
  areaName: string | null;
  pax: number;
  customerName: string | null;
  cashierName: string;
  createdAt: string;
  infoOrder: string | null;
  lines: TicketOrderLine[];
  timeSessions: TicketTimeSession[];
};

export type TicketAmount = { name: string; amount: Money };

export type TicketTotals = {
  subtotal: Money;
  discounts: TicketAmount[];
  charges: TicketAmount[];
  rounding: Money;
  total: Money;
};

export type TicketPayment = {
  paidAt: string;
  cashierName: string;
  details: TicketAmount[];
  change: Money;
  /** Still due after this payment (a partial payment); 0 closes the transaction. */
  remaining: Money;
  pointUsed: number;
  pointEarned: number;
  /** The member's balance after this payment, when the order has a member. */
  memberPoints: number | null;
};
