import type { Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/**
 * Issue 22, orders from customers (ADR 26).
 * - table_qr_codes: one live QR per table (outlet_table_id) or per outlet (null: take-away,
 *   pick-up and delivery from the counter QR). The printed token names the row and carries its
 *   nonce under the server's signature; revoking sets revoked_at and the next print makes a new row.
 * - customer_sessions: a phone that opened a QR; token_hash is the SHA-256 of the session token
 *   the page holds (never a staff token). A session reads only its own customer orders.
 * - customer_orders: one placement from a phone. order_id is the order its lines joined (a new
 *   PENDING order, or the table's ORDERED one: is_addition 1, shown '(Tambahan)'). request_key
 *   makes a retried placement land once per session.
 * - customer_order_lines: what the customer asked for, kept after a rejection (order_product_id
 *   is then null, the order line is gone) so the phone can show each outcome and its reason.
 * - bill_requests: a customer asked for the bill; resolved when the order is paid or dismissed.
 * - orders.app_order_type: AppOrderType (PICK_UP 1, DELIVERY 2, DINE_IN 3) of a customer's order.
 */
export function customerOrdersMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('app_order_type', 'integer').execute();

      await withId(db.schema.createTable('table_qr_codes'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('outlet_table_id', 'integer')
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('table_qr_codes_outlet_table_idx').on('table_qr_codes').columns(['outlet_id', 'outlet_table_id']).execute();

      await withId(db.schema.createTable('customer_sessions'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('table_qr_code_id', 'integer', (c) => c.notNull().references('table_qr_codes.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('customer_orders'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('customer_session_id', 'integer', (c) => c.notNull().references('customer_sessions.id'))
        .addColumn('table_qr_code_id', 'integer', (c) => c.notNull().references('table_qr_codes.id'))
        .addColumn('outlet_table_id', 'integer')
        .addColumn('app_order_type', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('is_addition', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reject_reason', 'text')
        .addColumn('request_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('customer_orders_outlet_status_idx').on('customer_orders').columns(['outlet_id', 'status', 'created_at']).execute();
      await db.schema.createIndex('customer_orders_order_idx').on('customer_orders').column('order_id').execute();
      // NULL keys (a client that sends none) are distinct on both databases.
      await db.schema.createIndex('customer_orders_session_key_unique').on('customer_orders').columns(['customer_session_id', 'request_key']).unique().execute();

      await withId(db.schema.createTable('customer_order_lines'), dialect)
        .addColumn('customer_order_id', 'integer', (c) => c.notNull().references('customer_orders.id'))
        .addColumn('order_product_id', 'integer')
        .addColumn('outlet_product_id', 'integer', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('add_ons', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reject_reason', 'text')
        .addColumn('decided_at', 'text')
        .execute();
      await db.schema.createIndex('customer_order_lines_order_idx').on('customer_order_lines').column('customer_order_id').execute();
      await db.schema.createIndex('customer_order_lines_product_idx').on('customer_order_lines').column('order_product_id').execute();

      await withId(db.schema.createTable('bill_requests'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('customer_session_id', 'integer', (c) => c.references('customer_sessions.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .execute();
      await db.schema.createIndex('bill_requests_outlet_open_idx').on('bill_requests').columns(['outlet_id', 'resolved_at']).execute();
    },
  };
}
