import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '@kasir/domain';
import { emptyShipping, sanitisePhone, sanitisePostalCode, validateCustomer, validatePax, validateShipping } from './order-form-rules.ts';

describe('shipping data (spec §5 delivery address)', () => {
  it('requires name, phone and address with the exact messages', () => {
    expect(validateShipping(emptyShipping)).toEqual({
      Name: 'Nama tidak boleh kosong',
      PhoneNumber: 'Nomor HP tidak boleh kosong',
      Address: 'Alamat tidak boleh kosong',
    });
    expect(validateShipping({ ...emptyShipping, Name: 'Rina', PhoneNumber: '0812', Address: 'Jl. Senja 1' })).toEqual({});
  });

  it('cuts phone and postal code to 16 characters, postal code digits only', () => {
    expect(sanitisePhone('0812345678901234567')).toHaveLength(PHONE_MAX_LENGTH);
    expect(sanitisePostalCode('12a34-5678901234567890')).toBe('1234567890123456');
    expect(sanitisePostalCode('12a34-5678901234567890')).toHaveLength(POSTAL_CODE_MAX_LENGTH);
  });
});

describe('pax', () => {
  it('refuses 0 with the spec message', () => {
    expect(validatePax(0)).toBe('Number of pax cannot be 0');
    expect(validatePax(1)).toBeNull();
  });
});

describe('customer data', () => {
  it('needs a name, with the spec message; the phone is optional', () => {
    expect(validateCustomer({ CustomerName: '  ', PhoneNumber: '0812' })).toBe('Nama tidak boleh kosong');
    expect(validateCustomer({ CustomerName: 'Rina', PhoneNumber: '' })).toBeNull();
  });
});
