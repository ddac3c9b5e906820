import { AppOrderType, SpecMessage } from '@kasir/domain';
import type { SelfOrderPlaceBody } from '@kasir/contracts';
import { emptyShipping, hasErrors, validateShipping, type ShippingErrors } from '../menu/cart/order-form-rules.ts';
import type { ShippingData } from '../menu/cart/cart-types.ts';
import type { CartLine } from './self-order-cart.ts';

/** What the customer types in the cart sheet before placing. */
export interface CheckoutForm {
  name: string;
  phone: string;
  notes: string;
  appOrderType: number;
  shipping: ShippingData;
}

export interface CheckoutErrors {
  name?: string;
  shipping?: ShippingErrors;
}

export function emptyCheckout(appOrderType: number): CheckoutForm {
  return { name: '', phone: '', notes: '', appOrderType, shipping: emptyShipping };
}

/** The spec's own messages: 'Nama tidak boleh kosong'; delivery adds spec §5's shipping rules. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (form.name.trim() === '') errors.name = SpecMessage.NAME_REQUIRED;
  if (form.appOrderType === AppOrderType.DELIVERY) {
    const shipping = validateShipping(form.shipping);
    if (hasErrors(shipping)) errors.shipping = shipping;
  }
  return errors;
}

export function hasCheckoutErrors(errors: CheckoutErrors): boolean {
  return errors.name !== undefined || errors.shipping !== undefined;
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function placeBodyOf(form: CheckoutForm, lines: readonly CartLine[]): SelfOrderPlaceBody {
  const s = form.shipping;
  return {
    AppOrderType: form.appOrderType as SelfOrderPlaceBody['AppOrderType'],
    CustomerName: form.name.trim(),
    PhoneNumber: optional(form.phone),
    Notes: optional(form.notes),
    DeliveryAddress:
      form.appOrderType === AppOrderType.DELIVERY
        ? { Name: s.Name.trim(), PhoneNumber: s.PhoneNumber.trim(), Address: s.Address.trim(), Ward: optional(s.Ward), Subdistrict: optional(s.Subdistrict), City: optional(s.City), PostalCode: optional(s.PostalCode), Notes: optional(s.Notes) }
        : undefined,
    Lines: lines.map((line) => ({ OutletProductId: line.productId, Quantity: line.quantity, Notes: optional(line.notes), AddOnIds: line.addOns.length > 0 ? line.addOns.map((addOn) => addOn.id) : undefined })),
  };
}
