import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PromosTable } from '../../db/schema-catalog.ts';
import { toNumber } from '../../db/row-numbers.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type PromoRowDb = Selectable<PromosTable>;
/** A promos row joined with its outlet's time zone and its terms. */
export type OutletPromoRow = PromoRowDb & {
  group_id: number;
  time_zone: number;
  targets: Array<{ outlet_product_id: number | null; product_category_id: number | null; bundle_id: number | null }>;
  payment_method_ids: number[];
};

const nullable = (value: number | null) => (value === null ? null : toNumber(value));
/** The group a row belongs to: rows made outside the back office are a group of one. */
export const groupOf = (row: { id: number; promo_group_id: number | null }) => row.promo_group_id ?? row.id;
const groupExpression = sql<number>`coalesce(promos.promo_group_id, promos.id)`;

/** SQL of the back office's promos; every read is scoped to the owner's outlets. */
export function createPromosAdminRepository() {
  async function withTerms(executor: Executor, rows: Array<PromoRowDb & { time_zone: number }>): Promise<OutletPromoRow[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [targets, methods] = await Promise.all([
      executor.selectFrom('promo_products').selectAll().where('promo_id', 'in', ids).execute(),
      executor.selectFrom('promo_payment_methods').selectAll().where('promo_id', 'in', ids).execute(),
    ]);
    return rows.map((row) => ({
      ...row,
      group_id: groupOf(row),
      discount_value: toNumber(row.discount_value),
      max_discount_amount: nullable(row.max_discount_amount),
      min_purchased_price: nullable(row.min_purchased_price),
      max_purchased_price: nullable(row.max_purchased_price),
      usage_limit: toNumber(row.usage_limit),
      total_used: toNumber(row.total_used),
      targets: targets.filter((target) => target.promo_id === row.id),
      payment_method_ids: methods.filter((method) => method.promo_id === row.id).map((method) => method.outlet_payment_method_id),
    }));
  }

  const ownerRows = (executor: Executor, ownerId: number) =>
    executor.selectFrom('promos').innerJoin('outlets', 'outlets.id', 'promos.outlet_id').selectAll('promos').select('outlets.time_zone').where('outlets.owner_id', '=', ownerId);

  return {
    /** Every live promos row of the owner (archived rows left out), by group then outlet. */
    async listLive(executor: Executor, ownerId: number): Promise<OutletPromoRow[]> {
      const rows = await ownerRows(executor, ownerId).where('promos.archived_at', 'is', null).orderBy(groupExpression, 'desc').orderBy('promos.outlet_id').execute();
      return withTerms(executor, rows);
    },

    /** The rows of one group, live first; none when the group is another owner's. */
    async findGroup(executor: Executor, ownerId: number, groupId: number): Promise<OutletPromoRow[]> {
      const rows = await ownerRows(executor, ownerId).where(groupExpression, '=', groupId).orderBy('promos.outlet_id').orderBy('promos.id').execute();
      return withTerms(executor, rows);
    },

    async findGroupByRequestKey(executor: Executor, outletId: number, requestKey: string): Promise<number | undefined> {
      const row = await executor.selectFrom('promos').select(['id', 'promo_group_id']).where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
      return row ? groupOf(row) : undefined;
    },

    async insert(executor: Executor, row: Insertable<PromosTable>): Promise<number> {
      return (await executor.insertInto('promos').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(executor: Executor, id: number, values: Updateable<PromosTable>): Promise<void> {
      await executor.updateTable('promos').set(values).where('id', '=', id).execute();
    },

    async replaceTerms(
      executor: Executor,
      promoId: number,
      targets: ReadonlyArray<{ outlet_product_id: number | null; product_category_id: number | null; bundle_id: number | null }>,
      paymentMethodIds: readonly number[],
    ): Promise<void> {
      await executor.deleteFrom('promo_products').where('promo_id', '=', promoId).execute();
      await executor.deleteFrom('promo_payment_methods').where('promo_id', '=', promoId).execute();
      if (targets.length > 0) await executor.insertInto('promo_products').values(targets.map((target) => ({ ...target, promo_id: promoId }))).execute();
      if (paymentMethodIds.length > 0) {
        await executor
          .insertInto('promo_payment_methods')
          .values(paymentMethodIds.map((methodId) => ({ promo_id: promoId, outlet_payment_method_id: methodId })))
          .execute();
      }
    },

    /** True when an order, a payment or a voucher names the row: it stays (archived) for that history. */
    async isUsed(executor: Executor, promoId: number): Promise<boolean> {
      const [order, payment, voucher] = await Promise.all([
        executor.selectFrom('order_promos').select('id').where('outlet_promo_id', '=', promoId).limit(1).executeTakeFirst(),
        executor.selectFrom('payment_promos').select('id').where('outlet_promo_id', '=', promoId).limit(1).executeTakeFirst(),
        executor.selectFrom('member_vouchers').select('id').where('promo_id', '=', promoId).limit(1).executeTakeFirst(),
      ]);
      return order !== undefined || payment !== undefined || voucher !== undefined;
    },

    async archive(executor: Executor, id: number, nowIso: string): Promise<void> {
      await executor.updateTable('promos').set({ is_active: 0, archived_at: nowIso }).where('id', '=', id).execute();
    },

    async delete(executor: Executor, id: number): Promise<void> {
      await executor.deleteFrom('promo_products').where('promo_id', '=', id).execute();
      await executor.deleteFrom('promo_payment_methods').where('promo_id', '=', id).execute();
      await executor.deleteFrom('promos').where('id', '=', id).execute();
    },

    /** Which of these ids are rows of a table of one of these outlets (others are foreign or unknown). */
    async idsOfOutlets(
      executor: Executor,
      table: 'outlet_products' | 'product_categories' | 'outlet_product_bundles' | 'outlet_payment_methods',
      outletIds: readonly number[],
      ids: readonly number[],
    ): Promise<Array<{ id: number; outlet_id: number }>> {
      if (ids.length === 0 || outletIds.length === 0) return [];
      return executor.selectFrom(table).select(['id', 'outlet_id']).where('outlet_id', 'in', [...outletIds]).where('id', 'in', [...ids]).execute();
    },

    async ownerOutlets(executor: Executor, ownerId: number) {
      return executor.selectFrom('outlets').select(['id', 'name', 'time_zone']).where('owner_id', '=', ownerId).orderBy('id').execute();
    },

    /** What the promo form offers at each outlet: its live menu and payment methods. */
    async choices(executor: Executor, outletIds: readonly number[]) {
      if (outletIds.length === 0) return { products: [], categories: [], bundles: [], methods: [] };
      const ids = [...outletIds];
      const [products, categories, bundles, methods] = await Promise.all([
        executor.selectFrom('outlet_products').select(['id', 'outlet_id', 'name', 'product_category_id']).where('outlet_id', 'in', ids).orderBy('name').execute(),
        executor.selectFrom('product_categories').select(['id', 'outlet_id', 'name']).where('outlet_id', 'in', ids).where('archived_at', 'is', null).orderBy('name').execute(),
        executor.selectFrom('outlet_product_bundles').select(['id', 'outlet_id', 'name']).where('outlet_id', 'in', ids).where('archived_at', 'is', null).orderBy('name').execute(),
        executor.selectFrom('outlet_payment_methods').select(['id', 'outlet_id', 'name']).where('outlet_id', 'in', ids).where('is_active', '=', 1).orderBy('position').orderBy('id').execute(),
      ]);
      return { products, categories, bundles, methods };
    },
  };
}

export type PromosAdminRepository = ReturnType<typeof createPromosAdminRepository>;
