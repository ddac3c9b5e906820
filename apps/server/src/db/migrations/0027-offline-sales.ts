import type { Kysely } from 'kysely';
import type { Dialect } from './column-helpers.ts';

/**
 * Issue 23, sales taken while the till was offline (ADR 27).
 * - orders.offline_ref: the till's Ref (a UUID) of the sale; unique per outlet, so a resend under
 *   another Idempotency-Key still lands once (NULLs, every online order, never collide).
 * - orders.offline_number: the provisional 'OFF-…' number the cashier saw until the server's replaced it.
 * - orders.taken_at: when the cashier took it at the till (ISO-8601 UTC); created_at stays the
 *   server's arrival, which shifts, business dates and reports are read by.
 */
export function offlineSalesMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('offline_ref', 'text').execute();
      await db.schema.alterTable('orders').addColumn('offline_number', 'text').execute();
      await db.schema.alterTable('orders').addColumn('taken_at', 'text').execute();
      await db.schema.createIndex('orders_outlet_offline_ref_unique').unique().on('orders').columns(['outlet_id', 'offline_ref']).execute();
    },
  };
}
