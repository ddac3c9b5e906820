import type { Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/**
 * The menu of an outlet: departments, categories, products (with level prices and stock),
 * add-ons, bundles, favourites, order types, charges and promos. Every row belongs to one
 * outlet, so every read filters by outlet_id first (indexes lead with it).
 */
export function catalogMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('departments'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('product_categories'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('product_categories_outlet_idx').on('product_categories').columns(['outlet_id', 'position']).execute();

      await withId(db.schema.createTable('outlet_products'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('product_category_id', 'integer', (c) => c.notNull().references('product_categories.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sell_price', money, (c) => c.notNull())
        .addColumn('level_prices', 'text')
        .addColumn('stock_quantity', 'integer')
        .addColumn('is_sold_out', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_file_name', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outlet_products_outlet_idx').on('outlet_products').columns(['outlet_id', 'product_category_id', 'position']).execute();

      await withId(db.schema.createTable('sub_products'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(-1))
        .addColumn('is_sold_out', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sub_products_outlet_idx').on('sub_products').column('outlet_id').execute();

      await db.schema
        .createTable('outlet_product_sub_products')
        .addColumn('outlet_product_id', 'integer', (c) => c.notNull().references('outlet_products.id').onDelete('cascade'))
        .addColumn('sub_product_id', 'integer', (c) => c.notNull().references('sub_products.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('outlet_product_sub_products_pk', ['outlet_product_id', 'sub_product_id'])
        .execute();
      await db.schema.createIndex('outlet_product_sub_products_sub_idx').on('outlet_product_sub_products').column('sub_product_id').execute();

      await withId(db.schema.createTable('outlet_product_bundles'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('product_category_id', 'integer', (c) => c.notNull().references('product_categories.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('is_sold_out', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('outlet_product_bundles_outlet_idx').on('outlet_product_bundles').column('outlet_id').execute();

      await withId(db.schema.createTable('outlet_product_bundle_details'), dialect)
        .addColumn('bundle_id', 'integer', (c) => c.notNull().references('outlet_product_bundles.id').onDelete('cascade'))
        .addColumn('outlet_product_id', 'integer', (c) => c.notNull().references('outlet_products.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outlet_product_bundle_details_bundle_idx').on('outlet_product_bundle_details').column('bundle_id').execute();
      await db.schema.createIndex('outlet_product_bundle_details_product_idx').on('outlet_product_bundle_details').column('outlet_product_id').execute();

      await db.schema
        .createTable('favorite_products')
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('outlet_product_id', 'integer', (c) => c.notNull().references('outlet_products.id').onDelete('cascade'))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('favorite_products_pk', ['outlet_id', 'outlet_product_id'])
        .execute();

      await withId(db.schema.createTable('outlet_order_types'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('order_type_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price_level', 'integer')
        .addColumn('is_rounded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('outlet_order_types_outlet_idx').on('outlet_order_types').column('outlet_id').execute();

      await withId(db.schema.createTable('outlet_charges'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('deduct_from', 'integer', (c) => c.notNull())
        .addColumn('add_product_price', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('included_product_price', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('outlet_charges_outlet_idx').on('outlet_charges').column('outlet_id').execute();

      await db.schema
        .createTable('outlet_order_type_charges')
        .addColumn('outlet_order_type_id', 'integer', (c) => c.notNull().references('outlet_order_types.id').onDelete('cascade'))
        .addColumn('outlet_charge_id', 'integer', (c) => c.notNull().references('outlet_charges.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('outlet_order_type_charges_pk', ['outlet_order_type_id', 'outlet_charge_id'])
        .execute();

      await withId(db.schema.createTable('promos'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('promo_type', 'integer', (c) => c.notNull())
        .addColumn('discount_type', 'integer', (c) => c.notNull())
        .addColumn('discount_value', money, (c) => c.notNull())
        .addColumn('max_discount_amount', money)
        .addColumn('base_on', 'integer', (c) => c.notNull())
        .addColumn('deduct_from', 'integer', (c) => c.notNull())
        .addColumn('min_purchased_price', money)
        .addColumn('max_purchased_price', money)
        .addColumn('usage_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('promos_outlet_idx').on('promos').columns(['outlet_id', 'is_active']).execute();

      await db.schema
        .createTable('promo_products')
        .addColumn('promo_id', 'integer', (c) => c.notNull().references('promos.id').onDelete('cascade'))
        .addColumn('outlet_product_id', 'integer', (c) => c.references('outlet_products.id'))
        .addColumn('product_category_id', 'integer', (c) => c.references('product_categories.id'))
        .addColumn('bundle_id', 'integer', (c) => c.references('outlet_product_bundles.id'))
        .execute();
      await db.schema.createIndex('promo_products_promo_idx').on('promo_products').column('promo_id').execute();
    },
  };
}
