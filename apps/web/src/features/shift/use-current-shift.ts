import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE_HOURS } from '@kasir/domain';
import { isNetworkFailure } from '../../api/http-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchCurrentShift, shiftQueryKeys } from './api.ts';
import { forgetShiftAfterFailedLookup, isShiftNotStarted } from './shift-actions.ts';
import { msUntilAutomaticStart } from './shift-auto-start.ts';
import { announcesAutomaticStart } from './shift-automation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../shared/ui/toast.ts';

export function useCurrentShiftQuery() {
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const cashierId = useSessionStore((state) => state.cashier?.Id ?? null);
  return useQuery({
    queryKey: shiftQueryKeys.current(outletId, cashierId),
    queryFn: fetchCurrentShift,
    enabled: outletId !== null && cashierId !== null,
  });
}

/**
 * Keeps the stored shift id in step with the server: a shift opened on another terminal (or
 * by the role's automatic start) is found after a reload; any failed lookup clears the id and
 * session storage (spec §4). That costs nothing when the shift still exists: the next lookup
 * that succeeds stores its id again. Only "no shift" (SHIFT_NOT_START_ERROR) asks for one.
 */
export function useCurrentShiftSync() {
  const query = useCurrentShiftQuery();
  const isMissing = isShiftNotStarted(query.error);
  // A failed refetch keeps the last data; the shift it shows is forgotten like the stored id.
  const shift = query.isError ? null : (query.data ?? null);

  useEffect(() => {
    const session = useSessionStore.getState();
    if (shift === null || session.shiftId === shift.Id) return;
    // Judged before the new id is stored: the terminal knew of no shift, so the role's automatic start may have opened it (ADR 0022).
    const isAutomatic = announcesAutomaticStart({ cashier: session.cashier, knownShiftId: session.shiftId, shift, now: new Date() });
    session.shiftStarted(shift.Id);
    if (isAutomatic) toast.success(i18n.t('shift.automation.started'));
  }, [shift]);

  // Only the server's refusal counts: an unreachable server (issue 23) says nothing about the shift, which stays for selling offline.
  const isRefused = query.isError && !isNetworkFailure(query.error);
  useEffect(() => {
    if (isRefused) forgetShiftAfterFailedLookup();
  }, [isRefused, query.errorUpdatedAt]);

  useAutomaticStartAlarm(isMissing, query.refetch);

  return { ...query, shift, isMissing };
}

/**
 * A role with AutomaticStartShift and a StartShiftTime later today: the lookup is asked again
 * when the outlet clock reaches that time, and the server opens the shift then (spec §6 role flags).
 */
function useAutomaticStartAlarm(isMissing: boolean, refetch: () => Promise<unknown>) {
  const cashier = useSessionStore((state) => state.cashier);
  const timeZone = useSessionStore((state) => state.outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS);
  const isAutomatic = cashier?.AutomaticStartShift ?? false;
  const startShiftTime = cashier?.StartShiftTime ?? null;

  useEffect(() => {
    if (!isMissing) return undefined;
    const delayMs = msUntilAutomaticStart({ AutomaticStartShift: isAutomatic, StartShiftTime: startShiftTime }, timeZone, new Date());
    if (delayMs === null) {
      // The owner just turned the automatic start on (or moved its time past): ask now, the server opens it.
      if (isAutomatic) void refetch();
      return undefined;
    }
    const timer = setTimeout(() => void refetch(), delayMs);
    return () => clearTimeout(timer);
  }, [isMissing, isAutomatic, startShiftTime, timeZone, refetch]);
}
