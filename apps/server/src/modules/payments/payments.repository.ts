import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderPromosTable, OutletPaymentMethodsTable, PaymentsTable } from '../../db/schema-payments.ts';
import { toNumber } from '../../db/row-numbers.ts';
import * as payQueries from './payment-queries.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type MethodRow = Selectable<OutletPaymentMethodsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type OrderPromoRow = Selectable<OrderPromosTable>;

const nullableNumber = (value: number | null) => (value === null ? null : toNumber(value));
const methodOf = (row: MethodRow): MethodRow => ({ ...row, default_value: nullableNumber(row.default_value), max_point: nullableNumber(row.max_point) });
const paymentOf = (row: PaymentRow): PaymentRow => ({
  ...row,
  total: toNumber(row.total),
  paid: toNumber(row.paid),
  change: toNumber(row.change),
  remaining: toNumber(row.remaining),
  point_used: toNumber(row.point_used),
  point_earned: toNumber(row.point_earned),
});

const byId = (left: { id: number }, right: { id: number }) => left.id - right.id;

type Loaded = {
  details: Array<Selectable<Database['payment_details']> & { amount: number }>;
  promos: Array<Selectable<Database['payment_promos']> & { total_discount: number }>;
};

/** SQL of payment methods, payments, their details and promos, and the order's assigned promos. */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    db,
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    listMethodTypes: () => db.selectFrom('payment_method_types').selectAll().orderBy('position').orderBy('id').execute(),

    async listMethods(executor: Executor, outletId: number, ids?: readonly number[]): Promise<MethodRow[]> {
      if (ids?.length === 0) return [];
      return ((await payQueries.listMethods(executor, outletId, ids)).rows as MethodRow[]).map(methodOf);
    },

    async findPaymentByRequestKey(executor: Executor, outletId: number, requestKey: string): Promise<PaymentRow | undefined> {
      const row = (await payQueries.findPaymentByRequestKey(executor, outletId, requestKey)).rows[0] as PaymentRow | undefined;
      return row ? paymentOf(row) : undefined;
    },

    async findPayment(executor: Executor, ownerId: number, outletId: number, paymentId: number): Promise<PaymentRow | undefined> {
      const row = await executor.selectFrom('payments').selectAll().where('id', '=', paymentId).where('outlet_id', '=', outletId).where('owner_id', '=', ownerId).executeTakeFirst();
      return row ? paymentOf(row) : undefined;
    },

    /** The payment as stored (as loadPayments would read it): its answer needs no read after. */
    async insertPayment(executor: Executor, row: Insertable<PaymentsTable>): Promise<PaymentRow> {
      return paymentOf((await payQueries.insertReturningAll(executor, 'payments', [row]))[0]!);
    },

    /** The details as stored, by id, as loadPayments reads them. */
    async insertDetails(executor: Executor, rows: Insertable<Database['payment_details']>[]): Promise<Loaded['details']> {
      if (rows.length === 0) return [];
      const inserted = await payQueries.insertReturningAll(executor, 'payment_details', rows);
      return inserted.map((row) => ({ ...row, amount: toNumber(row.amount) })).sort(byId);
    },

    async replaceDetails(executor: Executor, paymentId: number, rows: Insertable<Database['payment_details']>[]): Promise<void> {
      await executor.deleteFrom('payment_details').where('payment_id', '=', paymentId).execute();
      if (rows.length > 0) await executor.insertInto('payment_details').values(rows).execute();
    },

    /** The promos as stored, by id, as loadPayments reads them. */
    async insertPaymentPromos(executor: Executor, rows: Insertable<Database['payment_promos']>[]): Promise<Loaded['promos']> {
      if (rows.length === 0) return [];
      const inserted = await executor.insertInto('payment_promos').values(rows).returningAll().execute();
      return inserted.map((row) => ({ ...row, total_discount: toNumber(row.total_discount) })).sort(byId);
    },

    /** Sum of what earlier payments of the order settled (their Total). */
    async settledBefore(executor: Executor, orderId: number): Promise<{ settled: number; count: number }> {
      const row = (await payQueries.settledBefore(executor, orderId)).rows[0] as { settled: number | string; count: number | string };
      return { settled: toNumber(row.settled), count: toNumber(row.count) };
    },

    /** The payments of some orders with their details and promos, oldest first. */
    async loadPayments(executor: Executor, orderIds: readonly number[]): Promise<Loaded & { payments: PaymentRow[] }> {
      if (orderIds.length === 0) return { payments: [], details: [], promos: [] };
      const payments = (await executor.selectFrom('payments').selectAll().where('order_id', 'in', [...orderIds]).orderBy('id').execute()).map(paymentOf);
      const ids = payments.map((payment) => payment.id);
      if (ids.length === 0) return { payments, details: [], promos: [] };
      const [details, promos] = await Promise.all([
        executor.selectFrom('payment_details').selectAll().where('payment_id', 'in', ids).orderBy('id').execute(),
        executor.selectFrom('payment_promos').selectAll().where('payment_id', 'in', ids).orderBy('id').execute(),
      ]);
      return {
        payments,
        details: details.map((row) => ({ ...row, amount: toNumber(row.amount) })),
        promos: promos.map((row) => ({ ...row, total_discount: toNumber(row.total_discount) })),
      };
    },

    async listOrderPromos(executor: Executor, orderIds: readonly number[]): Promise<OrderPromoRow[]> {
      if (orderIds.length === 0) return [];
      const rows = (await payQueries.listOrderPromos(executor, orderIds)).rows as OrderPromoRow[];
      return rows.map((row) => ({ ...row, discount: toNumber(row.discount) }));
    },

    /** `hadNone`: the caller read the order's promos in this transaction and found none. */
    async replaceOrderPromos(executor: Executor, orderId: number, rows: Insertable<OrderPromosTable>[], hadNone = false): Promise<void> {
      if (!hadNone) await executor.deleteFrom('order_promos').where('order_id', '=', orderId).execute();
      if (rows.length > 0) await executor.insertInto('order_promos').values(rows).execute();
    },

    async updateOrderPromoOutcome(executor: Executor, id: number, discount: number, rejection: string | null): Promise<void> {
      await executor.updateTable('order_promos').set({ discount, rejection }).where('id', '=', id).execute();
    },

    /**
     * One more use of a promo, only while its limit allows (0 = no limit): false when the last
     * use was just taken by someone else.
     */
    async takePromoUse(executor: Executor, promoId: number): Promise<boolean> {
      const result = await executor
        .updateTable('promos')
        .set({ total_used: sql<number>`total_used + 1` })
        .where('id', '=', promoId)
        .where((eb) => eb.or([eb('usage_limit', '<=', 0), eb('total_used', '<', eb.ref('usage_limit'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The claim of a payment, its transaction's first write: bumps the order's version only if it
     * is still at the version read and still payable. The row lock it takes (PostgreSQL) or the
     * single writer (SQLite) holds until commit, so everything the payment reads afterwards
     * (lines, earlier payments) is what it will commit on. A second terminal paying the same
     * order, or a line added in between, finds the version moved and gets nothing.
     */
    async claimForPayment(executor: Executor, input: { orderId: number; outletId: number; version: number; fromStatuses: readonly number[]; nowIso: string }): Promise<boolean> {
      return Number((await payQueries.claimForPayment(executor, input)).numAffectedRows) === 1;
    },

    /** The claimed order's new status, totals and customer, in the same transaction as the claim. */
    async finishPayment(executor: Executor, orderId: number, values: { status: number; totals: Record<string, number>; customer: Record<string, string | number | null> }): Promise<void> {
      await payQueries.updateOrderColumns(executor, orderId, { status: values.status, ...values.totals, ...values.customer });
    },

    /** The running time sessions of an order end now (terminate order). */
    async terminateSessions(executor: Executor, orderId: number, nowIso: string): Promise<number> {
      const result = await executor.updateTable('order_time_sessions').set({ terminated_on: nowIso }).where('order_id', '=', orderId).where('terminated_on', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
