import { paths } from './router.tsx';
import { isBackOfficePath } from '../features/backoffice/backoffice-paths.ts';

/** What the guard needs to know about the session (spec §4 stages). */
export interface RouteSessionState {
  isLoggedIn: boolean;
  hasCashier: boolean;
  hasOutlet: boolean;
  isLocked: boolean;
  /** The /cashier route the cashier was on when locking. */
  lockReturnPath: string | null;
}

// `paths` is read inside functions only: router.tsx imports this module, so while this module
// loads, `paths` may not be initialised yet.

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isCashierPath(pathname: string): boolean {
  return pathname === paths.cashier || pathname.startsWith(`${paths.cashier}/`);
}

/** The screen the session belongs on when it has nowhere more specific to be. */
function stageHome(state: RouteSessionState): string {
  if (!state.isLoggedIn) return paths.login;
  if (!state.hasCashier) return paths.selectCashier;
  if (!state.hasOutlet) return paths.selectOutlet;
  if (state.isLocked) return paths.lock;
  return paths.menu;
}

function resolveOnce(pathname: string, state: RouteSessionState, isMaintenance: boolean): string | null {
  // The back office guards itself with its own owner session, and cashier maintenance does not stop it.
  if (isBackOfficePath(pathname)) return null;
  if (isMaintenance) return pathname === paths.maintenance ? null : paths.maintenance;
  if (pathname === paths.maintenance) return paths.login;
  if (pathname === paths.checkPromo || pathname === paths.memberSignUp || pathname === paths.selfOrder) return null;
  // Sign-up is for someone with no account yet, and stays open to a signed-in terminal too.
  if (pathname === paths.signUp) return null;
  if (pathname === paths.login) return state.isLoggedIn ? stageHome(state) : null;

  if (!state.isLoggedIn) return paths.login;
  if (pathname === paths.selectCashier) return state.hasCashier ? stageHome(state) : null;
  if (!state.hasCashier) return paths.selectCashier;
  if (pathname === paths.selectOutlet) return state.hasOutlet ? paths.menu : null;
  if (!state.hasOutlet) return paths.selectOutlet;
  if (pathname === paths.lock) {
    if (state.isLocked) return null;
    return state.lockReturnPath && isCashierPath(state.lockReturnPath) ? state.lockReturnPath : paths.menu;
  }
  if (state.isLocked) return paths.lock;
  if (pathname === paths.cashier) return paths.menu;
  if (isCashierPath(pathname)) return null;
  return stageHome(state);
}

/**
 * Spec §2 guard rules as one pure function: where `pathname` must go instead, or null to stay.
 * Rules chain (maintenance off at /maintenance → / → the stage's screen), so the answer is
 * always the final target and never itself redirected.
 */
export function resolveRoute(pathname: string, state: RouteSessionState, isMaintenance: boolean): string | null {
  let current = normalise(pathname);
  let target: string | null = null;
  // Each rule moves strictly deeper into the stages, so a handful of steps always settles.
  for (let step = 0; step < 5; step += 1) {
    const next = resolveOnce(current, state, isMaintenance);
    if (next === null || next === current) return target;
    target = next;
    current = next;
  }
  return target;
}
