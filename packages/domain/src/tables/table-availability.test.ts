import { describe, expect, it } from 'vitest';
import { ReservationStatus } from '../codes/orders.ts';
import { TableStatus } from '../codes/tables.ts';
import { allowedManualSources, canChangeTableStatus, canFillTable, findBlockingReservation, isTableOrdered, listMoveTargets } from './table-availability.ts';
import { canChangeReservationStatus, findReservationSlotConflict } from './reservation-slot.ts';

const at = (iso: string) => new Date(iso);
const waiting = (iso: string) => ({ status: ReservationStatus.WAITING, reservationAt: at(iso) });

describe('choosing and moving', () => {
  it('fills an EMPTY table, or one the same user already holds, never another user’s or an ordered one', () => {
    expect(canFillTable({ status: TableStatus.EMPTY, lockBy: null }, 1)).toBe(true);
    expect(canFillTable({ status: TableStatus.FILLED, lockBy: 1 }, 1)).toBe(true);
    expect(canFillTable({ status: TableStatus.FILLED, lockBy: 2 }, 1)).toBe(false);
    expect(canFillTable({ status: TableStatus.ORDERED, lockBy: null }, 1)).toBe(false);
  });

  it('offers only EMPTY targets, in TableIndex order', () => {
    const tables = [
      { name: 'T3', status: TableStatus.EMPTY, tableIndex: 3 },
      { name: 'T1', status: TableStatus.ORDERED, tableIndex: 1 },
      { name: 'T2', status: TableStatus.EMPTY, tableIndex: 2 },
      { name: 'T4', status: TableStatus.FILLED, tableIndex: 4 },
    ];
    expect(listMoveTargets(tables).map((table) => table.name)).toEqual(['T2', 'T3']);
  });

  it('allows by hand only the transient states of an ordered table and filling/leaving an empty one', () => {
    expect(canChangeTableStatus(TableStatus.ORDERED, TableStatus.ON_PAYMENT)).toBe(true);
    expect(canChangeTableStatus(TableStatus.ON_PAYMENT, TableStatus.ORDERED)).toBe(true);
    expect(canChangeTableStatus(TableStatus.EMPTY, TableStatus.ORDERED)).toBe(false);
    expect(canChangeTableStatus(TableStatus.ORDERED, TableStatus.EMPTY)).toBe(false);
    expect(allowedManualSources(TableStatus.FILLED).sort()).toEqual([TableStatus.EMPTY, TableStatus.FILLED]);
    expect([TableStatus.ORDERED, TableStatus.ON_CHANGE_TABLE].every(isTableOrdered)).toBe(true);
  });
});

describe('findBlockingReservation (1 hour either way, across midnight)', () => {
  const reservations = [waiting('2025-03-10T16:30:00.000Z'), { status: ReservationStatus.CANCELED, reservationAt: at('2025-03-10T17:00:00.000Z') }];
  it.each([
    ['59 minutes after, next outlet day', '2025-03-10T17:29:00.000Z', true],
    ['exactly 1 hour after', '2025-03-10T17:30:00.000Z', false],
    ['a cancelled reservation never blocks', '2025-03-10T18:10:00.000Z', false],
    ['the next day at the same time', '2025-03-11T16:30:00.000Z', false],
  ])('%s', (_name, requested, blocked) => expect(findBlockingReservation(reservations, at(requested)) !== null).toBe(blocked));

  it('uses a wider window when the outlet sets MINIMUM_HOURS_RESERVATION', () => {
    expect(findBlockingReservation(reservations, at('2025-03-10T15:00:00.000Z'), 2)).toEqual(reservations[0]);
  });
});

describe('findReservationSlotConflict', () => {
  const orderStart = at('2025-03-10T16:00:00.000Z');
  it('names another reservation under 1 hour away first, then an active order under 2 hours away', () => {
    expect(findReservationSlotConflict(at('2025-03-10T17:20:00.000Z'), [waiting('2025-03-10T16:30:00.000Z')], [orderStart])).toEqual({ kind: 'reservation', at: at('2025-03-10T16:30:00.000Z') });
    expect(findReservationSlotConflict(at('2025-03-10T17:59:00.000Z'), [], [orderStart])).toEqual({ kind: 'activeOrder', at: orderStart });
    expect(findReservationSlotConflict(at('2025-03-10T18:00:00.000Z'), [], [orderStart])).toBeNull();
    expect(findReservationSlotConflict(at('2025-03-11T16:30:00.000Z'), [waiting('2025-03-10T16:30:00.000Z')], [])).toBeNull();
  });

  it('lets a reservation leave WAITING once, to DONE or CANCELED', () => {
    expect(canChangeReservationStatus(ReservationStatus.WAITING, ReservationStatus.DONE)).toBe(true);
    expect(canChangeReservationStatus(ReservationStatus.WAITING, ReservationStatus.CANCELED)).toBe(true);
    expect(canChangeReservationStatus(ReservationStatus.DONE, ReservationStatus.CANCELED)).toBe(false);
    expect(canChangeReservationStatus(ReservationStatus.CANCELED, ReservationStatus.WAITING)).toBe(false);
  });
});
