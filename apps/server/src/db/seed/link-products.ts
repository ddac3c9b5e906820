import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Gives every unlinked outlet product of the outlet an owner product (products, migration 0021):
 * the owner's live product of the same name, made first when there is none. The seed writes menus
 * per outlet, so two outlets selling "Americano" share one product, as the back office would.
 */
export async function linkOutletProducts(trx: Executor, outletId: number, at: string): Promise<void> {
  await sql`
    INSERT INTO products (owner_id, name, image_file_name, sell_price, level_prices, created_at, updated_at)
    SELECT o.owner_id, op.name, MIN(op.image_file_name), MIN(op.sell_price), MIN(op.level_prices), ${at}, ${at}
    FROM outlet_products op JOIN outlets o ON o.id = op.outlet_id
    WHERE op.outlet_id = ${outletId} AND op.product_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.owner_id = o.owner_id AND lower(p.name) = lower(op.name) AND p.archived_at IS NULL)
    GROUP BY o.owner_id, op.name`.execute(trx);
  await sql`
    UPDATE outlet_products SET product_id = (
      SELECT p.id FROM products p JOIN outlets o ON o.owner_id = p.owner_id
      WHERE o.id = outlet_products.outlet_id AND lower(p.name) = lower(outlet_products.name) AND p.archived_at IS NULL)
    WHERE outlet_id = ${outletId} AND product_id IS NULL`.execute(trx);
}
