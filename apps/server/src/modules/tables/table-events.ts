import type { Kysely } from 'kysely';
import { LOCK_TABLE_EVENT_TYPE } from '@kasir/domain';
import { ServerEvent, type OutletTableChangedEvent } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';

type TableChange = Omit<OutletTableChangedEvent, 'OutletId' | 'Seq'>;

/**
 * Tells every terminal of the outlet the current state of some tables (`outletTable:lock`,
 * the event the spec's terminals already listen to for locks). Call it after commit: it reads
 * the committed rows, so a rolled-back change is never announced.
 */
export async function announceTables(
  deps: { db: Kysely<Database>; broadcaster: Broadcaster },
  outletId: number,
  tableIds: readonly number[],
  options?: { exceptSocketId?: string },
): Promise<void> {
  if (tableIds.length === 0) return;
  const rows = await deps.db
    .selectFrom('outlet_tables')
    .leftJoin('users', 'users.id', 'outlet_tables.lock_by')
    .select(['outlet_tables.id', 'outlet_tables.status', 'outlet_tables.pax', 'outlet_tables.lock_by', 'users.name as lock_by_name'])
    .where('outlet_tables.outlet_id', '=', outletId)
    .where('outlet_tables.id', 'in', [...new Set(tableIds)])
    .execute();
  for (const row of rows) {
    const change: TableChange = {
      OutletTableId: row.id,
      Type: LOCK_TABLE_EVENT_TYPE,
      Status: row.status,
      Pax: row.pax,
      LockBy: row.lock_by,
      LockByName: row.lock_by_name,
    };
    await deps.broadcaster.emitToOutlet(outletId, ServerEvent.OUTLET_TABLE_LOCK, change, options);
  }
}
