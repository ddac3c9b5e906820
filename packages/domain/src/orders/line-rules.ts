import { OrderProductStatus, OrderProductType } from '../codes/orders.ts';
import type { CodeValue } from '../codes/enum-helpers.ts';

export const QuantityChange = { SAME: 'SAME', INCREASE: 'INCREASE', DEDUCT: 'DEDUCT' } as const;
export type QuantityChangeValue = CodeValue<typeof QuantityChange>;

/** Spec §4: a quantity below the original is a deduct (with a reason); otherwise an update. */
export function classifyQuantityChange(original: number, next: number): QuantityChangeValue {
  if (next === original) return QuantityChange.SAME;
  return next > original ? QuantityChange.INCREASE : QuantityChange.DEDUCT;
}

/** Spec §5 edit product: quantity is disabled for free and pending items. */
export function isQuantityEditable(line: { readonly type?: number | null; readonly isFree?: boolean; readonly status?: number | null }): boolean {
  const isFree = line.isFree === true || line.type === OrderProductType.FREE || line.type === OrderProductType.COMPLIMENT;
  return !isFree && line.status !== OrderProductStatus.PENDING;
}

/** Spec §5 delete product: quantity from 1 up to the line's quantity, no decimals. */
export function isDeletableQuantity(lineQuantity: number, quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= lineQuantity;
}

export interface OrderLineCount {
  readonly id: number;
  readonly kind: 'PRODUCT' | 'BUNDLE';
  readonly quantity: number;
}

/**
 * Spec §5: deleting the only product of a confirmed order is refused ('Please use VOID Order
 * to delete this order!'): true when removing `quantity` of the line leaves no line at all.
 */
export function wouldEmptyOrder(lines: readonly OrderLineCount[], target: { readonly id: number; readonly kind: 'PRODUCT' | 'BUNDLE' }, quantity: number): boolean {
  return lines.every((line) => (line.id === target.id && line.kind === target.kind ? line.quantity - quantity <= 0 : line.quantity <= 0));
}

export const ReplacementRejection = { SAME_PRODUCT: 'SAME_PRODUCT', SOLD_OUT: 'SOLD_OUT', NO_STOCK: 'NO_STOCK', INACTIVE: 'INACTIVE' } as const;
export type ReplacementRejectionValue = CodeValue<typeof ReplacementRejection>;

/** Spec §5 change product: sold-out, zero-quantity or the current product cannot replace it. */
export function checkReplacement(
  currentProductId: number,
  replacement: { readonly id: number; readonly isSoldOut: boolean; readonly isActive: boolean; readonly stockQuantity: number | null },
): ReplacementRejectionValue | null {
  if (replacement.id === currentProductId) return ReplacementRejection.SAME_PRODUCT;
  if (!replacement.isActive) return ReplacementRejection.INACTIVE;
  if (replacement.isSoldOut) return ReplacementRejection.SOLD_OUT;
  if (replacement.stockQuantity !== null && replacement.stockQuantity <= 0) return ReplacementRejection.NO_STOCK;
  return null;
}

export interface AddOnEntry {
  readonly subProductId: number | null;
  readonly name: string;
  readonly quantity: number;
}

/**
 * Spec §5: add-ons are unique by name; adding one that is already there increments its
 * quantity. Menu add-ons are the same when their sub-product is; free-text ones when their
 * trimmed name matches, ignoring case (the cashier typed 'no ice' after 'No Ice').
 */
export function mergeAddOns<T extends AddOnEntry>(addOns: readonly T[]): T[] {
  const merged: T[] = [];
  for (const addOn of addOns) {
    const name = addOn.name.trim();
    const index = merged.findIndex((existing) =>
      addOn.subProductId !== null ? existing.subProductId === addOn.subProductId : existing.subProductId === null && existing.name.toLowerCase() === name.toLowerCase(),
    );
    const existing = index >= 0 ? merged[index] : undefined;
    if (existing === undefined) merged.push({ ...addOn, name });
    else merged[index] = { ...existing, quantity: existing.quantity + addOn.quantity };
  }
  return merged;
}
