import { fingerprint } from '@kasir/domain';
import type { CreateOrderBody } from '@kasir/contracts';

/**
 * The Idempotency-Key of saving a cart: the same cart saved again with the same content (a
 * double click, a retry after a lost answer) gets the same key, so the server answers the
 * order it already made; a changed cart, or the next cart, gets another key.
 */
export function saveRequestKey(cartId: string, body: CreateOrderBody): string {
  return `${cartId}-${fingerprint(JSON.stringify(body))}`;
}
