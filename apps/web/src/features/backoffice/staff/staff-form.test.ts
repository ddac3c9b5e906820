import { describe, expect, it } from 'vitest';
import { advancePinEntry, cashierToForm, emptyStaffForm, staffFormToBody, validateStaffForm } from './staff-form.ts';
import { cashierAni } from '../../../test/fixtures.ts';

describe('cashier form', () => {
  it('a new cashier needs name, username, role, an outlet and a PIN', () => {
    expect(Object.keys(validateStaffForm(emptyStaffForm, true)).sort()).toEqual(['name', 'outletIds', 'pin', 'roleId', 'username']);
    const filled = { name: 'Fajar', username: 'fajar', roleId: 1, outletIds: [2], pin: '135790' };
    expect(validateStaffForm(filled, true)).toEqual({});
  });

  it('an edit keeps the old PIN unless a new one was typed, and sends none then', () => {
    const values = { name: ' Fajar ', username: 'fajar', roleId: 1, outletIds: [2], pin: '' };
    expect(validateStaffForm(values, false)).toEqual({});
    expect(staffFormToBody(values)).toEqual({ Name: 'Fajar', Username: 'fajar', RoleId: 1, OutletIds: [2] });
    expect(staffFormToBody({ ...values, pin: '975310' }).PIN).toBe('975310');
  });

  it('reads a cashier’s role and outlets', () => {
    const form = cashierToForm(cashierAni);
    expect(form).toMatchObject({ name: cashierAni.Name, username: cashierAni.Username, roleId: cashierAni.UserRole!.Role.Id, pin: '' });
    expect(form.outletIds).toEqual(cashierAni.UserRole!.UserRoleOutlets.map((outlet) => outlet.OutletId));
  });
});

describe('PIN typed twice on the keypad', () => {
  it('asks again after the first PIN and keeps it when the second agrees', () => {
    const first = advancePinEntry({ stage: 'first' }, '135790');
    expect(first).toEqual({ step: { stage: 'again', first: '135790' }, pin: null, isMismatch: false });
    expect(advancePinEntry(first.step, '135790')).toEqual({ step: { stage: 'first' }, pin: '135790', isMismatch: false });
  });

  it('starts over when the second PIN differs', () => {
    expect(advancePinEntry({ stage: 'again', first: '135790' }, '135791')).toEqual({ step: { stage: 'first' }, pin: null, isMismatch: true });
  });
});
