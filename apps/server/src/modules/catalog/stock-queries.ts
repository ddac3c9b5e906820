import { sql, type Kysely, type Transaction } from 'kysely';
import { SUB_PRODUCT_UNLIMITED_QUANTITY } from '@kasir/domain';
import { perAdapter, slot } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

// The order path's fixed-shape stock statements, compiled once (db/compiled-query.ts) and run
// with each call's values. They are compiled per dialect adapter (perAdapter), which every
// executor of one database shares; an `in` list is one shape per length.

const ids = (count: number) => Array.from({ length: count }, (_, index) => slot<number>(`id${index}`));
/** The values of an `in` list's slots, named as ids() names them. */
export const idValues = (values: readonly number[]): Record<string, number> => Object.fromEntries(values.map((value, index) => [`id${index}`, value]));

type ProductStockRow = { id: number; stock_quantity: number | string | null; is_sold_out: number | string };
const takeProductShapes = perAdapter<ProductStockRow>();
/** Slots: id, outletId, quantity. Takes only if the stock is untracked or enough is left. */
export const takeProductQuery = (executor: Executor) =>
  takeProductShapes(executor)('take', () => {
    const quantity = slot<number>('quantity');
    return executor
      .updateTable('outlet_products')
      .set({ stock_quantity: sql<number | null>`stock_quantity - ${quantity}` })
      .where('id', '=', slot<number>('id'))
      .where('outlet_id', '=', slot<number>('outletId'))
      .where('is_active', '=', 1)
      .where('is_sold_out', '=', 0)
      .where((eb) => eb.or([eb('stock_quantity', 'is', null), eb('stock_quantity', '>=', quantity)]))
      .returning(['id', 'stock_quantity', 'is_sold_out']);
  });

type SubProductStockRow = { id: number; quantity: number | string; is_sold_out: number | string };
const takeSubProductShapes = perAdapter<SubProductStockRow>();
/** Slots: id, outletId, quantity. Unlimited add-ons stay unlimited. */
export const takeSubProductQuery = (executor: Executor) =>
  takeSubProductShapes(executor)('take', () => {
    const quantity = slot<number>('quantity');
    return executor
      .updateTable('sub_products')
      .set({ quantity: sql<number>`CASE WHEN quantity = ${SUB_PRODUCT_UNLIMITED_QUANTITY} THEN quantity ELSE quantity - ${quantity} END` })
      .where('id', '=', slot<number>('id'))
      .where('outlet_id', '=', slot<number>('outletId'))
      .where('is_sold_out', '=', 0)
      .where((eb) => eb.or([eb('quantity', '=', SUB_PRODUCT_UNLIMITED_QUANTITY), eb('quantity', '>=', quantity)]))
      .returning(['id', 'quantity', 'is_sold_out']);
  });

export type ProductForOrderRow = {
  id: number;
  outlet_id: number;
  product_category_id: number;
  department_id: number | null;
  name: string;
  sell_price: number | string;
  level_prices: string | null;
  stock_quantity: number | string | null;
  is_sold_out: number | string;
  image_file_name: string | null;
};
const productsShapes = perAdapter<ProductForOrderRow>();
/** Slots: outletId and id0…id{count-1}. The outlet's active products with these ids. */
export const productsForOrderQuery = (executor: Executor, count: number) =>
  productsShapes(executor)(String(count), () =>
    executor
      .selectFrom('outlet_products')
      .innerJoin('product_categories', 'product_categories.id', 'outlet_products.product_category_id')
      .select([
        'outlet_products.id',
        'outlet_products.outlet_id',
        'outlet_products.product_category_id',
        'product_categories.department_id',
        'outlet_products.name',
        'outlet_products.sell_price',
        'outlet_products.level_prices',
        'outlet_products.stock_quantity',
        'outlet_products.is_sold_out',
        'outlet_products.image_file_name',
      ])
      .where('outlet_products.outlet_id', '=', slot<number>('outletId'))
      .where('outlet_products.is_active', '=', 1)
      .where('outlet_products.id', 'in', ids(count)),
  );

const addOnLinkShapes = perAdapter<{ outlet_product_id: number; sub_product_id: number }>();
/** Slots: id0…id{count-1}. The add-ons these products offer (an archived add-on no longer is). */
export const addOnLinksQuery = (executor: Executor, count: number) =>
  addOnLinkShapes(executor)(String(count), () =>
    executor
      .selectFrom('outlet_product_sub_products')
      .innerJoin('sub_products', 'sub_products.id', 'outlet_product_sub_products.sub_product_id')
      .select(['outlet_product_sub_products.outlet_product_id', 'outlet_product_sub_products.sub_product_id'])
      .where('outlet_product_sub_products.outlet_product_id', 'in', ids(count))
      .where('sub_products.archived_at', 'is', null),
  );
