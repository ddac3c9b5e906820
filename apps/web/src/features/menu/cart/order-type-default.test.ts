import { describe, expect, it } from 'vitest';
import { OrderType } from '@kasir/domain';
import type { OrderTypeOption } from '../catalog/menu-item.ts';
import { canPayFromCart, defaultOrderType } from './order-type-default.ts';

const option = (outletOrderTypeId: number, orderTypeId: number, name: string): OrderTypeOption => ({ outletOrderTypeId, orderTypeId, name, priceLevel: null, isRounded: false, chargeIds: [] });
const dineIn = option(11, OrderType.DINE_IN, 'Dine In');
const takeAway = option(12, OrderType.TAKE_AWAY, 'Take Away');
const delivery = option(13, OrderType.DELIVERY, 'Delivery');

describe('the order type a new cart starts with', () => {
  it('is Take Away for a walk-in and Dine In with a seated table', () => {
    expect(defaultOrderType([dineIn, takeAway, delivery], false)).toBe(takeAway);
    expect(defaultOrderType([dineIn, takeAway, delivery], true)).toBe(dineIn);
  });

  it('falls back to the first type that is not Dine In, then to the first', () => {
    expect(defaultOrderType([dineIn, delivery], false)).toBe(delivery);
    expect(defaultOrderType([dineIn], false)).toBe(dineIn);
    expect(defaultOrderType([], false)).toBeNull();
  });
});

describe('paying straight from the cart', () => {
  it('is offered for an order with no table that is not Dine In', () => {
    expect(canPayFromCart(takeAway, 0)).toBe(true);
    expect(canPayFromCart(delivery, 0)).toBe(true);
    expect(canPayFromCart(takeAway, 1)).toBe(false);
    expect(canPayFromCart(dineIn, 0)).toBe(false);
    expect(canPayFromCart(null, 0)).toBe(false);
  });
});
