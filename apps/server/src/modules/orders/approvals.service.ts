import {
  ApprovalNeed,
  PERMISSION_OF_CHANGE,
  SpecMessage,
  getApprovalNeed,
  isEligibleApprover,
  type OrderChangeValue,
  type OtherPermissionValue,
  type RolePermissionGrant,
} from '@kasir/domain';
import type { Approval, Approver } from '@kasir/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { PinGuard } from '../auth/pin-guard.ts';
import type { UsersRepository } from '../users/users.repository.ts';

type Deps = { users: UsersRepository; pinGuard: PinGuard };

/** The spec's wording of a missing approver and PIN differs per dialog (§5). */
const MISSING_APPROVAL: Record<OrderChangeValue, { user: string; pin: string }> = {
  ADD: { user: SpecMessage.CASHIER_REQUIRED, pin: SpecMessage.PIN_REQUIRED },
  EDIT: { user: SpecMessage.SELECT_A_CASHIER, pin: SpecMessage.PIN_EMPTY },
  DEDUCT: { user: SpecMessage.CASHIER_REQUIRED, pin: SpecMessage.PIN_REQUIRED },
  DELETE: { user: SpecMessage.CASHIER_REQUIRED, pin: SpecMessage.PIN_REQUIRED },
  VOID_ORDER: { user: SpecMessage.SELECT_USER_WITH_ACCESS, pin: SpecMessage.PIN_EMPTY },
  VOID_ITEM: { user: SpecMessage.SELECT_USER_WITH_ACCESS, pin: SpecMessage.PIN_EMPTY },
  CHANGE_PRODUCT: { user: SpecMessage.SELECT_A_CASHIER, pin: SpecMessage.PIN_EMPTY },
};

/** What the refusal names when the role lacks the permission altogether. */
const DENIED_MESSAGE: Record<OrderChangeValue, string> = {
  ADD: "Sorry, you don't have access to add orders",
  EDIT: SpecMessage.NO_ACCESS_EDIT_ORDERED,
  DEDUCT: SpecMessage.NO_ACCESS_EDIT_ORDERED,
  DELETE: "Sorry, you don't have access to cancel orders",
  VOID_ORDER: "Sorry, you don't have access to cancel orders",
  VOID_ITEM: "Sorry, you don't have access to cancel orders",
  CHANGE_PRODUCT: SpecMessage.NO_ACCESS_EDIT_ORDERED,
};

/**
 * Spec §6 approvals: where the acting cashier's permission carries UsePin, or their role lacks it
 * (request access, spec §2/§5), another user of the outlet whose role grants it without PIN
 * approves that one action with their 6-digit PIN. The PIN is checked
 * through the PIN guard (lockouts hold) before any order transaction starts, so a slow hash
 * never holds a database lock.
 */
export function createApprovalsService(deps: Deps) {
  async function grantsOf(ownerId: number, userId: number | null): Promise<{ isActive: boolean; grants: RolePermissionGrant[] } | null> {
    if (userId === null) return null;
    // The grants alone: the role's name and screen modules do not decide an approval.
    return deps.users.findGrants(ownerId, userId);
  }

  async function authorisePermission(
    auth: AuthContext,
    outletId: number,
    permission: OtherPermissionValue,
    texts: { denied: string; missingUser: string },
    approval: Approval | undefined,
    device: string,
  ): Promise<number | null> {
    if (auth.kind === 'owner') return null;
    const acting = await grantsOf(auth.ownerId, auth.userId);
    const need = getApprovalNeed(acting?.grants ?? [], permission);
    if (need === ApprovalNeed.NONE) return null;
    // Spec §2/§5 request access: a role without the permission may still act once when an eligible
    // approver signs with their PIN; without an Approval the refusal is the role's, as before.
    if (need === ApprovalNeed.DENIED && !approval) throw new AppError('FORBIDDEN', texts.denied);
    if (!approval) throw new AppError('VALIDATION_ERROR', texts.missingUser, [{ field: 'Approval.UserId', error: texts.missingUser }]);
    const approver = await deps.users.findById(auth.ownerId, approval.UserId);
    const approverGrants = await grantsOf(auth.ownerId, approval.UserId);
    const outletIds = approver ? ((await deps.users.loadOutletIds([approver.id])).get(approver.id) ?? []) : [];
    const candidate = { userId: approval.UserId, isActive: approverGrants?.isActive ?? false, grants: approverGrants?.grants ?? [], outletIds };
    if (!approver || !isEligibleApprover(candidate, auth.userId, outletId, permission)) {
      throw new AppError('FORBIDDEN', SpecMessage.SELECT_USER_WITH_ACCESS, [{ field: 'Approval.UserId', error: SpecMessage.SELECT_USER_WITH_ACCESS }]);
    }
    await deps.pinGuard.verifyPin(approver, approval.PIN, device);
    return approver.id;
  }

  return {
    /**
     * Checks that the caller may make this change, with an approver when their role needs one.
     * Returns the approving user's id, or null when no approval was needed.
     */
    async authorise(auth: AuthContext, outletId: number, change: OrderChangeValue, approval: Approval | undefined, device: string): Promise<number | null> {
      return authorisePermission(auth, outletId, PERMISSION_OF_CHANGE[change], { denied: DENIED_MESSAGE[change], missingUser: MISSING_APPROVAL[change].user }, approval, device);
    },

    /**
     * The same check for a permission that is not an order-line change (split bill, merge bill,
     * refund, change payment method …), with the refusal texts of its dialog.
     */
    authorisePermission,

    /** GET /order/approvers: the users who may approve this permission at the outlet (spec §6). */
    async listApprovers(auth: AuthContext, outletId: number, permission: number): Promise<Approver[]> {
      const users = await deps.users.listByOwner(auth.ownerId, { onlyActive: true });
      const roleIds = users.map((user) => user.role_id).filter((id): id is number => id !== null);
      const [roles, outlets] = await Promise.all([deps.users.loadRoles(roleIds), deps.users.loadOutletIds(users.map((user) => user.id))]);
      return users
        .filter((user) =>
          isEligibleApprover(
            {
              userId: user.id,
              isActive: user.is_active === 1,
              grants: (user.role_id ? roles.get(user.role_id)?.otherModules : undefined) ?? [],
              outletIds: outlets.get(user.id) ?? [],
            },
            auth.userId,
            outletId,
            permission,
          ),
        )
        .map((user) => ({ Id: user.id, Name: user.name, Username: user.username }));
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
