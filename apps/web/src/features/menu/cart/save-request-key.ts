import type { CreateOrderBody } from '@kasir/contracts';

/** FNV-1a over the UTF-16 units of a text: a short, stable fingerprint (not a secret). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The Idempotency-Key of saving a cart: the same cart saved again with the same content (a
 * double click, a retry after a lost answer) gets the same key, so the server answers the
 * order it already made; a changed cart, or the next cart, gets another key.
 */
export function saveRequestKey(cartId: string, body: CreateOrderBody): string {
  return `${cartId}-${fingerprint(JSON.stringify(body))}`;
}
