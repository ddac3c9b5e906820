import { DEFAULT_TIME_ZONE_HOURS, ORDER_BUFFER_HOURS, RESERVATION_BUFFER_HOURS, RESERVATION_NOTICE_HOURS } from '../limits.ts';
import { getOutletInstant, MS_PER_HOUR } from './outlet-day.ts';
import { parseTimeOfDay } from './time-of-day.ts';

/**
 * The instant of a reservation from its ReservationDate ('YYYY-MM-DD') and ReservationTime
 * ('HH:mm' or 'HH:mm:ss') in outlet time; null when either is not a real date or time.
 */
export function parseReservationInstant(
  dateText: string,
  timeText: string,
  timeZoneHours: number = DEFAULT_TIME_ZONE_HOURS,
): Date | null {
  const secondsOfDay = parseTimeOfDay(/^\d{2}:\d{2}$/.test(timeText) ? `${timeText}:00` : timeText);
  return secondsOfDay === null ? null : getOutletInstant(dateText, secondsOfDay, timeZoneHours);
}

/** Whether two instants are less than `hours` apart, whichever comes first. */
export function hasGapUnderHours(first: Date, second: Date, hours: number): boolean {
  return Math.abs(first.getTime() - second.getTime()) < hours * MS_PER_HOUR;
}

/**
 * Spec §5: a table cannot be taken (or moved to, or merged into) when a reservation at
 * it is less than 1 hour away either way; exactly 1 hour apart is allowed.
 */
export function isBlockedByReservation(requestedAt: Date, reservationAt: Date): boolean {
  return hasGapUnderHours(requestedAt, reservationAt, RESERVATION_BUFFER_HOURS);
}

/** Spec §5: a reservation is refused when an active order at the table is under 2 hours away. */
export function isBlockedByActiveOrder(requestedAt: Date, orderAt: Date): boolean {
  return hasGapUnderHours(requestedAt, orderAt, ORDER_BUFFER_HOURS);
}

/**
 * Spec §5: ordering at a reserved table is refused when the reservation starts within the
 * outlet's MINIMUM_HOURS_RESERVATION setting. Counted either way, like the buffers above,
 * because a guest running late still holds the table while the reservation is WAITING.
 */
export function isWithinMinimumReservationHours(orderAt: Date, reservationAt: Date, minimumHours: number): boolean {
  return hasGapUnderHours(orderAt, reservationAt, minimumHours);
}

/** Spec §5: the reservation notice shows for a reservation due within the next 3 hours. */
export function isReservationNoticeDue(now: Date, reservationAt: Date): boolean {
  const aheadMs = reservationAt.getTime() - now.getTime();
  return aheadMs >= 0 && aheadMs <= RESERVATION_NOTICE_HOURS * MS_PER_HOUR;
}
