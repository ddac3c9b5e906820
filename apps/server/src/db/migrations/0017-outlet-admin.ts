import type { Kysely } from 'kysely';

/**
 * Issue 20: the owner creates outlets from the back office. A retried POST /outlet with the same
 * Idempotency-Key answers the outlet it made (the key is kept on the outlet), and an owner's
 * outlet names are unique, so two outlets never share a name in the cashier's outlet picker.
 * Both unique indexes hold under concurrent creates on SQLite and PostgreSQL; NULL keys (outlets
 * made without a key, the seed's) never collide.
 */
export function outletAdminMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('outlets').addColumn('idempotency_key', 'varchar(100)').execute();
      await db.schema.createIndex('outlets_owner_idempotency_key_idx').on('outlets').columns(['owner_id', 'idempotency_key']).unique().execute();
      await db.schema.createIndex('outlets_owner_name_idx').on('outlets').columns(['owner_id', 'name']).unique().execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('outlets_owner_name_idx').execute();
      await db.schema.dropIndex('outlets_owner_idempotency_key_idx').execute();
      await db.schema.alterTable('outlets').dropColumn('idempotency_key').execute();
    },
  };
}
