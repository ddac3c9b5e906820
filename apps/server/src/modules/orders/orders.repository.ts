import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { OutletSettingCode } from '@kasir/domain';
import { normaliseOrderRow, ORDER_MONEY_COLUMNS, toNumber } from '../../db/row-numbers.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderAuditsTable, OrdersTable } from '../../db/schema-orders.ts';
import { compileOnce, compiledByIdList, compiledShapes, fill, slot } from '../../db/compiled-query.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
/** Which parts besides its lines an order holds (open tables, audits, time sessions, payments, promos, refunds). */
export type OrderHoldings = Record<'tables' | 'audits' | 'sessions' | 'payments' | 'promos' | 'refunds', boolean>;


/** SQL of order headers, order numbers, audits and list queries. Every read is scoped to owner and outlet. */
export function createOrdersRepository(db: Kysely<Database>) {
  // The create path's fixed-shape statements, compiled once (db/compiled-query.ts).
  const counterQuery = compileOnce(() =>
    db
      .insertInto('order_counters')
      .values({ outlet_id: slot<number>('outletId'), business_date: slot<string>('businessDate'), last_value: 1 })
      .onConflict((conflict) => conflict.columns(['outlet_id', 'business_date']).doUpdateSet({ last_value: sql<number>`order_counters.last_value + 1` }))
      .returning('last_value'),
  );
  const orderTypeQuery = compileOnce(() => db.selectFrom('outlet_order_types').selectAll().where('id', '=', slot<number>('id')).where('outlet_id', '=', slot<number>('outletId')));
  const saveTotalsQuery = compileOnce(() =>
    db
      .updateTable('orders')
      .set(Object.fromEntries(ORDER_MONEY_COLUMNS.map((column) => [column, slot<number>(column)])))
      .where('id', '=', slot<number>('id'))
      .returningAll(),
  );
  const chargesQuery = compileOnce(() =>
    db
      .selectFrom('outlet_order_type_charges')
      .innerJoin('outlet_charges', 'outlet_charges.id', 'outlet_order_type_charges.outlet_charge_id')
      .selectAll('outlet_charges')
      .where('outlet_order_type_charges.outlet_order_type_id', '=', slot<number>('outletOrderTypeId'))
      .where('outlet_charges.outlet_id', '=', slot<number>('outletId'))
      .where('outlet_charges.is_active', '=', 1)
      .orderBy('outlet_charges.id'),
  );
  const roundingQuery = compileOnce(() =>
    db.selectFrom('outlet_settings').select('value').where('outlet_id', '=', slot<number>('outletId')).where('code', '=', OutletSettingCode.ROUNDING),
  );
  // The pricing setup's order type with the outlet's rounding beside it: one statement, not two.
  const orderTypeWithRoundingQuery = compileOnce(() =>
    db
      .selectFrom('outlet_order_types')
      .selectAll('outlet_order_types')
      .select((eb) =>
        eb.selectFrom('outlet_settings').select('outlet_settings.value').where('outlet_settings.outlet_id', '=', slot<number>('outletId')).where('outlet_settings.code', '=', OutletSettingCode.ROUNDING).as('rounding_value'),
      )
      .where('outlet_order_types.id', '=', slot<number>('id'))
      .where('outlet_order_types.outlet_id', '=', slot<number>('outletId')),
  );
  // One compiled INSERT per set of columns given (a create always gives the same ones).
  const insertOrderShapes = compiledShapes<{ id: number }>();
  // Every change to an order reads and claims its header: compiled once too.
  const findOrderQuery = compileOnce(() =>
    db.selectFrom('orders').selectAll().where('id', '=', slot<number>('id')).where('outlet_id', '=', slot<number>('outletId')).where('owner_id', '=', slot<number>('ownerId')),
  );
  const claimQuery = (atVersion: boolean) =>
    compileOnce(() => {
      const query = db
        .updateTable('orders')
        .set({ version: sql<number>`version + 1`, updated_at: slot<string>('nowIso') })
        .where('id', '=', slot<number>('id'))
        .where('outlet_id', '=', slot<number>('outletId'));
      return (atVersion ? query.where('version', '=', slot<number>('version')) : query).returningAll();
    });
  const claimAnyVersion = claimQuery(false);
  const claimAtVersion = claimQuery(true);
  // Every order read (and every change's answer) lists these by order ids: compiled per id count.
  const auditsQuery = compiledByIdList((orderIds) =>
    db
      .selectFrom('order_audits')
      .innerJoin('users as actor', 'actor.id', 'order_audits.actor_user_id')
      .leftJoin('users as approver', 'approver.id', 'order_audits.approver_user_id')
      .selectAll('order_audits')
      .select(['actor.name as actor_name', 'approver.name as approver_name'])
      .where('order_audits.order_id', 'in', orderIds)
      .orderBy('order_audits.id'),
  );
  const orderTablesQuery = compiledByIdList((orderIds) =>
    db
      .selectFrom('order_tables')
      .leftJoin('outlet_tables', 'outlet_tables.id', 'order_tables.outlet_table_id')
      .leftJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
      .select(['order_tables.order_id', 'order_tables.outlet_table_id', 'outlet_tables.table_name', 'outlet_areas.name as area_name'])
      .where('order_tables.order_id', 'in', orderIds)
      .where('order_tables.released_at', 'is', null)
      .orderBy('order_tables.outlet_table_id'),
  );
  const timeSessionsQuery = compiledByIdList((orderIds) => db.selectFrom('order_time_sessions').selectAll().where('order_id', 'in', orderIds).orderBy('id'));
  // What an order holds besides its lines, in one statement: a change's answer reads only those parts.
  const holdingsQuery = compileOnce(() => {
    const id = slot<number>('id');
    return db.selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('order_tables').select('order_id').where('order_id', '=', id).where('released_at', 'is', null)).as('tables'),
      eb.exists(eb.selectFrom('order_audits').select('order_id').where('order_id', '=', id)).as('audits'),
      eb.exists(eb.selectFrom('order_time_sessions').select('order_id').where('order_id', '=', id)).as('sessions'),
      eb.exists(eb.selectFrom('payments').select('order_id').where('order_id', '=', id)).as('payments'),
      eb.exists(eb.selectFrom('order_promos').select('order_id').where('order_id', '=', id)).as('promos'),
      eb.exists(eb.selectFrom('refunds').select('order_id').where('order_id', '=', id)).as('refunds'),
    ]);
  });

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /**
     * The next order number of the outlet's business day: one upsert on the counter row, which
     * the database serialises (row lock on PostgreSQL, the single writer on SQLite), so ten
     * terminals creating at once get ten different numbers.
     */
    async nextOrderSequence(executor: Executor, outletId: number, businessDate: string): Promise<number> {
      const { rows } = await executor.executeQuery(fill(counterQuery(), { outletId, businessDate }));
      return toNumber(rows[0]!.last_value);
    },

    /** The order a POST /order with this Idempotency-Key already made at the outlet, if any. */
    async findOrderIdByRequestKey(executor: Executor, ownerId: number, outletId: number, requestKey: string): Promise<number | undefined> {
      const row = await executor
        .selectFrom('orders')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('outlet_id', '=', outletId)
        .where('request_key', '=', requestKey)
        .executeTakeFirst();
      return row?.id;
    },

    async insertOrder(executor: Executor, row: NewOrderRow): Promise<number> {
      // Kysely leaves undefined values out (the column keeps its default): so does the shape key.
      const columns = (Object.keys(row) as (keyof NewOrderRow)[]).filter((column) => row[column] !== undefined);
      const compiled = insertOrderShapes(columns.join(','), () =>
        db
          .insertInto('orders')
          .values(Object.fromEntries(columns.map((column) => [column, slot(column)])) as NewOrderRow)
          .returning('id'),
      );
      const { rows } = await executor.executeQuery(fill(compiled, row));
      return rows[0]!.id;
    },

    async findOrder(executor: Executor, ownerId: number, outletId: number, orderId: number): Promise<OrderRow | undefined> {
      const row = (await executor.executeQuery(fill(findOrderQuery(), { id: orderId, outletId, ownerId }))).rows[0];
      return row ? normaliseOrderRow(row) : undefined;
    },

    /**
     * claimVersion that answers the claimed header as stored (version bumped), so a change
     * needs no read after its claim; null when the order is not at `expectedVersion` or not
     * the outlet's. The caller checks the owner on the row.
     */
    async claimOrder(executor: Executor, orderId: number, outletId: number, expectedVersion: number | undefined, nowIso: string): Promise<OrderRow | null> {
      const values = { id: orderId, outletId, nowIso, ...(expectedVersion === undefined ? {} : { version: expectedVersion }) };
      const row = (await executor.executeQuery(fill(expectedVersion === undefined ? claimAnyVersion() : claimAtVersion(), values))).rows[0];
      return row ? normaliseOrderRow(row) : null;
    },

    /**
     * Claims the order for one change: bumps its version if it is still at `expectedVersion`
     * (when given). On PostgreSQL the UPDATE holds the row lock until commit, so changes to one
     * order run one after another and each reads what the previous one wrote.
     */
    async claimVersion(executor: Executor, orderId: number, outletId: number, expectedVersion: number | undefined, nowIso: string): Promise<number | null> {
      let query = executor
        .updateTable('orders')
        .set({ version: sql<number>`version + 1`, updated_at: nowIso })
        .where('id', '=', orderId)
        .where('outlet_id', '=', outletId);
      if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
      const row = await query.returning('version').executeTakeFirst();
      return row ? toNumber(row.version) : null;
    },

    async updateOrder(executor: Executor, orderId: number, values: Partial<Omit<OrderRow, 'id'>>): Promise<void> {
      await executor.updateTable('orders').set(values).where('id', '=', orderId).execute();
    },

    /** Saves the order's new totals and returns the row as stored (no read-back after the write). */
    async saveTotals(executor: Executor, orderId: number, values: Pick<OrderRow, (typeof ORDER_MONEY_COLUMNS)[number]>): Promise<OrderRow> {
      const { rows } = await executor.executeQuery(fill(saveTotalsQuery(), { ...values, id: orderId }));
      return normaliseOrderRow(rows[0]!);
    },

    async insertAudit(executor: Executor, row: Insertable<OrderAuditsTable>): Promise<void> {
      await executor.insertInto('order_audits').values(row).execute();
    },

    listAudits: async (executor: Executor, orderIds: readonly number[]) => (orderIds.length === 0 ? [] : (await executor.executeQuery(auditsQuery(orderIds))).rows),

    listOrderTables: async (executor: Executor, orderIds: readonly number[]) => (orderIds.length === 0 ? [] : (await executor.executeQuery(orderTablesQuery(orderIds))).rows),

    listTimeSessions: async (executor: Executor, orderIds: readonly number[]) => (orderIds.length === 0 ? [] : (await executor.executeQuery(timeSessionsQuery(orderIds))).rows),

    /** Which of its parts besides lines the order has (SQLite answers 0/1, PostgreSQL booleans). */
    async findHoldings(executor: Executor, orderId: number): Promise<OrderHoldings> {
      const row = (await executor.executeQuery(fill(holdingsQuery(), { id: orderId }))).rows[0]!;
      return {
        tables: Boolean(row.tables),
        audits: Boolean(row.audits),
        sessions: Boolean(row.sessions),
        payments: Boolean(row.payments),
        promos: Boolean(row.promos),
        refunds: Boolean(row.refunds),
      };
    },

    /** Orders of the outlet by filters, newest first, one page, with the count of all matches. */
    async listOrders(
      outletId: number,
      ownerId: number,
      filters: { statuses?: readonly number[]; orderTypeId?: number; fromIso?: string; toIso?: string; keyword?: string; offset: number; limit: number },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      let query = db.selectFrom('orders').where('outlet_id', '=', outletId).where('owner_id', '=', ownerId);
      if (filters.statuses && filters.statuses.length > 0) query = query.where('status', 'in', [...filters.statuses]);
      if (filters.orderTypeId !== undefined) query = query.where('order_type_id', '=', filters.orderTypeId);
      if (filters.fromIso !== undefined) query = query.where('created_at', '>=', filters.fromIso);
      if (filters.toIso !== undefined) query = query.where('created_at', '<=', filters.toIso);
      if (filters.keyword) {
        const pattern = `%${filters.keyword.replace(/[%_]/g, '').toLowerCase()}%`;
        query = query.where((eb) => eb.or([eb(sql<string>`lower(order_no)`, 'like', pattern), eb(sql<string>`lower(coalesce(customer_name, ''))`, 'like', pattern)]));
      }
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(filters.offset).limit(filters.limit).execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(normaliseOrderRow), total: toNumber(count.count) };
    },

    /** The outlet's orders in these statuses, oldest first (the order they were taken). */
    async listByStatuses(executor: Executor, ownerId: number, outletId: number, statuses: readonly number[]): Promise<OrderRow[]> {
      const rows = await executor
        .selectFrom('orders')
        .selectAll()
        .where('outlet_id', '=', outletId)
        .where('owner_id', '=', ownerId)
        .where('status', 'in', [...statuses])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(normaliseOrderRow);
    },

    /** Orders that hold the table now (links not released), newest first, optionally of one status. */
    async listByTable(executor: Executor, ownerId: number, outletId: number, tableId: number, status: number | undefined): Promise<OrderRow[]> {
      let query = executor
        .selectFrom('orders')
        .innerJoin('order_tables', 'order_tables.order_id', 'orders.id')
        .selectAll('orders')
        .where('orders.outlet_id', '=', outletId)
        .where('orders.owner_id', '=', ownerId)
        .where('order_tables.outlet_table_id', '=', tableId)
        .where('order_tables.released_at', 'is', null);
      if (status !== undefined) query = query.where('orders.status', '=', status);
      const rows = await query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').execute();
      return rows.map(normaliseOrderRow);
    },

    /** Whether a new order may name the area: the outlet's own and not archived (an id of another outlet or owner is not). */
    async isOutletArea(executor: Executor, outletId: number, areaId: number): Promise<boolean> {
      const area = await executor.selectFrom('outlet_areas').select('id').where('id', '=', areaId).where('outlet_id', '=', outletId).where('is_active', '=', 1).executeTakeFirst();
      return area !== undefined;
    },
    /** Whether the table is the outlet's (archived ones too: their past orders are still looked up). */
    async isOutletTable(executor: Executor, outletId: number, tableId: number): Promise<boolean> {
      return (await executor.selectFrom('outlet_tables').select('id').where('id', '=', tableId).where('outlet_id', '=', outletId).executeTakeFirst()) !== undefined;
    },

    /** The outlet's order type (active or not: an old order keeps its type), or undefined. */
    findOrderType: async (executor: Executor, outletId: number, outletOrderTypeId: number) =>
      (await executor.executeQuery(fill(orderTypeQuery(), { id: outletOrderTypeId, outletId }))).rows[0],

    /** Orders created in the range that hold waiting pending items or are PENDING themselves. */
    async listPendingOrders(outletId: number, ownerId: number, pendingStatus: number, waitingStatus: number, fromIso: string, toIso: string): Promise<OrderRow[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('outlet_id', '=', outletId)
        .where('owner_id', '=', ownerId)
        .where('created_at', '>=', fromIso)
        .where('created_at', '<=', toIso)
        .where((eb) =>
          eb.or([
            eb('status', '=', pendingStatus),
            eb.exists(
              eb
                .selectFrom('pending_order_products')
                .select('pending_order_products.id')
                .whereRef('pending_order_products.order_id', '=', 'orders.id')
                .where('pending_order_products.status', '=', waitingStatus),
            ),
          ]),
        )
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(normaliseOrderRow);
    },

    /**
     * The order's type, its charges in the outlet's order, and the outlet's rounding setting.
     * A caller that has just read the order type (findOrderType) passes it to save the read.
     */
    async loadPricingSetup(executor: Executor, outletId: number, outletOrderTypeId: number, knownOrderType?: Selectable<Database['outlet_order_types']>) {
      const isKnown = knownOrderType?.id === outletOrderTypeId && knownOrderType.outlet_id === outletId;
      const read = isKnown ? undefined : (await executor.executeQuery(fill(orderTypeWithRoundingQuery(), { id: outletOrderTypeId, outletId }))).rows[0];
      let orderType: Selectable<Database['outlet_order_types']> | undefined = isKnown ? knownOrderType : undefined;
      let roundingValue: string | null;
      if (read) {
        const { rounding_value: value, ...row } = read;
        orderType = row;
        roundingValue = value ?? null;
      } else {
        // A known or missing order type: the rounding is its own read.
        roundingValue = (await executor.executeQuery(fill(roundingQuery(), { outletId }))).rows[0]?.value ?? null;
      }
      const charges = orderType ? (await executor.executeQuery(fill(chargesQuery(), { outletOrderTypeId, outletId }))).rows : [];
      return {
        orderType,
        charges: charges.map((charge) => ({ ...charge, amount: toNumber(charge.amount) })),
        roundingValue,
      };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type PricingSetup = Awaited<ReturnType<OrdersRepository['loadPricingSetup']>>;
export type AuditRow = Awaited<ReturnType<OrdersRepository['listAudits']>>[number];
export type OrderTableRow = Awaited<ReturnType<OrdersRepository['listOrderTables']>>[number];
export type TimeSessionRow = Awaited<ReturnType<OrdersRepository['listTimeSessions']>>[number];
