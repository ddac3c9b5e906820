import { describe, expect, it } from 'vitest';
import { resolveRoute, type RouteSessionState } from './route-guards.ts';
import { paths } from './router.tsx';
import { backOfficePaths } from '../features/backoffice/backoffice-paths.ts';

const loggedOut: RouteSessionState = { isLoggedIn: false, hasCashier: false, hasOutlet: false, isLocked: false, lockReturnPath: null };
const owner: RouteSessionState = { ...loggedOut, isLoggedIn: true };
const cashier: RouteSessionState = { ...owner, hasCashier: true };
const ownerWithKeptOutlet: RouteSessionState = { ...owner, hasOutlet: true };
const ready: RouteSessionState = { ...cashier, hasOutlet: true };
const locked: RouteSessionState = { ...ready, isLocked: true, lockReturnPath: paths.table };

type Row = [rule: string, pathname: string, state: RouteSessionState, isMaintenance: boolean, expected: string | null];

const rows: Row[] = [
  // Public routes
  ['login is public', paths.login, loggedOut, false, null],
  ['check-promo is public', paths.checkPromo, loggedOut, false, null],
  // The back office guards itself with its own owner session (features/backoffice).
  ['back office is its own guard', backOfficePaths.root, loggedOut, false, null],
  ['back office pages stay put for a cashier', backOfficePaths.staff, ready, false, null],
  ['back office is not stopped by cashier maintenance', backOfficePaths.login, loggedOut, true, null],
  ['check-promo stays public when set up', paths.checkPromo, ready, false, null],
  ['sign-up is public', paths.signUp, loggedOut, false, null],
  ['sign-up stays open on a signed-in terminal', paths.signUp, ready, false, null],
  // Not logged in → /
  ['not logged in: select-cashier', paths.selectCashier, loggedOut, false, paths.login],
  ['not logged in: select-outlet', paths.selectOutlet, loggedOut, false, paths.login],
  ['not logged in: lock', paths.lock, loggedOut, false, paths.login],
  ['not logged in: cashier child', paths.table, loggedOut, false, paths.login],
  ['not logged in: unknown address', '/nowhere', loggedOut, false, paths.login],
  // Logged in without cashier → /select-cashier
  ['owner only: select-cashier allowed', paths.selectCashier, owner, false, null],
  ['owner only: select-outlet', paths.selectOutlet, owner, false, paths.selectCashier],
  ['owner only: menu', paths.menu, owner, false, paths.selectCashier],
  ['owner only: lock', paths.lock, owner, false, paths.selectCashier],
  ['owner only: login goes on to select-cashier', paths.login, owner, false, paths.selectCashier],
  ['owner with kept outlet: still picks a cashier', paths.menu, ownerWithKeptOutlet, false, paths.selectCashier],
  // Cashier without outlet → /select-outlet
  ['cashier: select-outlet allowed', paths.selectOutlet, cashier, false, null],
  ['cashier: menu', paths.menu, cashier, false, paths.selectOutlet],
  ['cashier: lock', paths.lock, cashier, false, paths.selectOutlet],
  ['cashier: select-cashier again goes on', paths.selectCashier, cashier, false, paths.selectOutlet],
  // Fully set up
  ['ready: / goes to menu', paths.login, ready, false, paths.menu],
  ['ready: select-outlet with outlet chosen goes to menu', paths.selectOutlet, ready, false, paths.menu],
  ['ready: select-cashier goes to menu', paths.selectCashier, ready, false, paths.menu],
  ['ready: /cashier alone goes to menu', paths.cashier, ready, false, paths.menu],
  ['ready: /cashier/ with slash goes to menu', `${paths.cashier}/`, ready, false, paths.menu],
  ['ready: menu allowed', paths.menu, ready, false, null],
  ['ready: menu details allowed', `${paths.menu}/42`, ready, false, null],
  ['ready: nested settings allowed', paths.localeSetting, ready, false, null],
  ['ready: lock when not locked goes to menu', paths.lock, ready, false, paths.menu],
  ['ready: unknown address goes to menu', '/nowhere', ready, false, paths.menu],
  // Locked → /lock
  ['locked: lock allowed', paths.lock, locked, false, null],
  ['locked: menu', paths.menu, locked, false, paths.lock],
  ['locked: /cashier', paths.cashier, locked, false, paths.lock],
  ['locked: login', paths.login, locked, false, paths.lock],
  ['locked: select-outlet', paths.selectOutlet, locked, false, paths.lock],
  ['locked: select-cashier', paths.selectCashier, locked, false, paths.lock],
  // After unlocking, /lock leads back to where the cashier locked from
  ['unlocked: lock returns to saved path', paths.lock, { ...locked, isLocked: false }, false, paths.table],
  ['unlocked: saved path outside /cashier is ignored', paths.lock, { ...ready, lockReturnPath: paths.login }, false, paths.menu],
  // Maintenance
  ['maintenance: login', paths.login, loggedOut, true, paths.maintenance],
  ['maintenance: menu', paths.menu, ready, true, paths.maintenance],
  ['maintenance: check-promo', paths.checkPromo, loggedOut, true, paths.maintenance],
  ['maintenance: sign-up', paths.signUp, loggedOut, true, paths.maintenance],
  ['maintenance: lock', paths.lock, locked, true, paths.maintenance],
  ['maintenance: maintenance allowed', paths.maintenance, ready, true, null],
  ['maintenance off: leaves to /', paths.maintenance, loggedOut, false, paths.login],
  ['maintenance off: / then the stage screen', paths.maintenance, ready, false, paths.menu],
];

describe('resolveRoute (spec §2 guard rules)', () => {
  it.each(rows)('%s', (_rule, pathname, state, isMaintenance, expected) => {
    expect(resolveRoute(pathname, state, isMaintenance)).toBe(expected);
  });

  it('never answers a target that would itself be redirected', () => {
    const states = [loggedOut, owner, cashier, ownerWithKeptOutlet, ready, locked];
    const allPaths = [...Object.values(paths), '/nowhere', `${paths.menu}/7`];
    for (const state of states) {
      for (const isMaintenance of [false, true]) {
        for (const pathname of allPaths) {
          const target = resolveRoute(pathname, state, isMaintenance);
          if (target !== null) expect(resolveRoute(target, state, isMaintenance)).toBeNull();
        }
      }
    }
  });
});
