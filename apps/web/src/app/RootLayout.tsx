import { useEffect, useRef } from 'react';
import { Notifications } from '@mantine/notifications';
import { useLocation } from 'react-router';
import { TOAST_TIMEOUT_MS } from '@kasir/domain';
import { closeSuccessToastsOfPreviousScreen } from '../shared/ui/toast.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { RotateDeviceNotice } from './RotateDeviceNotice.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { ViewportScaler } from './ViewportScaler.tsx';

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
      {/* In the header's empty band and click-through (app.css): a toast never covers or blocks a button. */}
      <Notifications position="top-center" autoClose={TOAST_TIMEOUT_MS} limit={5} zIndex={2000} classNames={{ root: 'kasir-notifications' }} />
      <RotateDeviceNotice />
    </ViewportScaler>
  );
}
