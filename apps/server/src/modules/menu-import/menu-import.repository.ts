import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** An outlet's menu as the CSV import compares it (money in hundredths, names as stored). */
export interface OutletMenu {
  departments: Array<{ id: number; name: string }>;
  categories: Array<{ id: number; name: string; departmentId: number | null; position: number }>;
  addOns: Array<{ id: number; name: string }>;
  products: OutletMenuProduct[];
  /** The owner's live products (any outlet), by which a new row links to a product the owner has. */
  ownerProducts: Array<{ id: number; name: string; description: string | null; imageFileName: string | null }>;
}

export interface OutletMenuProduct {
  outletProductId: number;
  productId: number | null;
  name: string;
  categoryId: number;
  sellPrice: number;
  levelPrices: Record<string, number>;
  stock: number | null;
  soldOut: boolean;
  position: number;
  addOnIds: number[];
}

/** Level prices as stored (JSON text of hundredths); anything unreadable counts as none. */
export function readLevelPrices(text: string | null): Record<string, number> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== null && value !== undefined).map(([level, value]) => [level, Number(value)]));
  } catch {
    return {};
  }
}

/** Level prices to store: keys sorted so the same prices are the same text; null for none. */
export function writeLevelPrices(prices: Record<string, number>, levels: readonly string[]): string | null {
  if (levels.length === 0) return null;
  return JSON.stringify(Object.fromEntries(levels.map((level) => [level, prices[level]])));
}

export function createMenuImportRepository() {
  return {
    async loadOutletMenu(executor: Executor, ownerId: number, outletId: number): Promise<OutletMenu> {
      const departments = await executor.selectFrom('departments').select(['id', 'name']).where('outlet_id', '=', outletId).where('archived_at', 'is', null).orderBy('id').execute();
      const categories = await executor
        .selectFrom('product_categories')
        .select(['id', 'name', 'department_id', 'position'])
        .where('outlet_id', '=', outletId)
        .where('archived_at', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const addOns = await executor.selectFrom('sub_products').select(['id', 'name']).where('outlet_id', '=', outletId).where('archived_at', 'is', null).orderBy('id').execute();
      const rows = await executor
        .selectFrom('outlet_products')
        .select(['id', 'product_id', 'name', 'product_category_id', 'sell_price', 'level_prices', 'stock_quantity', 'is_sold_out', 'position'])
        .where('outlet_id', '=', outletId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const links = await executor
        .selectFrom('outlet_product_sub_products as link')
        .innerJoin('outlet_products as op', 'op.id', 'link.outlet_product_id')
        .innerJoin('sub_products as sp', 'sp.id', 'link.sub_product_id')
        .select(['link.outlet_product_id', 'link.sub_product_id'])
        .where('op.outlet_id', '=', outletId)
        .where('sp.archived_at', 'is', null)
        .execute();
      const ownerProducts = await executor
        .selectFrom('products')
        .select(['id', 'name', 'description', 'image_file_name'])
        .where('owner_id', '=', ownerId)
        .where('archived_at', 'is', null)
        .execute();
      const linksOf = new Map<number, number[]>();
      for (const link of links) linksOf.set(link.outlet_product_id, [...(linksOf.get(link.outlet_product_id) ?? []), link.sub_product_id]);
      return {
        departments,
        categories: categories.map((row) => ({ id: row.id, name: row.name, departmentId: row.department_id, position: Number(row.position) })),
        addOns,
        products: rows.map((row) => ({
          outletProductId: row.id,
          productId: row.product_id,
          name: row.name,
          categoryId: row.product_category_id,
          sellPrice: Number(row.sell_price),
          levelPrices: readLevelPrices(row.level_prices),
          stock: row.stock_quantity === null ? null : Number(row.stock_quantity),
          soldOut: Number(row.is_sold_out) === 1,
          position: Number(row.position),
          addOnIds: linksOf.get(row.id) ?? [],
        })),
        ownerProducts: ownerProducts.map((row) => ({ id: row.id, name: row.name, description: row.description, imageFileName: row.image_file_name })),
      };
    },

    async insertDepartment(trx: Executor, outletId: number, name: string): Promise<number> {
      const row = await trx.insertInto('departments').values({ outlet_id: outletId, name }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async insertCategory(trx: Executor, values: { outletId: number; name: string; departmentId: number | null; position: number }): Promise<number> {
      const row = await trx
        .insertInto('product_categories')
        .values({ outlet_id: values.outletId, name: values.name, department_id: values.departmentId, position: values.position })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setCategoryDepartment(trx: Executor, categoryId: number, departmentId: number): Promise<void> {
      await trx.updateTable('product_categories').set({ department_id: departmentId }).where('id', '=', categoryId).execute();
    },

    async insertProduct(trx: Executor, values: { ownerId: number; name: string; description: string | null; sellPrice: number; levelPrices: string | null; at: string }): Promise<number> {
      const row = await trx
        .insertInto('products')
        .values({ owner_id: values.ownerId, name: values.name, description: values.description, image_file_name: null, sell_price: values.sellPrice, level_prices: values.levelPrices, request_key: null, archived_at: null, created_at: values.at, updated_at: values.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateProduct(trx: Executor, productId: number, values: { name: string; description: string | null; at: string }): Promise<void> {
      await trx.updateTable('products').set({ name: values.name, description: values.description, updated_at: values.at }).where('id', '=', productId).execute();
    },

    async insertOutletProduct(
      trx: Executor,
      values: { outletId: number; productId: number; categoryId: number; name: string; sellPrice: number; levelPrices: string | null; stock: number | null; soldOut: boolean; imageFileName: string | null; position: number; at: string },
    ): Promise<number> {
      const row = await trx
        .insertInto('outlet_products')
        .values({
          outlet_id: values.outletId,
          product_id: values.productId,
          product_category_id: values.categoryId,
          name: values.name,
          sell_price: values.sellPrice,
          level_prices: values.levelPrices,
          stock_quantity: values.stock,
          is_sold_out: values.soldOut ? 1 : 0,
          image_file_name: values.imageFileName,
          position: values.position,
          is_active: 1,
          updated_at: values.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateOutletProduct(
      trx: Executor,
      outletProductId: number,
      values: { productId: number; categoryId: number; name: string; sellPrice: number; levelPrices: string | null; stock: number | null; soldOut: boolean; at: string },
    ): Promise<void> {
      await trx
        .updateTable('outlet_products')
        .set({
          product_id: values.productId,
          product_category_id: values.categoryId,
          name: values.name,
          sell_price: values.sellPrice,
          level_prices: values.levelPrices,
          stock_quantity: values.stock,
          is_sold_out: values.soldOut ? 1 : 0,
          updated_at: values.at,
        })
        .where('id', '=', outletProductId)
        .execute();
    },

    async replaceAddOnLinks(trx: Executor, outletProductId: number, addOnIds: readonly number[]): Promise<void> {
      await trx.deleteFrom('outlet_product_sub_products').where('outlet_product_id', '=', outletProductId).execute();
      if (addOnIds.length === 0) return;
      await trx
        .insertInto('outlet_product_sub_products')
        .values(addOnIds.map((subProductId) => ({ outlet_product_id: outletProductId, sub_product_id: subProductId })))
        .execute();
    },
  };
}

export type MenuImportRepository = ReturnType<typeof createMenuImportRepository>;
