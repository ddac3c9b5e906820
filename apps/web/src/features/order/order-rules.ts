import { NUMERIC_MAX, SpecMessage } from '@kasir/domain';

/**
 * The pure rules of spec §5 for changing an ordered line. The server checks them again; the
 * dialogs use them to refuse early with the spec's words.
 */

/** Quantity of an edited line: a whole number, never below 1 (spec: "min 1 (forced)"). */
export function forceEditQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(NUMERIC_MAX, Math.max(1, Math.trunc(value)));
}

/** A price the cashier typed: 0 up to NUMERIC_MAX, at most two decimals; null when unusable. */
export function parsePrice(value: number | string): number | null {
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(number) || number < 0 || number > NUMERIC_MAX) return null;
  return Math.round(number * 100) / 100;
}

/** Free and pending lines keep their quantity (spec §5 edit product). */
export function isQuantityLocked(line: { IsFree: boolean; isPending: boolean }): boolean {
  return line.IsFree || line.isPending;
}

/** Spec §4: lowering the quantity below the original outside the menu is a deduct, not an update. */
export function isDeduct(originalQuantity: number, nextQuantity: number): boolean {
  return nextQuantity < originalQuantity;
}

/** Quantity to delete: whole, 1 up to the line's quantity (spec: 0 decimals, max = line quantity). */
export function clampDeleteQuantity(value: number, lineQuantity: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(lineQuantity, Math.max(1, Math.trunc(value)));
}

/** Deleting every unit of the order's only line would empty it: the spec sends the cashier to VOID. */
export function deleteProblem(activeLineCount: number, deleteQuantity: number, lineQuantity: number): string | null {
  if (activeLineCount <= 1 && deleteQuantity >= lineQuantity) return SpecMessage.USE_VOID_ORDER;
  return null;
}

/** A reason typed in a void, deduct or delete dialog; null when present. */
export function reasonProblem(reason: string, message: string = SpecMessage.VOID_REASON_REQUIRED): string | null {
  return reason.trim().length === 0 ? message : null;
}

/** Spec §5: the replacement of a changed product is never sold out, out of stock or the same product. */
export function replacementCandidates<T extends { Id: number; IsSoldOut: boolean; Quantity: number | null; IsBundle?: boolean }>(
  products: readonly T[],
  currentProductId: number,
): T[] {
  return products.filter(
    (product) => !product.IsSoldOut && product.Quantity !== 0 && product.Id !== currentProductId && product.IsBundle !== true,
  );
}

/** Spec §5 reward product: any product still available (not a bundle, not sold out, stock left), matching the search. */
export function rewardCandidates<T extends { Name: string; IsSoldOut: boolean; Quantity: number | null; IsBundle?: boolean }>(
  products: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return products.filter(
    (product) => !product.IsSoldOut && product.Quantity !== 0 && product.IsBundle !== true && product.Name.toLowerCase().includes(needle),
  );
}
