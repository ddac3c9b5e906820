import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kasir/contracts';
import { printVoidOrder } from '../../printing/index.ts';
import { cancelOrder } from '../api.ts';
import { OrderChange } from '../approval-rules.ts';
import { reasonProblem } from '../order-rules.ts';
import { ChangeDialogFrame } from './ChangeDialogFrame.tsx';
import { ReasonField } from './ReasonField.tsx';
import { useApprovalStep } from './use-approval-step.ts';

export interface VoidOrderDialogProps {
  /** The order as the Orders screen or a table's Manage dialog knows it. */
  order: Pick<Order, 'Id' | 'OrderNo'> & { Version?: number | undefined };
  onClose(): void;
  /** After the order is voided; `onClose` when not given. */
  onDone?(): void;
}

/** Spec §2 cancel-order: void the whole order with a reason ('Reason cannot be empty'). */
export function VoidOrderDialog({ order, onClose, onDone }: VoidOrderDialogProps) {
  const { t } = useTranslation();
  const step = useApprovalStep(OrderChange.VOID_ORDER);
  const [reason, setReason] = useState('');
  return (
    <ChangeDialogFrame
      title={t('order.void.title', { orderNo: order.OrderNo })}
      testId="void-order-dialog"
      step={step}
      validate={() => reasonProblem(reason)}
      submit={async (approval) => {
        const answer = await cancelOrder(order.Id, { Version: order.Version, Reason: reason.trim(), Approval: approval });
        void printVoidOrder(order.Id); // VOID ORDER ticket for the lines the kitchen already has
        return answer;
      }}
      submitLabel={t('order.void.submit')}
      successMessage={t('order.void.done', { orderNo: order.OrderNo })}
      onClose={onClose}
      {...(onDone ? { onDone } : {})}
    >
      <Text>{t('order.void.warning')}</Text>
      <ReasonField value={reason} onChange={setReason} autoFocus />
    </ChangeDialogFrame>
  );
}
