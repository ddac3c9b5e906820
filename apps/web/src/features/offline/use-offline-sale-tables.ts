import { useMemo } from 'react';
import { TableStatus } from '@kasir/domain';
import type { OutletArea } from '../tables/wire-types.ts';
import type { OfflineSale } from './offline-sale.ts';
import { useOutbox } from './use-outbox.ts';

/** The tables of sales the server does not have yet: taken on this till, whatever the cached floor says. */
export function offlineHeldTableIds(sales: readonly OfflineSale[]): Set<number> {
  const ids = new Set<number>();
  for (const sale of sales) {
    if (sale.state === 'done') continue;
    for (const id of sale.order.OutletTableIds ?? []) ids.add(id);
  }
  return ids;
}

/** The floor as this till shows it offline: a table held by an unsent sale is ORDERED. */
export function withOfflineHeldTables(areas: readonly OutletArea[], heldIds: ReadonlySet<number>): OutletArea[] {
  if (heldIds.size === 0) return [...areas];
  return areas.map((area) => ({
    ...area,
    OutletTables: area.OutletTables.map((table) => (heldIds.has(table.Id) ? { ...table, Status: TableStatus.ORDERED } : table)),
  }));
}

/** The ids of tables held by this till's unsent offline sales (issue 23). */
export function useOfflineHeldTableIds(): Set<number> {
  const { sales } = useOutbox();
  return useMemo(() => offlineHeldTableIds(sales), [sales]);
}
