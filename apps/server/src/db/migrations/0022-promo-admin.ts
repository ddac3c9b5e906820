import { sql, type Kysely } from 'kysely';
import type { Dialect } from './column-helpers.ts';

/**
 * Issue 21, promos, vouchers and member categories in the owner's back office (ADR 0024):
 * - promos.promo_group_id: the back office's promo is a group of per-outlet promos rows (one
 *   row per outlet that runs it), so every till query by promos.outlet_id keeps working; the
 *   existing rows become groups of one (group id = their own id);
 * - promos.days_mask / hours_mask: days of the week (bit 0 Sunday … 6 Saturday) and hours of
 *   the day (bit 0 … 23) it runs in, outlet time; 0 = no limit;
 * - promos.request_key (unique per outlet) and archived_at (deleted while history names it);
 * - member_vouchers.revoked_at (the owner took it back) and issue_key (Idempotency-Key of the
 *   issuing call, so a retry answers the vouchers it made);
 * - member_categories and promo_member_categories: request_key (unique per owner); a membership
 *   promo deleted while purchases name it is archived (archived_at, is_active 0).
 */
export function promoAdminMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('promos').addColumn('promo_group_id', 'integer').execute();
      await db.schema.alterTable('promos').addColumn('days_mask', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('promos').addColumn('hours_mask', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('promos').addColumn('request_key', 'varchar(100)').execute();
      await db.schema.alterTable('promos').addColumn('archived_at', 'text').execute();
      await sql`update promos set promo_group_id = id`.execute(db);
      await db.schema.createIndex('promos_group_idx').on('promos').column('promo_group_id').execute();
      await db.schema.createIndex('promos_request_key_idx').on('promos').columns(['outlet_id', 'request_key']).unique().execute();

      await db.schema.alterTable('member_vouchers').addColumn('revoked_at', 'text').execute();
      await db.schema.alterTable('member_vouchers').addColumn('issue_key', 'varchar(100)').execute();
      await db.schema.createIndex('member_vouchers_promo_idx').on('member_vouchers').column('promo_id').execute();

      for (const table of ['member_categories', 'promo_member_categories']) {
        await db.schema.alterTable(table).addColumn('request_key', 'varchar(100)').execute();
        await db.schema.createIndex(`${table}_request_key_idx`).on(table).columns(['owner_id', 'request_key']).unique().execute();
      }
      await db.schema.alterTable('promo_member_categories').addColumn('archived_at', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('promo_member_categories').dropColumn('archived_at').execute();
      for (const table of ['member_categories', 'promo_member_categories']) {
        await db.schema.dropIndex(`${table}_request_key_idx`).execute();
        await db.schema.alterTable(table).dropColumn('request_key').execute();
      }
      await db.schema.dropIndex('member_vouchers_promo_idx').execute();
      await db.schema.alterTable('member_vouchers').dropColumn('issue_key').execute();
      await db.schema.alterTable('member_vouchers').dropColumn('revoked_at').execute();
      await db.schema.dropIndex('promos_request_key_idx').execute();
      await db.schema.dropIndex('promos_group_idx').execute();
      for (const column of ['archived_at', 'request_key', 'hours_mask', 'days_mask', 'promo_group_id']) await db.schema.alterTable('promos').dropColumn(column).execute();
    },
  };
}
