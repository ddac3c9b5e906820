import { sql, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ProductsTable } from '../../db/schema-catalog.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { likePatternOf } from '../members/member-directory.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type OwnerProductRow = Selectable<ProductsTable>;

/** pg answers BIGINT as text: the price is a number from here on. */
const productOf = (row: OwnerProductRow): OwnerProductRow => ({ ...row, sell_price: toNumber(row.sell_price) });

export type NewOutletProduct = {
  outletId: number;
  product: OwnerProductRow;
  categoryId: number;
  sellPriceHundredths: number;
  levelPrices: string | null;
  quantity: number | null;
  requestKey: string | null;
  at: string;
};

/** SQL of /cashier/add-menu: the owner's products, the outlet's categories and its outlet_products rows. */
export function createOutletMenuRepository() {
  return {
    /** The owner's live products this outlet does not sell (no row, or a row made unavailable), by name. */
    async listNotInOutlet(executor: Executor, ownerId: number, outletId: number, search: string, limit: number): Promise<OwnerProductRow[]> {
      let query = executor
        .selectFrom('products')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('archived_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('outlet_products').select('outlet_products.id').where('outlet_products.outlet_id', '=', outletId).where('outlet_products.is_active', '=', 1).whereRef('outlet_products.product_id', '=', 'products.id'))),
        );
      if (search !== '') query = query.where(sql<SqlBool>`lower(name) like ${likePatternOf(search)} escape '\\'`);
      const rows = await query.orderBy(sql`lower(name)`).orderBy('id').limit(limit).execute();
      return rows.map(productOf);
    },

    async findLiveProduct(executor: Executor, ownerId: number, productId: number): Promise<OwnerProductRow | undefined> {
      const row = await executor.selectFrom('products').selectAll().where('id', '=', productId).where('owner_id', '=', ownerId).where('archived_at', 'is', null).executeTakeFirst();
      return row ? productOf(row) : undefined;
    },

    /**
     * Claims the product for this write: a no-op UPDATE takes its row lock on PostgreSQL (SQLite
     * writes one at a time anyway), so two tills adding it at once run one after the other and
     * the second sees the first's row.
     */
    async lockProduct(executor: Executor, productId: number): Promise<void> {
      await executor.updateTable('products').set({ updated_at: sql`updated_at` }).where('id', '=', productId).execute();
    },

    async isCategoryOfOutlet(executor: Executor, outletId: number, categoryId: number): Promise<boolean> {
      const row = await executor.selectFrom('product_categories').select('id').where('id', '=', categoryId).where('outlet_id', '=', outletId).where('archived_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    /** The outlet's row of the product, if any: a live one means the outlet sells it already. */
    async findOutletRowOfProduct(executor: Executor, outletId: number, productId: number): Promise<{ id: number; isActive: boolean } | undefined> {
      const row = await executor.selectFrom('outlet_products').select(['id', 'is_active']).where('outlet_id', '=', outletId).where('product_id', '=', productId).orderBy('is_active', 'desc').orderBy('id').executeTakeFirst();
      return row ? { id: row.id, isActive: row.is_active === 1 } : undefined;
    },

    async findByRequestKey(executor: Executor, outletId: number, requestKey: string): Promise<number | undefined> {
      const row = await executor.selectFrom('outlet_products').select('id').where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
      return row?.id;
    },

    /** A row the owner made unavailable is sold again with the dialog's category, prices and stock (no twin row). */
    async reactivate(executor: Executor, id: number, row: NewOutletProduct): Promise<number> {
      await executor
        .updateTable('outlet_products')
        .set({
          product_category_id: row.categoryId,
          name: row.product.name,
          image_file_name: row.product.image_file_name,
          sell_price: row.sellPriceHundredths,
          level_prices: row.levelPrices,
          stock_quantity: row.quantity,
          is_sold_out: 0,
          is_active: 1,
          updated_at: row.at,
          request_key: row.requestKey,
        })
        .where('id', '=', id)
        .execute();
      return id;
    },

    /** The new row goes last in its category. */
    async insert(executor: Executor, row: NewOutletProduct): Promise<number> {
      const last = await executor
        .selectFrom('outlet_products')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('outlet_id', '=', row.outletId)
        .where('product_category_id', '=', row.categoryId)
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      const inserted = await executor
        .insertInto('outlet_products')
        .values({
          outlet_id: row.outletId,
          product_category_id: row.categoryId,
          product_id: row.product.id,
          name: row.product.name,
          image_file_name: row.product.image_file_name,
          sell_price: row.sellPriceHundredths,
          level_prices: row.levelPrices,
          stock_quantity: row.quantity,
          is_sold_out: 0,
          position,
          is_active: 1,
          updated_at: row.at,
          request_key: row.requestKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },
  };
}

export type OutletMenuRepository = ReturnType<typeof createOutletMenuRepository>;
