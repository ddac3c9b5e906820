import { maskCardNumber, moneyFromHundredths, toDecimalRupiah, type OrderPromoInput } from '@kasir/domain';
import type { OrderPromo, Payment } from '@kasir/contracts';
import { createPaymentsRepository, type Executor, type OrderPromoRow, type PaymentRow } from './payments.repository.ts';
import { loadPromos } from './promos.repository.ts';

const wire = (hundredths: number): number => toDecimalRupiah(moneyFromHundredths(hundredths));

/** What the payments side adds to an order's detail (Order.Payments, PaidTotal, OrderPromos). */
export type OrderPaymentParts = {
  payments: Payment[];
  orderPromos: OrderPromo[];
  /** Hundredths settled by the payments so far. */
  paidTotal: number;
  /** The assigned promos as pricing reads them, in their order. */
  promoInputs: OrderPromoInput[];
  /** The methods of the payments made, for promo payment terms when the order is re-read. */
  paymentMethodIds: number[];
};

export const EMPTY_PAYMENT_PARTS: OrderPaymentParts = { payments: [], orderPromos: [], paidTotal: 0, promoInputs: [], paymentMethodIds: [] };

type Loaded = Awaited<ReturnType<ReturnType<typeof createPaymentsRepository>['loadPayments']>>;

export function presentPayment(payment: PaymentRow, orderNo: string, loaded: Pick<Loaded, 'details' | 'promos'>): Payment {
  const details = loaded.details.filter((detail) => detail.payment_id === payment.id);
  return {
    Id: payment.id,
    OrderId: payment.order_id,
    OrderNo: orderNo,
    OrderStatus: payment.order_status,
    CreatedOn: payment.created_at,
    CashierName: payment.cashier_name,
    Total: wire(payment.total),
    Paid: wire(payment.paid),
    Change: wire(payment.change),
    Remaining: wire(payment.remaining),
    PointUsed: payment.point_used,
    PointEarned: payment.point_earned,
    TimeBalanceUsed: payment.time_balance_used,
    TimeBalanceEarned: payment.time_balance_earned,
    PaymentDetails: details.map((detail) => ({
      Id: detail.id,
      OutletPaymentMethodId: detail.outlet_payment_method_id,
      Name: detail.method_name,
      Type: detail.method_type,
      Amount: wire(detail.amount),
      CardNo: detail.card_last4 === null ? null : maskCardNumber(detail.card_last4),
      IsNoSales: detail.is_no_sales === 1,
      OpenDrawer: detail.open_drawer === 1,
    })),
    PaymentPromos: loaded.promos
      .filter((promo) => promo.payment_id === payment.id)
      .map((promo) => ({ OutletPromoId: promo.outlet_promo_id, PromoName: promo.promo_name, TotalDiscount: wire(promo.total_discount) })),
    IsOpenDrawer: details.some((detail) => detail.open_drawer === 1),
  };
}

export function presentOrderPromo(row: OrderPromoRow): OrderPromo {
  return {
    PromoName: row.promo_name,
    PromoType: row.promo_type,
    TotalDiscount: wire(row.discount),
    BaseOnType: row.base_on,
    OutletPromoId: row.outlet_promo_id,
    MemberVoucherId: row.member_voucher_id,
    Rejection: row.rejection,
  };
}

/**
 * The payment parts of a batch of orders of one outlet, in a fixed number of queries whatever
 * the batch size (the order reader calls it for the ongoing list too).
 */
export async function loadOrderPaymentParts(executor: Executor, outletId: number, orders: ReadonlyArray<{ id: number; order_no: string }>, now = new Date()): Promise<Map<number, OrderPaymentParts>> {
  const parts = new Map<number, OrderPaymentParts>();
  if (orders.length === 0) return parts;
  const repository = createPaymentsRepository(executor);
  const ids = orders.map((order) => order.id);
  const [loaded, orderPromos] = await Promise.all([repository.loadPayments(executor, ids), repository.listOrderPromos(executor, ids)]);
  const promos = await loadPromos(executor, outletId, { ids: [...new Set(orderPromos.map((row) => row.outlet_promo_id))] }, now);
  for (const order of orders) {
    const payments = loaded.payments.filter((payment) => payment.order_id === order.id);
    const own = orderPromos.filter((row) => row.order_id === order.id);
    const paymentIds = new Set(payments.map((payment) => payment.id));
    parts.set(order.id, {
      payments: payments.map((payment) => presentPayment(payment, order.order_no, loaded)),
      orderPromos: own.map(presentOrderPromo),
      paidTotal: payments.reduce((sum, payment) => sum + payment.total, 0),
      // A promo already paid with keeps counting even if its period has since ended.
      promoInputs: own.flatMap((row) => {
        const promo = promos.find((candidate) => candidate.row.id === row.outlet_promo_id);
        return promo ? [payments.length > 0 ? { ...promo.input, isAvailable: true, limit: null } : promo.input] : [];
      }),
      paymentMethodIds: [...new Set(loaded.details.filter((detail) => paymentIds.has(detail.payment_id)).map((detail) => detail.outlet_payment_method_id))],
    });
  }
  return parts;
}
