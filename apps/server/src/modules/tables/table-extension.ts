import { OutletType, TableType, formatOutletTimeOfDay, formatTimeLeft, isTableOrdered, planTimeExtension } from '@kasir/domain';
import { ServerEvent } from '@kasir/contracts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { OutletRow } from '../outlets/outlets.repository.ts';
import type { OrderTablesRepository } from './order-tables.repository.ts';
import { announceTables } from './table-events.ts';
import { tableExtensionRepository as extension } from './table-extension.repository.ts';
import type { TableRow, TablesRepository } from './tables.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'broadcaster'> & { tables: TablesRepository; orderTables: OrderTablesRepository };

export type ExtendTimeInput = { outlet: OutletRow; table: TableRow; endTime: string | null; userId: number; now: Date };

/**
 * POST /outletTable/updateStatusOutletTable {OutletTableId, Status ORDERED, EndTime} on a table
 * that holds an order: its play time ends at the new EndTime (outlet clock, the next time it
 * reads so). Spec §2 gives time only to time-based tables and all-you-can-eat outlets. In one
 * transaction the order's time sessions (domain planTimeExtension), the order's end time and
 * the end of every table of the order move together; after commit every terminal hears
 * outletTable:lock (the plan refetches and counts down to the new end), order:changed, and the
 * table:leftTime notice with the time now left. The sweep tells time-up again at the new end.
 */
export async function extendTableTime(deps: Deps, input: ExtendTimeInput): Promise<void> {
  const { outlet, table, now } = input;
  if (!isTableOrdered(table.status)) throw new AppError('CONFLICT', `Table ${table.table_name} holds no order whose time can be extended`);
  if (outlet.type !== OutletType.ALL_YOU_CAN_EAT && table.type !== TableType.TIME_BASED) {
    throw invalidField('EndTime', 'is only for time-based tables and all-you-can-eat outlets');
  }
  const nowIso = now.toISOString();
  const moved = await deps.tables.transaction(async (trx) => {
    const order = await extension.activeOrderAt(trx, outlet.id, table.id);
    if (!order) throw notFound('Order');
    const sessions = (await extension.sessionsOf(trx, order.id)).map((row) => ({
      endTime: row.end_time === null ? null : new Date(row.end_time),
      terminatedOn: row.terminated_on === null ? null : new Date(row.terminated_on),
    }));
    const plan = planTimeExtension(sessions, input.endTime, now, outlet.time_zone);
    if (plan.kind === 'refused') throw invalidField('EndTime', plan.message);
    const endIso = plan.endsAt.toISOString();
    if (plan.kind === 'endOpen') await extension.endOpenSessions(trx, order.id, endIso);
    else await extension.insertSession(trx, { orderId: order.id, isFirst: plan.kind === 'startFirst', startIso: plan.startsAt.toISOString(), endIso });
    const endTime = formatOutletTimeOfDay(plan.endsAt, outlet.time_zone);
    const tableIds = await deps.orderTables.activeTableIdsOfOrder(order.id, trx);
    await extension.moveTablesEnd(trx, outlet.id, tableIds, { endTime, endsAtIso: endIso, userId: input.userId, nowIso });
    await extension.moveOrderEnd(trx, order.id, endTime, nowIso);
    return { orderId: order.id, tableIds, endsAt: plan.endsAt };
  });

  await announceTables(deps, outlet.id, moved.tableIds);
  const order = await deps.orderTables.findOrder(outlet.owner_id, outlet.id, moved.orderId);
  if (order) await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.ORDER_CHANGED, { OrderId: order.id, Version: order.version, Status: order.status });
  const leftTime = formatTimeLeft(now, moved.endsAt);
  for (const row of await deps.tables.findTables(outlet.id, moved.tableIds)) {
    await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.TABLE_LEFT_TIME, {
      OutletTableId: row.id,
      TableName: row.table_name,
      OutletAreaName: row.area_name,
      EndsAt: moved.endsAt.toISOString(),
      LeftTime: leftTime,
    });
  }
}
