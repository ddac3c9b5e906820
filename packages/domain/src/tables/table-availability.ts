import { TableStatus } from '../codes/tables.ts';
import { ReservationStatus } from '../codes/orders.ts';
import { RESERVATION_BUFFER_HOURS } from '../limits.ts';
import { hasGapUnderHours } from '../time/reservation-windows.ts';

type TableStatusValue = (typeof TableStatus)[keyof typeof TableStatus];

/** Statuses in which an order sits at the table. */
const ORDERED_STATUSES: ReadonlySet<number> = new Set([
  TableStatus.ORDERED,
  TableStatus.ON_PAYMENT,
  TableStatus.ON_UPDATE_ORDER,
  TableStatus.ON_CHANGE_TABLE,
]);

export function isTableOrdered(status: number): boolean {
  return ORDERED_STATUSES.has(status);
}

/**
 * Spec §4/§5: a table can be chosen for a new order when it is EMPTY, or already FILLED by
 * the same user (saving the side form again). An ORDERED table is never chosen: its order
 * is looked up instead.
 */
export function canFillTable(table: { status: number; lockBy: number | null }, userId: number): boolean {
  return table.status === TableStatus.EMPTY || (table.status === TableStatus.FILLED && table.lockBy === userId);
}

/** Spec §5 change and merge table: only EMPTY tables are targets. */
export function isMoveTarget(status: number): boolean {
  return status === TableStatus.EMPTY;
}

/**
 * Which status changes POST /outletTable/updateStatusOutletTable may make by hand. Filling
 * and leaving an empty table, and the transient states of a table that holds an order
 * (on payment, updating, changing table) and back. ORDERED itself is entered only by an
 * order taking the table, and EMPTY of an ordered table only by its order ending.
 */
const MANUAL_TRANSITIONS: Readonly<Record<number, readonly TableStatusValue[]>> = {
  [TableStatus.EMPTY]: [TableStatus.FILLED],
  [TableStatus.FILLED]: [TableStatus.FILLED, TableStatus.EMPTY],
  [TableStatus.ORDERED]: [TableStatus.ON_PAYMENT, TableStatus.ON_UPDATE_ORDER, TableStatus.ON_CHANGE_TABLE],
  [TableStatus.ON_PAYMENT]: [TableStatus.ORDERED, TableStatus.ON_PAYMENT],
  [TableStatus.ON_UPDATE_ORDER]: [TableStatus.ORDERED, TableStatus.ON_UPDATE_ORDER],
  [TableStatus.ON_CHANGE_TABLE]: [TableStatus.ORDERED, TableStatus.ON_CHANGE_TABLE],
};

export function allowedManualSources(target: number): number[] {
  return Object.entries(MANUAL_TRANSITIONS)
    .filter(([, targets]) => (targets as readonly number[]).includes(target))
    .map(([source]) => Number(source));
}

export function canChangeTableStatus(from: number, to: number): boolean {
  return (MANUAL_TRANSITIONS[from] as readonly number[] | undefined)?.includes(to) ?? false;
}

/** Spec §5 change table: EMPTY targets only, in TableIndex order. */
export function listMoveTargets<T extends { status: number; tableIndex: number }>(tables: readonly T[]): T[] {
  return tables.filter((table) => isMoveTarget(table.status)).sort((first, second) => first.tableIndex - second.tableIndex);
}

export interface ReservationAt {
  readonly status: number;
  readonly reservationAt: Date;
}

/**
 * The first WAITING reservation less than `hours` away from `at` either way (spec §5: 1 hour
 * for table selection, change and merge), or null when the table is free at that time.
 */
export function findBlockingReservation<T extends ReservationAt>(
  reservations: readonly T[],
  at: Date,
  hours: number = RESERVATION_BUFFER_HOURS,
): T | null {
  const blocking = reservations
    .filter((reservation) => reservation.status === ReservationStatus.WAITING && hasGapUnderHours(at, reservation.reservationAt, hours))
    .sort((first, second) => first.reservationAt.getTime() - second.reservationAt.getTime());
  return blocking[0] ?? null;
}
