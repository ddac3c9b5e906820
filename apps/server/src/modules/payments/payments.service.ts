import {
  OrderAuditAction,
  OrderStatus,
  OtherPermission,
  PaymentMethodTypeCode,
  SpecMessage,
  TERMINABLE_ORDER_STATUSES,
  amountDue,
  checkPaymentLines,
  computePointsEarned,
  isMembershipExpired,
  lastFourDigits,
  membershipExpiredMessage,
  moneyFromHundredths,
  moneyFromRupiah,
  toHundredths,
  type CodeValue,
  type PaymentLine,
} from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER, ServerEvent, type Approval, type Order, type OrderLockEvent, type Payment, type PaymentDetailInput, type PayOrderBodySchema, type TerminateOrderBody } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { readAll } from '../../platform/parallel-reads.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import { memberMinutes } from '../members/member-minutes.repository.ts';
import { earnMinutesForPaidOrder } from '../members/member-minutes.ts';
import type { ApprovalsService } from '../orders/approvals.service.ts';
import type { OrderLinesRepository } from '../orders/order-lines.repository.ts';
import { billShareOf, totalsColumns } from '../orders/order-pricing.ts';
import { StaleOrderError } from '../orders/order-write.ts';
import { toWireAmount } from '../orders/orders.presenter.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import { announceTables } from '../tables/table-events.ts';
import { releaseTablesOfOrder } from '../tables/table-occupancy.ts';
import { presentPayment } from './order-payment-parts.ts';
import { priceForPayment } from './payment-pricing.ts';
import type { MethodRow, PaymentsRepository } from './payments.repository.ts';
import { loadAssignment, orderPromoRows, refuseFailedTerms, resolveAssignment } from './promo-assignment.ts';
import { settleAssignedPromos } from './promo-settlement.ts';
import { recordPayment } from '../../ops/observability/sale-events.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets' | 'shifts' | 'broadcaster'> & {
  payments: PaymentsRepository;
  orders: OrdersRepository;
  lines: OrderLinesRepository;
  approvals: ApprovalsService;
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
};
type PayBody = z.output<typeof PayOrderBodySchema>;

const PAYABLE_STATUSES = [OrderStatus.ORDERED, OrderStatus.PARTIALLY_PAID];
const CARD_TYPES: readonly number[] = [PaymentMethodTypeCode.DEBIT, PaymentMethodTypeCode.CREDIT];
const PAYMENT_DENIED = "Sorry, you don't have access to payment";

/** The outlet methods the lines name, each checked: it exists at the outlet, a card number only for cards. */
export function toPaymentLines(methods: readonly MethodRow[], details: readonly PaymentDetailInput[]): PaymentLine[] {
  return details.map((detail, index) => {
    const method = methods.find((candidate) => candidate.id === detail.OutletPaymentMethodId);
    if (!method) throw new AppError('NOT_FOUND', `Payment method ${detail.OutletPaymentMethodId} not found`, [{ field: `PaymentDetails[${index}].OutletPaymentMethodId`, error: 'Not Found' }]);
    if (detail.CardNo !== undefined && !CARD_TYPES.includes(method.type)) throw invalidField(`PaymentDetails[${index}].CardNo`, 'A card number is only for debit and credit methods');
    // MaxPoint of the outlet method caps the points one payment may use with it.
    if (method.is_use_point === 1 && method.max_point !== null && detail.Amount > method.max_point) throw invalidField(`PaymentDetails[${index}].Amount`, `At most ${method.max_point} points with ${method.name}`);
    return { methodId: method.id, type: method.type as CodeValue<typeof PaymentMethodTypeCode>, isNoSales: method.is_no_sales === 1, isUsePoint: method.is_use_point === 1, amount: moneyFromRupiah(detail.Amount) };
  });
}

/** payment_details rows: the method as it is now, and of a card number only its last four digits. */
export function detailRows(paymentId: number, methods: readonly MethodRow[], details: readonly PaymentDetailInput[]) {
  return details.map((detail) => {
    const method = methods.find((candidate) => candidate.id === detail.OutletPaymentMethodId)!;
    return {
      payment_id: paymentId,
      outlet_payment_method_id: method.id,
      method_name: method.name,
      method_type: method.type,
      is_no_sales: method.is_no_sales,
      open_drawer: method.open_drawer,
      amount: toHundredths(moneyFromRupiah(detail.Amount)),
      card_last4: detail.CardNo === undefined ? null : lastFourDigits(detail.CardNo),
    };
  });
}

/**
 * POST /payment/{id} (spec §7) and the calls after it. Exactly once: the Idempotency-Key is
 * unique per outlet, so a retry answers the first payment; the order's status moves by one
 * conditional UPDATE guarded by the Version read in the same transaction, so of two terminals
 * paying at once one commits and the other gets a 409 with the fresh order; points move by a
 * conditional UPDATE with their ledger row. Events go out after commit.
 */
export function createPaymentsService(deps: Deps) {
  async function answerExisting(auth: AuthContext, outletId: number, orderId: number, requestKey: string | null): Promise<Payment | null> {
    if (requestKey === null) return null;
    const earlier = await deps.payments.findPaymentByRequestKey(deps.db, outletId, requestKey);
    if (!earlier) return null;
    if (earlier.order_id !== orderId) throw new AppError('CONFLICT', 'This Idempotency-Key was used for another order', [{ field: 'idempotency-key', error: 'used for another order' }]);
    const order = await deps.orders.findOrder(deps.db, auth.ownerId, outletId, orderId);
    const loaded = await deps.payments.loadPayments(deps.db, [orderId]);
    return presentPayment(earlier, order?.order_no ?? '', loaded);
  }

  /**
   * `requestKey` is the Idempotency-Key, or null for a client written from the spec alone: then
   * the status claim is what keeps a retried full payment from being taken twice (the order is
   * PAID by then). A partial payment leaves the order payable, so it needs a key.
   */
  async function pay(auth: AuthContext, outletHeader: number | null, orderId: number, body: PayBody, requestKey: string | null, device: string): Promise<Payment> {
    const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
    if (body.Id !== orderId) throw invalidField('Id', 'Id must be the order of the path');
    if (requestKey === null && body.IsPartialPayment === true) {
      throw invalidField(IDEMPOTENCY_KEY_HEADER, 'is required for a partial payment: a retry of one could not be told from the next part');
    }
    const authorise = (approval: Approval | undefined) =>
      deps.approvals.authorisePermission(auth, outlet.id, OtherPermission.PAYMENT, { denied: PAYMENT_DENIED, missingUser: SpecMessage.SELECT_USER_WITH_ACCESS }, approval, device);
    // The reads before the transaction at once; an approval with a PIN (it counts failed tries)
    // waits until the request is known not to be a repeat.
    const [repeat, permission, openShift, outletMethods] = await readAll([
      answerExisting(auth, outlet.id, orderId, requestKey),
      body.Approval === undefined ? authorise(undefined) : Promise.resolve(null),
      deps.shifts.requireOpenShiftAt(auth, outlet.id),
      deps.payments.listMethods(deps.db, outlet.id, [...new Set(body.PaymentDetails.map((detail) => detail.OutletPaymentMethodId))]),
    ]);
    const earlierPayment = repeat();
    if (earlierPayment) return earlierPayment;
    // The approver's PIN is checked (with its lockout) before the transaction: a slow hash holds no lock.
    const approverId = body.Approval === undefined ? permission() : await authorise(body.Approval);
    const shift = openShift();
    const methods = outletMethods();
    const lines = toPaymentLines(methods, body.PaymentDetails);
    const now = new Date();
    const nowIso = now.toISOString();

    let outcome: { orderNo: string; status: number; version: number; stepProcess: number; releasedTableIds: number[]; answer: Payment; settled: number };
    try {
      outcome = await deps.payments.transaction(async (trx) => {
        const order = await deps.orders.findOrder(trx, auth.ownerId, outlet.id, orderId);
        if (!order) throw notFound(`Order ${orderId}`);
        if (body.Version !== undefined && body.Version !== order.version) throw new StaleOrderError(outlet.id, orderId);
        if (!PAYABLE_STATUSES.includes(order.status as (typeof PAYABLE_STATUSES)[number])) throw new AppError('CONFLICT', `Order ${order.order_no} cannot be paid in its current status`);
        // The claim first: one conditional UPDATE on the version just read. Whoever gets it pays;
        // everyone else (a second terminal, a line added meanwhile) matches no row: 409.
        if (!(await deps.payments.claimForPayment(trx, { orderId, outletId: outlet.id, version: order.version, fromStatuses: PAYABLE_STATUSES, nowIso }))) {
          throw new StaleOrderError(outlet.id, orderId);
        }
        const memberId = body.MemberId === undefined ? order.member_id : body.MemberId;
        const member = memberId === null ? undefined : await memberBalances.findMember(trx, auth.ownerId, memberId);
        if (memberId !== null && !member) throw new AppError('NOT_FOUND', 'Member not found', [{ field: 'MemberId', error: 'Member not found' }]);

        const earlier = await deps.payments.settledBefore(trx, orderId);
        const stored = await deps.payments.listOrderPromos(trx, [orderId]);
        // Promos are settled by the first payment; later visits of a partial order keep them.
        const assigned =
          earlier.count === 0
            ? await resolveAssignment(trx, { ownerId: auth.ownerId, outletId: outlet.id, timeZone: outlet.time_zone, memberId, promos: body.Promos, vouchers: body.Vouchers ?? [], now })
            : await loadAssignment(trx, outlet.id, stored, now);
        const { totals } = await priceForPayment(trx, deps, {
          outletId: outlet.id,
          orderId,
          outletOrderTypeId: order.outlet_order_type_id,
          assigned,
          isFirstPayment: earlier.count === 0,
          paymentMethodIds: lines.map((line) => Number(line.methodId)),
          isNoSales: lines.some((line) => line.isNoSales),
          excludeChargeNoSales: outlet.exclude_charge_no_sales === 1,
          billShare: billShareOf(order),
        });
        if (earlier.count === 0) refuseFailedTerms(assigned, totals);

        const due = amountDue(totals.grandTotal, moneyFromHundredths(earlier.settled));
        const check = checkPaymentLines({ lines, due, hasMember: member !== undefined, memberPoints: member?.point_balance ?? null, isPartialPayment: body.IsPartialPayment === true, isFirstPayment: earlier.count === 0 });
        if (!check.ok) throw invalidField('PaymentDetails', check.message);
        const settlement = check.settlement;
        if (body.PointUsed !== undefined && body.PointUsed !== settlement.pointUsed) throw invalidField('PointUsed', 'PointUsed must equal the amount of the point payment lines');
        const status = settlement.remaining === 0 ? OrderStatus.PAID : OrderStatus.PARTIALLY_PAID;
        // An expired membership spends no points or vouchers (ADR 0013); it may still pay otherwise.
        if (member && isMembershipExpired(member.expired_at, now) && (settlement.pointUsed > 0 || assigned.some((entry) => entry.voucherId !== null))) {
          throw invalidField('MemberId', membershipExpiredMessage(member.name));
        }
        // The saved minutes a member-play order took at its creation, reported by its first payment.
        const timeBalanceUsed = earlier.count === 0 ? ((await memberMinutes.usedByOrders(trx, [orderId])).get(orderId) ?? 0) : 0;

        await deps.payments.finishPayment(trx, orderId, {
          status,
          totals: totalsColumns(totals),
          customer: {
            member_id: memberId,
            ...(body.CustomerName !== undefined ? { customer_name: body.CustomerName } : {}),
            ...(body.PhoneNumber !== undefined ? { phone_number: body.PhoneNumber } : {}),
          },
        });

        const pointEarned = member ? computePointsEarned(lines, settlement.settled, true) : 0;
        // The payment that makes an order of play PAID earns its member saved minutes (issue 19).
        const earnsMinutes = status === OrderStatus.PAID && member !== undefined && member.is_member === 1 && !isMembershipExpired(member.expired_at, now);
        const timeBalanceEarned = earnsMinutes ? await earnMinutesForPaidOrder(trx, { orderId, memberId: member.id, now }) : 0;
        const payment = await deps.payments.insertPayment(trx, {
          owner_id: auth.ownerId,
          order_id: orderId,
          outlet_id: outlet.id,
          shift_id: shift.id,
          request_key: requestKey,
          total: toHundredths(settlement.settled),
          paid: toHundredths(settlement.paid),
          change: toHundredths(settlement.change),
          remaining: toHundredths(settlement.remaining),
          point_used: settlement.pointUsed,
          point_earned: pointEarned,
          time_balance_used: timeBalanceUsed,
          time_balance_earned: timeBalanceEarned,
          member_id: member?.id ?? null,
          order_status: status,
          cashier_id: shift.user_id,
          cashier_name: shift.user_name,
          created_at: nowIso,
        });
        const paymentId = payment.id;
        const details = await deps.payments.insertDetails(trx, detailRows(paymentId, methods, body.PaymentDetails));
        if (member && settlement.pointUsed > 0) {
          const balance = await memberBalances.spendPoints(trx, { memberId: member.id, points: settlement.pointUsed, paymentId, nowIso });
          if (balance === null) throw invalidField('PaymentDetails', "Points used are above the member's points");
        }
        if (member && pointEarned > 0) await memberBalances.addPoints(trx, { memberId: member.id, points: pointEarned, paymentId, nowIso });
        let promos: Awaited<ReturnType<typeof settleAssignedPromos>> = [];
        if (earlier.count === 0) {
          await deps.payments.replaceOrderPromos(trx, orderId, orderPromoRows(orderId, assigned, totals), stored.length === 0);
          promos = await settleAssignedPromos(trx, deps.payments, { paymentId, assigned, totals, nowIso });
        }
        if (approverId !== null) {
          await deps.orders.insertAudit(trx, {
            order_id: orderId,
            action: OrderAuditAction.PAYMENT,
            order_product_id: null,
            actor_user_id: shift.user_id,
            approver_user_id: approverId,
            reason: null,
            before_json: null,
            after_json: JSON.stringify({ PaymentId: paymentId, Paid: toWireAmount(toHundredths(settlement.paid)) }),
            created_at: nowIso,
          });
        }
        const releasedTableIds = status === OrderStatus.PAID ? await releaseTablesOfOrder(trx, { outletId: outlet.id, orderId }) : [];
        // The answer is the rows as this transaction wrote them: nothing is read again.
        const answer = presentPayment(payment, order.order_no, { details, promos });
        return { orderNo: order.order_no, status, version: order.version + 1, stepProcess: order.step_process, releasedTableIds, answer, settled: payment.total };
      });
    } catch (error) {
      // A twin request with the same key committed first: it shows as the unique key, the version
      // it moved, or the order already PAID. Whatever the refusal, the twin's payment is the answer.
      if (isUniqueViolation(error) || error instanceof AppError) {
        const twin = await answerExisting(auth, outlet.id, orderId, requestKey);
        if (twin) return twin;
      }
      throw error;
    }

    recordPayment({ orderId, paymentId: outcome.answer.Id, amountHundredths: outcome.settled, isOrderPaid: outcome.status === OrderStatus.PAID });
    await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_STEP_PROCESS, { OrderId: orderId, Status: outcome.status, StepProcess: outcome.stepProcess });
    await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: orderId, Version: outcome.version, Status: outcome.status });
    if (outcome.status === OrderStatus.PAID) {
      const lock: OrderLockEvent = { OrderId: orderId, OrderNo: outcome.orderNo, Version: outcome.version, Status: outcome.status, OutletTableIds: [] };
      await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_LOCK, lock);
    }
    await announceTables(deps, outlet.id, outcome.releasedTableIds);
    return outcome.answer;
  }

  return {
    pay,

    /** PUT /payment/changePaymentMethod: new lines for the same paid amount (permission 20, PIN when UsePin). */
    async changePaymentMethod(auth: AuthContext, outletHeader: number | null, body: { PaymentId: number; PaymentDetails: PaymentDetailInput[]; Approval?: Approval | undefined }, device: string): Promise<Payment> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const approverId = await deps.approvals.authorisePermission(
        auth,
        outlet.id,
        OtherPermission.CHANGE_PAYMENT_METHOD,
        { denied: "Sorry, you don't have access to change the payment method", missingUser: 'Select a user with access' },
        body.Approval,
        device,
      );
      const payment = await deps.payments.findPayment(deps.db, auth.ownerId, outlet.id, body.PaymentId);
      if (!payment) throw notFound(`Payment ${body.PaymentId}`);
      const methods = await deps.payments.listMethods(deps.db, outlet.id, [...new Set(body.PaymentDetails.map((detail) => detail.OutletPaymentMethodId))]);
      const lines = toPaymentLines(methods, body.PaymentDetails);
      const before = await deps.payments.loadPayments(deps.db, [payment.order_id]);
      const oldDetails = before.details.filter((detail) => detail.payment_id === payment.id);
      // Points already moved the member's ledger; swapping them in or out is not a method change.
      if (lines.some((line) => line.isUsePoint || line.type === PaymentMethodTypeCode.POINT) || oldDetails.some((detail) => detail.method_type === PaymentMethodTypeCode.POINT)) {
        throw invalidField('PaymentDetails', 'Points cannot be changed to or from another payment method');
      }
      const check = checkPaymentLines({ lines, due: moneyFromHundredths(payment.total), hasMember: false, memberPoints: null, isPartialPayment: true, isFirstPayment: true });
      if (!check.ok) throw invalidField('PaymentDetails', check.message);
      if (toHundredths(check.settlement.paid) !== payment.paid) throw invalidField('PaymentDetails', 'The new payment lines must add up to the amount paid');
      await deps.payments.transaction(async (trx) => {
        await deps.payments.replaceDetails(trx, payment.id, detailRows(payment.id, methods, body.PaymentDetails));
        // Every change is audited; the approver is there only when a supervisor's PIN was needed.
        await deps.orders.insertAudit(trx, {
          order_id: payment.order_id,
          action: OrderAuditAction.CHANGE_PAYMENT_METHOD,
          order_product_id: null,
          actor_user_id: auth.userId ?? payment.cashier_id,
          approver_user_id: approverId,
          reason: null,
          before_json: JSON.stringify(oldDetails.map((detail) => ({ Method: detail.method_name, Amount: toWireAmount(detail.amount) }))),
          after_json: JSON.stringify(body.PaymentDetails.map((detail) => ({ OutletPaymentMethodId: detail.OutletPaymentMethodId, Amount: detail.Amount }))),
          created_at: new Date().toISOString(),
        });
      });
      const order = await deps.orders.findOrder(deps.db, auth.ownerId, outlet.id, payment.order_id);
      const loaded = await deps.payments.loadPayments(deps.db, [payment.order_id]);
      return presentPayment(payment, order?.order_no ?? '', loaded);
    },

    /** POST /payment/{orderId}/terminateOrder: the running time sessions end now. */
    async terminateOrder(auth: AuthContext, outletHeader: number | null, orderId: number, body: TerminateOrderBody, device: string): Promise<Order> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      // Ending play is part of taking the payment: the same permission, with its approver when UsePin.
      await deps.approvals.authorisePermission(auth, outlet.id, OtherPermission.PAYMENT, { denied: PAYMENT_DENIED, missingUser: SpecMessage.SELECT_USER_WITH_ACCESS }, body.Approval, device);
      const nowIso = new Date().toISOString();
      const saved = await deps.payments.transaction(async (trx) => {
        const order = await deps.orders.findOrder(trx, auth.ownerId, outlet.id, orderId);
        if (!order) throw notFound(`Order ${orderId}`);
        if (!TERMINABLE_ORDER_STATUSES.includes(order.status)) {
          throw new AppError('CONFLICT', `Order ${order.order_no} is closed: its time can no longer be ended`, [{ field: 'id', error: 'the order is closed' }]);
        }
        // Claimed at the version just read (or the client's), so a change in between is a 409, not a lost update.
        const claimed = await deps.orders.claimVersion(trx, orderId, outlet.id, body.Version ?? order.version, nowIso);
        if (claimed === null) throw new StaleOrderError(outlet.id, orderId);
        await deps.payments.terminateSessions(trx, orderId, nowIso);
        return { version: claimed, status: order.status };
      });
      await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: orderId, Version: saved.version, Status: saved.status });
      return deps.readOrder(auth, outlet.id, orderId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
