import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { PurchaseMembershipStatus } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { MembershipPaymentDetailsTable, MembershipPaymentsTable, PurchaseMembershipsTable } from '../../db/schema-memberships.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type PurchaseRow = Selectable<PurchaseMembershipsTable>;
export type MembershipPaymentRow = Selectable<MembershipPaymentsTable>;
export type MembershipPaymentDetailRow = Selectable<MembershipPaymentDetailsTable>;

/** Names a purchase shows beside its own columns. */
export type PurchaseExtras = {
  categoryNames: Map<number, string>;
  promoNames: Map<number, string>;
  members: Map<number, { id: number; name: string; member_number: string; expired_at: string | null }>;
  histories: Map<number, { id: number; token: string }>;
  payments: Map<number, MembershipPaymentRow>;
  details: Map<number, MembershipPaymentDetailRow[]>;
};

/**
 * SQL of purchase memberships and their payments. Every read is scoped to the owner: another
 * owner's id is simply not found. The status moves only by conditional UPDATEs on the version.
 */
export function createPurchasesRepository(db: Kysely<Database>) {
  return {
    db,
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    findPurchase(executor: Executor, ownerId: number, purchaseId: number): Promise<PurchaseRow | undefined> {
      return executor.selectFrom('purchase_memberships').selectAll().where('owner_id', '=', ownerId).where('id', '=', purchaseId).executeTakeFirst();
    },

    listPurchases(ownerId: number, outletId: number, fromIso: string, toIso: string): Promise<PurchaseRow[]> {
      return db
        .selectFrom('purchase_memberships')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('outlet_id', '=', outletId)
        .where('created_at', '>=', fromIso)
        .where('created_at', '<=', toIso)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The member's purchase of this kind still waiting for payment, if any. */
    findPendingOfMember(executor: Executor, ownerId: number, memberId: number, type: number): Promise<PurchaseRow | undefined> {
      return executor
        .selectFrom('purchase_memberships')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('member_id', '=', memberId)
        .where('type', '=', type)
        .where('status', '=', PurchaseMembershipStatus.PENDING)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async insertPurchase(executor: Executor, values: Insertable<PurchaseMembershipsTable>): Promise<PurchaseRow> {
      return executor.insertInto('purchase_memberships').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * The one way a purchase changes: at the version just read and from the statuses allowed.
     * Null when someone else changed it first (the caller answers 409).
     */
    async claim(executor: Executor, input: { id: number; version: number; fromStatus: number; set: Partial<Pick<PurchaseRow, 'status' | 'change' | 'member_id' | 'promo_member_category_id' | 'discount' | 'total'>>; nowIso: string }): Promise<PurchaseRow | null> {
      const row = await executor
        .updateTable('purchase_memberships')
        .set({ ...input.set, version: sql<number>`version + 1`, updated_at: input.nowIso })
        .where('id', '=', input.id)
        .where('version', '=', input.version)
        .where('status', '=', input.fromStatus)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /** The code printed and shown: PM-YYMMDD-<id>, unique because the id is (the row is inserted with a placeholder first). */
    async setCode(executor: Executor, purchaseId: number, code: string): Promise<PurchaseRow> {
      return executor.updateTable('purchase_memberships').set({ purchase_code: code }).where('id', '=', purchaseId).returningAll().executeTakeFirstOrThrow();
    },

    findPaymentByRequestKey(executor: Executor, outletId: number, requestKey: string): Promise<MembershipPaymentRow | undefined> {
      return executor.selectFrom('membership_payments').selectAll().where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
    },

    insertPayment(executor: Executor, values: Insertable<MembershipPaymentsTable>): Promise<MembershipPaymentRow> {
      return executor.insertInto('membership_payments').values(values).returningAll().executeTakeFirstOrThrow();
    },

    insertDetails(executor: Executor, rows: Array<Insertable<MembershipPaymentDetailsTable>>): Promise<MembershipPaymentDetailRow[]> {
      return executor.insertInto('membership_payment_details').values(rows).returningAll().execute();
    },

    async replaceDetails(executor: Executor, paymentId: number, rows: Array<Insertable<MembershipPaymentDetailsTable>>): Promise<void> {
      await executor.deleteFrom('membership_payment_details').where('membership_payment_id', '=', paymentId).execute();
      await executor.insertInto('membership_payment_details').values(rows).execute();
    },

    findCategory(executor: Executor, ownerId: number, categoryId: number) {
      return executor.selectFrom('member_categories').select(['id', 'name', 'price', 'duration_days', 'time_balance_minutes']).where('owner_id', '=', ownerId).where('id', '=', categoryId).executeTakeFirst();
    },

    listCategories(ownerId: number) {
      return db.selectFrom('member_categories').select(['id', 'name', 'price', 'duration_days']).where('owner_id', '=', ownerId).orderBy('position').orderBy('id').execute();
    },

    findPromo(executor: Executor, ownerId: number, promoId: number) {
      return executor.selectFrom('promo_member_categories').selectAll().where('owner_id', '=', ownerId).where('id', '=', promoId).executeTakeFirst();
    },

    listActivePromos(ownerId: number, categoryId: number | undefined) {
      let query = db
        .selectFrom('promo_member_categories')
        .leftJoin('member_categories', 'member_categories.id', 'promo_member_categories.member_category_id')
        .selectAll('promo_member_categories')
        .select('member_categories.name as category_name')
        .where('promo_member_categories.owner_id', '=', ownerId)
        .where('promo_member_categories.is_active', '=', 1);
      if (categoryId !== undefined) query = query.where((eb) => eb.or([eb('promo_member_categories.member_category_id', '=', categoryId), eb('promo_member_categories.member_category_id', 'is', null)]));
      return query.orderBy('promo_member_categories.name').orderBy('promo_member_categories.id').execute();
    },

    /** Everything the purchases show beside their own columns, in one round of reads. */
    async loadExtras(executor: Executor, rows: readonly PurchaseRow[]): Promise<PurchaseExtras> {
      const unique = (values: Array<number | null>) => [...new Set(values.filter((value): value is number => value !== null))];
      const categoryIds = unique(rows.map((row) => row.member_category_id));
      const promoIds = unique(rows.map((row) => row.promo_member_category_id));
      const memberIds = unique(rows.map((row) => row.member_id));
      const historyIds = unique(rows.map((row) => row.generate_qr_history_id));
      const purchaseIds = rows.map((row) => row.id);
      const [categories, promos, members, histories, payments] = await Promise.all([
        categoryIds.length === 0 ? [] : executor.selectFrom('member_categories').select(['id', 'name']).where('id', 'in', categoryIds).execute(),
        promoIds.length === 0 ? [] : executor.selectFrom('promo_member_categories').select(['id', 'name']).where('id', 'in', promoIds).execute(),
        memberIds.length === 0 ? [] : executor.selectFrom('members').select(['id', 'name', 'member_number', 'expired_at']).where('id', 'in', memberIds).execute(),
        historyIds.length === 0 ? [] : executor.selectFrom('generate_qr_histories').select(['id', 'token']).where('id', 'in', historyIds).execute(),
        purchaseIds.length === 0 ? [] : executor.selectFrom('membership_payments').selectAll().where('purchase_membership_id', 'in', purchaseIds).execute(),
      ]);
      const paymentIds = payments.map((payment) => payment.id);
      const details = paymentIds.length === 0 ? [] : await executor.selectFrom('membership_payment_details').selectAll().where('membership_payment_id', 'in', paymentIds).orderBy('id').execute();
      const detailsByPayment = new Map<number, MembershipPaymentDetailRow[]>();
      for (const detail of details) detailsByPayment.set(detail.membership_payment_id, [...(detailsByPayment.get(detail.membership_payment_id) ?? []), detail]);
      return {
        categoryNames: new Map(categories.map((row) => [row.id, row.name])),
        promoNames: new Map(promos.map((row) => [row.id, row.name])),
        members: new Map(members.map((row) => [row.id, row])),
        histories: new Map(histories.map((row) => [row.id, row])),
        payments: new Map(payments.map((row) => [row.purchase_membership_id, row])),
        details: detailsByPayment,
      };
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
