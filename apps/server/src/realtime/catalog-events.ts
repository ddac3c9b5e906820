import { ServerEvent, type CatalogPartValue } from '@kasir/contracts';
import type { Broadcaster } from './broadcaster.ts';

/**
 * Tells the tills of each outlet which parts of its menu changed (catalog:changed). Callers call
 * it after their transaction commits, once per write, with every outlet the write touched.
 */
export async function announceCatalogChange(broadcaster: Broadcaster, outletIds: Iterable<number>, parts: readonly CatalogPartValue[]): Promise<void> {
  const Parts = [...new Set(parts)];
  if (Parts.length === 0) return;
  for (const outletId of new Set(outletIds)) await broadcaster.emitToOutlet(outletId, ServerEvent.CATALOG_CHANGED, { Parts });
}
