import type { Insertable, Kysely, Transaction } from 'kysely';
import type { OrderCouriersTable } from '../../db/schema-couriers.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const courierColumns = [
  'order_couriers.id',
  'order_couriers.order_id',
  'order_couriers.provider',
  'order_couriers.status',
  'order_couriers.histories',
  'order_couriers.driver_id',
  'order_couriers.deliver_name',
  'order_couriers.courier_image_name',
  'order_couriers.phone_number',
  'order_couriers.fee',
  'order_couriers.external_ref',
  'order_couriers.created_at',
  'order_couriers.updated_at',
] as const;

/** SQL of couriers and the outlet's drivers; every read names the owner and outlet. */
export function createCouriersRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    findOrder(ownerId: number, outletId: number, orderId: number, on: Db = db) {
      return on
        .selectFrom('orders')
        .select(['id', 'order_no', 'order_type_id', 'app_order_type', 'status', 'step_process', 'version', 'delivery_address', 'customer_name', 'phone_number'])
        .where('owner_id', '=', ownerId)
        .where('outlet_id', '=', outletId)
        .where('id', '=', orderId)
        .executeTakeFirst();
    },

    async findCourier(outletId: number, orderId: number, on: Db = db) {
      const row = await on.selectFrom('order_couriers').select(courierColumns).where('outlet_id', '=', outletId).where('order_id', '=', orderId).executeTakeFirst();
      // PostgreSQL answers BIGINT as text: a number from here on.
      return row && { ...row, fee: Number(row.fee) };
    },

    insertCourier(values: Insertable<OrderCouriersTable>, on: Db = db) {
      return on.insertInto('order_couriers').values(values).execute();
    },

    /**
     * The claim of a move: writes only while the courier is still at `fromStatus` and unchanged
     * since it was read (updated_at), so of two taps at once one moves and the other finds 0 rows.
     */
    async moveCourier(
      on: Db,
      courierId: number,
      expected: { status: string; updatedAt: string },
      changes: Partial<Pick<Database['order_couriers'], 'status' | 'histories' | 'driver_id' | 'deliver_name' | 'courier_image_name' | 'phone_number' | 'external_ref' | 'provider'>> & { updated_at: string; fee?: number },
    ): Promise<boolean> {
      const result = await on
        .updateTable('order_couriers')
        .set(changes)
        .where('id', '=', courierId)
        .where('status', '=', expected.status)
        .where('updated_at', '=', expected.updatedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves the order's StepProcess (and its version, so other terminals refetch it). */
    async setStepProcess(on: Db, orderId: number, stepProcess: number, at: string) {
      return on
        .updateTable('orders')
        .set((eb) => ({ step_process: stepProcess, version: eb('version', '+', 1), updated_at: at }))
        .where('id', '=', orderId)
        .returning(['version', 'status'])
        .executeTakeFirstOrThrow();
    },

    listDrivers(ownerId: number, outletId: number) {
      return db
        .selectFrom('courier_drivers')
        .leftJoin('images', 'images.id', 'courier_drivers.image_id')
        .select(['courier_drivers.id', 'courier_drivers.name', 'courier_drivers.phone_number', 'courier_drivers.image_id', 'images.file_name as image_name'])
        .where('courier_drivers.owner_id', '=', ownerId)
        .where('courier_drivers.outlet_id', '=', outletId)
        .where('courier_drivers.archived_at', 'is', null)
        .orderBy('courier_drivers.name')
        .orderBy('courier_drivers.id')
        .execute();
    },

    findDriver(ownerId: number, outletId: number, driverId: number) {
      return db
        .selectFrom('courier_drivers')
        .leftJoin('images', 'images.id', 'courier_drivers.image_id')
        .select(['courier_drivers.id', 'courier_drivers.name', 'courier_drivers.phone_number', 'courier_drivers.image_id', 'images.file_name as image_name'])
        .where('courier_drivers.owner_id', '=', ownerId)
        .where('courier_drivers.outlet_id', '=', outletId)
        .where('courier_drivers.id', '=', driverId)
        .where('courier_drivers.archived_at', 'is', null)
        .executeTakeFirst();
    },

    findImage(ownerId: number, imageId: number) {
      return db.selectFrom('images').select(['id', 'file_name']).where('owner_id', '=', ownerId).where('id', '=', imageId).executeTakeFirst();
    },

    insertDriver(values: { owner_id: number; outlet_id: number; name: string; phone_number: string; image_id: number | null; created_at: string }) {
      return db.insertInto('courier_drivers').values({ ...values, archived_at: null }).returning('id').executeTakeFirstOrThrow();
    },
  };
}

export type CouriersRepository = ReturnType<typeof createCouriersRepository>;
export type CourierRow = NonNullable<Awaited<ReturnType<CouriersRepository['findCourier']>>>;
export type CourierOrderRow = NonNullable<Awaited<ReturnType<CouriersRepository['findOrder']>>>;
