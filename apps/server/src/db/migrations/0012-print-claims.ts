import { sql, type Kysely } from 'kysely';
import { withId, type Dialect } from './column-helpers.ts';

/**
 * Kitchen lines claimed when a plan hands them out (issue 17, ADR 10 amended). print_claim_heads holds
 * one row per order that every plan bumps first, so two plans of one order run one after the
 * other on PostgreSQL too; print_plan_requests keeps a plan under its Idempotency-Key, so a
 * retry answers it whole; a planned job keeps its agent-ready payload, so a claim whose
 * acknowledgement never came is offered again, to the terminal that claimed it (claimed_by),
 * with the same job id; a sent line is a claim until POST /print/orderSent acknowledges it
 * (rows from before are acknowledged already).
 */
export function printClaimsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('print_claim_heads')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
        .addColumn('claims', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('print_plan_requests'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull())
        .addColumn('request_key', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('print_plan_requests_outlet_key_unique', ['outlet_id', 'request_key'])
        .execute();

      await db.schema.alterTable('print_planned_jobs').addColumn('job', 'text').execute();
      await db.schema.alterTable('print_sent_lines').addColumn('acknowledged_at', 'text').execute();
      await db.schema.alterTable('print_sent_lines').addColumn('claimed_by', 'text').execute();
      await sql`UPDATE print_sent_lines SET acknowledged_at = sent_at`.execute(db);
      await db.schema.createIndex('print_sent_lines_group_idx').on('print_sent_lines').column('job_group').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('print_sent_lines_group_idx').execute();
      await db.schema.alterTable('print_sent_lines').dropColumn('claimed_by').execute();
      await db.schema.alterTable('print_sent_lines').dropColumn('acknowledged_at').execute();
      await db.schema.alterTable('print_planned_jobs').dropColumn('job').execute();
      await db.schema.dropTable('print_plan_requests').execute();
      await db.schema.dropTable('print_claim_heads').execute();
    },
  };
}
