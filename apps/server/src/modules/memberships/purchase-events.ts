import { ServerEvent } from '@kasir/contracts';
import type { ModuleDeps } from '../../platform/module-deps.ts';

/**
 * `purchaseMembership:changed` to the purchase's outlet, called after the transaction commits:
 * the other terminals' /cashier/qr-membership lists refetch without the cashier reloading.
 */
export async function announcePurchase(broadcaster: ModuleDeps['broadcaster'], row: { id: number; outlet_id: number; status: number }): Promise<void> {
  await broadcaster.emitToOutlet(row.outlet_id, ServerEvent.PURCHASE_MEMBERSHIP_CHANGED, { Id: row.id, Status: row.status });
}
