import type { MemberVoucher, Order, OutletPaymentMethod, Payment, PaymentMethodType, PromoOffered } from '@kasir/contracts';
import { OrderStatus, PaymentMethodTypeCode, PromoBaseOn, PromoDeductFrom, PromoDiscountType, PromoType } from '@kasir/domain';
import { dineInOrder } from '../order/test-orders.ts';

/** Kopi Senja's payment method types (spec §3 codes as Ids), Position as the demo data sets them. */
export const paymentMethodTypes: PaymentMethodType[] = [
  { Id: PaymentMethodTypeCode.DEBIT, Name: 'Debit', Position: 2 },
  { Id: PaymentMethodTypeCode.CREDIT, Name: 'Credit', Position: 3 },
  { Id: PaymentMethodTypeCode.E_WALLET, Name: 'E-Wallet', Position: 4 },
  { Id: PaymentMethodTypeCode.CASH, Name: 'Cash', Position: 1 },
  { Id: PaymentMethodTypeCode.QRIS, Name: 'QRIS', Position: 5 },
  { Id: PaymentMethodTypeCode.OTHER, Name: 'Other', Position: 6 },
  { Id: PaymentMethodTypeCode.POINT, Name: 'Point', Position: 7 },
];

function outletMethod(id: number, name: string, type: number, flags: Partial<OutletPaymentMethod['PaymentMethod']> = {}): OutletPaymentMethod {
  return {
    Id: id,
    Amount: null,
    MaxPoint: null,
    PaymentMethod: { Id: id + 100, Name: name, Type: type, Image: null, IsUsePoint: false, IsNoSales: false, OpenDrawer: false, DefaultValue: null, ...flags },
  };
}

/** The demo methods of DEMO-DATA.md: Cash opens the drawer, Entertain is No Sales. */
export const paymentMethods: OutletPaymentMethod[] = [
  outletMethod(1, 'Cash', PaymentMethodTypeCode.CASH, { OpenDrawer: true }),
  outletMethod(2, 'Debit BCA', PaymentMethodTypeCode.DEBIT),
  outletMethod(3, 'Kartu Kredit', PaymentMethodTypeCode.CREDIT),
  outletMethod(4, 'GoPay', PaymentMethodTypeCode.E_WALLET),
  outletMethod(5, 'OVO', PaymentMethodTypeCode.E_WALLET),
  outletMethod(6, 'QRIS', PaymentMethodTypeCode.QRIS),
  outletMethod(7, 'Entertain', PaymentMethodTypeCode.OTHER, { IsNoSales: true }),
  outletMethod(8, 'Point', PaymentMethodTypeCode.POINT, { IsUsePoint: true }),
];

export function offeredPromo(id: number, name: string, overrides: Partial<PromoOffered> = {}): PromoOffered {
  return {
    Id: id,
    PromoId: id + 1000,
    Available: true,
    Promo: { PromoName: name, PromoType: PromoType.PRODUCT, Limit: 0, TotalUsed: 0 },
    PromoDiscount: { Amount: 10, DiscountType: PromoDiscountType.PERCENTAGE, MaxDiscountAmount: null, ProductPromoDiscounts: [] },
    BaseOn: PromoBaseOn.PRODUCT,
    DeductFrom: PromoDeductFrom.PRODUCT,
    Term: { Name: '', MinPurchasedPrice: null, MaxPurchasedPrice: null, TermPaymentMethods: [] },
    ...overrides,
  };
}

export const offeredPromos: PromoOffered[] = [
  offeredPromo(41, 'Diskon Kopi 10%'),
  offeredPromo(42, 'Hemat 20rb', {
    Promo: { PromoName: 'Hemat 20rb', PromoType: PromoType.TRANSACTION, Limit: 100, TotalUsed: 7 },
    PromoDiscount: { Amount: 20000, DiscountType: PromoDiscountType.NOMINAL, MaxDiscountAmount: null, ProductPromoDiscounts: [] },
    BaseOn: PromoBaseOn.PRICE,
    DeductFrom: PromoDeductFrom.SUB_TOTAL,
    Term: { Name: 'Min 100rb', MinPurchasedPrice: 100000, MaxPurchasedPrice: null, TermPaymentMethods: [] },
  }),
];

export const rinaVouchers: MemberVoucher[] = [
  { Id: 71, Code: 'RINA-GOLD-01', ExpiredDate: '2026-12-31', PromoId: 1043, Promo: { PromoName: 'Voucher Gold 15rb', OutletPromos: [{ Id: 43 }] } },
  { Id: 72, Code: 'RINA-GOLD-02', ExpiredDate: '2026-12-31', PromoId: 1043, Promo: { PromoName: 'Voucher Gold 15rb', OutletPromos: [{ Id: 43 }] } },
  { Id: 73, Code: 'KOPI-FREE', ExpiredDate: '2026-12-31', PromoId: 1041, Promo: { PromoName: 'Diskon Kopi 10%', OutletPromos: [{ Id: 41 }] } },
];

/** Order 1 ready to pay: Total Rp 52.000 as the server priced it. */
export function orderToPay(overrides: Partial<Order> = {}): Order {
  return dineInOrder({ SubTotal: 44000, DiscountAmount: 0, Discount: 0, ChargeTotal: 8000, Rounding: 0, Total: 52000, PaidTotal: 0, Remaining: 52000, ...overrides });
}

export function paymentOf(order: Order, overrides: Partial<Payment> = {}): Payment {
  return {
    Id: 501,
    OrderId: order.Id,
    OrderNo: order.OrderNo,
    OrderStatus: OrderStatus.PAID,
    CreatedOn: '2026-11-23T05:00:00.000Z',
    CashierName: 'Ani',
    Total: order.Total,
    Paid: order.Total,
    Change: 0,
    Remaining: 0,
    PointUsed: 0,
    PointEarned: 0,
    TimeBalanceUsed: 0,
    TimeBalanceEarned: 0,
    PaymentDetails: [],
    PaymentPromos: [],
    IsOpenDrawer: false,
    ...overrides,
  };
}
