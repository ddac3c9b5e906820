import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderType } from '../codes/orders.ts';
import { getMergeRefusal, isMergeableOrderType } from './merge-rules.ts';

const windowStart = new Date('2026-05-04T17:00:00Z');
const order = { orderNo: '260510-001', status: OrderStatus.ORDERED, orderTypeId: OrderType.DINE_IN, createdAt: new Date('2026-05-05T03:00:00Z') };

describe('getMergeRefusal', () => {
  it('accepts an ORDERED dine-in, take-away or marketplace order of the window', () => {
    expect(getMergeRefusal(order, windowStart)).toBeNull();
    expect(getMergeRefusal({ ...order, orderTypeId: OrderType.TAKE_AWAY }, windowStart)).toBeNull();
    expect(getMergeRefusal({ ...order, orderTypeId: OrderType.MARKETPLACE }, windowStart)).toBeNull();
    expect(getMergeRefusal({ ...order, createdAt: windowStart }, windowStart)).toBeNull();
  });

  it.each([
    ['a paid order', { status: OrderStatus.PAID }, 'is not ORDERED'],
    ['a merged order', { status: OrderStatus.MERGED }, 'is not ORDERED'],
    ['a delivery order', { orderTypeId: OrderType.DELIVERY }, 'delivery or pick-up'],
    ['an order before the window', { createdAt: new Date(windowStart.getTime() - 1) }, 'older than the merge bill window'],
  ])('refuses %s', (_name, change, reason) => {
    expect(getMergeRefusal({ ...order, ...change }, windowStart)).toContain(reason);
  });

  it('knows which order types a merged bill may take', () => {
    expect([OrderType.DINE_IN, OrderType.TAKE_AWAY, OrderType.DELIVERY, OrderType.MARKETPLACE].map(isMergeableOrderType)).toEqual([true, true, false, true]);
  });
});
