import type { AddOutletProductBody, OutletOrderType, OwnerProduct } from '@kasir/contracts';
import { proposedKeypadField, rupiahOfKeypad, type KeypadField } from '../payment/keypad-input.ts';

/** The amount fields of the dialog the keypad can type into: the price, then LEVEL{n} prices. */
export type AmountFieldId = 'price' | `LEVEL${number}`;

export interface AddProductForm {
  categoryId: string | null;
  price: KeypadField;
  /** LEVEL{n} → its keypad field; 0 leaves that level on the price. */
  levels: Record<string, KeypadField>;
  /** Whole units typed, or '' when stock is not tracked. */
  stock: string;
  /** The field the on-screen keypad types into. */
  active: AmountFieldId;
}

const levelNumber = (key: string) => Number(key.slice('LEVEL'.length));

/** The price levels worth a field: those the product has, and those the outlet's order types use. */
export function levelKeysOf(product: OwnerProduct, orderTypes: readonly OutletOrderType[]): string[] {
  const keys = new Set(Object.keys(product.LevelPrices ?? {}));
  for (const type of orderTypes) if (type.PriceLevel !== null) keys.add(`LEVEL${type.PriceLevel}`);
  return [...keys].sort((a, b) => levelNumber(a) - levelNumber(b));
}

/**
 * The dialog opens with the owner's default prices proposed: the first digit typed replaces
 * them (never appends to a pre-filled amount), as the payment keypad does.
 */
export function initialAddProductForm(product: OwnerProduct, levelKeys: readonly string[], categoryId: string | null): AddProductForm {
  return {
    categoryId,
    price: proposedKeypadField(product.SellPrice),
    levels: Object.fromEntries(levelKeys.map((key) => [key, proposedKeypadField(product.LevelPrices?.[key] ?? 0)])),
    stock: '',
    active: 'price',
  };
}

export function activeFieldOf(form: AddProductForm): KeypadField {
  return form.active === 'price' ? form.price : (form.levels[form.active] ?? proposedKeypadField(0));
}

export function withActiveField(form: AddProductForm, field: KeypadField): AddProductForm {
  return form.active === 'price' ? { ...form, price: field } : { ...form, levels: { ...form.levels, [form.active]: field } };
}

/** What is missing before Save may send (the server checks everything again). */
export function missingFieldOf(form: AddProductForm): 'category' | null {
  return form.categoryId === null ? 'category' : null;
}

/** The POST /outletProduct body: whole rupiah from the keypad, level prices above 0 only, stock or null. */
export function toAddOutletProductBody(product: OwnerProduct, form: AddProductForm): AddOutletProductBody {
  const levels = Object.entries(form.levels)
    .map(([key, field]): [string, number] => [key, rupiahOfKeypad(field.text)])
    .filter(([, amount]) => amount > 0);
  const stock = form.stock.trim();
  return {
    ProductId: product.Id,
    ProductCategoryId: Number(form.categoryId),
    SellPrice: rupiahOfKeypad(form.price.text),
    LevelPrices: levels.length === 0 ? null : Object.fromEntries(levels),
    Quantity: stock === '' ? null : Number(stock),
  };
}
