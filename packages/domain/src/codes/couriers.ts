import { AppOrderType, OrderType } from './orders.ts';

/**
 * Couriers of delivery orders (issue 22; not in the spec's code lists: spec §3 names the
 * courier's Histories of {Code, Time}, not the codes). A courier moves along these steps, one
 * way; CANCELLED ends it from any step before DELIVERED.
 */
export const CourierStatus = {
  SEARCHING: 'SEARCHING',
  DRIVER_FOUND: 'DRIVER_FOUND',
  PICKED_UP: 'PICKED_UP',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
} as const;
export type CourierStatusValue = (typeof CourierStatus)[keyof typeof CourierStatus];
export const COURIER_STATUS_VALUES = [CourierStatus.SEARCHING, CourierStatus.DRIVER_FOUND, CourierStatus.PICKED_UP, CourierStatus.DELIVERED, CourierStatus.CANCELLED] as const;

/** The built-in provider: a person at the outlet assigns one of its drivers and moves the status. */
export const MANUAL_COURIER_PROVIDER = 'MANUAL';

/** The next step of each status, and where CANCELLED may still be reached. */
const NEXT_STATUS: Record<CourierStatusValue, CourierStatusValue | null> = {
  SEARCHING: CourierStatus.DRIVER_FOUND,
  DRIVER_FOUND: CourierStatus.PICKED_UP,
  PICKED_UP: CourierStatus.DELIVERED,
  DELIVERED: null,
  CANCELLED: null,
};

/** The status a courier may move to from `from` (the next one, or CANCELLED before delivery). */
export function canMoveCourier(from: CourierStatusValue, to: CourierStatusValue): boolean {
  if (to === CourierStatus.CANCELLED) return from !== CourierStatus.DELIVERED && from !== CourierStatus.CANCELLED;
  return NEXT_STATUS[from] === to;
}

export function nextCourierStatus(from: CourierStatusValue): CourierStatusValue | null {
  return NEXT_STATUS[from];
}

/** A finished courier (delivered or cancelled) takes no more moves; a cancelled one may be requested again. */
export const isCourierFinished = (status: CourierStatusValue) => status === CourierStatus.DELIVERED || status === CourierStatus.CANCELLED;

/** Longest driver name and phone (spec §9: phone max 16). */
export const DRIVER_NAME_MAX_LENGTH = 60;
export const DRIVER_PHONE_MAX_LENGTH = 16;

/**
 * Whether an order may get a courier: a delivery order type (OrderType DELIVERY) or a
 * customer's delivery order (AppOrderType DELIVERY).
 */
export function isCourierOrder(order: { orderTypeId: number; appOrderType: number | null }): boolean {
  return order.orderTypeId === OrderType.DELIVERY || order.appOrderType === AppOrderType.DELIVERY;
}
