import type { CartLine } from './cart-types.ts';

/**
 * The most one line of a product may hold: the tracked stock less what the other lines of the
 * same product already take, so the cart as a whole never asks for more than the stock (the
 * server refuses such an order anyway). Null when the stock is not tracked.
 */
export function maxLineQuantity(
  lines: readonly Pick<CartLine, 'key' | 'kind' | 'productId' | 'quantity'>[],
  line: Pick<CartLine, 'kind' | 'productId'> & { key: string | null },
  stockQuantity: number | null,
): number | null {
  if (stockQuantity === null) return null;
  const takenElsewhere = lines
    .filter((entry) => entry.key !== line.key && entry.kind === line.kind && entry.productId === line.productId)
    .reduce((sum, entry) => sum + entry.quantity, 0);
  return Math.max(0, stockQuantity - takenElsewhere);
}
