import {
  OtherPermission,
  RESERVATION_BUFFER_HOURS,
  ReservationStatus,
  SpecMessage,
  fillMessage,
  findBlockingReservation,
  isMoveTarget,
} from '@kasir/domain';
import { ServerEvent, type OrderTablesChanged } from '@kasir/contracts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { OutletRow } from '../outlets/outlets.repository.ts';
import { ACTIVE_ORDER_STATUSES, type OrderRow, type OrderTablesRepository } from './order-tables.repository.ts';
import type { ReservationsRepository } from './reservations.repository.ts';
import { announceTables } from './table-events.ts';
import { occupyTablesForOrder, tableTakenError } from './table-occupancy.ts';
import type { Executor, TableRow, TablesRepository } from './tables.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets' | 'permissions' | 'broadcaster'> & {
  tables: TablesRepository;
  reservations: ReservationsRepository;
  orderTables: OrderTablesRepository;
  now?: () => Date;
};

const activeStatuses: readonly number[] = ACTIVE_ORDER_STATUSES;

/**
 * Change, merge and add order tables (spec §5, §7). Each runs in one transaction: the targets
 * are taken with conditional updates, so a target another terminal took (or a failure half-way)
 * leaves every table and the order as they were. Orders, lines and payments are untouched:
 * only which tables the order sits at changes.
 */
export function createOrderTablesService(deps: Deps) {
  const clock = deps.now ?? (() => new Date());

  async function loadOrder(auth: AuthContext, outlet: OutletRow, orderId: number, executor?: Executor): Promise<OrderRow> {
    const order = await deps.orderTables.findOrder(auth.ownerId, outlet.id, orderId, executor);
    if (!order) throw notFound('Order');
    if (!activeStatuses.includes(order.status)) throw new AppError('CONFLICT', `Order ${order.order_no} is not active any more`);
    return order;
  }

  /** Spec §5: only EMPTY targets, none with a WAITING reservation under 1 hour away either way. */
  async function assertTargets(trx: Executor, outlet: OutletRow, tableIds: readonly number[], reservedMessage: string): Promise<TableRow[]> {
    const targets = await deps.tables.findTables(outlet.id, tableIds, trx);
    if (targets.length !== new Set(tableIds).size) throw notFound('Table');
    const now = clock();
    for (const target of targets) {
      if (!isMoveTarget(target.status)) throw tableTakenError(target);
      const waiting = await deps.reservations.listByTable(outlet.id, target.id, { status: ReservationStatus.WAITING }, trx);
      const blocking = findBlockingReservation(
        waiting.map((row) => ({ status: row.status, reservationAt: new Date(row.reservation_at) })),
        now,
        RESERVATION_BUFFER_HOURS,
      );
      if (blocking) throw new AppError('CONFLICT', fillMessage(reservedMessage, { table: target.table_name }));
    }
    return targets;
  }

  /** After commit: every terminal sees the tables, and the order's new version. */
  async function finish(outlet: OutletRow, orderId: number, touchedTableIds: readonly number[]): Promise<OrderTablesChanged> {
    await announceTables(deps, outlet.id, touchedTableIds);
    const order = await deps.orderTables.findOrder(outlet.owner_id, outlet.id, orderId);
    if (!order) throw notFound('Order');
    await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: order.id, Version: order.version, Status: order.status });
    const links = (await deps.orderTables.loadLinks([orderId])).filter((link) => link.released_at === null);
    return {
      Id: order.id,
      Version: order.version,
      OutletAreaId: order.outlet_area_id,
      OutletTableIds: links.map((link) => link.outlet_table_id),
      OrderTables: links.map((link) => ({
        OutletTableId: link.outlet_table_id,
        OutletTable: { Id: link.outlet_table_id, TableName: link.table_name, OutletArea: { Name: link.area_name } },
      })),
    };
  }

  return {
    /** POST /order/{id}/changeOrderTable {OutletId, TableId}: the order leaves its tables for one EMPTY table. */
    async changeTable(auth: AuthContext, outletIdHeader: number | null, orderId: number, body: { OutletId?: number | undefined; TableId: number }): Promise<OrderTablesChanged> {
      const outlet = await deps.outlets.resolveOutlet(auth, body.OutletId ?? outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.MOVE_TABLE, 'move tables');
      const nowIso = clock().toISOString();
      const fromIds = await deps.tables.transaction(async (trx) => {
        await loadOrder(auth, outlet, orderId, trx);
        const sourceIds = await deps.orderTables.activeTableIdsOfOrder(orderId, trx);
        if (sourceIds.includes(body.TableId)) throw invalidField('TableId', 'is already the table of this order');
        const [target] = await assertTargets(trx, outlet, [body.TableId], SpecMessage.CHANGE_TABLE_RESERVED);
        if (!target) throw notFound('Table');
        const sources = await deps.tables.findTables(outlet.id, sourceIds, trx);
        await deps.orderTables.releaseLinks(orderId, sourceIds, nowIso, trx);
        await deps.tables.emptyTables(outlet.id, sourceIds, auth.userId, nowIso, trx);
        await occupyTablesForOrder(trx, { outletId: outlet.id, orderId, tableIds: [target.id], userId: auth.userId, skipReservationCheck: true });
        const timed = sources.find((source) => source.ends_at !== null);
        if (timed) await deps.tables.copySeatingTime(outlet.id, timed, target.id, trx);
        await deps.orderTables.touchOrder(orderId, { outletAreaId: target.outlet_area_id, now: nowIso }, trx);
        return sourceIds;
      });
      return finish(outlet, orderId, [...fromIds, body.TableId]);
    },

    /** POST /order/{id}/mergeOrderTable {TableIds[], ReferenceId}: EMPTY tables join the order, pointing at one of its tables. */
    async mergeTables(auth: AuthContext, outletIdHeader: number | null, orderId: number, body: { TableIds: number[]; ReferenceId: number }): Promise<OrderTablesChanged> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.MERGE_TABLE, 'merge tables');
      const tableIds = [...new Set(body.TableIds)];
      await deps.tables.transaction(async (trx) => {
        await loadOrder(auth, outlet, orderId, trx);
        const ownIds = await deps.orderTables.activeTableIdsOfOrder(orderId, trx);
        if (!ownIds.includes(body.ReferenceId)) throw invalidField('ReferenceId', 'must be a table of this order');
        if (tableIds.some((id) => ownIds.includes(id))) throw invalidField('TableIds', 'already belong to this order');
        await assertTargets(trx, outlet, tableIds, SpecMessage.MERGE_TABLE_RESERVED);
        await occupyTablesForOrder(trx, { outletId: outlet.id, orderId, tableIds, userId: auth.userId, mergedReferenceId: body.ReferenceId, skipReservationCheck: true });
        await deps.orderTables.touchOrder(orderId, { now: clock().toISOString() }, trx);
      });
      return finish(outlet, orderId, [...tableIds, body.ReferenceId]);
    },

    /** POST /order/{id}/addOrderTable {TableIds[]}: more tables for the order, refused near a reservation like a new order. */
    async addTables(auth: AuthContext, outletIdHeader: number | null, orderId: number, body: { TableIds: number[] }): Promise<OrderTablesChanged> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.ADD_ORDER, 'add orders');
      const tableIds = [...new Set(body.TableIds)];
      await deps.tables.transaction(async (trx) => {
        await loadOrder(auth, outlet, orderId, trx);
        const ownIds = await deps.orderTables.activeTableIdsOfOrder(orderId, trx);
        if (tableIds.some((id) => ownIds.includes(id))) throw invalidField('TableIds', 'already belong to this order');
        await occupyTablesForOrder(trx, { outletId: outlet.id, orderId, tableIds, userId: auth.userId });
        await deps.orderTables.touchOrder(orderId, { now: clock().toISOString() }, trx);
      });
      return finish(outlet, orderId, tableIds);
    },
  };
}

export type OrderTablesService = ReturnType<typeof createOrderTablesService>;
