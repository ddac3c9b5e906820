import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TableStatus } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useServerReachable } from '../../../api/reachability.ts';
import { useSessionStore, type FilledTable } from '../../session/session-store.ts';
import { tablesQueryKeys, updateTableStatus, useAreasQuery } from '../../tables/api.ts';
import { tablesStillHeld, withoutTables } from './held-tables.ts';

/**
 * The tables the cart seats its order at: the ones this terminal remembers (session store),
 * checked against the live floor whenever it is fetched, so a cart restored after a reload or
 * a lock never carries a table that was ordered, paid, voided or emptied since.
 */
export interface HeldTables {
  readonly tables: readonly FilledTable[];
  /** The remembered tables were compared with the live floor (or there were none to compare). */
  readonly isChecked: boolean;
}

export function useHeldTables(): HeldTables {
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const cashierId = useSessionStore((state) => state.cashier?.Id ?? null);
  const remembered = useSessionStore((state) => state.filledTables);
  // Offline (issue 23) the table was taken on this till only: a cached floor would call it EMPTY, so it is not asked.
  const isReachable = useServerReachable();
  // Only asked while there is something to check; fetched afresh on every visit of the menu.
  const floor = useAreasQuery(remembered.length > 0 && isReachable ? outletId : null);
  // A floor still being fetched may predate the seating that just happened: only a settled one counts.
  const liveTables = useMemo(() => (floor.data && !floor.isFetching ? floor.data.flatMap((area) => area.OutletTables) : null), [floor.data, floor.isFetching]);
  const tables = useMemo(() => (liveTables ? tablesStillHeld(remembered, liveTables, cashierId) : remembered), [liveTables, remembered, cashierId]);

  // The session store forgets what the floor no longer gives this cashier, so a reload does too.
  useEffect(() => {
    if (tables.length !== remembered.length) useSessionStore.getState().filledTablesChanged([...tables]);
  }, [tables, remembered]);

  const isChecked = remembered.length === 0 || !isReachable || floor.isError || liveTables !== null;
  return { tables, isChecked };
}

/** Forgets tables an order has just taken: the next order starts with none. */
export function forgetTables(tableIds: readonly number[]): void {
  if (tableIds.length === 0) return;
  const { filledTables, filledTablesChanged } = useSessionStore.getState();
  filledTablesChanged(withoutTables(filledTables, tableIds));
}

/** The chip's remove button: the table leaves the cart at once and is freed (EMPTY) on the server. */
export function useReleaseTable(): (table: FilledTable) => void {
  const queryClient = useQueryClient();
  return (table) => {
    forgetTables([table.OutletTableId]);
    updateTableStatus({ OutletTableId: table.OutletTableId, Status: TableStatus.EMPTY, EndTime: null })
      // A table that already holds an order (or another cashier's seat) is not ours to free: the server says so.
      .catch((error: unknown) => toast.error(errorMessageOf(error)))
      .finally(() => void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all }));
  };
}
