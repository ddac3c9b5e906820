import { bindHttpSession } from '../../api/http-client.ts';
import type { RelatedEntity } from '../../api/error-log.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../shared/ui/toast.ts';
import { dropEndedSession, isEndedOnThisTerminal } from './session-actions.ts';
import { currentToken, useSessionStore, type SessionData } from './session-store.ts';

/** Spec §8: error logs name the outlet, user and owner involved. */
export function relatedEntitiesOf(state: SessionData): RelatedEntity[] {
  const entities: RelatedEntity[] = [];
  if (state.outlet) entities.push({ Type: 'Outlet', EntityId: state.outlet.Id, EntityName: state.outlet.Name });
  if (state.cashier) entities.push({ Type: 'User', EntityId: state.cashier.Id, EntityName: state.cashier.Name });
  if (state.ownerId !== null) entities.push({ Type: 'Owner', EntityId: state.ownerId, EntityName: state.owner?.Name ?? null });
  return entities;
}

/** Tells the session that a token was refused and shows why the screen changes. */
export function handleEndedSession(token: string): void {
  const before = useSessionStore.getState();
  if (token !== before.cashierToken && token !== before.ownerToken) return;
  dropEndedSession(token);
  // This terminal ended it itself (switch cashier, log out): that is no news from another device.
  if (!isEndedOnThisTerminal(token)) toast.info(i18n.t('session.endedElsewhere'));
}

/** Connects the http client to the session store; called once at start. */
export function bindSessionToHttp(): void {
  bindHttpSession({
    currentToken: () => currentToken(useSessionStore.getState()),
    currentOutletId: () => useSessionStore.getState().outlet?.Id ?? null,
    relatedEntities: () => relatedEntitiesOf(useSessionStore.getState()),
    onTokenInvalid: handleEndedSession,
    onCashierLocked: () => {
      const state = useSessionStore.getState();
      if (state.cashierToken && !state.isLocked) state.lockChanged(true);
    },
  });
}
