import { PHONE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH, SpecMessage } from '@kasir/domain';
import type { CustomerData, ShippingData } from './cart-types.ts';

export type ShippingErrors = Partial<Record<keyof ShippingData, string>>;

/**
 * Spec §5 delivery address: Name, PhoneNumber and Address are required with the spec's exact
 * messages. Phone (at most 16) and postal code (digits, at most 16) are enforced as typed by
 * sanitisePhone and sanitisePostalCode, so they never need a message.
 */
export function validateShipping(shipping: ShippingData): ShippingErrors {
  const errors: ShippingErrors = {};
  if (shipping.Name.trim() === '') errors.Name = SpecMessage.NAME_REQUIRED;
  if (shipping.PhoneNumber.trim() === '') errors.PhoneNumber = SpecMessage.PHONE_REQUIRED;
  if (shipping.Address.trim() === '') errors.Address = SpecMessage.ADDRESS_REQUIRED;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** Inputs of phone and postal code refuse what would break the rule instead of warning later. */
export function sanitisePhone(value: string): string {
  return value.replace(/[^\d+\-\s]/g, '').slice(0, PHONE_MAX_LENGTH);
}

export function sanitisePostalCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, POSTAL_CODE_MAX_LENGTH);
}

/** Spec §5 customer block: a customer named on the order needs a name ('Nama tidak boleh kosong'). */
export function validateCustomer(customer: CustomerData): string | null {
  return customer.CustomerName.trim() === '' ? SpecMessage.NAME_REQUIRED : null;
}

/** Spec §5 new order: pax at least 1, with the spec's message. */
export function validatePax(pax: number): string | null {
  return pax < 1 ? SpecMessage.PAX_ZERO : null;
}

export const emptyShipping: ShippingData = {
  Name: '',
  PhoneNumber: '',
  Address: '',
  Ward: '',
  Subdistrict: '',
  City: '',
  PostalCode: '',
  Notes: '',
};
