import type { Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/**
 * Orders, their lines and everything that changes them. Foreign keys point at the foundation
 * (outlets, users) and at this migration's own tables; catalog and floor ids are checked by
 * the service against the outlet instead, so a product retired from the menu never blocks
 * reading an old order.
 */
export function ordersMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One row per outlet and business day: the upsert on it hands out order numbers without gaps or races.
      await db.schema
        .createTable('order_counters')
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_counters_pk', ['outlet_id', 'business_date'])
        .execute();

      await withId(db.schema.createTable('orders'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('shift_id', 'integer', (c) => c.references('shifts.id'))
        .addColumn('order_no', 'text', (c) => c.notNull())
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('order_type_id', 'integer', (c) => c.notNull())
        .addColumn('outlet_order_type_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('step_process', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pax', 'integer', (c) => c.notNull())
        .addColumn('info_order', 'text')
        .addColumn('customer_name', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('customer_data', 'text')
        .addColumn('delivery_address', 'text')
        .addColumn('member_id', 'integer')
        .addColumn('outlet_area_id', 'integer')
        .addColumn('end_time', 'text')
        .addColumn('subtotal', money, (c) => c.notNull().defaultTo(0))
        .addColumn('discount_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('charge_total', money, (c) => c.notNull().defaultTo(0))
        .addColumn('rounding', money, (c) => c.notNull().defaultTo(0))
        .addColumn('total', money, (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('cancel_reason', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('request_key', 'text')
        .addUniqueConstraint('orders_outlet_order_no_unique', ['outlet_id', 'order_no'])
        // A retried POST /order carries the same Idempotency-Key: one order per key and outlet.
        .addUniqueConstraint('orders_outlet_request_key_unique', ['outlet_id', 'request_key'])
        .execute();
      await db.schema.createIndex('orders_outlet_status_idx').on('orders').columns(['outlet_id', 'status', 'created_at']).execute();
      await db.schema.createIndex('orders_outlet_created_idx').on('orders').columns(['outlet_id', 'created_at']).execute();

      await withId(db.schema.createTable('order_products'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('outlet_product_id', 'integer', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('sell_price', money, (c) => c.notNull())
        .addColumn('level_prices', 'text')
        .addColumn('price_override', money)
        .addColumn('type', 'integer')
        .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_included_charge', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_products_order_idx').on('order_products').column('order_id').execute();

      await withId(db.schema.createTable('order_sub_products'), dialect)
        .addColumn('order_product_id', 'integer', (c) => c.notNull().references('order_products.id'))
        .addColumn('sub_product_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('base_price', money, (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_sub_products_line_idx').on('order_sub_products').column('order_product_id').execute();

      await withId(db.schema.createTable('order_product_bundles'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('outlet_product_bundle_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_product_bundles_order_idx').on('order_product_bundles').column('order_id').execute();

      await withId(db.schema.createTable('order_bundle_details'), dialect)
        .addColumn('order_product_bundle_id', 'integer', (c) => c.notNull().references('order_product_bundles.id'))
        .addColumn('outlet_product_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_bundle_details_bundle_idx').on('order_bundle_details').column('order_product_bundle_id').execute();

      await db.schema
        .createTable('order_tables')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('outlet_table_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('released_at', 'text')
        .execute();
      await db.schema.createIndex('order_tables_order_idx').on('order_tables').column('order_id').execute();
      await db.schema.createIndex('order_tables_table_idx').on('order_tables').columns(['outlet_table_id', 'released_at']).execute();

      await withId(db.schema.createTable('pending_order_products'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('order_product_id', 'integer', (c) => c.notNull())
        .addColumn('outlet_product_id', 'integer', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .execute();
      await db.schema.createIndex('pending_order_products_outlet_idx').on('pending_order_products').columns(['outlet_id', 'status']).execute();

      await withId(db.schema.createTable('order_audits'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('order_product_id', 'integer')
        .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('approver_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('reason', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_audits_order_idx').on('order_audits').column('order_id').execute();

      await withId(db.schema.createTable('order_time_sessions'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text')
        .addColumn('terminated_on', 'text')
        .execute();
      await db.schema.createIndex('order_time_sessions_order_idx').on('order_time_sessions').column('order_id').execute();
    },
  };
}
