import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The seam between orders and tables (the tables module owns the behaviour; the orders module
 * calls it inside its own transaction). Placeholder signatures until the tables module lands.
 *
 * occupyTablesForOrder: the tables must belong to the outlet (else 404) and be EMPTY or FILLED
 * (else a 409 naming the table); inserts order_tables rows and sets the tables ORDERED with a
 * conditional UPDATE so two terminals can never both take one table.
 */
export async function occupyTablesForOrder(
  _executor: Executor,
  _input: { outletId: number; orderId: number; tableIds: readonly number[]; userId: number | null },
): Promise<void> {}

/** Ends the order's hold on its tables (cancel, paid, moved): sets them EMPTY; returns their ids for broadcasting. */
export async function releaseTablesOfOrder(_executor: Executor, _input: { outletId: number; orderId: number }): Promise<number[]> {
  return [];
}
