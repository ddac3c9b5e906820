import { describe, expect, it } from 'vitest';
import type { CreateOrderBody } from '@kasir/contracts';
import { saveRequestKey } from './save-request-key.ts';

const body = (quantity: number): CreateOrderBody => ({ OutletOrderTypeId: 1, pax: 2, OrderProducts: [{ OutletProductId: 7, Quantity: quantity }] });

describe('saveRequestKey', () => {
  it('is the same for the same cart saved twice with the same content', () => {
    expect(saveRequestKey('cart-a', body(1))).toBe(saveRequestKey('cart-a', body(1)));
  });

  it('changes when the content changes or for another cart', () => {
    expect(saveRequestKey('cart-a', body(2))).not.toBe(saveRequestKey('cart-a', body(1)));
    expect(saveRequestKey('cart-b', body(1))).not.toBe(saveRequestKey('cart-a', body(1)));
  });

  it('fits the server limit of 100 characters', () => {
    expect(saveRequestKey(crypto.randomUUID(), body(1)).length).toBeLessThanOrEqual(100);
  });
});
