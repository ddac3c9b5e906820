import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import { AccessLevel, type Approval, type OrderChangeValue } from '../approval-rules.ts';
import { SupervisorApproval } from './SupervisorApproval.tsx';
import { useApprovalStep } from './use-approval-step.ts';

export interface RequestAccessDialogProps {
  change: OrderChangeValue;
  /** Called with the approver and their PIN once both are given; the caller sends its request with it. */
  onApproved(approval: Approval): void;
  onCancel(): void;
  /** The caller's request with this approval is under way. */
  isSubmitting: boolean;
  /** Above a dialog that itself sits above others (the member modal). */
  zIndex?: number | undefined;
}

/**
 * Spec §2/§5 request access / select cashier, on its own, for an action that is not a dialog of
 * its own (the Pay button): the cashier picks an eligible approver and the approver types their
 * 6-digit PIN ('Kasir harus dipilih', 'PIN harus diisi'). The server checks the PIN; when the
 * request comes back refused the PIN is cleared so the approver can try again.
 */
export function RequestAccessDialog({ change, onApproved, onCancel, isSubmitting, zIndex }: RequestAccessDialogProps) {
  const { t } = useTranslation();
  const step = useApprovalStep(change);
  const { setPin } = step;

  // A submission that ended with the dialog still open was refused (wrong PIN, lockout): start the PIN over.
  const wasSubmitting = useRef(isSubmitting);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting) setPin('');
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting, setPin]);

  function submit(pinOverride?: string) {
    if (isSubmitting) return;
    const problem = step.problem(pinOverride);
    if (problem !== null) return void toast.error(problem);
    const approval = step.approval(pinOverride);
    if (approval) onApproved(approval);
  }

  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('order.approval.requestAccessTitle')}
      centered
      size="md"
      closeOnClickOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
      {...(zIndex === undefined ? {} : { zIndex })}
    >
      <Stack gap="md" data-testid="request-access-dialog">
        {step.access === AccessLevel.NEEDS_PIN && <Alert color="blue">{t('order.approval.needsPin')}</Alert>}
        <SupervisorApproval step={step} onPinComplete={(pin) => submit(pin)} isSubmitting={isSubmitting} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onCancel} disabled={isSubmitting}>
            {t('order.actions.cancel')}
          </Button>
          <Button size="md" onClick={() => submit()} loading={isSubmitting} data-testid="request-access-submit">
            {t('order.approval.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
