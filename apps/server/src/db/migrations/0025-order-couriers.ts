import type { Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/**
 * Issue 22, couriers of delivery orders (docs/couriers.md).
 * - order_couriers: at most one courier per order (order_id unique). provider is the provider's
 *   code ('MANUAL' for the built-in one), status its CourierStatus, histories the JSON list of
 *   {Code, Time} of spec §3 (appended by every move), the driver's name, photo file name and
 *   phone as the provider reported them, fee the delivery fee in hundredths (OrderCourier.Total).
 *   external_ref is a real provider's own id of the booking (its webhooks name it).
 * - courier_drivers: an outlet's own drivers, whom the MANUAL provider assigns; image_id an
 *   image of the images module (its file served at /upload/{file_name}).
 */
export function orderCouriersMigration(dialect: Dialect) {
  const money = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('courier_drivers'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('image_id', 'integer', (c) => c.references('images.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('archived_at', 'text')
        .execute();
      await db.schema.createIndex('courier_drivers_outlet_idx').on('courier_drivers').column('outlet_id').execute();

      await withId(db.schema.createTable('order_couriers'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('histories', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('driver_id', 'integer', (c) => c.references('courier_drivers.id'))
        .addColumn('deliver_name', 'text')
        .addColumn('courier_image_name', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('fee', money, (c) => c.notNull().defaultTo(0))
        .addColumn('external_ref', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_couriers_outlet_idx').on('order_couriers').columns(['outlet_id', 'status']).execute();
    },
  };
}
