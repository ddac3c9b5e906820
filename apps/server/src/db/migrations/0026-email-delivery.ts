import { sql, type Kysely } from 'kysely';
import { withId, type Dialect } from './column-helpers.ts';

/**
 * Issue 22, e-mailed receipts that are really sent (docs/email.md):
 * - email_outbox gains the delivery bookkeeping: attempts, next_attempt_at (due time; retries back
 *   off exponentially), last_error, sent_at, message_id (the SMTP Message-ID), eml_file (set when no
 *   SMTP_URL is configured and the message was written to data/mail/<id>.eml instead), updated_at,
 *   and the claim: claim_token + claimed_until (a lease, so two API processes never send one row and
 *   a row held by a crashed process becomes due again);
 * - one row per (payment_id, email): a doubled GET /payment/sendEmail queues once. Rows queued twice
 *   before this migration keep their oldest copy;
 * - outlet_email_templates: the outlet's e-mail template (GET /outletEmailTemplate); an outlet
 *   without a row gets the default template.
 */
export function emailDeliveryMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const outbox = () => db.schema.alterTable('email_outbox');
      await outbox().addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await outbox().addColumn('next_attempt_at', 'text').execute();
      await outbox().addColumn('last_error', 'text').execute();
      await outbox().addColumn('sent_at', 'text').execute();
      await outbox().addColumn('message_id', 'text').execute();
      await outbox().addColumn('eml_file', 'text').execute();
      await outbox().addColumn('claim_token', 'varchar(64)').execute();
      await outbox().addColumn('claimed_until', 'text').execute();
      await outbox().addColumn('updated_at', 'text').execute();
      // Rows queued before: due now, so the new worker sends what was only stored until today.
      await sql`update email_outbox set next_attempt_at = created_at, updated_at = created_at`.execute(db);
      await sql`delete from email_outbox where id not in (select min(id) from email_outbox group by payment_id, email)`.execute(db);
      await db.schema.createIndex('email_outbox_payment_email_idx').on('email_outbox').columns(['payment_id', 'email']).unique().execute();
      await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['status', 'next_attempt_at']).execute();

      await withId(db.schema.createTable('outlet_email_templates'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().unique().references('outlets.id'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('header_text', 'text', (c) => c.notNull())
        .addColumn('footer_text', 'text', (c) => c.notNull())
        .addColumn('show_logo', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('outlet_email_templates').execute();
      await db.schema.dropIndex('email_outbox_due_idx').execute();
      await db.schema.dropIndex('email_outbox_payment_email_idx').execute();
      for (const column of ['updated_at', 'claimed_until', 'claim_token', 'eml_file', 'message_id', 'sent_at', 'last_error', 'next_attempt_at', 'attempts']) {
        await db.schema.alterTable('email_outbox').dropColumn(column).execute();
      }
    },
  };
}
