import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@kasir/domain';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { RotateDeviceNotice } from './RotateDeviceNotice.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { ViewportScaler } from './ViewportScaler.tsx';

/** The frame around every route: scaling, the guard, dialogs and toasts. */
export function RootLayout() {
  return (
    <ViewportScaler>
      <RouteGuard />
      <DialogHost />
      {/* Below the shell header, so a toast never covers the lock button or the account menu. */}
      <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} limit={5} zIndex={2000} classNames={{ root: 'kasir-notifications' }} />
      <RotateDeviceNotice />
    </ViewportScaler>
  );
}
