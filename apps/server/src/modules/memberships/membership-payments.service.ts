import { ServerEvent, type Approval, type PaidMembership, type PayMembershipBody, type PurchaseMembership } from '@kasir/contracts';
import { OtherPermission, PaymentMethodTypeCode, SpecMessage, PurchaseMembershipStatus, PurchaseMembershipType, checkPaymentLines, moneyFromHundredths, toHundredths } from '@kasir/domain';
import { AppError, invalidField } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { readAll } from '../../platform/parallel-reads.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { toNumber } from '../../db/row-numbers.ts';
import type { ApprovalsService } from '../orders/approvals.service.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { toPaymentLines } from '../payments/payments.service.ts';
import { grantMembership } from './membership-grants.ts';
import type { MembershipPaymentRow, PurchasesRepository } from './purchases.repository.ts';
import { membershipNotPaid, purchaseConflict, type PurchasesService } from './purchases.service.ts';
import { membershipDetailRows } from './membership-payment-lines.ts';
import { announcePurchase } from './purchase-events.ts';
import { creditOrderOfSignUp } from './order-member-credit.ts';

type Deps = Pick<ModuleDeps, 'outlets' | 'shifts' | 'broadcaster'> & {
  /** Spec §6: payment (9) and change payment method (20) take a supervisor's PIN when UsePin or missing, as for orders. */
  approvals: ApprovalsService;
  purchases: PurchasesRepository;
  purchaseService: PurchasesService;
  /** The outlet's payment methods, read through the payments module's repository. */
  methods: Pick<PaymentsRepository, 'listMethods'>;
  now?: () => Date;
};

/**
 * PUT /qr/paymentMembership/{Id} and /qr/paymentExtendMembership/{Id}: exactly once, as an order
 * payment (ADR 9). The optional Idempotency-Key is unique per outlet, so a retry answers the first
 * payment; the purchase moves PENDING → PAID by one conditional UPDATE on the version read in the
 * same transaction, and membership_payments allows one row per purchase, so of two terminals
 * paying at once one commits and the other gets a 409 with the paid purchase. The money goes into
 * the open shift of the cashier (its cash counts in the shift's expected cash).
 */
const PAYMENT_DENIED = "Sorry, you don't have access to payment";
const CHANGE_METHOD_DENIED = "Sorry, you don't have access to change the payment method";

export function createMembershipPaymentsService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  async function answerPaid(auth: AuthContext, payment: MembershipPaymentRow, purchaseId: number): Promise<PaidMembership> {
    if (payment.purchase_membership_id !== purchaseId) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was used for another membership purchase', [{ field: 'idempotency-key', error: 'This Idempotency-Key was used for another membership purchase' }]);
    }
    const purchase = await deps.purchaseService.requirePurchase(deps.purchases.db, auth.ownerId, purchaseId);
    return withDrawer(await deps.purchaseService.presentOne(deps.purchases.db, purchase));
  }

  function withDrawer(presented: PurchaseMembership): PaidMembership {
    return { ...presented, IsOpenDrawer: presented.Payment?.PaymentDetails.some((detail) => detail.OpenDrawer) ?? false };
  }

  async function pay(auth: AuthContext, outletHeader: number | null, purchaseId: number, body: PayMembershipBody, requestKey: string | null, expectedType: number, device: string): Promise<PaidMembership> {
    if (body.Id !== purchaseId) throw invalidField('Id', 'Id must be the purchase of the path');
    const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
    const authorise = (approval: Approval | undefined) =>
      deps.approvals.authorisePermission(auth, outlet.id, OtherPermission.PAYMENT, { denied: PAYMENT_DENIED, missingUser: SpecMessage.SELECT_USER_WITH_ACCESS }, approval, device);
    // As the order payment: an approval's PIN (it counts failed tries) is checked only once the
    // request is known not to be a repeat, and before the transaction, so a slow hash holds no lock.
    const [repeat, permission, openShift, outletMethods] = await readAll([
      requestKey === null ? Promise.resolve(undefined) : deps.purchases.findPaymentByRequestKey(deps.purchases.db, outlet.id, requestKey),
      body.Approval === undefined ? authorise(undefined) : Promise.resolve(null),
      deps.shifts.requireOpenShiftAt(auth, outlet.id),
      deps.methods.listMethods(deps.purchases.db, outlet.id, [...new Set(body.PaymentDetails.map((detail) => detail.OutletPaymentMethodId))]),
    ]);
    const earlier = repeat();
    if (earlier) return answerPaid(auth, earlier, purchaseId);
    if (body.Approval === undefined) permission();
    else await authorise(body.Approval);
    const shift = openShift();
    const methods = outletMethods();
    const lines = toPaymentLines(methods, body.PaymentDetails);

    const now = clock();
    const nowIso = now.toISOString();
    try {
      const { paidId, credited } = await deps.purchases.transaction(async (trx) => {
        const purchase = await deps.purchaseService.requirePurchase(trx, auth.ownerId, purchaseId);
        if (purchase.type !== expectedType) {
          throw invalidField('Id', expectedType === PurchaseMembershipType.NEW ? 'This purchase extends a membership: pay it with paymentExtendMembership' : 'This purchase is a new membership: pay it with paymentMembership');
        }
        if (purchase.status !== PurchaseMembershipStatus.PENDING) throw purchaseConflict(purchase);
        // The claim first (ADR 9): whoever moves the version pays; the other terminal matches no row.
        const due = moneyFromHundredths(toNumber(purchase.total));
        // Spec §2: the membership dialog has no customer block, so no points pay for a membership.
        const check = checkPaymentLines({ lines, due, hasMember: false, memberPoints: null, isPartialPayment: false, isFirstPayment: true });
        if (!check.ok) throw invalidField('PaymentDetails', check.message);
        const { settlement } = check;
        const claimed = await deps.purchases.claim(trx, {
          id: purchase.id,
          version: purchase.version,
          fromStatus: PurchaseMembershipStatus.PENDING,
          set: { status: PurchaseMembershipStatus.PAID, change: toHundredths(settlement.change) },
          nowIso,
        });
        if (!claimed) throw purchaseConflict(purchase);
        const payment = await deps.purchases.insertPayment(trx, {
          owner_id: auth.ownerId,
          outlet_id: outlet.id,
          purchase_membership_id: purchase.id,
          shift_id: shift.id,
          request_key: requestKey,
          total: toHundredths(settlement.settled),
          paid: toHundredths(settlement.paid),
          change: toHundredths(settlement.change),
          cashier_id: shift.user_id,
          cashier_name: shift.user_name,
          created_at: nowIso,
        });
        await deps.purchases.insertDetails(trx, membershipDetailRows(payment.id, methods, body.PaymentDetails));
        const memberId = await grantMembership(trx, claimed, now);
        if (claimed.member_id !== memberId) await trx.updateTable('purchase_memberships').set({ member_id: memberId }).where('id', '=', purchase.id).execute();
        // Signed up through an order's QR (ADR 0021): the member goes on that paid order with its points.
        const credited = claimed.order_id === null ? null : await creditOrderOfSignUp(trx, { ownerId: auth.ownerId, orderId: claimed.order_id, memberId, nowIso });
        return { paidId: purchase.id, credited };
      });
      if (credited) await deps.broadcaster.emitToOutlet(credited.outletId, ServerEvent.ORDER_CHANGED, { OrderId: credited.orderId, Version: credited.version, Status: credited.status });
      const purchase = await deps.purchaseService.requirePurchase(deps.purchases.db, auth.ownerId, paidId);
      await announcePurchase(deps.broadcaster, purchase);
      return withDrawer(await deps.purchaseService.presentOne(deps.purchases.db, purchase));
    } catch (error) {
      // A twin with the same key committed first: its payment is the answer, whatever refused this one.
      if (requestKey !== null && (isUniqueViolation(error) || error instanceof AppError)) {
        const twin = await deps.purchases.findPaymentByRequestKey(deps.purchases.db, outlet.id, requestKey);
        if (twin) return answerPaid(auth, twin, purchaseId);
      }
      // The purchase's one payment row exists: another terminal paid it.
      if (isUniqueViolation(error)) throw purchaseConflict(await deps.purchaseService.requirePurchase(deps.purchases.db, auth.ownerId, purchaseId));
      throw error;
    }
  }

  return {
    payNew: (auth: AuthContext, outletHeader: number | null, purchaseId: number, body: PayMembershipBody, requestKey: string | null, device: string) =>
      pay(auth, outletHeader, purchaseId, body, requestKey, PurchaseMembershipType.NEW, device),
    payExtend: (auth: AuthContext, outletHeader: number | null, purchaseId: number, body: PayMembershipBody, requestKey: string | null, device: string) =>
      pay(auth, outletHeader, purchaseId, body, requestKey, PurchaseMembershipType.EXTEND, device),

    /** PUT /qr/editPaymentMethod (permission 20, with a supervisor's PIN when UsePin or missing, as PUT /payment/changePaymentMethod): new lines for the same amount paid; points never. */
    async editPaymentMethod(auth: AuthContext, outletHeader: number | null, body: PayMembershipBody, device: string): Promise<PaidMembership> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.approvals.authorisePermission(auth, outlet.id, OtherPermission.CHANGE_PAYMENT_METHOD, { denied: CHANGE_METHOD_DENIED, missingUser: SpecMessage.SELECT_USER_WITH_ACCESS }, body.Approval, device);
      const purchase = await deps.purchaseService.requirePurchase(deps.purchases.db, auth.ownerId, body.Id);
      if (purchase.status !== PurchaseMembershipStatus.PAID) throw membershipNotPaid(purchase.purchase_code);
      const extras = await deps.purchases.loadExtras(deps.purchases.db, [purchase]);
      const payment = extras.payments.get(purchase.id);
      if (!payment) throw membershipNotPaid(purchase.purchase_code);
      const methods = await deps.methods.listMethods(deps.purchases.db, outlet.id, [...new Set(body.PaymentDetails.map((detail) => detail.OutletPaymentMethodId))]);
      const lines = toPaymentLines(methods, body.PaymentDetails);
      if (lines.some((line) => line.isUsePoint || line.type === PaymentMethodTypeCode.POINT)) throw invalidField('PaymentDetails', 'Points cannot pay for a membership');
      const check = checkPaymentLines({ lines, due: moneyFromHundredths(toNumber(payment.total)), hasMember: false, memberPoints: null, isPartialPayment: true, isFirstPayment: true });
      if (!check.ok) throw invalidField('PaymentDetails', check.message);
      if (toHundredths(check.settlement.paid) !== toNumber(payment.paid)) throw invalidField('PaymentDetails', 'The new payment lines must add up to the amount paid');
      await deps.purchases.transaction((trx) => deps.purchases.replaceDetails(trx, payment.id, membershipDetailRows(payment.id, methods, body.PaymentDetails)));
      await announcePurchase(deps.broadcaster, purchase);
      return withDrawer(await deps.purchaseService.presentOne(deps.purchases.db, purchase));
    },
  };
}

export type MembershipPaymentsService = ReturnType<typeof createMembershipPaymentsService>;
