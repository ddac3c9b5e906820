import { sql, type CompiledQuery, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { fill, perAdapter, slot } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';

// The pay call's fixed-shape statements, compiled once per shape (db/compiled-query.ts) and run
// with each call's values: Kysely building and compiling them anew cost more than running them.
// An `in` list or a multi-row insert is one shape per length, an insert one per set of columns.

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

const shapes = perAdapter<Row>();

/** Runs a compiled shape, built by `build` the first time, with the call's values. */
async function run(executor: Executor, key: string, build: () => { compile(): CompiledQuery<unknown> }, values: Row) {
  const compiled = shapes(executor)(key, build as () => { compile(): CompiledQuery<Row> });
  return executor.executeQuery(fill(compiled, values));
}

const idSlots = (count: number) => Array.from({ length: count }, (_, index) => slot<number>(`id${index}`));
const idValues = (ids: readonly number[]) => Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));

/** Columns with a value: Kysely leaves undefined ones out, so they are no part of the shape. */
const definedColumns = (row: Row) => Object.keys(row).filter((column) => row[column] !== undefined);

/** INSERT … RETURNING * of rows that share their columns (the first row's), compiled per shape. */
export async function insertReturningAll<T extends 'payments' | 'payment_details'>(executor: Executor, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): Promise<Array<Selectable<Database[T]>>> {
  const columns = definedColumns(rows[0] as Row);
  const values: Row = {};
  rows.forEach((row, index) => {
    for (const column of columns) values[`r${index}_${column}`] = (row as Row)[column] ?? null;
  });
  // One builder serves both tables: the rows and the answer are typed by the signature.
  const build = () =>
    executor
      .insertInto(table as 'payments')
      .values(rows.map((_, index) => Object.fromEntries(columns.map((column) => [column, slot(`r${index}_${column}`)]))) as never)
      .returningAll();
  return (await run(executor, `insert:${table}:${rows.length}:${columns.join(',')}`, build, values)).rows as Array<Selectable<Database[T]>>;
}

export const findPaymentByRequestKey = (executor: Executor, outletId: number, requestKey: string) =>
  run(executor, 'byRequestKey', () => executor.selectFrom('payments').selectAll().where('outlet_id', '=', slot<number>('outletId')).where('request_key', '=', slot<string>('requestKey')), { outletId, requestKey });

export const settledBefore = (executor: Executor, orderId: number) =>
  run(
    executor,
    'settledBefore',
    () =>
      executor
        .selectFrom('payments')
        .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('total'), sql<number>`0`).as('settled'), eb.fn.countAll<number>().as('count')])
        .where('order_id', '=', slot<number>('orderId')),
    { orderId },
  );

export const listOrderPromos = (executor: Executor, orderIds: readonly number[]) =>
  run(executor, `orderPromos:${orderIds.length}`, () => executor.selectFrom('order_promos').selectAll().where('order_id', 'in', idSlots(orderIds.length)).orderBy('position').orderBy('id'), idValues(orderIds));

export const listMethods = (executor: Executor, outletId: number, ids: readonly number[] | undefined) =>
  run(
    executor,
    `methods:${ids?.length ?? 'all'}`,
    () => {
      const query = executor.selectFrom('outlet_payment_methods').selectAll().where('outlet_id', '=', slot<number>('outletId')).where('is_active', '=', 1);
      return (ids ? query.where('id', 'in', idSlots(ids.length)) : query).orderBy('position').orderBy('id');
    },
    { outletId, ...idValues(ids ?? []) },
  );

export const claimForPayment = (executor: Executor, input: { orderId: number; outletId: number; version: number; fromStatuses: readonly number[]; nowIso: string }) =>
  run(
    executor,
    `claim:${input.fromStatuses.length}`,
    () =>
      executor
        .updateTable('orders')
        .set({ version: sql<number>`version + 1`, updated_at: slot<string>('nowIso') })
        .where('id', '=', slot<number>('orderId'))
        .where('outlet_id', '=', slot<number>('outletId'))
        .where('version', '=', slot<number>('version'))
        .where('status', 'in', idSlots(input.fromStatuses.length)),
    { orderId: input.orderId, outletId: input.outletId, version: input.version, nowIso: input.nowIso, ...idValues(input.fromStatuses) },
  );

/** UPDATE orders SET <these columns> WHERE id: compiled per set of columns. */
export const updateOrderColumns = (executor: Executor, orderId: number, values: Row) => {
  const columns = definedColumns(values);
  const slotted = Object.fromEntries(columns.map((column) => [column, slot(`c_${column}`)]));
  const filled = Object.fromEntries(columns.map((column) => [`c_${column}`, values[column] ?? null]));
  return run(executor, `updateOrder:${columns.join(',')}`, () => executor.updateTable('orders').set(slotted).where('id', '=', slot<number>('orderId')), { ...filled, orderId });
};
