import type { Kysely } from 'kysely';
import { withId, type Dialect } from './column-helpers.ts';

/**
 * Printing (issue 7): devices, print sets and their devices with routing lists, receipt
 * settings, and kitchen sent-tracking. print_sent_lines is unique per (job_group, line_key):
 * marking the same job sent twice (a retry, a second copy) adds nothing.
 */
export function printingMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('devices'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('port', 'integer', (c) => c.notNull())
        .addColumn('is_connected_drawer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paper_width', 'integer', (c) => c.notNull().defaultTo(80))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('devices_outlet_idx').on('devices').column('outlet_id').execute();

      await withId(db.schema.createTable('outlet_receipts'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('set_receipt_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('custom_ip_service_printer', 'text')
        .addColumn('font_size', 'text', (c) => c.notNull().defaultTo('1,1'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outlet_receipts_outlet_idx').on('outlet_receipts').columns(['outlet_id', 'set_receipt_id']).execute();

      await withId(db.schema.createTable('outlet_receipt_devices'), dialect)
        .addColumn('outlet_receipt_id', 'integer', (c) => c.notNull().references('outlet_receipts.id').onDelete('cascade'))
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('area_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('department_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.createIndex('outlet_receipt_devices_receipt_idx').on('outlet_receipt_devices').column('outlet_receipt_id').execute();
      await db.schema.createIndex('outlet_receipt_devices_device_idx').on('outlet_receipt_devices').column('device_id').execute();

      await db.schema
        .createTable('receipt_settings')
        .addColumn('outlet_id', 'integer', (c) => c.primaryKey().references('outlets.id'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('print_planned_jobs')
        .addColumn('job_id', 'text', (c) => c.primaryKey())
        .addColumn('job_group', 'text', (c) => c.notNull())
        .addColumn('outlet_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('device_id', 'integer', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('print_planned_jobs_order_idx').on('print_planned_jobs').column('order_id').execute();

      await withId(db.schema.createTable('print_sent_lines'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('device_id', 'integer', (c) => c.notNull())
        .addColumn('line_key', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('job_group', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('print_sent_lines_group_line_unique', ['job_group', 'line_key'])
        .execute();
      await db.schema.createIndex('print_sent_lines_order_idx').on('print_sent_lines').column('order_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['print_sent_lines', 'print_planned_jobs', 'receipt_settings', 'outlet_receipt_devices', 'outlet_receipts', 'devices']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
