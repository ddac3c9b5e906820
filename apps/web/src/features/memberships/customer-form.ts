import { PHONE_MAX_LENGTH, SpecMessage } from '@kasir/domain';

/**
 * The customer a NEW membership is for, as the till's form and the phone sign-up page take it
 * (spec §5 member rules): Name, phone (digits, at most 16), birth date typed day, month, year
 * and sent as year-month-day, not in the future; and the category.
 */
export interface MembershipCustomerForm {
  name: string;
  phone: string;
  /** As typed and shown: DD/MM/YYYY (digits only are typed; the slashes come by themselves). */
  birthDate: string;
  memberCategoryId: number | null;
}

export type CustomerFormField = 'name' | 'phone' | 'birthDate' | 'memberCategoryId';
/** An error is a spec message (shown translated through the message table) or a key of memberships.form.errors. */
export type CustomerFormErrors = Partial<Record<CustomerFormField, { message: string } | { key: 'birthDateInvalid' | 'birthDateFuture' | 'categoryRequired' }>>;

export const emptyCustomerForm: MembershipCustomerForm = { name: '', phone: '', birthDate: '', memberCategoryId: null };

const BIRTH_DATE_DIGITS = 8;

/** The phone as the server takes it: digits, one leading +, at most 16 characters. */
export function sanitiseMembershipPhone(typed: string): string {
  const plus = typed.trimStart().startsWith('+') ? '+' : '';
  return `${plus}${typed.replace(/\D/g, '')}`.slice(0, PHONE_MAX_LENGTH);
}

/** Digits typed into the birth date show as DD/MM/YYYY: the slashes come as the digits do, never more than 8 digits. */
export function formatBirthDateTyping(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, BIRTH_DATE_DIGITS);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((part) => part !== '');
  return parts.join('/');
}

/** DD/MM/YYYY as year-month-day (spec §5 "BirthDate sent as year-month-day"), or null when it is no real calendar day. */
export function birthDateOfTyping(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The spec §5 checks; `today` is the outlet's (or the phone's) day, YYYY-MM-DD. Empty when the form may be sent. */
export function validateCustomerForm(form: MembershipCustomerForm, today: string): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (form.name.trim() === '') errors.name = { message: SpecMessage.NAME_REQUIRED };
  if (form.phone.replace(/\D/g, '') === '') errors.phone = { message: SpecMessage.PHONE_REQUIRED };
  if (form.birthDate.trim() === '') errors.birthDate = { message: SpecMessage.BIRTH_DATE_REQUIRED };
  else {
    const iso = birthDateOfTyping(form.birthDate);
    if (iso === null) errors.birthDate = { key: 'birthDateInvalid' };
    else if (iso > today) errors.birthDate = { key: 'birthDateFuture' };
  }
  if (form.memberCategoryId === null) errors.memberCategoryId = { key: 'categoryRequired' };
  return errors;
}

/** The body fields the server takes (MembershipCustomerSchema) from a valid form. */
export function customerBodyOf(form: MembershipCustomerForm): { Name: string; PhoneNumber: string; BirthDate: string } {
  return { Name: form.name.trim(), PhoneNumber: form.phone, BirthDate: birthDateOfTyping(form.birthDate) ?? '' };
}
