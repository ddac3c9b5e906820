import { TableStatus } from '@kasir/domain';
import type { FilledTable } from '../../session/session-store.ts';

/** What the live floor says about a remembered table (the tables feature's OutletTable, in part). */
export interface LiveTable {
  readonly Id: number;
  readonly Status: number;
  readonly LockBy: number | null;
  readonly FilledId?: number | null;
}

/**
 * The remembered tables this cashier still holds, by the server's word: FILLED and locked (or
 * filled) by them. A table ordered, paid, voided, emptied or taken by anyone since, or gone
 * from the floor, is no longer the cart's, so a restored cart never puts an order on it.
 */
export function tablesStillHeld(remembered: readonly FilledTable[], live: readonly LiveTable[], cashierId: number | null): FilledTable[] {
  if (cashierId === null) return [];
  const byId = new Map(live.map((table) => [table.Id, table]));
  return remembered.filter((entry) => {
    const table = byId.get(entry.OutletTableId);
    if (!table || table.Status !== TableStatus.FILLED) return false;
    return (table.LockBy ?? table.FilledId ?? null) === cashierId;
  });
}

/** The remembered list without the given tables (an order took them, or the cashier took them off). */
export function withoutTables(remembered: readonly FilledTable[], tableIds: readonly number[]): FilledTable[] {
  const gone = new Set(tableIds);
  return remembered.filter((entry) => !gone.has(entry.OutletTableId));
}
