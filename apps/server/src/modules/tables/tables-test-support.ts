import { OrderStatus, OrderType, formatOutletDate, formatOutletTimeOfDay } from '@kasir/domain';
import { bearer, type TestServer } from '../../test-support/test-server.ts';
import { occupyTablesForOrder } from './table-occupancy.ts';
import { emptySeating } from './tables.repository.ts';

/** HTTP against the test server as a cashier of an outlet. */
export function caller(server: TestServer, outletId: number) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, headers: { ...bearer(token), outletid: String(outletId) }, ...(payload ? { payload } : {}) });
}

/** Every table EMPTY again, with no orders or reservations: a clean floor for each test. */
export async function clearFloor(server: TestServer): Promise<void> {
  const db = server.database.db;
  await db.deleteFrom('reservations').execute();
  await db.deleteFrom('order_tables').execute();
  await db.deleteFrom('orders').execute();
  await db.updateTable('outlet_tables').set(emptySeating).execute();
}

/** A table's id by name, straight from the database. */
export async function tableId(server: TestServer, outletId: number, name: string): Promise<number> {
  const row = await server.database.db.selectFrom('outlet_tables').select('id').where('outlet_id', '=', outletId).where('table_name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** Outlet date and 'HH:mm' of now + minutes (whole minutes, rounded up), as a reservation body wants them. */
export function outletSlot(minutesFromNow: number, timeZoneHours = 7): { ReservationDate: string; ReservationTime: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + minutesFromNow * 60_000) / 60_000) * 60_000);
  return { ReservationDate: formatOutletDate(at, timeZoneHours), ReservationTime: formatOutletTimeOfDay(at, timeZoneHours).slice(0, 5), at };
}

/**
 * An order seated at tables, made the way the orders module makes one (its own row, then
 * occupyTablesForOrder in the same transaction), so table calls can be tested before order routes exist.
 */
export async function seatOrder(
  server: TestServer,
  input: { outletId: number; userId: number; tableIds: number[]; orderNo: string; status?: number; createdAt?: Date },
): Promise<number> {
  const now = (input.createdAt ?? new Date()).toISOString();
  return server.database.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        owner_id: server.ids.ownerId,
        outlet_id: input.outletId,
        shift_id: null,
        order_no: input.orderNo,
        business_date: now.slice(0, 10),
        order_type_id: OrderType.DINE_IN,
        outlet_order_type_id: 1,
        status: input.status ?? OrderStatus.ORDERED,
        step_process: 0,
        pax: 2,
        info_order: null,
        customer_name: null,
        phone_number: null,
        customer_data: null,
        delivery_address: null,
        member_id: null,
        outlet_area_id: null,
        end_time: null,
        subtotal: 5_000_000,
        discount_amount: 0,
        charge_total: 0,
        rounding: 0,
        total: 5_000_000,
        version: 1,
        cancel_reason: null,
        created_by: input.userId,
        created_by_name: 'Test',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await occupyTablesForOrder(trx, { outletId: input.outletId, orderId: order.id, tableIds: input.tableIds, userId: input.userId });
    return order.id;
  });
}
