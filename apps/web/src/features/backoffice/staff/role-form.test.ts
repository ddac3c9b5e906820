import { describe, expect, it } from 'vitest';
import { ModuleType, OtherPermission } from '@kasir/domain';
import { MODULE_GROUPS, PERMISSION_GROUPS, emptyRoleForm, roleFormToBody, roleToForm, togglePermission, validateRoleForm } from './role-form.ts';
import en from './i18n/en.json';

describe('role editor groups', () => {
  it('list every spec §6 module type and other permission exactly once, each with a label', () => {
    const modules = MODULE_GROUPS.flatMap((group) => group.modules);
    expect([...modules].sort()).toEqual(Object.keys(ModuleType).sort());
    const permissions = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...permissions].sort()).toEqual(Object.keys(OtherPermission).sort());
    for (const key of modules) expect(en.boStaff.modules[key]).toBeTruthy();
    for (const key of permissions) expect(en.boStaff.permissions[key]).toBeTruthy();
  });
});

describe('role form', () => {
  it('round-trips a role: modules, permissions with UsePin and the three flags', () => {
    const role = {
      Id: 3,
      Name: 'Cashier',
      RoleModuleAccesses: [{ ModuleId: ModuleType.SHIFT }, { ModuleId: ModuleType.PESANAN }],
      RoleOtherModules: [
        { OtherModuleId: OtherPermission.CANCEL_ORDER, UsePin: true },
        { OtherModuleId: OtherPermission.ADD_ORDER, UsePin: false },
      ],
      AutomaticStartShift: true,
      StartShiftTime: '08:30:00',
      AutomaticLogoutChasier: true,
      UserCount: 2,
    };
    const form = roleToForm(role);
    expect(form.startShiftTime).toBe('08:30');
    expect(roleFormToBody(form)).toEqual({
      Name: 'Cashier',
      RoleModuleAccesses: [{ ModuleId: ModuleType.PESANAN }, { ModuleId: ModuleType.SHIFT }],
      RoleOtherModules: [
        { OtherModuleId: OtherPermission.ADD_ORDER, UsePin: false },
        { OtherModuleId: OtherPermission.CANCEL_ORDER, UsePin: true },
      ],
      AutomaticStartShift: true,
      StartShiftTime: '08:30',
      AutomaticLogoutChasier: true,
    });
  });

  it('an empty start time is sent as null', () => {
    expect(roleFormToBody({ ...emptyRoleForm, name: 'Waiter' }).StartShiftTime).toBeNull();
  });

  it('names the blank name and a malformed start time', () => {
    expect(validateRoleForm(emptyRoleForm)).toEqual({ name: { key: 'backOffice.required', values: { field: 'boStaff.roles.name' } } });
    expect(validateRoleForm({ ...emptyRoleForm, name: 'X', startShiftTime: '24:00' }).startShiftTime?.key).toBe('boStaff.roles.startShiftTimeInvalid');
    expect(validateRoleForm({ ...emptyRoleForm, name: 'X', startShiftTime: '07:05' })).toEqual({});
  });

  it('granting keeps UsePin, withdrawing forgets it', () => {
    const granted = togglePermission({}, OtherPermission.PAYMENT, true);
    expect(granted).toEqual({ [OtherPermission.PAYMENT]: false });
    expect(togglePermission({ [OtherPermission.PAYMENT]: true }, OtherPermission.PAYMENT, true)).toEqual({ [OtherPermission.PAYMENT]: true });
    expect(togglePermission({ [OtherPermission.PAYMENT]: true }, OtherPermission.PAYMENT, false)).toEqual({});
  });
});
