import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeSuccessToastsOfPreviousScreen } from '../shared/ui/toast.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { RotateDeviceNotice } from './RotateDeviceNotice.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { ViewportScaler } from './ViewportScaler.tsx';

/**
 * The toasts' container (with its transitions and swipe handling, about 13 kB gzipped) is fetched
 * right after the first render, off the first screen's path: a toast shown before it arrives waits
 * in the notifications store (shared/ui/toast.ts) and appears when it mounts.
 */
const ToastContainer = lazy(async () => ({ default: (await import('./ToastContainer.tsx')).ToastContainer }));

/** Success toasts stay with the screen they were shown on. */
function useCloseSuccessToastsOnScreenChange(): void {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeSuccessToastsOfPreviousScreen();
  }, [pathname]);
}

/** The frame around every route: scaling, the guard, dialogs and toasts. */
export function RootLayout() {
  useCloseSuccessToastsOnScreenChange();
  return (
    <ViewportScaler>
      <RouteGuard />
      <DialogHost />
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      <RotateDeviceNotice />
    </ViewportScaler>
  );
}
