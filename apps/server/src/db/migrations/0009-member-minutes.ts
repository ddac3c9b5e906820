import { sql, type Kysely } from 'kysely';
import { withId, type Dialect } from './column-helpers.ts';

/**
 * Member balances (wave 2): the saved-minutes ledger and promo payment-method terms.
 * member_minute_ledger is to members.saved_minutes what member_point_ledger is to points: every
 * change of the balance is one row, in the same transaction as the conditional UPDATE that made
 * it, so the ledger always adds up to the balance. A member-play order takes its minutes once
 * (USE) and, when cancelled, gives the unused ones back once (RETURN): one row per order and
 * type, enforced by the unique constraint. promo_payment_methods is spec §3
 * Term.TermPaymentMethods: a promo with rows here is earned only when every payment line uses
 * one of those outlet methods; a promo without rows takes any method.
 */
export function memberMinutesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('member_minute_ledger'), dialect)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        // NULL order ids (bonuses, adjustments) are distinct on both databases.
        .addUniqueConstraint('member_minute_ledger_order_type_unique', ['order_id', 'type'])
        .execute();
      await db.schema.createIndex('member_minute_ledger_member_idx').on('member_minute_ledger').column('member_id').execute();

      await db.schema
        .createTable('promo_payment_methods')
        .addColumn('promo_id', 'integer', (c) => c.notNull().references('promos.id'))
        .addColumn('outlet_payment_method_id', 'integer', (c) => c.notNull().references('outlet_payment_methods.id'))
        .addPrimaryKeyConstraint('promo_payment_methods_pk', ['promo_id', 'outlet_payment_method_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('promo_payment_methods').execute();
      await db.schema.dropTable('member_minute_ledger').execute();
    },
  };
}
