import { ModuleType } from '@kasir/domain';
import type { User } from '@kasir/contracts';
import { hasModuleAccess } from '../shell/screen-access.ts';

/** Spec §6: reports follow the REPORT module (17) of the role; the server checks it again on every call. */
export function canSeeReports(user: User | null): boolean {
  return hasModuleAccess(user, ModuleType.REPORT);
}
