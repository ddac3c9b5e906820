import { SpecMessage } from '../codes/messages.ts';

/** A line of the order being split: an OrderProduct or an OrderProductBundle, by id, with its quantity. */
export interface SplittableLine {
  readonly id: number;
  readonly quantity: number;
}

/** Quantities of lines, by line id. */
export interface BillLineQuantity {
  readonly lineId: number;
  readonly quantity: number;
}

/** One split as asked (or as planned): product lines and bundle lines with the quantity it takes. */
export interface BillPart {
  readonly products: readonly BillLineQuantity[];
  readonly bundles: readonly BillLineQuantity[];
}

export type SplitPlanError = { readonly field: string; readonly message: string };
export type SplitPlanResult = { readonly ok: true; readonly parts: readonly BillPart[] } | { readonly ok: false; readonly error: SplitPlanError };

const NOTHING_LEFT_TO_SPLIT = 'A split bill needs at least two bills: leave something on the original or make another split';

/** Sums a part's repeated lines into one entry each, in the order first named. */
function collapse(entries: readonly BillLineQuantity[]): BillLineQuantity[] {
  const totals = new Map<number, number>();
  for (const entry of entries) totals.set(entry.lineId, (totals.get(entry.lineId) ?? 0) + entry.quantity);
  return [...totals].map(([lineId, quantity]) => ({ lineId, quantity }));
}

function checkKind(
  kind: 'OrderProducts' | 'OrderProductBundles',
  lines: readonly SplittableLine[],
  parts: ReadonlyArray<readonly BillLineQuantity[]>,
): { leftover: BillLineQuantity[] } | SplitPlanError {
  const byId = new Map(lines.map((line) => [line.id, line.quantity]));
  const taken = new Map<number, number>();
  for (const [index, entries] of parts.entries()) {
    for (const entry of entries) {
      if (!Number.isSafeInteger(entry.quantity) || entry.quantity < 1) return { field: `Splits.${index}.${kind}`, message: 'Quantity must be at least 1' };
      const ordered = byId.get(entry.lineId);
      if (ordered === undefined) return { field: `Splits.${index}.${kind}`, message: `Line ${entry.lineId} is not on this order` };
      const total = (taken.get(entry.lineId) ?? 0) + entry.quantity;
      if (total > ordered) return { field: `Splits.${index}.${kind}`, message: `Line ${entry.lineId} has only ${ordered} to split` };
      taken.set(entry.lineId, total);
    }
  }
  const leftover = lines
    .map((line) => ({ lineId: line.id, quantity: line.quantity - (taken.get(line.id) ?? 0) }))
    .filter((entry) => entry.quantity > 0);
  return { leftover };
}

/**
 * Spec §5 split bill: each split names lines of the order and how many of each it takes (1 to
 * what is left of the line); the lines not named become the final split. Returns every bill
 * to make, the leftovers last, or the first problem with the field it concerns. An empty split
 * is 'Please select one menu first'; a plan whose only bill would be the whole order is
 * refused, since it would split nothing.
 */
export function planSplit(lines: { readonly products: readonly SplittableLine[]; readonly bundles: readonly SplittableLine[] }, splits: readonly BillPart[]): SplitPlanResult {
  if (splits.length === 0) return { ok: false, error: { field: 'Splits', message: SpecMessage.SPLIT_SELECT_MENU } };
  const parts = splits.map((split) => ({ products: collapse(split.products), bundles: collapse(split.bundles) }));
  const emptyIndex = parts.findIndex((part) => part.products.length + part.bundles.length === 0);
  if (emptyIndex >= 0) return { ok: false, error: { field: `Splits.${emptyIndex}.OrderProducts`, message: SpecMessage.SPLIT_SELECT_MENU } };
  const products = checkKind('OrderProducts', lines.products, parts.map((part) => part.products));
  if (!('leftover' in products)) return { ok: false, error: products };
  const bundles = checkKind('OrderProductBundles', lines.bundles, parts.map((part) => part.bundles));
  if (!('leftover' in bundles)) return { ok: false, error: bundles };
  const leftover: BillPart = { products: products.leftover, bundles: bundles.leftover };
  const hasLeftover = leftover.products.length + leftover.bundles.length > 0;
  const all = hasLeftover ? [...parts, leftover] : parts;
  if (all.length < 2) return { ok: false, error: { field: 'Splits', message: NOTHING_LEFT_TO_SPLIT } };
  return { ok: true, parts: all };
}

/**
 * Pax of each new bill: the original's guests spread over the bills, at least 1 each, the
 * first bills taking the extra (a party of 5 in 2 bills is 3 + 2).
 */
export function splitPax(pax: number, bills: number): number[] {
  if (!Number.isSafeInteger(bills) || bills < 1) throw new RangeError(`Bills must be a positive integer: ${bills}`);
  const base = Math.floor(pax / bills);
  const extra = pax % bills;
  return Array.from({ length: bills }, (_, index) => Math.max(1, base + (index < extra ? 1 : 0)));
}
