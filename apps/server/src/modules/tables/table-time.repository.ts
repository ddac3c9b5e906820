import type { Kysely } from 'kysely';
import { TableStatus, sessionsEnd, type SessionTimes } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';

export type TimeUpCandidate = { id: number; outlet_id: number; table_name: string; area_name: string; ends_at: string };

/** SQL of the time-up watch: seated tables whose end has come and that were not told yet. */
export function createTableTimeRepository(db: Kysely<Database>) {
  const seatedTables = () =>
    db
      .selectFrom('outlet_tables')
      .innerJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
      .where('outlet_tables.status', '!=', TableStatus.EMPTY)
      .where('outlet_tables.time_up_notified_at', 'is', null);

  return {
    /** Tables with their own end (all-you-can-eat end time, or carried over from a move). */
    async tablesPastTheirEnd(nowIso: string): Promise<TimeUpCandidate[]> {
      const rows = await seatedTables()
        .select(['outlet_tables.id', 'outlet_tables.outlet_id', 'outlet_tables.table_name', 'outlet_areas.name as area_name', 'outlet_tables.ends_at'])
        .where('outlet_tables.ends_at', 'is not', null)
        .where('outlet_tables.ends_at', '<=', nowIso)
        .execute();
      return rows.flatMap((row) => (row.ends_at === null ? [] : [{ ...row, ends_at: row.ends_at }]));
    },

    /** Tables whose order's time sessions are over (ended, or terminated early); an open session never is. */
    async tablesPastTheirSessions(nowIso: string): Promise<TimeUpCandidate[]> {
      const rows = await seatedTables()
        .innerJoin('order_tables', 'order_tables.outlet_table_id', 'outlet_tables.id')
        .innerJoin('order_time_sessions', 'order_time_sessions.order_id', 'order_tables.order_id')
        .select(['outlet_tables.id', 'outlet_tables.outlet_id', 'outlet_tables.table_name', 'outlet_areas.name as area_name', 'order_time_sessions.end_time', 'order_time_sessions.terminated_on'])
        .where('order_tables.released_at', 'is', null)
        .execute();
      const byTable = new Map<number, { table: (typeof rows)[number]; sessions: SessionTimes[] }>();
      for (const row of rows) {
        const entry = byTable.get(row.id) ?? { table: row, sessions: [] };
        entry.sessions.push({ endTime: row.end_time === null ? null : new Date(row.end_time), terminatedOn: row.terminated_on === null ? null : new Date(row.terminated_on) });
        byTable.set(row.id, entry);
      }
      const now = new Date(nowIso).getTime();
      return [...byTable.values()].flatMap(({ table, sessions }) => {
        const end = sessionsEnd(sessions);
        if (end.kind !== 'ends' || end.at.getTime() > now) return [];
        return [{ id: table.id, outlet_id: table.outlet_id, table_name: table.table_name, area_name: table.area_name, ends_at: end.at.toISOString() }];
      });
    },

    /** Claims the notice for a table: true for exactly one caller, even across API instances. */
    async claimTimeUpNotice(tableId: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('outlet_tables')
        .set({ time_up_notified_at: nowIso })
        .where('id', '=', tableId)
        .where('time_up_notified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type TableTimeRepository = ReturnType<typeof createTableTimeRepository>;
