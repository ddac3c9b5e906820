import { OPEN_ORDER_STATUSES, PendingItemStatus, PromoDiscountType, PromoType, ServerMessage, SpecMessage, formatOutletDate, moneyFromHundredths, toDecimalRupiah, toHundredths, toPercent } from '@kasir/domain';
import { ServerEvent, type CheckPromoResult, type MemberVoucher, type Order, type PromoOffered } from '@kasir/contracts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import type { OrderLinesRepository } from '../orders/order-lines.repository.ts';
import { billShareOf, priceOrder, totalsColumns } from '../orders/order-pricing.ts';
import { StaleOrderError } from '../orders/order-write.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { loadAssignment, orderPromoRows, resolveAssignment, type PromoRef, type VoucherRef } from './promo-assignment.ts';
import { isAvailable, loadPromos } from './promos.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets' | 'broadcaster'> & {
  payments: PaymentsRepository;
  orders: OrdersRepository;
  lines: OrderLinesRepository;
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
};

const wire = (hundredths: number | null) => (hundredths === null ? null : toDecimalRupiah(moneyFromHundredths(hundredths)));

/** Which of the order's assignment a call replaces: its promos, its vouchers, or both. */
export type AssignScope = { promos?: readonly PromoRef[]; vouchers?: readonly VoucherRef[] };

/**
 * Promos and vouchers (spec §7 Promo calls and PUT /order/assign*): what is offered now in
 * outlet time, a member's usable vouchers, and assigning them to an order, which reprices it
 * with the domain's computeOrderTotals and stores order_promos and the totals in one
 * transaction under the order's Version; `order:changed` goes out after commit.
 */
export function createPromosService(deps: Deps) {
  return {
    /** GET /outletPromo/active: PRODUCT and TRANSACTION promos running now. */
    async activePromos(auth: AuthContext, outletHeader: number | null, now = new Date()): Promise<PromoOffered[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const promos = await loadPromos(deps.db, outlet.id, { types: [PromoType.PRODUCT, PromoType.TRANSACTION] }, now);
      return promos.map((promo) => ({
        Id: promo.row.id,
        PromoId: promo.row.id,
        Available: isAvailable(promo),
        Promo: { PromoName: promo.row.name, PromoType: promo.row.promo_type, Limit: promo.row.usage_limit, TotalUsed: promo.row.total_used },
        PromoDiscount: {
          Amount: promo.row.discount_type === PromoDiscountType.PERCENTAGE ? toPercent(promo.row.discount_value) : (wire(promo.row.discount_value) ?? 0),
          DiscountType: promo.row.discount_type,
          MaxDiscountAmount: wire(promo.row.max_discount_amount),
          ProductPromoDiscounts: promo.targets.map((target) => ({ OutletProductId: target.outletProductId, ProductCategoryId: target.productCategoryId, OutletProductBundleId: target.bundleId })),
        },
        BaseOn: promo.row.base_on,
        DeductFrom: promo.row.deduct_from,
        Term: {
          Name: promo.row.name,
          MinPurchasedPrice: wire(promo.row.min_purchased_price),
          MaxPurchasedPrice: wire(promo.row.max_purchased_price),
          TermPaymentMethods: promo.paymentMethods.map((method) => ({ OutletPaymentMethodId: method.id, Name: method.name })),
        },
      }));
    },

    /** GET /promo/voucher/member/{id}: the member's unused vouchers valid today, of this outlet's promos. */
    async memberVouchers(auth: AuthContext, outletHeader: number | null, memberId: number, now = new Date()): Promise<MemberVoucher[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      if (!(await memberBalances.findMember(deps.db, auth.ownerId, memberId))) throw notFound('Member');
      const rows = await memberBalances.listUsableVouchers(deps.db, auth.ownerId, memberId, formatOutletDate(now, outlet.time_zone));
      return rows
        .filter((row) => row.outlet_id === outlet.id)
        .map((row) => ({ Id: row.id, Code: row.code, ExpiredDate: row.expired_date, PromoId: row.promo_id, Promo: { PromoName: row.promo_name, OutletPromos: [{ Id: row.promo_id }] } }));
    },

    /**
     * POST /promo/checkPromo: a voucher code of the signed-in owner; unknown is 404 'Not Found' in
     * data[0].error (spec §7). The /check-promo page may have no outlet chosen: then the default
     * time zone decides "today".
     */
    async checkPromo(auth: AuthContext, outletHeader: number | null, code: string, now = new Date()): Promise<CheckPromoResult> {
      const outlet = outletHeader === null ? null : await deps.outlets.resolveOutlet(auth, outletHeader);
      const voucher = await memberBalances.findVoucherByCode(deps.db, auth.ownerId, code);
      if (!voucher) throw new AppError('NOT_FOUND', SpecMessage.CHECK_PROMO_NOT_FOUND, [{ field: 'Code', error: SpecMessage.CHECK_PROMO_NOT_FOUND }]);
      const today = outlet === null ? formatOutletDate(now) : formatOutletDate(now, outlet.time_zone);
      return {
        Code: voucher.code,
        PromoName: voucher.promo_name,
        Description: voucher.revoked_at !== null ? ServerMessage.VOUCHER_REVOKED : voucher.used_payment_id === null ? `Voucher ${voucher.promo_name}` : 'This voucher has already been used',
        Available: voucher.used_payment_id === null && voucher.revoked_at === null && voucher.expired_date >= today && voucher.is_active === 1,
        ExpiredDate: voucher.expired_date,
      };
    },

    /** PUT /order/assignPromo|assignVoucher|assignVoucherAndPromo/{id}. */
    async assign(auth: AuthContext, outletHeader: number | null, orderId: number, version: number | undefined, scope: AssignScope): Promise<Order> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const now = new Date();
      const nowIso = now.toISOString();
      const saved = await deps.payments.transaction(async (trx) => {
        const claimed = await deps.orders.claimVersion(trx, orderId, outlet.id, version, nowIso);
        const order = await deps.orders.findOrder(trx, auth.ownerId, outlet.id, orderId);
        if (!order) throw notFound(`Order ${orderId}`);
        if (claimed === null) throw new StaleOrderError(outlet.id, orderId);
        if (!OPEN_ORDER_STATUSES.includes(order.status)) throw new AppError('CONFLICT', `Order ${order.order_no} is closed and cannot be changed`);
        const earlier = await deps.payments.settledBefore(trx, orderId);
        if (earlier.count > 0) throw new AppError('CONFLICT', `Order ${order.order_no} has payments: its promos can no longer change`);
        const stored = await deps.payments.listOrderPromos(trx, [orderId]);
        const kept = await loadAssignment(trx, outlet.id, stored.filter((row) => (scope.promos ? row.member_voucher_id !== null : row.member_voucher_id === null)), now);
        const chosen = await resolveAssignment(trx, {
          ownerId: auth.ownerId,
          outletId: outlet.id,
          timeZone: outlet.time_zone,
          memberId: order.member_id,
          promos: scope.promos ?? [],
          vouchers: scope.vouchers ?? [],
          now,
        });
        const keptPromos = kept.filter((entry) => entry.voucherId === null);
        const keptVouchers = kept.filter((entry) => entry.voucherId !== null);
        const chosenPromos = chosen.filter((entry) => entry.voucherId === null);
        const chosenVouchers = chosen.filter((entry) => entry.voucherId !== null);
        const assigned = [...(scope.promos ? chosenPromos : keptPromos), ...(scope.vouchers ? chosenVouchers : keptVouchers)];
        const lines = await deps.lines.loadLines(trx, [orderId], PendingItemStatus.WAITING);
        const setup = await deps.orders.loadPricingSetup(trx, outlet.id, order.outlet_order_type_id);
        const totals = priceOrder(setup, lines, { promos: assigned.map((entry) => entry.promo.input), billShare: billShareOf(order) });
        await deps.payments.replaceOrderPromos(trx, orderId, orderPromoRows(orderId, assigned, totals));
        await deps.orders.updateOrder(trx, orderId, totalsColumns(totals));
        return { version: claimed, status: order.status, total: toHundredths(totals.grandTotal) };
      });
      await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: orderId, Version: saved.version, Status: saved.status });
      return deps.readOrder(auth, outlet.id, orderId);
    },
  };
}

export type PromosService = ReturnType<typeof createPromosService>;
