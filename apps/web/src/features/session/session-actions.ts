import { queryClient } from '../../api/query-client.ts';
import { disconnectRealtime } from '../../api/socket-client.ts';
import { closeAllDialogs, discardLockSnapshot } from '../../dialogs/dialog-registry.ts';
import { clearSessionCaches } from '../../shared/session-cache.ts';
import { fetchMe, loginCashier, logoutCashierCall, logoutOwnerCall, sessionQueryKeys } from './api.ts';
import { useSessionStore } from './session-store.ts';
import { lockStatusQueryKey } from './use-lock-status-sync.ts';

/** What belongs to one cashier on one outlet: open dialogs, realtime, cached server data. */
function dropCashierWorkspace(): void {
  disconnectRealtime();
  closeAllDialogs();
  discardLockSnapshot();
  clearSessionCaches();
  // The public maintenance flag stays: it is nobody's data and the guard relies on it.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== sessionQueryKeys.maintenance[1] });
}

/** PIN login of a cashier chosen on this terminal, then their profile and role. */
export async function signInCashier(username: string, pin: string): Promise<void> {
  const { ownerToken } = useSessionStore.getState();
  if (!ownerToken) throw new Error('Owner is not logged in');
  const token = await loginCashier(username, pin, ownerToken);
  const me = await fetchMe(token);
  // A session that has just been opened is not locked; asking the server again would only flash a loader.
  queryClient.setQueryData(lockStatusQueryKey(token), { IsLocked: false });
  useSessionStore.getState().cashierChosen(token, me);
}

/**
 * Tokens this terminal ends itself (switch cashier, log out). The server answers such an end
 * with session:ended and later calls with that token with 401 — expected here, so they must not
 * be told as "ended on another device".
 */
const tokensEndedHere = new Set<string>();

export function isEndedOnThisTerminal(token: string): boolean {
  return tokensEndedHere.has(token);
}

/** Marks the tokens as ended here and closes realtime before the server hears of it. */
function beginEnding(tokens: ReadonlyArray<string | null>): void {
  for (const token of tokens) if (token) tokensEndedHere.add(token);
  disconnectRealtime();
}

/**
 * Spec §4 cashier logout → /select-cashier. The local session is dropped even when the server
 * cannot be reached: the cashier asked to leave, and the token is forgotten either way.
 */
export async function logoutCashier(): Promise<void> {
  const { cashierToken } = useSessionStore.getState();
  beginEnding([cashierToken]);
  try {
    if (cashierToken) await logoutCashierCall(cashierToken);
  } finally {
    dropCashierWorkspace();
    useSessionStore.getState().clearCashier();
  }
}

/** Spec §4 logout of the point of sale → /select-outlet; no server call. */
export function logoutPointOfSale(): void {
  dropCashierWorkspace();
  useSessionStore.getState().clearPointOfSale();
}

/** Spec §4 full logout → /. The server ends the owner's session and the cashier sessions under it. */
export async function logoutFully(): Promise<void> {
  const { ownerToken, cashierToken } = useSessionStore.getState();
  beginEnding([ownerToken, cashierToken]);
  try {
    if (ownerToken) await logoutOwnerCall(ownerToken);
  } finally {
    dropCashierWorkspace();
    useSessionStore.getState().clearOwner();
  }
}

/**
 * A session was ended elsewhere (401 TOKEN_INVALID or the socket's session:ended): drop to the
 * stage that still holds. No server call: that session is already gone.
 */
export function dropEndedSession(token: string): void {
  const { cashierToken, ownerToken } = useSessionStore.getState();
  if (token === cashierToken) {
    dropCashierWorkspace();
    useSessionStore.getState().clearCashier();
  } else if (token === ownerToken) {
    dropCashierWorkspace();
    useSessionStore.getState().clearOwner();
  }
}
