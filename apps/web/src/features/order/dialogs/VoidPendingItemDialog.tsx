import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingItem } from '@kasir/contracts';
import { voidPendingItem } from '../api.ts';
import { OrderChange } from '../approval-rules.ts';
import { reasonProblem } from '../order-rules.ts';
import { ChangeDialogFrame } from './ChangeDialogFrame.tsx';
import { ReasonField } from './ReasonField.tsx';
import { useApprovalStep } from './use-approval-step.ts';

export interface VoidPendingItemDialogProps {
  item: PendingItem;
  onClose(): void;
}

/** Spec §4 void a pending item: a reason, and the cancel-order approval like any void. */
export function VoidPendingItemDialog({ item, onClose }: VoidPendingItemDialogProps) {
  const { t } = useTranslation();
  const step = useApprovalStep(OrderChange.VOID_PENDING_ITEM);
  const [reason, setReason] = useState('');
  return (
    <ChangeDialogFrame
      title={t('order.pendingScreen.voidTitle', { name: item.ProductName })}
      testId="void-pending-dialog"
      step={step}
      validate={() => reasonProblem(reason)}
      submit={(approval) => voidPendingItem({ PendingOrderProductId: item.Id, Reason: reason.trim(), Approval: approval })}
      submitLabel={t('order.void.submit')}
      successMessage={t('order.pendingScreen.voided', { name: item.ProductName })}
      onClose={onClose}
    >
      <Text>{t('order.pendingScreen.voidWarning', { name: item.ProductName, quantity: item.Quantity, orderNo: item.OrderNo })}</Text>
      <ReasonField value={reason} onChange={setReason} />
    </ChangeDialogFrame>
  );
}
