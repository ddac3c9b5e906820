import { OtherPermission, SpecMessage, type CodeValue } from '@kasir/domain';
import type { User } from '@kasir/contracts';

export type OtherPermissionId = CodeValue<typeof OtherPermission>;

/** What the signed-in cashier's role says about one permission of spec §6. */
export const AccessLevel = {
  /** The role does not grant the permission at all. */
  DENIED: 'DENIED',
  /** Granted without UsePin: the cashier acts alone. */
  GRANTED: 'GRANTED',
  /** Granted with UsePin: a supervising cashier must approve with their PIN. */
  NEEDS_PIN: 'NEEDS_PIN',
} as const;
export type AccessLevelValue = (typeof AccessLevel)[keyof typeof AccessLevel];

/** The access of `user` to `permissionId`; null (the owner acting alone) may do everything. */
export function accessLevelOf(user: User | null, permissionId: OtherPermissionId): AccessLevelValue {
  if (user === null) return AccessLevel.GRANTED;
  const entry = user.UserRole?.Role.RoleOtherModules.find((other) => other.OtherModuleId === permissionId);
  if (!entry) return AccessLevel.DENIED;
  return entry.UsePin ? AccessLevel.NEEDS_PIN : AccessLevel.GRANTED;
}

/** Spec §6: void and delete use cancel-order; deduct, edit and change use edit-order. */
export const OrderChange = {
  VOID_ORDER: 'VOID_ORDER',
  DELETE_LINE: 'DELETE_LINE',
  DEDUCT_LINE: 'DEDUCT_LINE',
  EDIT_LINE: 'EDIT_LINE',
  CHANGE_PRODUCT: 'CHANGE_PRODUCT',
  VOID_PENDING_ITEM: 'VOID_PENDING_ITEM',
  /** Issue 6: a paid order's payment lines changed afterwards (permission 20). */
  CHANGE_PAYMENT_METHOD: 'CHANGE_PAYMENT_METHOD',
  SPLIT_BILL: 'SPLIT_BILL',
  MERGE_BILL: 'MERGE_BILL',
  REFUND_ORDER: 'REFUND_ORDER',
  /** The Pay button of the payment dialog (permission 9) when it carries UsePin or the role lacks it. */
  PAYMENT: 'PAYMENT',
  /** Issue 19: adding a member, making a customer one, registering a card (permission 11). */
  ADD_MEMBER: 'ADD_MEMBER',
  /** Issue 19: editing or deleting a member (permission 12). */
  EDIT_MEMBER: 'EDIT_MEMBER',
} as const;
export type OrderChangeValue = (typeof OrderChange)[keyof typeof OrderChange];

export const permissionOfChange: Record<OrderChangeValue, OtherPermissionId> = {
  VOID_ORDER: OtherPermission.CANCEL_ORDER,
  DELETE_LINE: OtherPermission.CANCEL_ORDER,
  DEDUCT_LINE: OtherPermission.EDIT_ORDER,
  EDIT_LINE: OtherPermission.EDIT_ORDER,
  CHANGE_PRODUCT: OtherPermission.EDIT_ORDER,
  VOID_PENDING_ITEM: OtherPermission.CANCEL_ORDER,
  CHANGE_PAYMENT_METHOD: OtherPermission.CHANGE_PAYMENT_METHOD,
  SPLIT_BILL: OtherPermission.SPLIT_BILL,
  MERGE_BILL: OtherPermission.MERGE_BILL,
  REFUND_ORDER: OtherPermission.REFUND_ORDER,
  PAYMENT: OtherPermission.PAYMENT,
  ADD_MEMBER: OtherPermission.ADD_MEMBER,
  EDIT_MEMBER: OtherPermission.EDIT_MEMBER_DATA,
};

/** The two messages of the supervisor step; spec §5 words them differently per dialog. */
export interface ApprovalMessages {
  approverMissing: string;
  pinMissing: string;
}

export const approvalMessagesOf: Record<OrderChangeValue, ApprovalMessages> = {
  VOID_ORDER: { approverMissing: SpecMessage.SELECT_USER_WITH_ACCESS, pinMissing: SpecMessage.PIN_EMPTY },
  DELETE_LINE: { approverMissing: SpecMessage.CASHIER_REQUIRED, pinMissing: SpecMessage.PIN_REQUIRED },
  DEDUCT_LINE: { approverMissing: SpecMessage.CASHIER_REQUIRED, pinMissing: SpecMessage.PIN_REQUIRED },
  EDIT_LINE: { approverMissing: SpecMessage.SELECT_A_CASHIER, pinMissing: SpecMessage.PIN_EMPTY },
  CHANGE_PRODUCT: { approverMissing: SpecMessage.CASHIER_REQUIRED, pinMissing: SpecMessage.PIN_REQUIRED },
  VOID_PENDING_ITEM: { approverMissing: SpecMessage.SELECT_USER_WITH_ACCESS, pinMissing: SpecMessage.PIN_EMPTY },
  CHANGE_PAYMENT_METHOD: { approverMissing: SpecMessage.CASHIER_REQUIRED, pinMissing: SpecMessage.PIN_REQUIRED },
  // Spec §6 names no words for these approvals: the void words, as the server answers them too.
  SPLIT_BILL: { approverMissing: SpecMessage.SELECT_USER_WITH_ACCESS, pinMissing: SpecMessage.PIN_EMPTY },
  MERGE_BILL: { approverMissing: SpecMessage.SELECT_USER_WITH_ACCESS, pinMissing: SpecMessage.PIN_EMPTY },
  REFUND_ORDER: { approverMissing: SpecMessage.SELECT_USER_WITH_ACCESS, pinMissing: SpecMessage.PIN_EMPTY },
  // The payment dialog asks through the request-access dialog of spec §5, in its words.
  PAYMENT: { approverMissing: SpecMessage.CASHIER_REQUIRED, pinMissing: SpecMessage.PIN_REQUIRED },
  // The member modal asks through the same request-access dialog, in the words the server answers with.
  ADD_MEMBER: { approverMissing: SpecMessage.SELECT_USER_WITH_ACCESS, pinMissing: SpecMessage.PIN_EMPTY },
  EDIT_MEMBER: { approverMissing: SpecMessage.SELECT_USER_WITH_ACCESS, pinMissing: SpecMessage.PIN_EMPTY },
};

/** Spec §5 request access / select cashier: a role without the permission asks a supervisor in these words. */
export const requestAccessMessages: ApprovalMessages = { approverMissing: SpecMessage.CASHIER_REQUIRED, pinMissing: SpecMessage.PIN_REQUIRED };

/** The words of the supervisor step for this change and the cashier's access to it. */
export function approvalMessagesFor(change: OrderChangeValue, access: AccessLevelValue): ApprovalMessages {
  return access === AccessLevel.DENIED ? requestAccessMessages : approvalMessagesOf[change];
}

/** The supervisor's answer sent with a change that needs approval. */
export type { Approval } from '@kasir/contracts';

/** The first thing missing from the supervisor step, as the spec words it; null when complete. */
export function approvalProblem(approverId: number | null, pin: string, messages: ApprovalMessages): string | null {
  if (approverId === null) return messages.approverMissing;
  if (pin.length === 0) return messages.pinMissing;
  return null;
}
