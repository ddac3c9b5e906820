import { describe, expect, it } from 'vitest';
import { OtherPermission } from '../codes/permissions.ts';
import { ApprovalNeed, OrderChange, PERMISSION_OF_CHANGE, getApprovalNeed, isEligibleApprover } from './approvals.ts';

const CANCEL = OtherPermission.CANCEL_ORDER;
const supervisor = { userId: 2, isActive: true, grants: [{ id: CANCEL, usePin: false }], outletIds: [10] };

describe('getApprovalNeed', () => {
  it('lets the owner through, asks a PIN where the grant carries UsePin, refuses without a grant', () => {
    expect(getApprovalNeed('owner', CANCEL)).toBe(ApprovalNeed.NONE);
    expect(getApprovalNeed([{ id: CANCEL, usePin: false }], CANCEL)).toBe(ApprovalNeed.NONE);
    expect(getApprovalNeed([{ id: CANCEL, usePin: true }], CANCEL)).toBe(ApprovalNeed.SUPERVISOR_PIN);
    expect(getApprovalNeed([{ id: OtherPermission.EDIT_ORDER, usePin: false }], CANCEL)).toBe(ApprovalNeed.DENIED);
  });

  it('judges void and delete by cancel-order, deduct and edit by edit-order (spec §6)', () => {
    expect([PERMISSION_OF_CHANGE[OrderChange.VOID_ORDER], PERMISSION_OF_CHANGE[OrderChange.DELETE]]).toEqual([CANCEL, CANCEL]);
    expect([PERMISSION_OF_CHANGE[OrderChange.DEDUCT], PERMISSION_OF_CHANGE[OrderChange.EDIT]]).toEqual([OtherPermission.EDIT_ORDER, OtherPermission.EDIT_ORDER]);
  });
});

describe('isEligibleApprover', () => {
  it('accepts another active user of the outlet whose role grants the permission without PIN', () => {
    expect(isEligibleApprover(supervisor, 1, 10, CANCEL)).toBe(true);
  });

  it.each([
    ['the acting user', { ...supervisor }, 2],
    ['a disabled user', { ...supervisor, isActive: false }, 1],
    ['a user of another outlet', { ...supervisor, outletIds: [11] }, 1],
    ['a user whose grant carries UsePin', { ...supervisor, grants: [{ id: CANCEL, usePin: true }] }, 1],
    ['a user without the permission', { ...supervisor, grants: [] }, 1],
  ])('refuses %s', (_name, candidate, actingUserId) => {
    expect(isEligibleApprover(candidate, actingUserId, 10, CANCEL)).toBe(false);
  });
});
