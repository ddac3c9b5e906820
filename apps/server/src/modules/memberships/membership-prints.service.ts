import type { PrintPlan } from '@kasir/contracts';
import { PurchaseMembershipStatus, PurchaseMembershipType, SetReceipt, buildMembershipReceipt, buildQrMemberSignUpSlip, moneyFromHundredths } from '@kasir/domain';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { loadTargets, outletSlipWidth, plan, slipJobs } from '../printing/plan-support.ts';
import { presentReceiptSettings } from '../printing/printing.presenter.ts';
import type { PrintingSetupRepository } from '../printing/printing-setup.repository.ts';
import type { MemberSignUpService } from './member-signup.service.ts';
import { signUpUrl } from './member-signup.service.ts';
import type { PurchasesRepository } from './purchases.repository.ts';
import { membershipNotPaid, type PurchasesService } from './purchases.service.ts';

type Deps = Pick<ModuleDeps, 'outlets'> & {
  setup: PrintingSetupRepository;
  purchases: PurchasesRepository;
  purchaseService: PurchasesService;
  signUp: MemberSignUpService;
  now?: () => Date;
};

const money = (hundredths: number | string) => moneyFromHundredths(toNumber(hundredths));

/**
 * The two membership slips through the print plans of modules/printing (ADR 10): the receipt of
 * a paid purchase on the PAYMENT print set (spec §4: only when paid; spec §7 payload
 * PurchaseMembershipId, AccordingDevice) and the sign-up QR slip on QR_MEMBER_SIGNUP (7).
 */
export function createMembershipPrintsService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  return {
    async receipt(auth: AuthContext, outletHeader: number | null, purchaseId: number, isReprint: boolean): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const row = await deps.purchaseService.requirePurchase(deps.purchases.db, auth.ownerId, purchaseId);
      if (row.status !== PurchaseMembershipStatus.PAID) throw membershipNotPaid(row.purchase_code);
      const extras = await deps.purchases.loadExtras(deps.purchases.db, [row]);
      const payment = extras.payments.get(row.id);
      if (!payment) throw membershipNotPaid(row.purchase_code);
      const member = row.member_id === null ? undefined : extras.members.get(row.member_id);
      const [targets, stored] = await Promise.all([loadTargets(deps.setup, outlet.id, SetReceipt.PAYMENT), deps.setup.findReceiptSettings(outlet.id)]);
      const settings = presentReceiptSettings(stored, outlet);
      return plan(
        slipJobs(targets, {
          kind: 'membership',
          subjectId: payment.id,
          // One receipt per payment forever: a reprint is the same job marked reprint.
          identity: `membership-payment:${payment.id}`,
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          reprint: isReprint,
          build: (page) =>
            buildMembershipReceipt(page, {
              settings,
              purchaseCode: row.purchase_code,
              isExtension: row.type === PurchaseMembershipType.EXTEND,
              categoryName: extras.categoryNames.get(row.member_category_id) ?? '',
              memberName: member?.name ?? row.name,
              memberNumber: member?.member_number ?? null,
              expiresAt: member?.expired_at ?? null,
              paidAt: payment.created_at,
              cashierName: payment.cashier_name,
              subtotal: money(row.subtotal),
              discount: money(row.discount),
              promoName: row.promo_member_category_id === null ? null : (extras.promoNames.get(row.promo_member_category_id) ?? null),
              total: money(row.total),
              details: (extras.details.get(payment.id) ?? []).map((detail) => ({ name: detail.method_name, amount: money(detail.amount) })),
              change: money(payment.change),
            }),
        }),
      );
    },

    /** The sign-up slip of a generated QR; its QR holds the page address (token, history id, purchased flag). */
    async signUpSlip(auth: AuthContext, outletHeader: number | null, origin: string, historyId: number): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const history = await deps.signUp.findHistory(auth, historyId);
      const category = history.member_category_id === null ? undefined : await deps.purchases.findCategory(deps.purchases.db, auth.ownerId, history.member_category_id);
      const [targets, stored] = await Promise.all([loadTargets(deps.setup, outlet.id, SetReceipt.QR_MEMBER_SIGNUP), deps.setup.findReceiptSettings(outlet.id)]);
      const settings = presentReceiptSettings(stored, outlet);
      const url = signUpUrl(origin, history, history.used_at !== null);
      const printedAt = clock().toISOString();
      return plan(
        slipJobs(targets, {
          kind: 'qrmember',
          subjectId: history.id,
          identity: `qr-member:${history.id}|${printedAt.slice(0, 16)}`,
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          qrData: url,
          build: (page) => buildQrMemberSignUpSlip(page, { settings, purchaseCode: null, memberCategoryName: category?.name ?? null, url, printedAt }).lines,
        }),
      );
    },
  };
}

export type MembershipPrintsService = ReturnType<typeof createMembershipPrintsService>;
