import { sql, type Kysely, type Transaction } from 'kysely';
import { SUB_PRODUCT_UNLIMITED_QUANTITY } from '@kasir/domain';
import type { StockChange } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import { fill } from '../../db/compiled-query.ts';
import { addOnLinksQuery, idValues, productsForOrderQuery, takeProductQuery, takeSubProductQuery } from './stock-queries.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

export type ProductStockItem = { outletProductId: number; quantity: number };
export type SubProductStockItem = { subProductId: number; quantity: number };
export type StockChanges = { OutletProducts: StockChange[]; SubProducts: StockChange[] };

/** Adds up the quantities of the same id, so two lines of one product are checked together. */
function sumById<K extends string>(items: ReadonlyArray<Record<K, number> & { quantity: number }>, key: K): Map<number, number> {
  const totals = new Map<number, number>();
  for (const item of items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 0) {
      throw new AppError('VALIDATION_ERROR', `Quantity must be a whole number ≥ 0: ${item.quantity}`, [{ field: 'Quantity', error: 'must be a whole number ≥ 0' }]);
    }
    totals.set(item[key], (totals.get(item[key]) ?? 0) + item.quantity);
  }
  return totals;
}

const shortOf = (name: string, left: number | null) =>
  new AppError('VALIDATION_ERROR', `Not enough stock of ${name}: ${left ?? 0} left`, [{ field: 'Quantity', error: `Not enough stock of ${name}: ${left ?? 0} left` }]);
const soldOut = (name: string) => new AppError('VALIDATION_ERROR', `${name} is sold out`, [{ field: 'OutletProductId', error: `${name} is sold out` }]);

type ProductStockRow = { id: number; stock_quantity: number | string | null; is_sold_out: number | string };
type SubProductStockRow = { id: number; quantity: number | string; is_sold_out: number | string };
const productChange = (row: ProductStockRow): StockChange => ({ Id: row.id, Quantity: row.stock_quantity === null ? null : Number(row.stock_quantity), IsSoldOut: Number(row.is_sold_out) === 1 });
const subProductChange = (row: SubProductStockRow): StockChange => ({ Id: row.id, Quantity: Number(row.quantity), IsSoldOut: Number(row.is_sold_out) === 1 });

async function readChanges(executor: Executor, productIds: number[], subProductIds: number[]): Promise<StockChanges> {
  const products = productIds.length === 0 ? [] : await executor.selectFrom('outlet_products').select(['id', 'stock_quantity', 'is_sold_out']).where('id', 'in', productIds).orderBy('id').execute();
  const subs = subProductIds.length === 0 ? [] : await executor.selectFrom('sub_products').select(['id', 'quantity', 'is_sold_out']).where('id', 'in', subProductIds).orderBy('id').execute();
  return { OutletProducts: products.map(productChange), SubProducts: subs.map(subProductChange) };
}

/**
 * Takes stock for an order, inside the caller's transaction. Each decrement is one conditional
 * UPDATE (… WHERE stock is untracked OR enough is left), so two terminals taking the last
 * portion at once can never both succeed: the database re-checks the condition under its row
 * lock. A short, sold-out or unknown item throws, and the caller's transaction rolls back what
 * was taken before it. Returns the new stock of what changed, to broadcast after commit.
 */
export async function takeStock(
  executor: Executor,
  outletId: number,
  items: readonly ProductStockItem[],
  subItems: readonly SubProductStockItem[] = [],
): Promise<StockChanges> {
  const products = sumById(items, 'outletProductId');
  const subs = sumById(subItems, 'subProductId');
  // Each UPDATE returns the new stock, so what changed needs no second read.
  const changes: StockChanges = { OutletProducts: [], SubProducts: [] };
  for (const [id, quantity] of products) {
    const [taken] = (await executor.executeQuery(fill(takeProductQuery(executor), { id, outletId, quantity }))).rows;
    if (taken) {
      changes.OutletProducts.push(productChange(taken));
      continue;
    }
    const row = await executor.selectFrom('outlet_products').select(['name', 'stock_quantity', 'is_sold_out', 'is_active']).where('id', '=', id).where('outlet_id', '=', outletId).executeTakeFirst();
    if (!row || Number(row.is_active) !== 1) throw notFound(`Product ${id}`);
    if (Number(row.is_sold_out) === 1) throw soldOut(row.name);
    throw shortOf(row.name, row.stock_quantity === null ? null : Number(row.stock_quantity));
  }
  for (const [id, quantity] of subs) {
    const [taken] = (await executor.executeQuery(fill(takeSubProductQuery(executor), { id, outletId, quantity }))).rows;
    if (taken) {
      changes.SubProducts.push(subProductChange(taken));
      continue;
    }
    const row = await executor.selectFrom('sub_products').select(['name', 'quantity', 'is_sold_out']).where('id', '=', id).where('outlet_id', '=', outletId).executeTakeFirst();
    if (!row) throw notFound(`Add-on ${id}`);
    if (Number(row.is_sold_out) === 1) throw soldOut(row.name);
    throw shortOf(row.name, Number(row.quantity));
  }
  // In id order, as readChanges lists them.
  changes.OutletProducts.sort((left, right) => left.Id - right.Id);
  changes.SubProducts.sort((left, right) => left.Id - right.Id);
  return changes;
}

/** Gives stock back (a line deleted, deducted or voided). Untracked and unlimited stock stays so. */
export async function returnStock(
  executor: Executor,
  outletId: number,
  items: readonly ProductStockItem[],
  subItems: readonly SubProductStockItem[] = [],
): Promise<StockChanges> {
  const products = sumById(items, 'outletProductId');
  const subs = sumById(subItems, 'subProductId');
  for (const [id, quantity] of products) {
    await executor
      .updateTable('outlet_products')
      .set({ stock_quantity: sql<number>`stock_quantity + ${quantity}` })
      .where('id', '=', id)
      .where('outlet_id', '=', outletId)
      .where('stock_quantity', 'is not', null)
      .execute();
  }
  for (const [id, quantity] of subs) {
    await executor
      .updateTable('sub_products')
      .set({ quantity: sql<number>`quantity + ${quantity}` })
      .where('id', '=', id)
      .where('outlet_id', '=', outletId)
      .where('quantity', '<>', SUB_PRODUCT_UNLIMITED_QUANTITY)
      .execute();
  }
  return readChanges(executor, [...products.keys()], [...subs.keys()]);
}

/** A product as an order line needs it; money in hundredths, LevelPrices JSON in hundredths. */
export type ProductForOrder = {
  id: number;
  outlet_id: number;
  product_category_id: number;
  department_id: number | null;
  name: string;
  sell_price: number;
  level_prices: string | null;
  stock_quantity: number | null;
  is_sold_out: number;
  image_file_name: string | null;
  /** The add-ons this product offers. */
  sub_product_ids: number[];
};

/**
 * The outlet's active products with these ids, in the order asked. An unknown id, another
 * outlet's or another owner's product is a 404 naming the id, so nothing leaks.
 */
export async function loadProductsForOrder(executor: Executor, outletId: number, ids: readonly number[], options: { withAddOns?: boolean } = {}): Promise<ProductForOrder[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = (await executor.executeQuery(fill(productsForOrderQuery(executor, unique.length), { outletId, ...idValues(unique) }))).rows;
  // A caller that takes no add-ons (withAddOns: false) gets empty sub_product_ids without the read.
  const links = options.withAddOns === false ? [] : (await executor.executeQuery(fill(addOnLinksQuery(executor, unique.length), idValues(unique)))).rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(`Product ${id}`);
    return {
      ...row,
      sell_price: Number(row.sell_price),
      stock_quantity: row.stock_quantity === null ? null : Number(row.stock_quantity),
      is_sold_out: Number(row.is_sold_out),
      sub_product_ids: links.filter((link) => link.outlet_product_id === id).map((link) => link.sub_product_id),
    };
  });
}

export type SubProductForOrder = { id: number; name: string; price: number; quantity: number; is_sold_out: number };

/** The outlet's add-ons with these ids; unknown or foreign ids are a 404. */
export async function loadSubProductsForOrder(executor: Executor, outletId: number, ids: readonly number[]): Promise<SubProductForOrder[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await executor.selectFrom('sub_products').select(['id', 'name', 'price', 'quantity', 'is_sold_out']).where('outlet_id', '=', outletId).where('id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(`Add-on ${id}`);
    return { ...row, price: Number(row.price), quantity: Number(row.quantity), is_sold_out: Number(row.is_sold_out) };
  });
}

export type BundleForOrder = {
  id: number;
  name: string;
  price: number;
  is_sold_out: number;
  /** Each product inside with its own stock (a bundle never sells while one of them is sold out). */
  details: Array<{ outlet_product_id: number; name: string; quantity: number; is_sold_out: number; stock_quantity: number | null }>;
};

/** The outlet's active bundles with these ids and their details; unknown or foreign ids are a 404. */
export async function loadBundlesForOrder(executor: Executor, outletId: number, ids: readonly number[]): Promise<BundleForOrder[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await executor
    .selectFrom('outlet_product_bundles')
    .select(['id', 'name', 'price', 'is_sold_out'])
    .where('outlet_id', '=', outletId)
    .where('is_active', '=', 1)
    .where('id', 'in', unique)
    .execute();
  const details = await executor
    .selectFrom('outlet_product_bundle_details')
    .innerJoin('outlet_products', 'outlet_products.id', 'outlet_product_bundle_details.outlet_product_id')
    .select([
      'outlet_product_bundle_details.bundle_id',
      'outlet_product_bundle_details.outlet_product_id',
      'outlet_products.name',
      'outlet_product_bundle_details.quantity',
      'outlet_products.is_sold_out',
      'outlet_products.stock_quantity',
    ])
    .where('outlet_product_bundle_details.bundle_id', 'in', unique)
    .orderBy('outlet_product_bundle_details.id')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(`Bundle ${id}`);
    return {
      id: row.id,
      name: row.name,
      price: Number(row.price),
      is_sold_out: Number(row.is_sold_out),
      details: details
        .filter((detail) => detail.bundle_id === id)
        .map((detail) => ({
          outlet_product_id: detail.outlet_product_id,
          name: detail.name,
          quantity: Number(detail.quantity),
          is_sold_out: Number(detail.is_sold_out),
          stock_quantity: detail.stock_quantity === null ? null : Number(detail.stock_quantity),
        })),
    };
  });
}

/** The cashier's stock setting of one product (PUT /outletProduct/setStock/cashier); false when it is not the outlet's. */
export async function setProductStock(executor: Executor, outletId: number, productId: number, values: { quantity: number | null; isSoldOut: boolean; at: string }): Promise<boolean> {
  const result = await executor
    .updateTable('outlet_products')
    .set({ stock_quantity: values.quantity, is_sold_out: values.isSoldOut ? 1 : 0, updated_at: values.at })
    .where('id', '=', productId)
    .where('outlet_id', '=', outletId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The cashier's stock setting of one add-on (PUT /subProduct/setStock); false when it is not the outlet's. */
export async function setSubProductStock(executor: Executor, outletId: number, subProductId: number, values: { quantity: number; isSoldOut: boolean; at: string }): Promise<boolean> {
  const result = await executor
    .updateTable('sub_products')
    .set({ quantity: values.quantity, is_sold_out: values.isSoldOut ? 1 : 0, updated_at: values.at })
    .where('id', '=', subProductId)
    .where('outlet_id', '=', outletId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
