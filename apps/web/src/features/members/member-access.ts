import { OtherPermission } from '@kasir/domain';
import { AccessLevel, accessLevelOf } from '../order/approval-rules.ts';
import { useSessionStore } from '../session/session-store.ts';

/**
 * Spec §6: add member (11) adds members and turns customers into members; edit member data (12)
 * edits and deletes them. Every action is offered; one the role does not grant freely asks for a
 * supervisor's PIN (use-member-approval.tsx). `canAddMember` only decides whether a new person is
 * a member by default.
 */
export function useMemberAccess(): { canAddMember: boolean } {
  const cashier = useSessionStore((state) => state.cashier);
  return { canAddMember: accessLevelOf(cashier, OtherPermission.ADD_MEMBER) !== AccessLevel.DENIED };
}
