import type { Insertable, Selectable } from 'kysely';
import { toNumber } from '../../db/row-numbers.ts';
import { compiledShapes, fill, slot } from '../../db/compiled-query.ts';
import type { OrderProductBundlesTable, OrderProductsTable } from '../../db/schema-orders.ts';
import type { BundleLineRow, NewAddOn, ProductLineRow } from './order-lines.repository.ts';
import type { Executor } from './orders.repository.ts';

/** Rows per multi-row INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 100;

type LineRow = Insertable<OrderProductsTable>;
// Multi-row INSERTs compiled once per shape (columns × rows): a create of 3 plain lines is one shape.
const lineInsertShapes = new WeakMap<object, ReturnType<typeof compiledShapes<Selectable<OrderProductsTable>>>>();

/** Inserts plain lines in one statement; lines giving different columns take Kysely's usual way. */
async function insertLineRows(executor: Executor, lines: readonly LineRow[]) {
  const columns = (Object.keys(lines[0]!) as (keyof LineRow)[]).filter((column) => lines[0]![column] !== undefined);
  const key = columns.join(',');
  const sameShape = lines.every((line) => (Object.keys(line) as (keyof LineRow)[]).filter((column) => line[column] !== undefined).join(',') === key);
  if (!sameShape) return executor.insertInto('order_products').values([...lines]).returningAll().execute();
  // A shape is compiled per dialect's adapter, which every executor of one database shares.
  let shapes = lineInsertShapes.get(executor.getExecutor().adapter);
  if (!shapes) lineInsertShapes.set(executor.getExecutor().adapter, (shapes = compiledShapes()));
  const compiled = shapes(`${lines.length}:${key}`, () =>
    executor
      .insertInto('order_products')
      .values(lines.map((_, index) => Object.fromEntries(columns.map((column) => [column, slot(`${index}.${column}`)])) as LineRow))
      .returningAll(),
  );
  const values: Record<string, unknown> = {};
  lines.forEach((line, index) => {
    for (const column of columns) values[`${index}.${column}`] = line[column];
  });
  return (await executor.executeQuery(fill(compiled, values))).rows;
}

export type NewProductLine = { line: Insertable<OrderProductsTable>; addOns: readonly NewAddOn[]; imageFileName: string | null };
export type NewBundleLine = { bundle: Insertable<OrderProductBundlesTable>; details: BundleLineRow['details'] };

/**
 * Inserts new product lines and returns them as stored, shaped as loadLines reads them (so an
 * answer needs no read-back). Runs of lines without add-ons go in one multi-row INSERT; a line
 * with add-ons is inserted alone, as its add-ons need its id. The result is sorted by id, as
 * loadLines sorts it.
 */
export async function insertProductLines(executor: Executor, entries: readonly NewProductLine[]): Promise<ProductLineRow[]> {
  const written: ProductLineRow[] = [];
  let run: NewProductLine[] = [];
  const shape = (row: Omit<ProductLineRow, 'sub_products' | 'image_file_name' | 'pending_id'>, imageFileName: string | null, addOns: ProductLineRow['sub_products']): ProductLineRow => ({
    ...row,
    sell_price: toNumber(row.sell_price),
    price_override: row.price_override === null ? null : toNumber(row.price_override),
    sub_products: addOns,
    image_file_name: imageFileName,
    // A new line is never a pending item: those are made later, from a line already stored.
    pending_id: null,
  });
  const flush = async () => {
    if (run.length === 0) return;
    const chunk = run;
    run = [];
    const rows = await insertLineRows(executor, chunk.map((entry) => entry.line));
    // The image is the product's: matched by product, not by the order RETURNING lists rows in.
    const images = new Map(chunk.map((entry) => [entry.line.outlet_product_id, entry.imageFileName]));
    for (const row of rows) written.push(shape(row, images.get(row.outlet_product_id) ?? null, []));
  };
  for (const entry of entries) {
    if (entry.addOns.length === 0) {
      run.push(entry);
      if (run.length >= ROWS_PER_INSERT) await flush();
      continue;
    }
    await flush();
    const row = await executor.insertInto('order_products').values(entry.line).returningAll().executeTakeFirstOrThrow();
    const addOns = await executor
      .insertInto('order_sub_products')
      .values(entry.addOns.map((addOn) => ({ ...addOn, order_product_id: row.id })))
      .returningAll()
      .execute();
    const subProducts = addOns.sort((left, right) => left.id - right.id).map((addOn) => ({ ...addOn, price: toNumber(addOn.price), base_price: toNumber(addOn.base_price) }));
    written.push(shape(row, entry.imageFileName, subProducts));
  }
  await flush();
  return written.sort((left, right) => left.id - right.id);
}

/** Inserts a bundle line with its details and returns it as loadLines reads it. */
export async function insertBundleLineRow(executor: Executor, entry: NewBundleLine): Promise<BundleLineRow> {
  const row = await executor.insertInto('order_product_bundles').values(entry.bundle).returningAll().executeTakeFirstOrThrow();
  if (entry.details.length > 0) {
    await executor
      .insertInto('order_bundle_details')
      .values(entry.details.map((detail) => ({ ...detail, order_product_bundle_id: row.id })))
      .execute();
  }
  return { ...row, price: toNumber(row.price), details: entry.details.map((detail) => ({ outlet_product_id: detail.outlet_product_id, name: detail.name, quantity: detail.quantity })) };
}
