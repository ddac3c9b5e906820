import { useCallback } from 'react';
import { DEFAULT_TIME_ZONE_HOURS, formatOutletDateTime } from '@kasir/domain';
import { useSessionStore } from './session-store.ts';

/**
 * Formats stored instants as 'YYYY-MM-DD HH:mm' on the chosen outlet's clock, so two terminals
 * in different time zones (or a laptop left on UTC) show the same time for the same event.
 */
export function useOutletDateTime(): (isoInstant: string) => string {
  const timeZone = useSessionStore((state) => state.outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS);
  return useCallback((isoInstant: string) => formatOutletDateTime(isoInstant, timeZone), [timeZone]);
}
