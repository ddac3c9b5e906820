import { ServerEvent, type UserChangedEvent } from '@kasir/contracts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';

/**
 * After commit: tells every terminal of the owner that a user or a role changed, so one whose
 * cashier it concerns refetches /user/me (permissions and role flags apply at once). Every
 * outlet of the owner is told, suspended ones too: a role's users may sit at any of them, and
 * the payload is only ids, nothing another cashier could not already see.
 */
export async function announceUserChange(broadcaster: Broadcaster, outletIds: readonly number[], change: UserChangedEvent): Promise<void> {
  await Promise.all(outletIds.map((outletId) => broadcaster.emitToOutlet(outletId, ServerEvent.USER_CHANGED, change)));
}
