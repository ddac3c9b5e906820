import type { Kysely } from 'kysely';

/**
 * Issue 18 (ADR 18): the reports find what happened in a date range at an outlet. Payments by
 * outlet and time serve the summary report's settled orders (the settling payment says when an
 * order sold), its money per method and the charts; without it every report read all payments
 * ever taken (bench:reports: a year of 1,000 orders a day). Audits by action and time serve
 * VOID CHECK, which otherwise read every audit row. Refunds (refunds_outlet_created_idx), open
 * orders (orders_outlet_status_idx) and a shift's payments (payments_shift_idx) had theirs.
 */
export function reportIndexesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('payments_outlet_created_idx').on('payments').columns(['outlet_id', 'created_at']).execute();
      await db.schema.createIndex('order_audits_action_created_idx').on('order_audits').columns(['action', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('order_audits_action_created_idx').execute();
      await db.schema.dropIndex('payments_outlet_created_idx').execute();
    },
  };
}
