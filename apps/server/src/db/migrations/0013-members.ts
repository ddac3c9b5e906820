import { sql, type Kysely } from 'kysely';
import { bigintType, type Dialect } from './column-helpers.ts';

/**
 * Members and customers (issue 19, spec §3 Member/customer). One `members` row is a person the
 * owner knows: a walk-in customer (is_member 0: a name, maybe a phone) or a member (is_member 1:
 * phone, member number, birth date). A deleted row keeps its id (payments, orders and ledgers
 * point at it) and only leaves every list: deleted_at. Member categories get what a membership
 * of them costs and how long it runs (PURCHASES buys them). The minute ledger's USE rows get
 * held_order_id: the order that carries those minutes now, which moves on split and merge
 * while order_id keeps the order that took them (the ledger itself is never rewritten).
 * member_number_sequences numbers members added with IsAutoGenerate.
 */
export function membersMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const money = bigintType(dialect);
      await db.schema.alterTable('members').addColumn('is_member', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('members').addColumn('address', 'text').execute();
      await db.schema.alterTable('members').addColumn('birth_date', 'text').execute();
      await db.schema.alterTable('members').addColumn('member_card_no', 'text').execute();
      await db.schema.alterTable('members').addColumn('updated_at', 'text').execute();
      await db.schema.alterTable('members').addColumn('deleted_at', 'text').execute();
      // A card is one person's: NULLs (no card) are distinct on both databases.
      await db.schema.createIndex('members_owner_card_unique').on('members').columns(['owner_id', 'member_card_no']).unique().execute();
      await db.schema.createIndex('members_owner_since_idx').on('members').columns(['owner_id', 'member_since']).execute();

      await db.schema.alterTable('member_categories').addColumn('price', money, (c) => c.notNull().defaultTo(0).check(sql`price >= 0`)).execute();
      await db.schema.alterTable('member_categories').addColumn('duration_days', 'integer', (c) => c.notNull().defaultTo(365).check(sql`duration_days > 0`)).execute();
      await db.schema.alterTable('member_categories').addColumn('time_balance_minutes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`time_balance_minutes >= 0`)).execute();
      await db.schema.alterTable('member_categories').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();

      // The last auto-generated member number per owner: taken by one UPDATE … + 1, so members
      // added at once on several terminals never read the same "highest" number.
      await db.schema
        .createTable('member_number_sequences')
        .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('owners.id'))
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('member_minute_ledger').addColumn('held_order_id', 'integer', (c) => c.references('orders.id')).execute();
      await sql`update member_minute_ledger set held_order_id = order_id where type = 1`.execute(db);
      await db.schema.createIndex('member_minute_ledger_held_idx').on('member_minute_ledger').column('held_order_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('member_minute_ledger_held_idx').execute();
      await db.schema.dropTable('member_number_sequences').execute();
      await db.schema.alterTable('member_minute_ledger').dropColumn('held_order_id').execute();
      for (const column of ['position', 'time_balance_minutes', 'duration_days', 'price']) await db.schema.alterTable('member_categories').dropColumn(column).execute();
      await db.schema.dropIndex('members_owner_since_idx').execute();
      await db.schema.dropIndex('members_owner_card_unique').execute();
      for (const column of ['deleted_at', 'updated_at', 'member_card_no', 'birth_date', 'address', 'is_member']) await db.schema.alterTable('members').dropColumn(column).execute();
    },
  };
}
