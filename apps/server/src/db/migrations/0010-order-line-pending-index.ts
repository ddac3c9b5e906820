import type { Kysely } from 'kysely';

/**
 * Order reads (loadLines) find each product line's waiting pending item by its line id; without
 * an index every line scanned the whole pending_order_products table, which keeps every pending
 * item ever resolved. Deleting a product line checks this foreign key through it too.
 */
export function orderLinePendingIndexMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('pending_order_products_line_idx').on('pending_order_products').columns(['order_product_id', 'status']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('pending_order_products_line_idx').execute();
    },
  };
}
