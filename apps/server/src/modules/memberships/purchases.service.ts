import type { z } from 'zod';
import type { CreatePurchaseMembershipBodySchema, ExtendMembershipBody, PromoMemberCategory, PurchaseMembership } from '@kasir/contracts';
import {
  OtherPermission,
  PurchaseMembershipStatus,
  PurchaseMembershipType,
  checkBirthDate,
  formatOutletDate,
  moneyFromHundredths,
  priceMembership,
  toHundredths,
  type MembershipPromo,
} from '@kasir/domain';
import { AppError, invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { outletDayRange } from '../shifts/shift-time.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import { presentPromo, presentPurchase } from './memberships.presenter.ts';
import { announcePurchase } from './purchase-events.ts';
import type { PurchaseRow, PurchasesRepository } from './purchases.repository.ts';

type Deps = Pick<ModuleDeps, 'outlets' | 'permissions' | 'broadcaster'> & { purchases: PurchasesRepository; now?: () => Date };
type Executor = Parameters<PurchasesRepository['findPurchase']>[0];

/** A placeholder code until the row has its id (the code is built from it). */
const PENDING_CODE = (nonce: string) => `pending-${nonce}`;

/** PM-YYMMDD-0042: the day in outlet time and the row's id. */
export function purchaseCodeOf(id: number, createdAt: Date, timeZoneHours: number): string {
  const day = formatOutletDate(createdAt, timeZoneHours).replace(/-/g, '').slice(2);
  return `PM-${day}-${String(id).padStart(4, '0')}`;
}

/** Why a purchase cannot take this change, in the message table's words (a 409 naming Id). */
export const purchaseConflict = (row: Pick<PurchaseRow, 'purchase_code' | 'status'>) => {
  const text =
    row.status === PurchaseMembershipStatus.PAID
      ? `Membership purchase ${row.purchase_code} is paid already`
      : row.status === PurchaseMembershipStatus.CANCELLED
        ? `Membership purchase ${row.purchase_code} is cancelled`
        : `Membership purchase ${row.purchase_code} was paid or changed on another terminal`;
  return new AppError('CONFLICT', text, [{ field: 'Id', error: text }]);
};

/** Receipts and payment-method changes are for paid purchases only (spec §4: printed only when paid). */
export const membershipNotPaid = (code: string) => new AppError('CONFLICT', `Membership purchase ${code} is not paid yet`, [{ field: 'PurchaseMembershipId', error: `Membership purchase ${code} is not paid yet` }]);

/** The promo as the domain prices it; percent promos keep whole percent in `amount`. */
export function toMembershipPromo(row: { discount_type: number; amount: number | string; max_discount: number | string | null }): MembershipPromo {
  return {
    discountType: row.discount_type,
    percent: toNumber(row.amount),
    nominal: moneyFromHundredths(toNumber(row.amount)),
    maxDiscount: row.max_discount === null ? null : moneyFromHundredths(toNumber(row.max_discount)),
  };
}

/**
 * Purchase memberships (spec §7 /qr/purchaseMembership, /qr/extendMembership, /qr/cancelMembership,
 * /qr/applyPromo, /promoMemberCategory): made PENDING at the till or by the sign-up page, priced
 * on the server from the category and its promo, cancelled or re-priced only while PENDING and
 * only at the version just read (a purchase being paid meanwhile makes the loser a 409).
 */
export function createPurchasesService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  async function present(executor: Executor, rows: readonly PurchaseRow[]): Promise<PurchaseMembership[]> {
    const extras = await deps.purchases.loadExtras(executor, rows);
    return rows.map((row) => presentPurchase(row, extras));
  }

  async function presentOne(executor: Executor, row: PurchaseRow): Promise<PurchaseMembership> {
    const [presented] = await present(executor, [row]);
    return presented!;
  }

  async function requirePurchase(executor: Executor, ownerId: number, purchaseId: number): Promise<PurchaseRow> {
    const row = await deps.purchases.findPurchase(executor, ownerId, purchaseId);
    if (!row) throw new AppError('NOT_FOUND', `Membership purchase ${purchaseId} not found`, [{ field: 'Id', error: 'Not Found' }]);
    return row;
  }

  /** A NEW or EXTEND purchase, PENDING, priced at the category's price of today. */
  async function insertPending(
    executor: Executor,
    input: {
      ownerId: number;
      outletId: number;
      timeZoneHours: number;
      type: number;
      categoryId: number;
      memberId: number | null;
      customer: { name: string; phoneNumber: string; email: string | null; birthDate: string | null };
      historyId: number | null;
      createdBy: number | null;
      /** Signed up through an order's QR (GET /qr?OrderId=): the order the member goes on once paid. */
      orderId?: number | null;
    },
  ): Promise<PurchaseRow> {
    const category = await deps.purchases.findCategory(executor, input.ownerId, input.categoryId);
    if (!category) throw new AppError('NOT_FOUND', `Member category ${input.categoryId} not found`, [{ field: 'MemberCategoryId', error: 'Not Found' }]);
    const now = clock();
    const nowIso = now.toISOString();
    const price = toNumber(category.price);
    const inserted = await deps.purchases.insertPurchase(executor, {
      owner_id: input.ownerId,
      outlet_id: input.outletId,
      purchase_code: PENDING_CODE(`${nowIso}-${Math.random().toString(36).slice(2)}`),
      type: input.type,
      status: PurchaseMembershipStatus.PENDING,
      member_category_id: category.id,
      member_id: input.memberId,
      name: input.customer.name,
      phone_number: input.customer.phoneNumber,
      email: input.customer.email,
      birth_date: input.customer.birthDate,
      duration_days: toNumber(category.duration_days),
      generate_qr_history_id: input.historyId,
      order_id: input.orderId ?? null,
      promo_member_category_id: null,
      subtotal: price,
      discount: 0,
      total: price,
      change: 0,
      created_by: input.createdBy,
      created_at: nowIso,
      updated_at: nowIso,
    });
    return deps.purchases.setCode(executor, inserted.id, purchaseCodeOf(inserted.id, now, input.timeZoneHours));
  }

  function refuseFutureBirthDate(birthDate: string, timeZoneHours: number, field = 'BirthDate'): void {
    const refusal = checkBirthDate(birthDate, formatOutletDate(clock(), timeZoneHours));
    if (refusal !== null) throw invalidField(field, refusal);
  }

  return {
    present,
    presentOne,
    requirePurchase,
    insertPending,
    refuseFutureBirthDate,

    /** GET /qr/purchaseMembership?fromDate&toDate: the outlet's purchases made on those outlet days, newest first. */
    async list(auth: AuthContext, outletHeader: number | null, query: { fromDate?: string | undefined; toDate?: string | undefined }): Promise<PurchaseMembership[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const today = formatOutletDate(clock(), outlet.time_zone);
      const from = outletDayRange(query.fromDate ?? today, outlet.time_zone).start;
      const to = outletDayRange(query.toDate ?? query.fromDate ?? today, outlet.time_zone).end;
      if (from > to) throw invalidField('fromDate', 'must not be after toDate');
      const rows = await deps.purchases.listPurchases(auth.ownerId, outlet.id, from.toISOString(), to.toISOString());
      return present(deps.purchases.db, rows);
    },

    /** GET /qr/purchaseMembership/{id}. */
    async get(auth: AuthContext, purchaseId: number): Promise<PurchaseMembership> {
      return presentOne(deps.purchases.db, await requirePurchase(deps.purchases.db, auth.ownerId, purchaseId));
    },

    /** POST /qr/purchaseMembership/{MemberCategoryId}: a NEW membership sold at the till, waiting for payment. */
    async createAtTill(auth: AuthContext, outletHeader: number | null, categoryId: number, body: z.output<typeof CreatePurchaseMembershipBodySchema>): Promise<PurchaseMembership> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.ADD_MEMBER, 'add a member');
      refuseFutureBirthDate(body.BirthDate, outlet.time_zone);
      const row = await deps.purchases.transaction((trx) =>
        insertPending(trx, {
          ownerId: auth.ownerId,
          outletId: outlet.id,
          timeZoneHours: outlet.time_zone,
          type: PurchaseMembershipType.NEW,
          categoryId,
          memberId: null,
          customer: { name: body.Name, phoneNumber: body.PhoneNumber, email: body.Email ?? null, birthDate: body.BirthDate },
          historyId: null,
          createdBy: auth.userId,
        }),
      );
      await announcePurchase(deps.broadcaster, row);
      return presentOne(deps.purchases.db, row);
    },

    /**
     * PUT /qr/extendMembership/{MemberId}: an EXTEND purchase for the member, in their category
     * unless another is named. A member's waiting extension is answered again rather than doubled.
     */
    async extend(auth: AuthContext, outletHeader: number | null, memberId: number, body: ExtendMembershipBody): Promise<PurchaseMembership> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const member = await memberBalances.findMember(deps.purchases.db, auth.ownerId, memberId);
      if (!member || member.deleted_at !== null) throw new AppError('NOT_FOUND', 'Member not found', [{ field: 'id', error: 'Member not found' }]);
      const row = await deps.purchases.transaction(async (trx) => {
        const waiting = await deps.purchases.findPendingOfMember(trx, auth.ownerId, member.id, PurchaseMembershipType.EXTEND);
        if (waiting) return waiting;
        return insertPending(trx, {
          ownerId: auth.ownerId,
          outletId: outlet.id,
          timeZoneHours: outlet.time_zone,
          type: PurchaseMembershipType.EXTEND,
          categoryId: body.MemberCategoryId ?? member.member_category_id,
          memberId: member.id,
          customer: { name: member.name, phoneNumber: member.phone_number, email: member.email, birthDate: member.birth_date },
          historyId: null,
          createdBy: auth.userId,
        });
      });
      await announcePurchase(deps.broadcaster, row);
      return presentOne(deps.purchases.db, row);
    },

    /** PUT /qr/cancelMembership (permission 22): a PENDING purchase becomes CANCELLED, once. */
    async cancel(auth: AuthContext, purchaseId: number): Promise<PurchaseMembership> {
      await deps.permissions.assertPermission(auth, OtherPermission.CANCEL_MEMBER_QR, 'cancel a membership');
      const row = await deps.purchases.transaction(async (trx) => {
        const purchase = await requirePurchase(trx, auth.ownerId, purchaseId);
        if (purchase.status === PurchaseMembershipStatus.CANCELLED) return purchase;
        if (purchase.status !== PurchaseMembershipStatus.PENDING) throw purchaseConflict(purchase);
        const claimed = await deps.purchases.claim(trx, { id: purchase.id, version: purchase.version, fromStatus: PurchaseMembershipStatus.PENDING, set: { status: PurchaseMembershipStatus.CANCELLED }, nowIso: clock().toISOString() });
        if (!claimed) throw purchaseConflict({ ...purchase, status: PurchaseMembershipStatus.PENDING });
        return claimed;
      });
      await announcePurchase(deps.broadcaster, row);
      return presentOne(deps.purchases.db, row);
    },

    /** POST /qr/applyPromo/{PurchaseMembershipId}/{PromoMemberCategoryId}: re-prices a PENDING purchase (0 removes the promo). */
    async applyPromo(auth: AuthContext, purchaseId: number, promoId: number): Promise<PurchaseMembership> {
      const row = await deps.purchases.transaction(async (trx) => {
        const purchase = await requirePurchase(trx, auth.ownerId, purchaseId);
        if (purchase.status !== PurchaseMembershipStatus.PENDING) throw purchaseConflict(purchase);
        let promo: MembershipPromo | null = null;
        if (promoId !== 0) {
          const found = await deps.purchases.findPromo(trx, auth.ownerId, promoId);
          if (!found || found.is_active !== 1) throw new AppError('NOT_FOUND', 'Promo Tidak Ditemukan...', [{ field: 'PromoMemberCategoryId', error: 'Not Found' }]);
          if (found.member_category_id !== null && found.member_category_id !== purchase.member_category_id) {
            throw invalidField('PromoMemberCategoryId', 'This promo is for another member category');
          }
          promo = toMembershipPromo(found);
        }
        const price = priceMembership(moneyFromHundredths(toNumber(purchase.subtotal)), promo);
        const claimed = await deps.purchases.claim(trx, {
          id: purchase.id,
          version: purchase.version,
          fromStatus: PurchaseMembershipStatus.PENDING,
          set: { promo_member_category_id: promoId === 0 ? null : promoId, discount: toHundredths(price.discount), total: toHundredths(price.total) },
          nowIso: clock().toISOString(),
        });
        if (!claimed) throw purchaseConflict({ ...purchase, status: PurchaseMembershipStatus.PENDING });
        return claimed;
      });
      await announcePurchase(deps.broadcaster, row);
      return presentOne(deps.purchases.db, row);
    },

    /** GET /promoMemberCategory?isKasir=1: the owner's active membership promos, optionally of one category. */
    async listPromos(auth: AuthContext, categoryId: number | undefined): Promise<PromoMemberCategory[]> {
      return (await deps.purchases.listActivePromos(auth.ownerId, categoryId)).map(presentPromo);
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
