import { formatOutletDate, formatOutletTimeOfDay } from '@kasir/domain';

/** 'YYYY-MM-DD HH:mm' on the outlet clock: how refusals name a reservation's time. */
export function formatReservationMoment(instant: Date, timeZoneHours: number): string {
  return `${formatOutletDate(instant, timeZoneHours)} ${formatOutletTimeOfDay(instant, timeZoneHours).slice(0, 5)}`;
}
