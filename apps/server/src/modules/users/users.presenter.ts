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
    AutomaticStartShift: row.automatic_start_shift === 1,
    StartShiftTime: row.start_shift_time,
    AutomaticLogoutChasier: row.automatic_logout_cashier === 1,
  };
}

export function presentCashierSummary(row: UserRow, roleName: string | null): CashierSummary {
  return { Id: row.id, Name: row.name, Username: row.username, RoleName: roleName };
}
