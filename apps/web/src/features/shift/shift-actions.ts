import { AppErrorCode } from '@kasir/domain';
import { ApiError } from '../../api/http-client.ts';
import { queryClient } from '../../api/query-client.ts';
import { openDialog, useDialogStore } from '../../dialogs/dialog-registry.ts';
import { SESSION_CACHE_PREFIX, clearSessionCaches } from '../../shared/session-cache.ts';
import { fetchMe } from '../session/api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { shiftQueryKeys } from './api.ts';

export function isShiftNotStarted(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === AppErrorCode.SHIFT_NOT_START_ERROR;
}

/** Opens the start-shift dialog unless it is already open (several failing calls ask only once). */
export function openStartShiftDialog(): void {
  const isOpen = useDialogStore.getState().stack.some((entry) => entry.id === 'start-shift');
  if (!isOpen) openDialog('start-shift', {});
}

/** Spec §4: a failed current-shift lookup clears the stored shift id and session storage. */
export function forgetShiftAfterFailedLookup(): void {
  if (useSessionStore.getState().shiftId !== null) useSessionStore.getState().shiftEnded();
  clearSessionCaches();
}

/** Every shift query (current shift, cash flows, history) asks the server again. */
export function refreshShiftQueries(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: shiftQueryKeys.all });
}

/** Spec §4 start-shift: the shift id is kept locally and the shift marked started. */
export async function rememberStartedShift(shiftId: number): Promise<void> {
  useSessionStore.getState().shiftStarted(shiftId);
  await refreshShiftQueries();
}

/** Spec §4 end-shift removes the stored shift id. */
export async function forgetEndedShift(): Promise<void> {
  useSessionStore.getState().shiftEnded();
  await refreshShiftQueries();
}

/** The favourite products are cached per cashier; the name is matched loosely so any favourites cache goes. */
const FAVORITE_CACHE_PATTERN = /favou?rite/i;

function clearFavoriteProductCache(): void {
  const keys: string[] = [];
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index);
    if (key?.startsWith(SESSION_CACHE_PREFIX) && FAVORITE_CACHE_PATTERN.test(key)) keys.push(key);
  }
  keys.forEach((key) => sessionStorage.removeItem(key));
  queryClient.removeQueries({ predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && FAVORITE_CACHE_PATTERN.test(part)) });
}

/**
 * Spec §4 after a shift was passed: the shift id goes, the current shift and the user data are
 * refreshed and the favourite product cache is cleared. The token never changed: the server
 * checked the next cashier's PIN itself, so there is no temporary authentication to remove.
 */
export async function afterShiftPassed(): Promise<void> {
  useSessionStore.getState().shiftEnded();
  clearFavoriteProductCache();
  await refreshShiftQueries();
  const token = useSessionStore.getState().cashierToken;
  if (!token) return;
  try {
    const me = await fetchMe(token);
    // Only the profile is replaced: tables held and the lock state stay as they are.
    useSessionStore.setState({ cashier: me.User, owner: me.Owner });
  } catch {
    // The hand-over already happened; a stale profile is refreshed at the next sign-in.
  }
}
