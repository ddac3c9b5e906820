import { useState } from 'react';
import type { Approval } from '@kasir/contracts';
import { AccessLevel, accessLevelOf, permissionOfChange, type OrderChangeValue } from '../order/approval-rules.ts';
import { RequestAccessDialog } from '../order/dialogs/RequestAccessDialog.tsx';
import { useSessionStore } from '../session/session-store.ts';

type MemberChange = Extract<OrderChangeValue, 'ADD_MEMBER' | 'EDIT_MEMBER'>;

interface PendingApproval {
  change: MemberChange;
  run(approval: Approval): void;
}

/**
 * Spec §6 for the member calls (11 add member, 12 edit member data), as the Pay button does it:
 * an action whose permissions the cashier's role grants without PIN runs at once; otherwise
 * (UsePin, or the role lacks one: request access) the order screen's request-access dialog asks
 * for an eligible approver and their PIN first, and the action runs with that Approval. The
 * server checks both again.
 */
export function useMemberApproval({ isSubmitting, zIndex }: { isSubmitting: boolean; zIndex?: number }) {
  const cashier = useSessionStore((state) => state.cashier);
  const [pending, setPending] = useState<PendingApproval | null>(null);

  /** Runs `action` now, or once a supervisor approved the first of `changes` the role does not grant freely. */
  function withApproval(changes: readonly MemberChange[], action: (approval?: Approval) => void): void {
    const needing = changes.find((change) => accessLevelOf(cashier, permissionOfChange[change]) !== AccessLevel.GRANTED);
    if (needing === undefined) return action(undefined);
    setPending({ change: needing, run: action });
  }

  const dialog = pending ? (
    <RequestAccessDialog change={pending.change} onApproved={pending.run} onCancel={() => setPending(null)} isSubmitting={isSubmitting} zIndex={zIndex} />
  ) : null;

  return { withApproval, dialog, done: () => setPending(null) };
}
