import { describe, expect, it } from 'vitest';
import { OtherPermission, SpecMessage } from '@kasir/domain';
import type { User } from '@kasir/contracts';
import { cashierAni } from '../../test/fixtures.ts';
import { AccessLevel, accessLevelOf, approvalMessagesFor, approvalMessagesOf, approvalProblem, permissionOfChange } from './approval-rules.ts';

function withPermissions(otherModules: Array<{ OtherModuleId: number; UsePin: boolean }>): User {
  const role = cashierAni.UserRole;
  if (!role) throw new Error('fixture has a role');
  return { ...cashierAni, UserRole: { ...role, Role: { ...role.Role, RoleOtherModules: otherModules } } };
}

describe('accessLevelOf', () => {
  const ani = withPermissions([
    { OtherModuleId: OtherPermission.CANCEL_ORDER, UsePin: true },
    { OtherModuleId: OtherPermission.PAYMENT, UsePin: false },
  ]);

  it('needs a PIN where the permission carries UsePin', () => {
    expect(accessLevelOf(ani, OtherPermission.CANCEL_ORDER)).toBe(AccessLevel.NEEDS_PIN);
  });
  it('acts alone where the permission has no UsePin', () => {
    expect(accessLevelOf(ani, OtherPermission.PAYMENT)).toBe(AccessLevel.GRANTED);
  });
  it('denies a permission the role lacks', () => {
    expect(accessLevelOf(ani, OtherPermission.EDIT_ORDER)).toBe(AccessLevel.DENIED);
  });
  it('lets the owner (no cashier) do everything', () => {
    expect(accessLevelOf(null, OtherPermission.EDIT_ORDER)).toBe(AccessLevel.GRANTED);
  });
});

describe('the supervisor step', () => {
  it('maps void and delete to cancel-order, deduct and edit to edit-order (spec §6)', () => {
    expect(permissionOfChange.VOID_ORDER).toBe(OtherPermission.CANCEL_ORDER);
    expect(permissionOfChange.DELETE_LINE).toBe(OtherPermission.CANCEL_ORDER);
    expect(permissionOfChange.DEDUCT_LINE).toBe(OtherPermission.EDIT_ORDER);
    expect(permissionOfChange.EDIT_LINE).toBe(OtherPermission.EDIT_ORDER);
  });
  it('words the void dialog in English and the deduct dialog in Indonesian, as the spec does', () => {
    expect(approvalProblem(null, '', approvalMessagesOf.VOID_ORDER)).toBe('Please select User with access');
    expect(approvalProblem(12, '', approvalMessagesOf.VOID_ORDER)).toBe('PIN cannot be empty');
    expect(approvalProblem(null, '', approvalMessagesOf.DEDUCT_LINE)).toBe(SpecMessage.CASHIER_REQUIRED);
    expect(approvalProblem(12, '', approvalMessagesOf.DEDUCT_LINE)).toBe(SpecMessage.PIN_REQUIRED);
    expect(approvalProblem(12, '222222', approvalMessagesOf.DEDUCT_LINE)).toBeNull();
  });
  it('voids a pending item under cancel-order, and words a request for access as the request-access dialog does', () => {
    expect(permissionOfChange.VOID_PENDING_ITEM).toBe(OtherPermission.CANCEL_ORDER);
    expect(approvalMessagesFor('EDIT_LINE', AccessLevel.NEEDS_PIN).approverMissing).toBe('Please select a cashier');
    expect(approvalMessagesFor('EDIT_LINE', AccessLevel.DENIED)).toEqual({ approverMissing: 'Kasir harus dipilih', pinMissing: 'PIN harus diisi' });
  });
});
