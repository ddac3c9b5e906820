import { sql, type Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/**
 * Refunds of paid orders (issue 6; the bills module owns them). refunded_lines keeps, per
 * order line, how much was refunded so far: a refund claims its quantities there with a
 * conditional update, so the same units are never refunded twice, even by two terminals at
 * once; refund_lines keeps what each refund gave back.
 */
export function billsMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('refunds'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('shift_id', 'integer', (c) => c.references('shifts.id'))
        .addColumn('amount', money, (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('cashier_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('cashier_name', 'text', (c) => c.notNull())
        .addColumn('approver_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('request_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        // A retried PUT with the same Idempotency-Key answers the first refund.
        .addUniqueConstraint('refunds_outlet_request_key_unique', ['outlet_id', 'request_key'])
        .execute();
      await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
      await db.schema.createIndex('refunds_outlet_created_idx').on('refunds').columns(['outlet_id', 'created_at']).execute();

      await withId(db.schema.createTable('refund_lines'), dialect)
        .addColumn('refund_id', 'integer', (c) => c.notNull().references('refunds.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        /** RefundLineKind: 1 an OrderProduct, 2 an OrderProductBundle. */
        .addColumn('line_kind', 'integer', (c) => c.notNull())
        .addColumn('line_id', 'integer', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('amount', money, (c) => c.notNull().check(sql`amount >= 0`))
        .execute();
      await db.schema.createIndex('refund_lines_refund_idx').on('refund_lines').column('refund_id').execute();

      await db.schema
        .createTable('refunded_lines')
        .addColumn('line_kind', 'integer', (c) => c.notNull())
        .addColumn('line_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
        .addColumn('amount', money, (c) => c.notNull().check(sql`amount >= 0`))
        .addPrimaryKeyConstraint('refunded_lines_pk', ['line_kind', 'line_id'])
        .execute();
      await db.schema.createIndex('refunded_lines_order_idx').on('refunded_lines').column('order_id').execute();
    },
  };
}
