import { sql, type Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

const ARCHIVABLE = ['departments', 'product_categories', 'sub_products', 'outlet_product_bundles'] as const;

/**
 * Issue 21, the owner's menu:
 * - products: the owner's own product (name, picture, default price and level prices); each
 *   outlet that sells it has an outlet_products row (its category, price, stock, availability)
 *   pointing at it through outlet_products.product_id. A live product's name is unique per owner
 *   whatever its case, so the CSV import can key rows by name and /add-menu never lists twins.
 * - archived_at on products, departments, categories, add-ons and bundles: deleting what history
 *   names archives it instead (orders keep the names and prices they were taken at anyway).
 * - request_key: a retried back-office create with the same Idempotency-Key answers the row it made.
 * Existing outlet products are linked to one product per owner and name (the oldest row's price).
 */
export function ownerCatalogMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('products'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('image_file_name', 'text')
        .addColumn('sell_price', money, (c) => c.notNull().check(sql`sell_price >= 0`))
        .addColumn('level_prices', 'text')
        .addColumn('request_key', 'varchar(100)')
        .addColumn('archived_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql.raw('CREATE UNIQUE INDEX products_live_name_idx ON products (owner_id, lower(name)) WHERE archived_at IS NULL').execute(db);
      await db.schema.createIndex('products_request_key_idx').on('products').columns(['owner_id', 'request_key']).unique().execute();

      await db.schema.alterTable('outlet_products').addColumn('product_id', 'integer', (c) => c.references('products.id')).execute();
      await db.schema.createIndex('outlet_products_product_idx').on('outlet_products').column('product_id').execute();

      for (const table of ARCHIVABLE) {
        await db.schema.alterTable(table).addColumn('archived_at', 'text').execute();
        await db.schema.alterTable(table).addColumn('request_key', 'varchar(100)').execute();
        await db.schema.createIndex(`${table}_request_key_idx`).on(table).columns(['outlet_id', 'request_key']).unique().execute();
      }

      // Databases made before this migration: one product per owner and name, linked.
      await sql`
        INSERT INTO products (owner_id, name, image_file_name, sell_price, level_prices, created_at, updated_at)
        SELECT o.owner_id, op.name, MIN(op.image_file_name), MIN(op.sell_price), MIN(op.level_prices), MIN(op.updated_at), MIN(op.updated_at)
        FROM outlet_products op JOIN outlets o ON o.id = op.outlet_id
        GROUP BY o.owner_id, op.name`.execute(db);
      await sql`
        UPDATE outlet_products SET product_id = (
          SELECT p.id FROM products p JOIN outlets o ON o.owner_id = p.owner_id
          WHERE o.id = outlet_products.outlet_id AND p.name = outlet_products.name)`.execute(db);
    },
  };
}
