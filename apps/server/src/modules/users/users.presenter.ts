import type { CashierSummary, User } from '@kasir/contracts';
import type { RoleDetails, UserRow } from './users.repository.ts';

/** The spec's User shape (§3): role with module accesses, other modules and outlets. */
export function presentUser(row: UserRow, role: RoleDetails | undefined, outletIds: number[]): User {
  return {
    Id: row.id,
    Name: row.name,
    Username: row.username,
    OwnerId: row.owner_id,
    IsActive: row.is_active === 1,
    UserRole: role
      ? {
          Id: role.id,
          Role: {
            Id: role.id,
            Name: role.name,
            RoleModuleAccesses: role.moduleIds.map((id) => ({ ModuleId: id })),
            RoleOtherModules: role.otherModules.map((other) => ({ OtherModuleId: other.id, UsePin: other.usePin })),
          },
          UserRoleOutlets: outletIds.map((id) => ({ OutletId: id })),
        }
      : null,
    // Role flags (spec §6, ADR 0022): the ROLE's values, in the User shape spec §3 gives them.
    AutomaticStartShift: role?.automaticStartShift ?? false,
    StartShiftTime: role?.startShiftTime ?? null,
    AutomaticLogoutChasier: role?.automaticLogoutCashier ?? false,
    IsPinLocked: row.pin_locked_at !== null,
  };
}

export function presentCashierSummary(row: UserRow, roleName: string | null): CashierSummary {
  return { Id: row.id, Name: row.name, Username: row.username, RoleName: roleName };
}
