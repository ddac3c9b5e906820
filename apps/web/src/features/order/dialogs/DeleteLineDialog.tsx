import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUANTITY_PRECISION } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { printVoidItem } from '../../printing/index.ts';
import { deleteOrderProduct } from '../api.ts';
import { OrderChange } from '../approval-rules.ts';
import { clampDeleteQuantity, deleteProblem, reasonProblem } from '../order-rules.ts';
import type { OrderLine } from '../order-lines.ts';
import { ChangeDialogFrame } from './ChangeDialogFrame.tsx';
import { ReasonField } from './ReasonField.tsx';
import { useApprovalStep } from './use-approval-step.ts';

export interface DeleteLineDialogProps {
  order: Order;
  line: OrderLine;
  activeLineCount: number;
  onClose(): void;
}

/** Spec §2 delete order product: a quantity up to the line's (whole numbers) and a reason. */
export function DeleteLineDialog({ order, line, activeLineCount, onClose }: DeleteLineDialogProps) {
  const { t } = useTranslation();
  const step = useApprovalStep(OrderChange.DELETE_LINE);
  const [quantity, setQuantity] = useState(line.quantity);
  const [reason, setReason] = useState('');
  const lineTarget = line.kind === 'bundle' ? { OrderProductBundleId: line.id } : { OrderProductId: line.id };
  return (
    <ChangeDialogFrame
      title={t('order.delete.title', { name: line.name })}
      testId="delete-line-dialog"
      step={step}
      validate={() => deleteProblem(activeLineCount, quantity, line.quantity) ?? reasonProblem(reason)}
      submit={async (approval) => {
        const answer = await deleteOrderProduct(order.Id, { Version: order.Version, ...lineTarget, Quantity: quantity, Reason: reason.trim(), Approval: approval });
        // The kitchen learns of a deleted line by a VOID ITEM ticket (the server prints one only for sent lines).
        if (line.kind !== 'bundle') void printVoidItem(order.Id, line.id, quantity);
        return answer;
      }}
      submitLabel={t('order.delete.submit')}
      successMessage={t('order.delete.done', { name: line.name })}
      onClose={onClose}
    >
      <Text>{t('order.delete.ordered', { quantity: line.quantity })}</Text>
      <NumberInput
        label={t('order.fields.quantityToDelete')}
        value={quantity}
        min={1}
        max={line.quantity}
        decimalScale={QUANTITY_PRECISION}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        onChange={(value) => setQuantity(clampDeleteQuantity(Number(value), line.quantity))}
        data-testid="delete-quantity"
      />
      <ReasonField value={reason} onChange={setReason} />
    </ChangeDialogFrame>
  );
}
