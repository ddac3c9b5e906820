import type { Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/** Areas, tables (with rooms, floor positions, locks and seating times) and reservations. */
export function floorMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('outlet_areas'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('charge', bigintType(dialect), (c) => c.notNull().defaultTo(0))
        .addColumn('area_width', 'integer', (c) => c.notNull())
        .addColumn('area_height', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('outlet_areas_outlet_idx').on('outlet_areas').column('outlet_id').execute();

      await withId(db.schema.createTable('outlet_tables'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('outlet_area_id', 'integer', (c) => c.notNull().references('outlet_areas.id'))
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('table_index', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('pax', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position_x', 'integer', (c) => c.notNull())
        .addColumn('position_y', 'integer', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('is_room', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('room_id', 'integer', (c) => c.references('outlet_tables.id'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('end_time', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('time_up_notified_at', 'text')
        .addColumn('charge', bigintType(dialect), (c) => c.notNull().defaultTo(0))
        .addColumn('lock_by', 'integer', (c) => c.references('users.id'))
        .addColumn('filled_id', 'integer')
        .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
        .addColumn('last_ordered_on', 'text')
        .addColumn('last_filled_on', 'text')
        .addColumn('merged_reference_id', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('outlet_tables_outlet_name_unique', ['outlet_id', 'table_name'])
        .execute();
      await db.schema.createIndex('outlet_tables_area_idx').on('outlet_tables').columns(['outlet_area_id', 'table_index']).execute();
      await db.schema.createIndex('outlet_tables_outlet_idx').on('outlet_tables').columns(['outlet_id', 'status']).execute();

      await withId(db.schema.createTable('reservations'), dialect)
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('outlet_table_id', 'integer', (c) => c.notNull().references('outlet_tables.id'))
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('pax', 'integer', (c) => c.notNull())
        .addColumn('reservation_at', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('order_id', 'integer')
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reservations_outlet_at_idx').on('reservations').columns(['outlet_id', 'reservation_at']).execute();
      await db.schema.createIndex('reservations_table_idx').on('reservations').columns(['outlet_table_id', 'status']).execute();
    },
  };
}
