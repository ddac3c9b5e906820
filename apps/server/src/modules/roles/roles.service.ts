import type { RoleDetail, RoleWriteBody } from '@kasir/contracts';
import { ServerMessage, fillMessage } from '@kasir/domain';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceUserChange } from '../users/user-change-events.ts';
import type { RoleRecord, RolesRepository } from './roles.repository.ts';

export function presentRole(record: RoleRecord): RoleDetail {
  return {
    Id: record.id,
    Name: record.name,
    RoleModuleAccesses: record.moduleIds.map((id) => ({ ModuleId: id })),
    RoleOtherModules: record.otherModules.map((other) => ({ OtherModuleId: other.id, UsePin: other.usePin })),
    AutomaticStartShift: record.automatic_start_shift === 1,
    StartShiftTime: record.start_shift_time,
    AutomaticLogoutChasier: record.automatic_logout_cashier === 1,
    UserCount: record.userCount,
  };
}

const nameTaken = () => new AppError('CONFLICT', ServerMessage.ROLE_NAME_TAKEN, [{ field: 'Name', error: ServerMessage.ROLE_NAME_TAKEN }]);

/**
 * The owner's roles (spec §6): module accesses, other permissions with UsePin and the three role
 * flags. Permissions are read from the database on every request (permissions.ts, approvals), so
 * a saved role applies to the next call of every cashier holding it; the terminals are told to
 * refetch /user/me for what the app itself shows and decides (menus, automatic shift).
 */
export function createRolesService(deps: { roles: RolesRepository; broadcaster: Broadcaster }) {
  async function findOwned(auth: AuthContext, roleId: number): Promise<RoleRecord> {
    const [record] = await deps.roles.list(auth.ownerId, roleId);
    if (!record) throw notFound('Role');
    return record;
  }

  async function announce(ownerId: number, roleId: number): Promise<void> {
    await announceUserChange(deps.broadcaster, await deps.roles.ownerOutletIds(ownerId), { UserId: null, RoleId: roleId });
  }

  return {
    async list(auth: AuthContext): Promise<RoleDetail[]> {
      return (await deps.roles.list(auth.ownerId)).map(presentRole);
    },

    async getOne(auth: AuthContext, roleId: number): Promise<RoleDetail> {
      return presentRole(await findOwned(auth, roleId));
    },

    /** A role name is unique per owner: a retried create answers 409 instead of a second role. */
    async create(auth: AuthContext, body: RoleWriteBody): Promise<RoleDetail> {
      if (await deps.roles.findByName(auth.ownerId, body.Name)) throw nameTaken();
      const id = await deps.roles.insert(auth.ownerId, body);
      return this.getOne(auth, id);
    },

    async update(auth: AuthContext, roleId: number, body: RoleWriteBody): Promise<RoleDetail> {
      await findOwned(auth, roleId);
      const clash = await deps.roles.findByName(auth.ownerId, body.Name);
      if (clash && clash.id !== roleId) throw nameTaken();
      await deps.roles.update(roleId, body);
      await announce(auth.ownerId, roleId);
      return this.getOne(auth, roleId);
    },

    /** Refused while users hold the role (archived ones too: their history names the role's outlets). */
    async remove(auth: AuthContext, roleId: number): Promise<void> {
      await findOwned(auth, roleId);
      const { userCount } = await deps.roles.deleteIfUnused(roleId);
      if (userCount > 0) {
        const message = fillMessage(ServerMessage.ROLE_IN_USE, { count: userCount });
        throw new AppError('CONFLICT', message, [{ field: 'Id', error: message }]);
      }
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
