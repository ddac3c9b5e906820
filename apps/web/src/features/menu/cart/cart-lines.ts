import type { CartAddOn, CartLine } from './cart-types.ts';

export type NewCartLine = Omit<CartLine, 'key'>;

function addOnKey(addOn: CartAddOn): string {
  // A free-text add-on is known by its name (spec §5 unique by name), a sub-product by its id.
  const identity = addOn.subProductId === null ? `text:${addOn.name.trim().toLocaleLowerCase()}` : `sub:${addOn.subProductId}`;
  return `${identity}@${addOn.price}x${addOn.quantity}`;
}

function sameAddOns(left: readonly CartAddOn[], right: readonly CartAddOn[]): boolean {
  if (left.length !== right.length) return false;
  const rightKeys = right.map(addOnKey).sort();
  return left
    .map(addOnKey)
    .sort()
    .every((key, index) => key === rightKeys[index]);
}

/**
 * Two lines are the same order of the same thing: same product (or bundle), same add-ons in
 * any order, same note and same typed price. Such lines are one line with a larger quantity.
 */
export function isSameLineContent(left: NewCartLine, right: NewCartLine): boolean {
  return (
    left.kind === right.kind &&
    left.productId === right.productId &&
    left.notes.trim() === right.notes.trim() &&
    left.priceOverride === right.priceOverride &&
    sameAddOns(left.addOns, right.addOns)
  );
}

/** Adds `line` to the cart: onto the quantity of a line with the same content, else as a new line under `key`. */
export function mergeLineInto(lines: readonly CartLine[], line: NewCartLine, key: string): CartLine[] {
  const same = lines.find((entry) => isSameLineContent(entry, line));
  if (!same) return [...lines, { ...line, key }];
  return lines.map((entry) => (entry.key === same.key ? { ...entry, quantity: entry.quantity + line.quantity } : entry));
}

/**
 * The line `key` changed in its options dialog. When it now has the content of another line,
 * the two become one (at the other line's place), so the cart never shows the same thing twice.
 */
export function replaceLineIn(lines: readonly CartLine[], key: string, line: NewCartLine): CartLine[] {
  const same = lines.find((entry) => entry.key !== key && isSameLineContent(entry, line));
  if (!same) return lines.map((entry) => (entry.key === key ? { ...line, key } : entry));
  return lines
    .filter((entry) => entry.key !== key)
    .map((entry) => (entry.key === same.key ? { ...entry, quantity: entry.quantity + line.quantity } : entry));
}
