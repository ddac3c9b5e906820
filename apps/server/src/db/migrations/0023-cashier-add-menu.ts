import type { Kysely } from 'kysely';

/**
 * Issue 21, /cashier/add-menu: outlet_products.request_key holds the Idempotency-Key of the
 * till's POST /outletProduct, so a retry answers the row the first call made (unique per
 * outlet; NULL keys never collide).
 */
export function cashierAddMenuMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('outlet_products').addColumn('request_key', 'varchar(100)').execute();
      await db.schema.createIndex('outlet_products_request_key_idx').on('outlet_products').columns(['outlet_id', 'request_key']).unique().execute();
    },
  };
}
