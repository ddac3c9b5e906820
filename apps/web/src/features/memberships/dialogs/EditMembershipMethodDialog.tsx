import { useState } from 'react';
import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PurchaseMembership } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { OrderChange } from '../../order/approval-rules.ts';
import { SupervisorApproval } from '../../order/dialogs/SupervisorApproval.tsx';
import { useApprovalStep } from '../../order/dialogs/use-approval-step.ts';
import { useOutletPaymentMethodsQuery } from '../../payment/api.ts';
import { paymentMethodLabel } from '../../payment/payment-labels.ts';
import { editMembershipPaymentMethod } from '../api.ts';
import { membershipMethods } from '../membership-payment-state.ts';

export interface EditMembershipMethodDialogProps {
  purchase: PurchaseMembership;
  outletId: number | null;
  money(rupiah: number): string;
  onClose(): void;
  onSaved(): void;
}

/**
 * Change the payment method of a paid membership (PUT /qr/editPaymentMethod, permission 20):
 * the purchase's total moves to the one method chosen; the server checks it and keeps the shift's cash right.
 * A role whose permission 20 carries UsePin, or that lacks it, needs a supervisor's PIN (spec §6),
 * asked as the order's change-payment-method dialog does.
 */
export function EditMembershipMethodDialog({ purchase, outletId, money, onClose, onSaved }: EditMembershipMethodDialogProps) {
  const { t } = useTranslation();
  const methods = useOutletPaymentMethodsQuery(outletId);
  const current = purchase.Payment?.PaymentDetails.map((detail) => detail.OutletPaymentMethodId) ?? [];
  const [chosenId, setChosenId] = useState<number | null>(current.length === 1 ? (current[0] ?? null) : null);
  const approval = useApprovalStep(OrderChange.CHANGE_PAYMENT_METHOD);
  const save = useMutation({
    mutationFn: ({ methodId, pinOverride }: { methodId: number; pinOverride: string | undefined }) =>
      editMembershipPaymentMethod({ Id: purchase.Id, PaymentDetails: [{ OutletPaymentMethodId: methodId, Amount: purchase.Total }], Approval: approval.approval(pinOverride) }),
    onSuccess: () => {
      toast.success(t('memberships.editMethod.done'));
      onSaved();
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
      approval.setPin('');
    },
  });

  function submit(pinOverride?: string) {
    if (chosenId === null || save.isPending) return;
    const problem = approval.problem(pinOverride);
    if (problem !== null) return void toast.error(problem);
    save.mutate({ methodId: chosenId, pinOverride });
  }
  return (
    <Modal opened onClose={onClose} title={t('memberships.editMethod.title', { code: purchase.PurchaseCode })} centered size="lg">
      <Stack gap="md" data-testid="edit-membership-method">
        <Text>{t('memberships.editMethod.amount', { amount: money(purchase.Total) })}</Text>
        {methods.isPending ? (
          <Loader size="sm" />
        ) : (
          <SimpleGrid cols={3} spacing="xs">
            {membershipMethods(methods.data ?? []).map((method) => (
              <Button key={method.Id} h={52} variant={chosenId === method.Id ? 'filled' : 'default'} onClick={() => setChosenId(method.Id)} data-testid={`edit-method-${method.Id}`}>
                {paymentMethodLabel(t, { name: method.PaymentMethod.Name, type: method.PaymentMethod.Type })}
              </Button>
            ))}
          </SimpleGrid>
        )}
        {approval.needsApproval && <SupervisorApproval step={approval} onPinComplete={(pin) => submit(pin)} isSubmitting={save.isPending} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('memberships.cancel')}
          </Button>
          <Button disabled={chosenId === null} loading={save.isPending} onClick={() => submit()} data-testid="edit-method-save">
            {t('memberships.editMethod.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
