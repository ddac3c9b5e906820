import type { Kysely } from 'kysely';

/**
 * A split bill's share of the bill it was cut from (ADR 15): its part of each fixed charge and
 * the rounding that makes the splits add up to the bill, as JSON text; null on every other order.
 */
export function splitBillShareMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('bill_share', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('bill_share').execute();
    },
  };
}
