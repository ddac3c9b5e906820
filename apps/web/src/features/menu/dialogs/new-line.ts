import { CartLineKind, type CartLine } from '../cart/cart-types.ts';
import { MenuItemKind, type MenuItem } from '../catalog/menu-item.ts';

/** A new cart line for a menu item, before the cashier changes anything. */
export function newLineFor(item: MenuItem): Omit<CartLine, 'key'> {
  return {
    kind: item.kind === MenuItemKind.BUNDLE ? CartLineKind.BUNDLE : CartLineKind.PRODUCT,
    productId: item.Id,
    name: item.Name,
    quantity: 1,
    sellPrice: item.sellPrice,
    levelPrices: item.levelPrices,
    priceOverride: null,
    notes: '',
    addOns: [],
    bundleItems: item.bundleItems,
  };
}
