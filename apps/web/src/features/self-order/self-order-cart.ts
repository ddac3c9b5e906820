import { ZERO_MONEY, addMoney, moneyFromDecimalRupiah, multiplyMoney, toDecimalRupiah, CUSTOMER_ORDER_MAX_QUANTITY, type Money } from '@kasir/domain';
import type { SelfOrderProduct } from '@kasir/contracts';

/** One cart line: a product with the add-ons chosen for each unit and a note for the kitchen. */
export interface CartLine {
  /** Local id, so two lines of one product with different add-ons stay apart. */
  key: string;
  productId: number;
  name: string;
  /** Decimal rupiah of one unit without add-ons, as the menu priced it. */
  price: number;
  addOns: { id: number; name: string; price: number }[];
  quantity: number;
  notes: string;
}

/** Price of one unit with its add-ons, exact in hundredths (never float sums). */
export function unitMoneyOf(line: Pick<CartLine, 'price' | 'addOns'>): Money {
  return line.addOns.reduce((sum, addOn) => addMoney(sum, moneyFromDecimalRupiah(addOn.price)), moneyFromDecimalRupiah(line.price));
}

export function lineTotalOf(line: Pick<CartLine, 'price' | 'addOns' | 'quantity'>): number {
  return toDecimalRupiah(multiplyMoney(unitMoneyOf(line), line.quantity));
}

export function cartTotalOf(lines: readonly CartLine[]): number {
  return toDecimalRupiah(lines.reduce((sum, line) => addMoney(sum, multiplyMoney(unitMoneyOf(line), line.quantity)), ZERO_MONEY));
}

export function cartCountOf(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function clampQuantity(quantity: number): number {
  return Math.min(CUSTOMER_ORDER_MAX_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** Adds a line; the same product with the same add-ons and note only raises the quantity. */
export function addToCart(lines: readonly CartLine[], product: SelfOrderProduct, addOnIds: readonly number[], quantity: number, notes: string): CartLine[] {
  const chosen = product.AddOns.filter((addOn) => addOnIds.includes(addOn.Id)).map((addOn) => ({ id: addOn.Id, name: addOn.Name, price: addOn.Price }));
  const key = `${product.Id}:${chosen.map((addOn) => addOn.id).sort((a, b) => a - b).join(',')}:${notes.trim()}`;
  const same = lines.find((line) => line.key === key);
  if (same) return lines.map((line) => (line === same ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line));
  return [...lines, { key, productId: product.Id, name: product.Name, price: product.Price, addOns: chosen, quantity: clampQuantity(quantity), notes: notes.trim() }];
}

export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  return lines.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => line.key !== key);
}

/**
 * The counter QR's menu is priced for the chosen order type (pick-up or delivery): when the
 * menu changes, lines take its prices so the cart shows what the server will charge.
 */
export function repriceCart(lines: readonly CartLine[], products: readonly SelfOrderProduct[]): CartLine[] {
  let changed = false;
  const next = lines.map((line) => {
    const product = products.find((item) => item.Id === line.productId);
    if (!product) return line;
    const addOns = line.addOns.map((addOn) => ({ ...addOn, price: product.AddOns.find((item) => item.Id === addOn.id)?.Price ?? addOn.price }));
    if (product.Price === line.price && addOns.every((addOn, index) => addOn.price === line.addOns[index]?.price)) return line;
    changed = true;
    return { ...line, price: product.Price, addOns };
  });
  return changed ? next : (lines as CartLine[]);
}
