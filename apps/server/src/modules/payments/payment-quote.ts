import { amountDue, moneyFromHundredths, toDecimalRupiah } from '@kasir/domain';
import type { PaymentQuote } from '@kasir/contracts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { OrderLinesRepository } from '../orders/order-lines.repository.ts';
import { billShareOf, totalsColumns } from '../orders/order-pricing.ts';
import { toWireAmount } from '../orders/orders.presenter.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { priceForPayment } from './payment-pricing.ts';
import { loadAssignment, orderPromoRows } from './promo-assignment.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets'> & { payments: PaymentsRepository; orders: OrdersRepository; lines: OrderLinesRepository };

/**
 * POST /payment/{id}/quote. Why a server call rather than pricing on the web: the promo inputs
 * (terms, eligible products, limits), level prices and charge DeductFrom that pricing reads are
 * not on the Order wire, and shipping them would copy the server's loading rules to the client.
 * This runs the pricing POST /payment/{id} runs (stored promos, priceOrder with the methods, the
 * amount due after earlier payments), so the dialog's figures are the ones the payment checks.
 * Read only: nothing is claimed, written or announced.
 */
export function createPaymentQuote(deps: Deps) {
  return async function quote(auth: AuthContext, outletHeader: number | null, orderId: number, methodIds: readonly number[]): Promise<PaymentQuote> {
    const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
    const methods = await deps.payments.listMethods(deps.db, outlet.id, [...new Set(methodIds)]);
    methodIds.forEach((id, index) => {
      if (!methods.some((method) => method.id === id)) throw new AppError('NOT_FOUND', `Payment method ${id} not found`, [{ field: `PaymentMethodIds[${index}]`, error: 'Not Found' }]);
    });
    const order = await deps.orders.findOrder(deps.db, auth.ownerId, outlet.id, orderId);
    if (!order) throw notFound(`Order ${orderId}`);
    const earlier = await deps.payments.settledBefore(deps.db, orderId);
    const stored = await deps.payments.listOrderPromos(deps.db, [orderId]);
    const assigned = await loadAssignment(deps.db, outlet.id, stored, new Date());
    const { setup, totals } = await priceForPayment(deps.db, deps, {
      outletId: outlet.id,
      orderId,
      outletOrderTypeId: order.outlet_order_type_id,
      assigned,
      isFirstPayment: earlier.count === 0,
      paymentMethodIds: methodIds,
      isNoSales: methods.some((method) => method.is_no_sales === 1),
      excludeChargeNoSales: outlet.exclude_charge_no_sales === 1,
      billShare: billShareOf(order),
    });
    const columns = totalsColumns(totals);
    return {
      OrderId: orderId,
      PaymentMethodIds: [...methodIds],
      SubTotal: toWireAmount(columns.subtotal),
      DiscountAmount: toWireAmount(columns.discount_amount),
      ChargeTotal: toWireAmount(columns.charge_total),
      Rounding: toWireAmount(columns.rounding),
      Total: toWireAmount(columns.total),
      PaidTotal: toWireAmount(earlier.settled),
      Remaining: toDecimalRupiah(amountDue(totals.grandTotal, moneyFromHundredths(earlier.settled))),
      OrderCharges: setup.charges.map((charge) => {
        const outcome = totals.charges.find((candidate) => candidate.chargeId === charge.id);
        return { OutletChargeId: charge.id, TotalCharge: outcome ? toDecimalRupiah(outcome.amount) : 0 };
      }),
      OrderPromos: orderPromoRows(orderId, assigned, totals).map((row) => ({
        PromoName: row.promo_name,
        PromoType: row.promo_type,
        TotalDiscount: toWireAmount(row.discount ?? 0),
        BaseOnType: row.base_on,
        OutletPromoId: row.outlet_promo_id,
        MemberVoucherId: row.member_voucher_id ?? null,
        Rejection: row.rejection ?? null,
      })),
    };
  };
}

export type PaymentQuoteService = ReturnType<typeof createPaymentQuote>;
