import { useState } from 'react';
import { useSessionStore } from '../../session/session-store.ts';
import {
  AccessLevel,
  accessLevelOf,
  approvalMessagesFor,
  approvalProblem,
  permissionOfChange,
  type AccessLevelValue,
  type Approval,
  type OrderChangeValue,
} from '../approval-rules.ts';

export interface ApprovalStep {
  change: OrderChangeValue;
  access: AccessLevelValue;
  /** A supervisor must approve: the role's permission carries UsePin, or the role lacks it (request access). */
  needsApproval: boolean;
  approverId: number | null;
  setApproverId(id: number | null): void;
  pin: string;
  setPin(pin: string): void;
  /** The spec's message for what is missing, or null when the step is complete or not needed. */
  problem(pinOverride?: string): string | null;
  /** The approval to send with the change; undefined when none is needed. */
  approval(pinOverride?: string): Approval | undefined;
  reset(): void;
}

/** The supervisor part of an order-changing dialog (spec §6): whether it is needed and what was entered. */
export function useApprovalStep(change: OrderChangeValue): ApprovalStep {
  const cashier = useSessionStore((state) => state.cashier);
  const access = accessLevelOf(cashier, permissionOfChange[change]);
  const needsApproval = access !== AccessLevel.GRANTED;
  const [approverId, setApproverId] = useState<number | null>(null);
  const [pin, setPin] = useState('');

  return {
    change,
    access,
    needsApproval,
    approverId,
    setApproverId,
    pin,
    setPin,
    problem: (pinOverride) => (needsApproval ? approvalProblem(approverId, pinOverride ?? pin, approvalMessagesFor(change, access)) : null),
    approval: (pinOverride) => (needsApproval && approverId !== null ? { UserId: approverId, PIN: pinOverride ?? pin } : undefined),
    reset: () => {
      setApproverId(null);
      setPin('');
    },
  };
}
