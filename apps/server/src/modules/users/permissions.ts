import { AppError } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * Whether the session's role grants an "other permission" of spec §6. The owner may do
 * everything; a cashier needs the permission on their role (UsePin is handled by approvals).
 */
export function createPermissionChecker(users: UsersRepository) {
  return {
    async assertPermission(auth: AuthContext, permissionId: number, what: string): Promise<void> {
      if (auth.kind === 'owner') return;
      const user = auth.userId === null ? undefined : await users.findById(auth.ownerId, auth.userId);
      const roles = user?.role_id ? await users.loadRoles([user.role_id]) : new Map();
      const role = user?.role_id ? roles.get(user.role_id) : undefined;
      const isGranted = role?.otherModules.some((other: { id: number }) => other.id === permissionId) ?? false;
      if (!isGranted) throw new AppError('FORBIDDEN', `Sorry, you don't have access to ${what}`);
    },
  };
}

export type PermissionChecker = ReturnType<typeof createPermissionChecker>;
