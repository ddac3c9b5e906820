import type { Me } from '@kasir/contracts';
import { cashierAni, cashierToken, meAni, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { useSessionStore } from '../session/session-store.ts';

/** Signs Ani in at Kopi Senja with a role that grants exactly these other permissions (spec §6). */
export function signInWithPermissions(permissions: number[]): void {
  const role = cashierAni.UserRole;
  if (role === null) throw new Error('fixture has a role');
  const me: Me = { ...meAni, User: { ...cashierAni, UserRole: { ...role, Role: { ...role.Role, RoleOtherModules: permissions.map((OtherModuleId) => ({ OtherModuleId, UsePin: false })) } } } };
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, me);
  store.outletChosen(outletKopiSenja);
}
