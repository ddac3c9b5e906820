import { Alert, Avatar, Center, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OtherPermission, SpecMessage } from '@kasir/domain';
import { useSessionStore } from '../../session/session-store.ts';
import { PinPad } from '../../../shared/ui/PinPad.tsx';
import { useApproversQuery } from '../api.ts';
import { AccessLevel, permissionOfChange } from '../approval-rules.ts';
import type { ApprovalStep } from './use-approval-step.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface SupervisorApprovalProps {
  step: ApprovalStep;
  /** The PIN reached six digits: the dialog submits at once (spec §2 PIN entry). */
  onPinComplete(pin: string): void;
  isSubmitting: boolean;
}

/**
 * Spec §2 select-cashier + PIN entry inside an order-changing dialog: only the approvers the
 * server names as eligible (other users of this outlet whose role grants the permission
 * without PIN) are offered; the server checks their PIN.
 */
export function SupervisorApproval({ step, onPinComplete, isSubmitting }: SupervisorApprovalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const approvers = useApproversQuery(outletId, permissionOfChange[step.change], step.needsApproval);

  if (approvers.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (approvers.isError) return <Alert color="red">{approvers.error.message}</Alert>;
  if (approvers.data.length === 0) {
    return (
      <Alert color="orange" data-testid="no-approver">
        {translateMessage(SpecMessage.NOT_FOUND_USER_WHO_CAN_EDIT)}
      </Alert>
    );
  }

  return (
    <Stack gap="sm" data-testid="supervisor-approval">
      {step.access === AccessLevel.DENIED && (
        <Alert color="orange" data-testid="request-access">
          {permissionOfChange[step.change] === OtherPermission.EDIT_ORDER ? translateMessage(SpecMessage.NO_ACCESS_EDIT_ORDERED) : t('order.approval.requestAccess')}
        </Alert>
      )}
      <Text fw={600}>{t('order.approval.selectCashier')}</Text>
      <Chip.Group
        value={step.approverId === null ? '' : String(step.approverId)}
        onChange={(value) => {
          step.setApproverId(value === '' ? null : Number(value));
          step.setPin('');
        }}
      >
        <Group gap="xs" data-testid="approver-list">
          {approvers.data.map((approver) => (
            <Chip key={approver.Id} value={String(approver.Id)} size="md" data-testid={`approver-${approver.Id}`}>
              <Group gap={6} wrap="nowrap">
                <Avatar size={20} radius="xl" color="teal">
                  {approver.Name.slice(0, 1).toUpperCase()}
                </Avatar>
                <span>{approver.Name}</span>
              </Group>
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {step.approverId !== null && (
        <Stack gap={4} align="center">
          <Text c="dimmed" fz="sm">
            {t('order.approval.enterPin')}
          </Text>
          <PinPad value={step.pin} onChange={step.setPin} onComplete={onPinComplete} isSubmitting={isSubmitting} />
        </Stack>
      )}
    </Stack>
  );
}
