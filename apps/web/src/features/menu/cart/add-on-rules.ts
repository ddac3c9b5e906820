import {
  isSubProductUnavailable,
  moneyFromDecimalRupiah,
  moneyFromRupiah,
  NUMERIC_MAX,
  SUB_PRODUCT_UNLIMITED_QUANTITY,
  ZERO_MONEY,
  type Money,
} from '@kasir/domain';
import type { CartAddOn } from './cart-types.ts';

/** Spec §3: a sub-product quantity of -1 means unlimited stock. */
export const UNLIMITED_QUANTITY = SUB_PRODUCT_UNLIMITED_QUANTITY;

/** Spec §5: an add-on price typed by the cashier is forced to at least 1. */
export const MIN_ADD_ON_PRICE: Money = moneyFromRupiah(1);

/** Spec §5: the line quantity is forced to at least 1. */
export const MIN_LINE_QUANTITY = 1;

function sameName(left: string, right: string): boolean {
  return left.trim().toLocaleLowerCase() === right.trim().toLocaleLowerCase();
}

export type AddFreeTextResult = { ok: true; addOns: CartAddOn[] } | { ok: false; reason: 'blank' };

/**
 * Spec §5: a free-text add-on is non-blank and unique by name; typing an existing name again
 * counts it once more, a new one is added with price 0 (Enter in the add-on box).
 */
export function addFreeTextAddOn(addOns: readonly CartAddOn[], typedName: string): AddFreeTextResult {
  const name = typedName.trim();
  if (name === '') return { ok: false, reason: 'blank' };
  const index = addOns.findIndex((addOn) => sameName(addOn.name, name));
  if (index >= 0) return { ok: true, addOns: incrementAt(addOns, index) };
  return { ok: true, addOns: [...addOns, { subProductId: null, name, price: ZERO_MONEY, quantity: 1 }] };
}

export interface SubProductChoice {
  readonly subProductId: number;
  readonly name: string;
  readonly price: Money;
  /** Stock; UNLIMITED_QUANTITY for no limit. */
  readonly stockQuantity: number;
  readonly isSoldOut: boolean;
}

/** A sub-product can be picked while it is not sold out and has stock left (or unlimited stock). */
export function isSubProductAvailable(choice: Pick<SubProductChoice, 'stockQuantity' | 'isSoldOut'>): boolean {
  return !isSubProductUnavailable({ isSoldOut: choice.isSoldOut, quantity: choice.stockQuantity });
}

/**
 * Picking a sub-product: a duplicate increments its quantity (spec §5), never past the stock
 * (quantity -1 is unlimited). Returns the list unchanged when nothing more can be taken.
 */
export function addSubProductAddOn(addOns: readonly CartAddOn[], choice: SubProductChoice): CartAddOn[] {
  if (!isSubProductAvailable(choice)) return [...addOns];
  const index = addOns.findIndex((addOn) => addOn.subProductId === choice.subProductId || (addOn.subProductId === null && sameName(addOn.name, choice.name)));
  if (index < 0) return [...addOns, { subProductId: choice.subProductId, name: choice.name, price: choice.price, quantity: 1 }];
  const current = addOns[index];
  if (current && choice.stockQuantity !== UNLIMITED_QUANTITY && current.quantity >= choice.stockQuantity) return [...addOns];
  return incrementAt(addOns, index);
}

function incrementAt(addOns: readonly CartAddOn[], index: number): CartAddOn[] {
  return addOns.map((addOn, position) => (position === index ? { ...addOn, quantity: addOn.quantity + 1 } : addOn));
}

export function removeAddOnAt(addOns: readonly CartAddOn[], index: number): CartAddOn[] {
  return addOns.filter((_, position) => position !== index);
}

export function setAddOnQuantityAt(addOns: readonly CartAddOn[], index: number, quantity: number): CartAddOn[] {
  const whole = clampQuantity(quantity);
  return addOns.map((addOn, position) => (position === index ? { ...addOn, quantity: whole } : addOn));
}

/** Spec §5: the add-on price input is forced to at least 1 (and to the numeric maximum). */
export function setAddOnPriceAt(addOns: readonly CartAddOn[], index: number, rupiah: number): CartAddOn[] {
  const price = clampAddOnPrice(rupiah);
  return addOns.map((addOn, position) => (position === index ? { ...addOn, price } : addOn));
}

export function clampAddOnPrice(rupiah: number): Money {
  const price = clampPrice(rupiah);
  return price < MIN_ADD_ON_PRICE ? MIN_ADD_ON_PRICE : price;
}

/** Spec §5/§9: quantity has precision 0 and is at least 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.max(MIN_LINE_QUANTITY, Math.min(Math.trunc(quantity), NUMERIC_MAX));
}

/** Spec §5/§9: a price is not below 0, at most 1e13, precision 2. */
export function clampPrice(rupiah: number): Money {
  if (!Number.isFinite(rupiah) || rupiah <= 0) return ZERO_MONEY;
  const bounded = Math.min(rupiah, NUMERIC_MAX);
  return moneyFromDecimalRupiah(Math.round(bounded * 100) / 100);
}
