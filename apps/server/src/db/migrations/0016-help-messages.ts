import { sql, type Kysely } from 'kysely';
import { withId, type Dialect } from './column-helpers.ts';

/**
 * Issue 20, start empty and ask for help.
 * - help_messages: what a cashier wrote to the owner (POST /helpCenter), with who, where and
 *   when; outlet_date is the outlet's own day it was sent (the inbox filters by it, so "today"
 *   means the outlet's today whatever the server's zone). idempotency_key makes a retried send
 *   land once per cashier. emailed_at: when the copy to the owner's e-mail went out (null: none).
 * - owners: a username (an e-mail address) is unique whatever its letter case, so two
 *   sign-ups racing with "A@x.id" and "a@x.id" cannot both win.
 */
export function helpMessagesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('help_messages'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('subject', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('outlet_date', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addColumn('emailed_at', 'text')
        .addColumn('idempotency_key', 'text')
        .execute();
      await db.schema.createIndex('help_messages_owner_day_idx').on('help_messages').columns(['owner_id', 'outlet_date']).execute();
      // NULL keys (a client that sends none) are distinct on both databases.
      await db.schema.createIndex('help_messages_user_key_unique').on('help_messages').columns(['user_id', 'idempotency_key']).unique().execute();
      await sql`create unique index owners_username_lower_unique on owners (lower(username))`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop index owners_username_lower_unique`.execute(db);
      await db.schema.dropTable('help_messages').execute();
    },
  };
}
