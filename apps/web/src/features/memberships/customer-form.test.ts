import { describe, expect, it } from 'vitest';
import { SpecMessage } from '@kasir/domain';
import { birthDateOfTyping, customerBodyOf, formatBirthDateTyping, sanitiseMembershipPhone, validateCustomerForm } from './customer-form.ts';
import { signUpLinkOf } from './signup/signup-api.ts';

const TODAY = '2026-11-25';
const filled = { name: 'Maya', phone: '081234567890', birthDate: '15/03/1995', memberCategoryId: 2 };

describe('the new membership form (spec §5 member rules)', () => {
  it('shows the birth date as DD/MM/YYYY while digits are typed, and sends it as year-month-day', () => {
    expect(formatBirthDateTyping('1')).toBe('1');
    expect(formatBirthDateTyping('150')).toBe('15/0');
    expect(formatBirthDateTyping('15031995')).toBe('15/03/1995');
    expect(formatBirthDateTyping('15/03/19951')).toBe('15/03/1995');
    expect(birthDateOfTyping('15/03/1995')).toBe('1995-03-15');
    expect(birthDateOfTyping('31/02/1995')).toBeNull();
    expect(customerBodyOf({ ...filled, name: '  Maya  ' })).toEqual({ Name: 'Maya', PhoneNumber: '081234567890', BirthDate: '1995-03-15' });
  });

  it('keeps the phone to digits with one leading +, at most 16 characters', () => {
    expect(sanitiseMembershipPhone('0812-3456 abc')).toBe('08123456');
    expect(sanitiseMembershipPhone('+62 812')).toBe('+62812');
    expect(sanitiseMembershipPhone('12345678901234567890')).toHaveLength(16);
  });

  it('says what is missing with the spec messages, and refuses a future or impossible birth date', () => {
    expect(validateCustomerForm(filled, TODAY)).toEqual({});
    expect(validateCustomerForm({ name: ' ', phone: '', birthDate: '', memberCategoryId: null }, TODAY)).toEqual({
      name: { message: SpecMessage.NAME_REQUIRED },
      phone: { message: SpecMessage.PHONE_REQUIRED },
      birthDate: { message: SpecMessage.BIRTH_DATE_REQUIRED },
      memberCategoryId: { key: 'categoryRequired' },
    });
    expect(validateCustomerForm({ ...filled, birthDate: '26/11/2026' }, TODAY).birthDate).toEqual({ key: 'birthDateFuture' });
    expect(validateCustomerForm({ ...filled, birthDate: '25/11/2026' }, TODAY)).toEqual({});
    expect(validateCustomerForm({ ...filled, birthDate: '15/03' }, TODAY).birthDate).toEqual({ key: 'birthDateInvalid' });
  });
});

describe('the sign-up link of the QR', () => {
  it('reads the token, the history id and the purchased flag', () => {
    expect(signUpLinkOf(new URLSearchParams('token=abc&id=12&purchased=0'))).toEqual({ token: 'abc', id: '12', isPurchased: false });
    expect(signUpLinkOf(new URLSearchParams('token=abc&id=12&purchased=1'))?.isPurchased).toBe(true);
    expect(signUpLinkOf(new URLSearchParams('token=abc'))).toBeNull();
    expect(signUpLinkOf(new URLSearchParams('id=12'))).toBeNull();
    expect(signUpLinkOf(new URLSearchParams('token=abc&id=x'))).toBeNull();
  });
});
