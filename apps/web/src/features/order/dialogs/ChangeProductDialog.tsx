import { useMemo, useState } from 'react';
import { Loader, Select, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import type { Order, OrderProduct } from '@kasir/contracts';
import { changeOrderProduct, useOutletProductsQuery } from '../api.ts';
import { OrderChange } from '../approval-rules.ts';
import { reasonProblem, replacementCandidates } from '../order-rules.ts';
import { ChangeDialogFrame } from './ChangeDialogFrame.tsx';
import { useApprovalStep } from './use-approval-step.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface ChangeProductDialogProps {
  order: Order;
  product: OrderProduct;
  onClose(): void;
}

/** Spec §2 change order product: another product in place of this line, with a note. */
export function ChangeProductDialog({ order, product, onClose }: ChangeProductDialogProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const step = useApprovalStep(OrderChange.CHANGE_PRODUCT);
  const products = useOutletProductsQuery(true);
  const [replacementId, setReplacementId] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const options = useMemo(
    () =>
      replacementCandidates(products.data ?? [], product.OutletProductId).map((candidate) => ({
        value: String(candidate.Id),
        label: candidate.Name,
      })),
    [products.data, product.OutletProductId],
  );

  return (
    <ChangeDialogFrame
      title={t('order.change.title', { name: product.ProductName })}
      testId="change-product-dialog"
      step={step}
      validate={() => (replacementId === null ? t('order.change.pickProduct') : reasonProblem(notes, SpecMessage.NOTES_EMPTY))}
      submit={(approval) =>
        changeOrderProduct(order.Id, {
          Version: order.Version,
          OrderProductId: product.Id,
          OutletProductId: Number(replacementId),
          Notes: notes.trim(),
          Approval: approval,
        })
      }
      submitLabel={t('order.change.submit')}
      successMessage={t('order.change.done', { name: product.ProductName })}
      onClose={onClose}
    >
      <Text>{t('order.change.current', { name: product.ProductName, quantity: product.Quantity })}</Text>
      {products.isPending ? (
        <Loader size="sm" />
      ) : (
        <Select
          label={t('order.change.replacement')}
          data={options}
          value={replacementId}
          onChange={setReplacementId}
          searchable
          nothingFoundMessage={translateMessage(SpecMessage.NO_DATA)}
          comboboxProps={{ withinPortal: true }}
          data-testid="replacement-select"
        />
      )}
      <Textarea
        label={t('order.fields.notes')}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        rows={2}
        data-testid="notes-input"
      />
    </ChangeDialogFrame>
  );
}
