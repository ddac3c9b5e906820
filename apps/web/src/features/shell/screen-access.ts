import { ModuleType, OtherPermission, type CodeValue } from '@kasir/domain';
import type { User } from '@kasir/contracts';
import type { ScreenId } from './screens.ts';

type ModuleId = CodeValue<typeof ModuleType>;
type PermissionId = CodeValue<typeof OtherPermission>;

/** What a role needs to see a screen: a module access (spec §6) and, for some, an other permission too. */
export interface ScreenAccess {
  module?: ModuleId;
  permission?: PermissionId;
}

/**
 * Spec §6 leaves the module-to-screen mapping unshown; this is ours. A screen without an entry
 * (language, help) is everyone's. The server re-checks every call whatever the rail shows.
 */
export const screenAccess: Partial<Record<ScreenId, ScreenAccess>> = {
  menu: { module: ModuleType.PESANAN },
  menuDetail: { module: ModuleType.PESANAN },
  add: { module: ModuleType.PESANAN },
  order: { module: ModuleType.PESANAN },
  pendingItem: { module: ModuleType.PESANAN },
  table: { module: ModuleType.OUTLET_TABLE },
  reservation: { module: ModuleType.RESERVASI, permission: OtherPermission.RESERVATION },
  orderHistory: { module: ModuleType.PESANAN, permission: OtherPermission.VIEW_ORDER_HISTORY },
  shift: { module: ModuleType.SHIFT },
  favorite: { module: ModuleType.FAVORITE },
  setStock: { module: ModuleType.PRODUCT, permission: OtherPermission.SET_PRODUCT_STOCK },
  member: { module: ModuleType.MEMBER },
  qrMembership: { module: ModuleType.MEMBER, permission: OtherPermission.GENERATE_MEMBER_QR },
  addMenu: { module: ModuleType.PRODUCT },
  settings: { module: ModuleType.PENGATURAN },
  qrCodeSetting: { module: ModuleType.PENGATURAN },
  deviceList: { module: ModuleType.DEVICE },
  testPrint: { module: ModuleType.DEVICE },
  setReceipt: { module: ModuleType.RECEIPT },
};

/** Whether the role grants a module (spec §6 RoleModuleAccesses); the owner acting alone and a user without a role read as granted. */
export function hasModuleAccess(user: User | null, moduleId: ModuleId): boolean {
  const role = user?.UserRole?.Role;
  if (!role) return true;
  return role.RoleModuleAccesses.some((access) => access.ModuleId === moduleId);
}

function hasPermission(user: User | null, permissionId: PermissionId): boolean {
  const role = user?.UserRole?.Role;
  if (!role) return true;
  return role.RoleOtherModules.some((other) => other.OtherModuleId === permissionId);
}

/** Whether the rail offers the screen to this user. */
export function canSeeScreen(user: User | null, screen: ScreenId): boolean {
  const access = screenAccess[screen];
  if (!access) return true;
  if (access.module !== undefined && !hasModuleAccess(user, access.module)) return false;
  return access.permission === undefined || hasPermission(user, access.permission);
}
