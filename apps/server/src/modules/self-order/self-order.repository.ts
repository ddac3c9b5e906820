import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { OrderStatus } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The stored form of a phone's session token: its SHA-256, so a database read leaks no live token. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A phone's session with the QR it was opened from. */
export type SessionRow = {
  id: number;
  owner_id: number;
  outlet_id: number;
  table_qr_code_id: number;
  outlet_table_id: number | null;
  qr_created_by: number;
  qr_revoked_at: string | null;
};

/** Reads and writes of the public self-order API; every read is scoped by outlet and session. */
export function createSelfOrderRepository(db: Kysely<Database>) {
  return {
    db,
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    findQr: (qrId: number) => db.selectFrom('table_qr_codes').selectAll().where('id', '=', qrId).executeTakeFirst(),

    async findSessionByToken(token: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('customer_sessions')
        .innerJoin('table_qr_codes', 'table_qr_codes.id', 'customer_sessions.table_qr_code_id')
        .select([
          'customer_sessions.id',
          'customer_sessions.owner_id',
          'customer_sessions.outlet_id',
          'customer_sessions.table_qr_code_id',
          'table_qr_codes.outlet_table_id',
          'table_qr_codes.created_by as qr_created_by',
          'table_qr_codes.revoked_at as qr_revoked_at',
        ])
        .where('customer_sessions.token_hash', '=', hashSessionToken(token))
        .executeTakeFirst();
    },

    async insertSession(row: { ownerId: number; outletId: number; qrId: number; tokenHash: string; nowIso: string }): Promise<number> {
      const created = await db
        .insertInto('customer_sessions')
        .values({ owner_id: row.ownerId, outlet_id: row.outletId, table_qr_code_id: row.qrId, token_hash: row.tokenHash, created_at: row.nowIso, last_seen_at: row.nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(created.id);
    },

    findTable: (outletId: number, tableId: number) =>
      db
        .selectFrom('outlet_tables')
        .leftJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
        .select(['outlet_tables.id', 'outlet_tables.table_name', 'outlet_areas.name as area_name'])
        .where('outlet_tables.outlet_id', '=', outletId)
        .where('outlet_tables.id', '=', tableId)
        .executeTakeFirst(),

    findOutletClock: async (outletId: number) => db.selectFrom('outlets').select(['id', 'time_zone']).where('id', '=', outletId).executeTakeFirstOrThrow(),

    findOutlet: (outletId: number) => db.selectFrom('outlets').select(['id', 'name', 'address', 'telephone']).where('id', '=', outletId).executeTakeFirst(),

    async settingValue(outletId: number, code: string): Promise<string | null> {
      const row = await db.selectFrom('outlet_settings').select('value').where('outlet_id', '=', outletId).where('code', '=', code).executeTakeFirst();
      return row?.value ?? null;
    },

    findActiveOrderType: (executor: Executor, outletId: number, orderTypeId: number) =>
      executor.selectFrom('outlet_order_types').selectAll().where('outlet_id', '=', outletId).where('order_type_id', '=', orderTypeId).where('is_active', '=', 1).orderBy('position').orderBy('id').executeTakeFirst(),

    findOrderTypeById: (executor: Executor, outletOrderTypeId: number) => executor.selectFrom('outlet_order_types').selectAll().where('id', '=', outletOrderTypeId).executeTakeFirst(),

    /**
     * The row lock that orders the placements of one QR (two phones at one table): a no-op
     * UPDATE of the live QR row. On PostgreSQL the second placement waits here until the first
     * commits and then sees its order; SQLite runs one write transaction at a time anyway.
     * Null when the QR was revoked meanwhile.
     */
    async lockLiveQr(trx: Transaction<Database>, qrId: number): Promise<number | null> {
      const row = await trx.updateTable('table_qr_codes').set((eb) => ({ nonce: eb.ref('nonce') })).where('id', '=', qrId).where('revoked_at', 'is', null).returning('id').executeTakeFirst();
      return row ? Number(row.id) : null;
    },

    /** The ORDERED order seated at the table (its order_tables link not released), newest first. */
    async orderedOrderAtTable(executor: Executor, outletId: number, tableId: number): Promise<number | undefined> {
      const row = await executor
        .selectFrom('order_tables')
        .innerJoin('orders', 'orders.id', 'order_tables.order_id')
        .select('orders.id')
        .where('orders.outlet_id', '=', outletId)
        .where('order_tables.outlet_table_id', '=', tableId)
        .where('order_tables.released_at', 'is', null)
        .where('orders.status', '=', OrderStatus.ORDERED)
        .orderBy('orders.id', 'desc')
        .executeTakeFirst();
      return row?.id;
    },

    /** A customer's PENDING order (not confirmed yet) of the table, optionally of one session only. */
    async pendingOrderOfTable(executor: Executor, outletId: number, tableId: number, sessionId: number | null): Promise<number | undefined> {
      let query = executor
        .selectFrom('customer_orders')
        .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
        .select('orders.id')
        .where('customer_orders.outlet_id', '=', outletId)
        .where('customer_orders.outlet_table_id', '=', tableId)
        .where('orders.status', '=', OrderStatus.PENDING);
      if (sessionId !== null) query = query.where('customer_orders.customer_session_id', '=', sessionId);
      return (await query.orderBy('orders.id', 'desc').executeTakeFirst())?.id;
    },

    /** With MULTI_ORDER_QR_CODE: the open order (PENDING or ORDERED) this phone placed on the table. */
    async openOrderOfSession(executor: Executor, sessionId: number): Promise<number | undefined> {
      const row = await executor
        .selectFrom('customer_orders')
        .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
        .select('orders.id')
        .where('customer_orders.customer_session_id', '=', sessionId)
        .where('orders.status', 'in', [OrderStatus.PENDING, OrderStatus.ORDERED])
        .orderBy('orders.id', 'desc')
        .executeTakeFirst();
      return row?.id;
    },

    async findPlacementByKey(executor: Executor, sessionId: number, requestKey: string): Promise<number | undefined> {
      const row = await executor.selectFrom('customer_orders').select('id').where('customer_session_id', '=', sessionId).where('request_key', '=', requestKey).executeTakeFirst();
      return row?.id;
    },

    /** The session's placements (all, or one), newest first. */
    listPlacements: (sessionId: number, placementId?: number) => {
      let query = db
        .selectFrom('customer_orders')
        .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
        .leftJoin('outlet_tables', 'outlet_tables.id', 'customer_orders.outlet_table_id')
        .select([
          'customer_orders.id',
          'customer_orders.order_id',
          'customer_orders.app_order_type',
          'customer_orders.status',
          'customer_orders.customer_name',
          'customer_orders.reject_reason',
          'customer_orders.created_at',
          'orders.order_no',
          'orders.status as order_status',
          'orders.step_process',
          'outlet_tables.table_name',
        ])
        .where('customer_orders.customer_session_id', '=', sessionId);
      if (placementId !== undefined) query = query.where('customer_orders.id', '=', placementId);
      return query.orderBy('customer_orders.id', 'desc').execute();
    },

    listPlacementLines: (placementIds: readonly number[]) =>
      placementIds.length === 0 ? Promise.resolve([]) : db.selectFrom('customer_order_lines').selectAll().where('customer_order_id', 'in', [...placementIds]).orderBy('id').execute(),

    async openBillRequestOrderIds(orderIds: readonly number[]): Promise<Set<number>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db.selectFrom('bill_requests').select('order_id').where('order_id', 'in', [...orderIds]).where('resolved_at', 'is', null).execute();
      return new Set(rows.map((row) => row.order_id));
    },

    /** The names of the tables an order sits at, else of the table its customer orders came from. */
    async tableNamesOf(executor: Executor, orderId: number): Promise<string[]> {
      const seated = await executor
        .selectFrom('order_tables')
        .innerJoin('outlet_tables', 'outlet_tables.id', 'order_tables.outlet_table_id')
        .select('outlet_tables.table_name')
        .where('order_tables.order_id', '=', orderId)
        .where('order_tables.released_at', 'is', null)
        .orderBy('outlet_tables.id')
        .execute();
      if (seated.length > 0) return seated.map((row) => row.table_name);
      const asked = await executor
        .selectFrom('customer_orders')
        .innerJoin('outlet_tables', 'outlet_tables.id', 'customer_orders.outlet_table_id')
        .select('outlet_tables.table_name')
        .where('customer_orders.order_id', '=', orderId)
        .groupBy('outlet_tables.table_name')
        .execute();
      return asked.map((row) => row.table_name);
    },
  };
}

export type SelfOrderRepository = ReturnType<typeof createSelfOrderRepository>;
