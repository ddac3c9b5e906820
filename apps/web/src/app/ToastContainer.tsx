import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@kasir/domain';

/**
 * Where toasts show, in the header's empty band and click-through (app.css): a toast never
 * covers or blocks a button. A module of its own so RootLayout can load it lazily (the package
 * index is also imported by shared/ui/toast.ts; importing the component from here keeps its
 * transitions and swipe handling out of the first screen's chunks).
 */
export function ToastContainer() {
  return <Notifications position="top-center" autoClose={TOAST_TIMEOUT_MS} limit={5} zIndex={2000} classNames={{ root: 'kasir-notifications' }} />;
}
