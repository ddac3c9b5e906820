import { ReservationStatus } from '../codes/orders.ts';
import { ORDER_BUFFER_HOURS, RESERVATION_BUFFER_HOURS } from '../limits.ts';
import { hasGapUnderHours } from '../time/reservation-windows.ts';
import { findBlockingReservation, type ReservationAt } from './table-availability.ts';

/** Why a reservation cannot take its slot, with the moment that is in the way. */
export type ReservationSlotConflict =
  | { kind: 'reservation'; at: Date }
  | { kind: 'activeOrder'; at: Date };

/**
 * Spec §5 (table selection while editing a reservation, §9 buffers): a reservation at a table
 * is refused when another WAITING reservation there is under 1 hour away either way, or when
 * an active order at the table started under 2 hours away either way. Null when the slot is free.
 * `others` must not contain the reservation being edited.
 */
export function findReservationSlotConflict(
  requestedAt: Date,
  others: readonly ReservationAt[],
  activeOrderStarts: readonly Date[],
): ReservationSlotConflict | null {
  const reservation = findBlockingReservation(others, requestedAt, RESERVATION_BUFFER_HOURS);
  if (reservation) return { kind: 'reservation', at: reservation.reservationAt };
  const order = [...activeOrderStarts].sort((a, b) => a.getTime() - b.getTime()).find((startedAt) => hasGapUnderHours(requestedAt, startedAt, ORDER_BUFFER_HOURS));
  return order ? { kind: 'activeOrder', at: order } : null;
}

/** Spec §4: a reservation leaves WAITING once, to DONE or CANCELED; nothing else changes a status. */
export function canChangeReservationStatus(from: number, to: number): boolean {
  return from === ReservationStatus.WAITING && (to === ReservationStatus.DONE || to === ReservationStatus.CANCELED);
}
