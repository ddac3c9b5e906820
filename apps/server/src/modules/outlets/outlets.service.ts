import type { Outlet } from '@kasir/contracts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { OutletRow, OutletsRepository } from './outlets.repository.ts';
import { presentOutlet } from './outlets.presenter.ts';

/**
 * Which outlets a session reaches: an owner token reaches the owner's outlets, a cashier token
 * only the outlets of its role. Anything else is "not found" (404), so ids do not leak.
 */
export function createOutletsService(deps: { outlets: OutletsRepository; users: UsersRepository }) {
  async function reachableOutletIds(auth: AuthContext): Promise<number[]> {
    if (auth.kind === 'owner' || auth.userId === null) {
      return (await deps.outlets.listByOwner(auth.ownerId)).map((row) => row.id);
    }
    return (await deps.users.loadOutletIds([auth.userId])).get(auth.userId) ?? [];
  }

  /**
   * The outlet of a call that names none (no `outletid` header: a client written from the spec
   * alone, whose HTTP calls carry only the bearer token). A cashier works where their shift is
   * open; otherwise the one outlet the session reaches. Anything less certain is refused.
   */
  async function impliedOutletId(auth: AuthContext): Promise<number> {
    if (auth.kind === 'cashier' && auth.userId !== null) {
      const withOpenShift = await deps.outlets.listOpenShiftOutletIds(auth.ownerId, auth.userId);
      if (withOpenShift.length === 1 && withOpenShift[0] !== undefined) return withOpenShift[0];
    }
    const reachable = await reachableOutletIds(auth);
    if (reachable.length === 1 && reachable[0] !== undefined) return reachable[0];
    throw new AppError('VALIDATION_ERROR', 'Choose an outlet first', [{ field: 'outletid', error: 'Choose an outlet first' }]);
  }

  async function resolveOutlet(auth: AuthContext, outletHeader: number | null): Promise<OutletRow> {
    const outletId = outletHeader ?? (await impliedOutletId(auth));
    let outlet: OutletRow | undefined;
    if (auth.kind === 'cashier' && auth.userId !== null) {
      const found = await deps.outlets.findForUser(auth.ownerId, outletId, auth.userId);
      if (found && !found.isReachable) throw notFound('Outlet');
      outlet = found?.outlet;
    } else {
      outlet = await deps.outlets.findById(auth.ownerId, outletId);
    }
    if (!outlet) throw notFound('Outlet');
    if (outlet.is_suspend === 1) throw new AppError('FORBIDDEN', `Outlet ${outlet.name} is suspended`);
    return outlet;
  }

  return {
    reachableOutletIds,
    resolveOutlet,

    async listForUser(auth: AuthContext, hideSuspended: boolean): Promise<Outlet[]> {
      const ids = await reachableOutletIds(auth);
      const rows = await deps.outlets.listByIds(auth.ownerId, ids, { hideSuspended });
      return rows.map(presentOutlet);
    },

    async getCurrent(auth: AuthContext, outletId: number | null): Promise<Outlet> {
      return presentOutlet(await resolveOutlet(auth, outletId));
    },
  };
}

export type OutletsService = ReturnType<typeof createOutletsService>;
