import { sql, type Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/**
 * Memberships bought and extended (issue 19, spec §3 Purchase membership). A purchase is made
 * at the till or by a customer through a sign-up QR (generate_qr_histories: one token, used by
 * at most one purchase). It is paid exactly once, like an order (ADR 9): its status moves by a
 * conditional UPDATE on the version just read, membership_payments holds at most one row per
 * purchase (unique) and one per Idempotency-Key and outlet. Money is integer hundredths.
 */
export function purchaseMembershipsMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('promo_member_categories'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        // Null: the promo applies to a membership of any category.
        .addColumn('member_category_id', 'integer', (c) => c.references('member_categories.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('discount_type', 'integer', (c) => c.notNull())
        // PERCENTAGE: whole percent; NOMINAL: hundredths.
        .addColumn('amount', money, (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('max_discount', money)
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('generate_qr_histories'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('member_category_id', 'integer', (c) => c.references('member_categories.id'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        // GET /qr?OrderId= (ADR 0021): the order whose customer this QR signs up; null for generatedQR.
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .execute();
      await db.schema.createIndex('generate_qr_histories_order_idx').on('generate_qr_histories').column('order_id').execute();

      await withId(db.schema.createTable('purchase_memberships'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('purchase_code', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('member_category_id', 'integer', (c) => c.notNull().references('member_categories.id'))
        // EXTEND: the member from the start; NEW: set when paid (the member the payment made).
        .addColumn('member_id', 'integer', (c) => c.references('members.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('birth_date', 'text')
        .addColumn('duration_days', 'integer', (c) => c.notNull())
        .addColumn('generate_qr_history_id', 'integer', (c) => c.references('generate_qr_histories.id').unique())
        .addColumn('promo_member_category_id', 'integer', (c) => c.references('promo_member_categories.id'))
        // Signed up through an order's QR: once paid, the member goes on that order (ADR 0021).
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('subtotal', money, (c) => c.notNull().check(sql`subtotal >= 0`))
        .addColumn('discount', money, (c) => c.notNull().defaultTo(0).check(sql`discount >= 0`))
        .addColumn('total', money, (c) => c.notNull().check(sql`total >= 0`))
        .addColumn('change', money, (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('purchase_memberships_owner_code_unique', ['owner_id', 'purchase_code'])
        .execute();
      await db.schema.createIndex('purchase_memberships_outlet_created_idx').on('purchase_memberships').columns(['outlet_id', 'created_at']).execute();

      await withId(db.schema.createTable('membership_payments'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        // One payment per purchase, whatever races: the last line of defence behind the status claim.
        .addColumn('purchase_membership_id', 'integer', (c) => c.notNull().references('purchase_memberships.id').unique())
        .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id'))
        .addColumn('request_key', 'text')
        .addColumn('total', money, (c) => c.notNull())
        .addColumn('paid', money, (c) => c.notNull())
        .addColumn('change', money, (c) => c.notNull())
        .addColumn('cashier_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('cashier_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('membership_payments_outlet_request_key_unique', ['outlet_id', 'request_key'])
        .execute();
      await db.schema.createIndex('membership_payments_shift_idx').on('membership_payments').column('shift_id').execute();
      await db.schema.createIndex('membership_payments_outlet_created_idx').on('membership_payments').columns(['outlet_id', 'created_at']).execute();

      await withId(db.schema.createTable('membership_payment_details'), dialect)
        .addColumn('membership_payment_id', 'integer', (c) => c.notNull().references('membership_payments.id'))
        .addColumn('outlet_payment_method_id', 'integer', (c) => c.notNull().references('outlet_payment_methods.id'))
        .addColumn('method_name', 'text', (c) => c.notNull())
        .addColumn('method_type', 'integer', (c) => c.notNull())
        .addColumn('is_no_sales', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('open_drawer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('card_last4', dialect === 'postgres' ? 'varchar(4)' : 'text', (c) => c.check(sql`length(card_last4) <= 4`))
        .execute();
      await db.schema.createIndex('membership_payment_details_payment_idx').on('membership_payment_details').column('membership_payment_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['membership_payment_details', 'membership_payments', 'purchase_memberships', 'generate_qr_histories', 'promo_member_categories']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
