import type { CashierRemoval, CashierSummary, CashierWriteBody, Me, User } from '@kasir/contracts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceUserChange } from './user-change-events.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import type { OwnersRepository } from '../auth/owners.repository.ts';
import type { PinGuard } from '../auth/pin-guard.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SessionsRepository } from '../auth/sessions.repository.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';
import type { UsersWriteRepository } from './users-write.repository.ts';
import { presentCashierSummary, presentUser } from './users.presenter.ts';

type Deps = {
  users: UsersRepository;
  usersWrite: UsersWriteRepository;
  owners: OwnersRepository;
  sessions: SessionsRepository;
  hasher: SecretHasher;
  pinGuard: PinGuard;
  auth: AuthService;
  broadcaster: Broadcaster;
};

/** Users of an owner: who they are, what their role allows, and the owner's management of them. */
export function createUsersService(deps: Deps) {
  async function presentMany(rows: UserRow[]): Promise<User[]> {
    const roles = await deps.users.loadRoles(rows.flatMap((row) => (row.role_id === null ? [] : [row.role_id])));
    const outlets = await deps.users.loadOutletIds(rows.map((row) => row.id));
    return rows.map((row) => presentUser(row, row.role_id === null ? undefined : roles.get(row.role_id), outlets.get(row.id) ?? []));
  }

  async function findOwned(auth: AuthContext, userId: number): Promise<UserRow> {
    const row = await deps.users.findById(auth.ownerId, userId);
    if (!row) throw notFound('User');
    return row;
  }

  async function assertWritable(auth: AuthContext, body: CashierWriteBody): Promise<void> {
    if (!(await deps.users.findRole(auth.ownerId, body.RoleId))) {
      throw new AppError('NOT_FOUND', 'Role not found', [{ field: 'RoleId', error: 'Role not found' }]);
    }
    const reachable = await deps.usersWrite.ownedOutletIds(auth.ownerId, body.OutletIds);
    const missing = body.OutletIds.find((id) => !reachable.includes(id));
    if (missing !== undefined) {
      throw new AppError('NOT_FOUND', `Outlet ${missing} not found`, [{ field: 'OutletIds', error: `Outlet ${missing} not found` }]);
    }
  }

  async function announce(ownerId: number, userId: number): Promise<void> {
    await announceUserChange(deps.broadcaster, await deps.usersWrite.allOutletIds(ownerId), { UserId: userId, RoleId: null });
  }

  return {
    async me(auth: AuthContext): Promise<Me> {
      const owner = await deps.owners.findById(auth.ownerId);
      if (!owner) throw new AppError('UNAUTHENTICATED', 'Session expired or invalid, please sign in again');
      const user = auth.userId === null ? null : ((await presentMany([await findOwned(auth, auth.userId)]))[0] ?? null);
      return { Owner: { Id: owner.id, Name: owner.name, Username: owner.username }, User: user };
    },

    async getOne(auth: AuthContext, userId: number): Promise<User> {
      const [user] = await presentMany([await findOwned(auth, userId)]);
      return user!;
    },

    /** GET /user/cashiers/{ownerId}: the active cashiers to choose from; another owner's id is 404. */
    async listForSelection(auth: AuthContext, ownerId: number): Promise<CashierSummary[]> {
      if (ownerId !== auth.ownerId) throw notFound('Owner');
      const rows = await deps.users.listByOwner(ownerId, { onlyActive: true });
      const roles = await deps.users.loadRoles(rows.flatMap((row) => (row.role_id === null ? [] : [row.role_id])));
      return rows.map((row) => presentCashierSummary(row, row.role_id === null ? null : (roles.get(row.role_id)?.name ?? null)));
    },

    async list(auth: AuthContext, nameLike: string | undefined): Promise<User[]> {
      return presentMany(await deps.users.listByOwner(auth.ownerId, nameLike ? { nameLike } : {}));
    },

    async listActive(auth: AuthContext): Promise<User[]> {
      const ids = await deps.sessions.listActiveCashierUserIds(auth.ownerId, new Date().toISOString());
      return presentMany(await deps.users.listByOwner(auth.ownerId, { ids, onlyActive: true }));
    },

    async create(auth: AuthContext, body: CashierWriteBody): Promise<User> {
      await assertWritable(auth, body);
      if (!body.PIN) throw new AppError('VALIDATION_ERROR', 'PIN is required', [{ field: 'PIN', error: 'PIN is required' }]);
      if (await deps.users.findByUsername(auth.ownerId, body.Username)) {
        throw new AppError('CONFLICT', 'Username is already used', [{ field: 'Username', error: 'Username is already used' }]);
      }
      const id = await deps.usersWrite.insert(auth.ownerId, body, await deps.hasher.hashSecret(body.PIN));
      await announce(auth.ownerId, id);
      return this.getOne(auth, id);
    },

    /** A changed role, PIN or a disabled user ends that user's sessions at once. */
    async update(auth: AuthContext, userId: number, body: CashierWriteBody): Promise<User> {
      const before = await findOwned(auth, userId);
      await assertWritable(auth, body);
      const clash = await deps.users.findByUsername(auth.ownerId, body.Username);
      if (clash && clash.id !== userId) {
        throw new AppError('CONFLICT', 'Username is already used', [{ field: 'Username', error: 'Username is already used' }]);
      }
      const pinHash = body.PIN ? await deps.hasher.hashSecret(body.PIN) : null;
      await deps.usersWrite.update(userId, body, pinHash);
      const isDisabled = body.IsActive === false && before.is_active === 1;
      if (isDisabled || before.role_id !== body.RoleId || pinHash !== null) await this.endUserSessions(userId, 'user-changed');
      await announce(auth.ownerId, userId);
      return this.getOne(auth, userId);
    },

    /**
     * DELETE /cashiers/{id}: a cashier history refers to (shifts, orders, payments …) is archived,
     * so history keeps the name; one nothing refers to is deleted for real. Either way their
     * sessions end at once and an open terminal is signed out.
     */
    async remove(auth: AuthContext, userId: number): Promise<CashierRemoval> {
      await findOwned(auth, userId);
      const sessionIds = await deps.sessions.revokeAllOfUser(userId, new Date().toISOString());
      const isDeleted = await deps.usersWrite.deleteIfUnreferenced(userId);
      if (!isDeleted) await deps.usersWrite.setActive(userId, false);
      deps.broadcaster.endSessions(sessionIds, 'user-disabled');
      await announce(auth.ownerId, userId);
      return { Archived: !isDeleted };
    },

    /** Not in the spec: the owner clears a PIN locked after too many wrong attempts. */
    async resetPinLock(auth: AuthContext, userId: number): Promise<void> {
      await findOwned(auth, userId);
      await deps.usersWrite.clearLockout(userId);
    },

    /** Not in the spec: the owner sets a new PIN; the lockout goes with the old one, and so do the user's sessions. */
    async resetPin(auth: AuthContext, userId: number, pin: string): Promise<void> {
      await findOwned(auth, userId);
      await deps.usersWrite.setPin(userId, await deps.hasher.hashSecret(pin));
      await this.endUserSessions(userId, 'user-changed');
      await announce(auth.ownerId, userId);
    },

    async endUserSessions(userId: number, reason: string): Promise<void> {
      const ids = await deps.sessions.revokeAllOfUser(userId, new Date().toISOString());
      // Already revoked here, so auth.endSessions (which revokes what is still live) would find
      // none to announce: the open terminals are told directly.
      deps.broadcaster.endSessions(ids, reason);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
