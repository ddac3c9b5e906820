import { matchMessage } from '@kasir/domain';
import { OutletSchema } from '@kasir/contracts';
import { ApiError, http } from '../../api/http-client.ts';
import { queryClient } from '../../api/query-client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { messageRefOf } from '../../i18n/messages.ts';
import { toast } from '../../shared/ui/toast.ts';
import { logoutPointOfSale } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';

/** The server's code for "Outlet {name} is suspended" (domain ServerMessage.OUTLET_SUSPENDED). */
const OUTLET_SUSPENDED_CODE = 'OUTLET_SUSPENDED';

/** The suspended outlet's name when `error` is the server refusing a call for that reason, else null. */
export function suspendedOutletNameOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  // error.message is already translated; the body keeps the server's own text.
  const rawMessage = error.body !== null && typeof error.body === 'object' && 'message' in error.body ? String(error.body.message) : '';
  const ref = messageRefOf(error.body) ?? matchMessage(rawMessage);
  if (ref?.code !== OUTLET_SUSPENDED_CODE) return null;
  return ref.params?.name ?? '';
}

/**
 * The owner suspended the outlet this terminal works on (the realtime event, or a call refused
 * for it): leave the point of sale like its logout does, so the route guard lands on
 * /select-outlet (which lists only outlets that are not suspended), and say why.
 */
export function leaveSuspendedOutlet(outletName: string): void {
  const { outlet } = useSessionStore.getState();
  if (!outlet) return;
  logoutPointOfSale();
  toast.warning(i18n.t('session.outletSuspended', { name: outletName || outlet.Name }));
}

/** The owner edited the outlet (name, type, printer, settings, order types): take its fresh data and refetch what shows it. */
export async function refreshChosenOutlet(): Promise<void> {
  const chosen = useSessionStore.getState().outlet;
  if (!chosen) return;
  try {
    const fresh = await http.get('/outlet/', { schema: OutletSchema });
    // The cashier may have left or switched outlets while the call ran.
    if (useSessionStore.getState().outlet?.Id === fresh.Id) useSessionStore.getState().outletChosen(fresh);
    void queryClient.invalidateQueries();
  } catch (error) {
    const suspendedName = suspendedOutletNameOf(error);
    if (suspendedName !== null) leaveSuspendedOutlet(suspendedName);
  }
}

/** Watches every query and mutation of the cashier app for the suspension refusal; returns the unsubscribe. */
export function watchSuspensionRefusals(): () => void {
  const onError = (error: unknown) => {
    const name = suspendedOutletNameOf(error);
    if (name !== null) leaveSuspendedOutlet(name);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
