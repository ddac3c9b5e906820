import { OtherPermission } from '../codes/permissions.ts';
import type { CodeValue } from '../codes/enum-helpers.ts';

export type OtherPermissionValue = CodeValue<typeof OtherPermission>;

/** A role's "other permissions" as spec §3 RoleOtherModules carries them. */
export interface RolePermissionGrant {
  readonly id: number;
  readonly usePin: boolean;
}

/** Changes to an order that spec §5/§6 guard, each with the permission it is judged by. */
export const OrderChange = {
  ADD: 'ADD',
  EDIT: 'EDIT',
  DEDUCT: 'DEDUCT',
  DELETE: 'DELETE',
  VOID_ORDER: 'VOID_ORDER',
  VOID_ITEM: 'VOID_ITEM',
  CHANGE_PRODUCT: 'CHANGE_PRODUCT',
} as const;
export type OrderChangeValue = CodeValue<typeof OrderChange>;

/** Spec §6: void and delete use cancel-order; deduct and edit use edit-order. */
export const PERMISSION_OF_CHANGE: Readonly<Record<OrderChangeValue, OtherPermissionValue>> = {
  ADD: OtherPermission.ADD_ORDER,
  EDIT: OtherPermission.EDIT_ORDER,
  DEDUCT: OtherPermission.EDIT_ORDER,
  DELETE: OtherPermission.CANCEL_ORDER,
  VOID_ORDER: OtherPermission.CANCEL_ORDER,
  VOID_ITEM: OtherPermission.CANCEL_ORDER,
  CHANGE_PRODUCT: OtherPermission.EDIT_ORDER,
};

export const ApprovalNeed = {
  /** The role grants the permission outright. */
  NONE: 'NONE',
  /** The role grants it with UsePin: a supervisor's PIN is needed. */
  SUPERVISOR_PIN: 'SUPERVISOR_PIN',
  /** The role does not grant it at all. */
  DENIED: 'DENIED',
} as const;
export type ApprovalNeedValue = CodeValue<typeof ApprovalNeed>;

/** What the acting user needs for a permission; owners need nothing. */
export function getApprovalNeed(grants: readonly RolePermissionGrant[] | 'owner', permission: number): ApprovalNeedValue {
  if (grants === 'owner') return ApprovalNeed.NONE;
  const grant = grants.find((candidate) => candidate.id === permission);
  if (grant === undefined) return ApprovalNeed.DENIED;
  return grant.usePin ? ApprovalNeed.SUPERVISOR_PIN : ApprovalNeed.NONE;
}

export interface ApproverCandidate {
  readonly userId: number;
  readonly isActive: boolean;
  readonly grants: readonly RolePermissionGrant[];
  readonly outletIds: readonly number[];
}

/**
 * Spec §6 eligible approvers: other users (not the acting one) whose role grants the
 * permission without PIN and who belong to the current outlet. A disabled user approves nothing.
 */
export function isEligibleApprover(candidate: ApproverCandidate, actingUserId: number | null, outletId: number, permission: number): boolean {
  if (candidate.userId === actingUserId || !candidate.isActive) return false;
  if (!candidate.outletIds.includes(outletId)) return false;
  return getApprovalNeed(candidate.grants, permission) === ApprovalNeed.NONE;
}
