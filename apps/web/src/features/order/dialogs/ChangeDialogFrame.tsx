import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Approval } from '../approval-rules.ts';
import { useOrderChange } from '../use-order-change.ts';
import { SupervisorApproval } from './SupervisorApproval.tsx';
import type { ApprovalStep } from './use-approval-step.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface ChangeDialogFrameProps {
  title: string;
  testId: string;
  step: ApprovalStep;
  /** The dialog's own fields (quantity, reason…), shown before the supervisor step. */
  children: ReactNode;
  /** The first problem of the fields as the spec words it, or null. */
  validate(): string | null;
  submit(approval: Approval | undefined): Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  onClose(): void;
  /** After the change is made (or found stale); `onClose` when not given. */
  onDone?(): void;
  /** Extra content under the buttons' row (a sub-view switch, a note). */
  isSubmitDisabled?: boolean;
  /** Wider dialogs (split bill's columns); 'lg' by default. */
  size?: ModalProps['size'];
}

const Stage = { FORM: 'FORM', APPROVAL: 'APPROVAL' } as const;
type StageValue = (typeof Stage)[keyof typeof Stage];

/**
 * The frame every order-changing dialog shares: its fields first, then — only where the
 * role's permission carries UsePin — the supervisor and their PIN. The PIN pad listens to the
 * keyboard, so it never shares a page with a text field: the fields come first, the PIN after.
 */
export function ChangeDialogFrame(props: ChangeDialogFrameProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { step } = props;
  const [stage, setStage] = useState<StageValue>(Stage.FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useOrderChange({
    mutationFn: (approval: Approval | undefined) => props.submit(approval),
    successMessage: props.successMessage,
    onDone: props.onDone ?? props.onClose,
    onRefused: (message) => {
      setProblem(message);
      step.setPin('');
    },
  });

  function continueFromForm() {
    const formProblem = props.validate();
    setProblem(formProblem);
    if (formProblem !== null) return;
    if (step.needsApproval) {
      setStage(Stage.APPROVAL);
      return;
    }
    change.mutate(undefined);
  }

  function submitApproval(pinOverride?: string) {
    const approvalProblem = step.problem(pinOverride);
    setProblem(approvalProblem);
    if (approvalProblem !== null) return;
    change.mutate(step.approval(pinOverride));
  }

  return (
    <Modal opened onClose={props.onClose} title={props.title} centered size={props.size ?? 'lg'} closeOnClickOutside={!change.isPending}>
      <Stack gap="md" data-testid={props.testId}>
        {stage === Stage.FORM ? (
          props.children
        ) : (
          <SupervisorApproval step={step} onPinComplete={(pin) => submitApproval(pin)} isSubmitting={change.isPending} />
        )}
        {problem !== null && (
          <Text c="red" fw={600} role="alert" data-testid="dialog-error">
            {translateMessage(problem)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={stage === Stage.FORM ? props.onClose : () => setStage(Stage.FORM)} disabled={change.isPending}>
            {stage === Stage.FORM ? t('order.actions.cancel') : t('order.actions.back')}
          </Button>
          <Button
            onClick={stage === Stage.FORM ? continueFromForm : () => submitApproval()}
            loading={change.isPending}
            disabled={props.isSubmitDisabled}
            data-testid="dialog-submit"
          >
            {stage === Stage.FORM && step.needsApproval ? t('order.actions.continue') : props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
