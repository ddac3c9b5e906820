import { describe, expect, it } from 'vitest';
import { AppOrderType, OrderType } from './orders.ts';
import { COURIER_STATUS_VALUES, CourierStatus, canMoveCourier, isCourierOrder, nextCourierStatus } from './couriers.ts';

describe('courier steps', () => {
  it('move one step forward, or to CANCELLED before delivery', () => {
    const allowed = COURIER_STATUS_VALUES.flatMap((from) => COURIER_STATUS_VALUES.filter((to) => canMoveCourier(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual([
      'SEARCHING>DRIVER_FOUND',
      'SEARCHING>CANCELLED',
      'DRIVER_FOUND>PICKED_UP',
      'DRIVER_FOUND>CANCELLED',
      'PICKED_UP>DELIVERED',
      'PICKED_UP>CANCELLED',
    ]);
    expect(nextCourierStatus(CourierStatus.DELIVERED)).toBeNull();
  });

  it('belong to delivery orders only', () => {
    expect(isCourierOrder({ orderTypeId: OrderType.DELIVERY, appOrderType: null })).toBe(true);
    expect(isCourierOrder({ orderTypeId: OrderType.TAKE_AWAY, appOrderType: AppOrderType.DELIVERY })).toBe(true);
    expect(isCourierOrder({ orderTypeId: OrderType.DINE_IN, appOrderType: AppOrderType.PICK_UP })).toBe(false);
  });
});
