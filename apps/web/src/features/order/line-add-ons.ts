import { mergeAddOns, SUB_PRODUCT_UNLIMITED_QUANTITY } from '@kasir/domain';
import type { OrderProduct, OrderSubProductInput, SubProduct } from '@kasir/contracts';

/** An add-on of a line being edited: a menu sub-product (subProductId) or free text typed on the menu page. */
export interface LineAddOn {
  subProductId: number | null;
  name: string;
  /** Rupiah per unit of the line, as the wire carries it. */
  price: number;
  quantity: number;
}

export function lineAddOnsOf(product: OrderProduct): LineAddOn[] {
  return product.OrderSubProducts.map((addOn) => ({
    subProductId: addOn.IsSubProduct ? addOn.SubProductId : null,
    name: addOn.Name,
    price: addOn.Price,
    quantity: addOn.Quantity,
  }));
}

/** A sub-product can be added while it is not sold out and has stock (-1 = unlimited). */
export function isSubProductAvailable(subProduct: Pick<SubProduct, 'IsSoldOut' | 'Quantity'>): boolean {
  return !subProduct.IsSoldOut && (subProduct.Quantity === SUB_PRODUCT_UNLIMITED_QUANTITY || subProduct.Quantity > 0);
}

/** Spec §5: add-ons are unique; choosing one already there increments its quantity. */
export function addSubProduct(addOns: readonly LineAddOn[], subProduct: SubProduct): LineAddOn[] {
  return mergeAddOns([...addOns, { subProductId: subProduct.Id, name: subProduct.Name, price: subProduct.Price, quantity: 1 }]);
}

export function setAddOnQuantity(addOns: readonly LineAddOn[], index: number, quantity: number): LineAddOn[] {
  const whole = Number.isFinite(quantity) ? Math.max(1, Math.trunc(quantity)) : 1;
  return addOns.map((addOn, position) => (position === index ? { ...addOn, quantity: whole } : addOn));
}

export function removeAddOn(addOns: readonly LineAddOn[], index: number): LineAddOn[] {
  return addOns.filter((_, position) => position !== index);
}

export function haveAddOnsChanged(before: readonly LineAddOn[], after: readonly LineAddOn[]): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** The wire form: a menu add-on names its sub-product (the server prices it), free text carries name and price. */
export function toAddOnInputs(addOns: readonly LineAddOn[]): OrderSubProductInput[] {
  return addOns.map((addOn) =>
    addOn.subProductId !== null
      ? { SubProductId: addOn.subProductId, Quantity: addOn.quantity }
      : { Name: addOn.name, Price: addOn.price, Quantity: addOn.quantity },
  );
}
