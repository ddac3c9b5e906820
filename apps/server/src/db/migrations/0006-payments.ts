import { sql, type Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/**
 * Payments (issue 6): methods, payments with their details and promos, the order's assigned
 * promos, members with their point ledger and vouchers, and an e-mail outbox. The unique
 * (outlet_id, request_key) makes a retried POST /payment find the first payment; the point
 * ledger makes every balance change traceable. No column can hold a whole card number, an
 * expiry or a CVV: card_last4 is four characters at most.
 */
export function paymentsMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('payment_method_types')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('outlet_payment_methods'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull().references('payment_method_types.id'))
        .addColumn('is_use_point', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_no_sales', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('open_drawer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('default_value', money)
        .addColumn('max_point', money)
        .addColumn('image', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('outlet_payment_methods_outlet_idx').on('outlet_payment_methods').column('outlet_id').execute();

      await withId(db.schema.createTable('member_categories'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('members'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('member_category_id', 'integer', (c) => c.notNull().references('member_categories.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('member_number', 'text', (c) => c.notNull())
        // The CHECK is the last line of defence; spends are conditional UPDATEs (balance >= n).
        .addColumn('point_balance', money, (c) => c.notNull().defaultTo(0).check(sql`point_balance >= 0`))
        .addColumn('saved_minutes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`saved_minutes >= 0`))
        .addColumn('member_since', 'text', (c) => c.notNull())
        .addColumn('expired_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('members_owner_number_unique', ['owner_id', 'member_number'])
        .execute();

      await withId(db.schema.createTable('payments'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('shift_id', 'integer', (c) => c.references('shifts.id'))
        .addColumn('request_key', 'text')
        .addColumn('total', money, (c) => c.notNull())
        .addColumn('paid', money, (c) => c.notNull())
        .addColumn('change', money, (c) => c.notNull())
        .addColumn('remaining', money, (c) => c.notNull())
        .addColumn('point_used', money, (c) => c.notNull().defaultTo(0))
        .addColumn('point_earned', money, (c) => c.notNull().defaultTo(0))
        .addColumn('time_balance_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_balance_earned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('member_id', 'integer', (c) => c.references('members.id'))
        .addColumn('order_status', 'integer', (c) => c.notNull())
        .addColumn('cashier_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('cashier_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // A retried or doubled POST /payment carries the same Idempotency-Key: one payment per key and outlet.
        .addUniqueConstraint('payments_outlet_request_key_unique', ['outlet_id', 'request_key'])
        .execute();
      await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
      await db.schema.createIndex('payments_shift_idx').on('payments').column('shift_id').execute();

      await withId(db.schema.createTable('payment_details'), dialect)
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
        .addColumn('outlet_payment_method_id', 'integer', (c) => c.notNull().references('outlet_payment_methods.id'))
        .addColumn('method_name', 'text', (c) => c.notNull())
        .addColumn('method_type', 'integer', (c) => c.notNull())
        .addColumn('is_no_sales', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('open_drawer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('card_last4', dialect === 'postgres' ? 'varchar(4)' : 'text', (c) => c.check(sql`length(card_last4) <= 4`))
        .execute();
      await db.schema.createIndex('payment_details_payment_idx').on('payment_details').column('payment_id').execute();

      await withId(db.schema.createTable('member_vouchers'), dialect)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
        .addColumn('promo_id', 'integer', (c) => c.notNull().references('promos.id'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('expired_date', 'text', (c) => c.notNull())
        .addColumn('used_payment_id', 'integer', (c) => c.references('payments.id'))
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('member_vouchers_member_idx').on('member_vouchers').column('member_id').execute();

      await withId(db.schema.createTable('payment_promos'), dialect)
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
        .addColumn('outlet_promo_id', 'integer', (c) => c.notNull().references('promos.id'))
        .addColumn('member_voucher_id', 'integer', (c) => c.references('member_vouchers.id'))
        .addColumn('promo_name', 'text', (c) => c.notNull())
        .addColumn('total_discount', money, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_promos_payment_idx').on('payment_promos').column('payment_id').execute();

      await withId(db.schema.createTable('order_promos'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('outlet_promo_id', 'integer', (c) => c.notNull().references('promos.id'))
        .addColumn('member_voucher_id', 'integer', (c) => c.references('member_vouchers.id'))
        .addColumn('promo_name', 'text', (c) => c.notNull())
        .addColumn('promo_type', 'integer', (c) => c.notNull())
        .addColumn('base_on', 'integer', (c) => c.notNull())
        .addColumn('discount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('rejection', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('order_promos_order_promo_unique', ['order_id', 'outlet_promo_id'])
        .execute();

      await withId(db.schema.createTable('member_point_ledger'), dialect)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('balance_after', money, (c) => c.notNull())
        .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_point_ledger_member_idx').on('member_point_ledger').column('member_id').execute();

      await withId(db.schema.createTable('email_outbox'), dialect)
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'email_outbox',
        'member_point_ledger',
        'order_promos',
        'payment_promos',
        'member_vouchers',
        'payment_details',
        'payments',
        'members',
        'member_categories',
        'outlet_payment_methods',
        'payment_method_types',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
