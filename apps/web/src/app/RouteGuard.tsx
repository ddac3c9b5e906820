import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useMaintenanceQuery } from '../features/session/api.ts';
import { useSessionStore, type SessionData } from '../features/session/session-store.ts';
import { useLockStatusSync } from '../features/session/use-lock-status-sync.ts';
import { FullScreenLoader } from '../shared/ui/FullScreenLoader.tsx';
import { resolveRoute, type RouteSessionState } from './route-guards.ts';

export function routeStateOf(session: SessionData): RouteSessionState {
  return {
    isLoggedIn: session.ownerToken !== null,
    hasCashier: session.cashierToken !== null && session.cashier !== null,
    hasOutlet: session.outlet !== null,
    isLocked: session.isLocked,
    lockReturnPath: session.lockReturnPath,
  };
}

/** Applies the spec §2 guard rules on every navigation and every session change. */
export function RouteGuard() {
  const location = useLocation();
  const routeState = useSessionStore(useShallow(routeStateOf));
  const maintenance = useMaintenanceQuery();
  const lockSync = useLockStatusSync();

  // A failed maintenance check counts as "off": an unreachable setting must not lock everyone out.
  if (maintenance.isPending || lockSync.isChecking) return <FullScreenLoader />;
  const target = resolveRoute(location.pathname, routeState, maintenance.data === true);
  if (target !== null && target !== location.pathname) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}
