import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NUMERIC_MAX, OrderProductStatus, PRICE_PRECISION, QUANTITY_PRECISION, SpecMessage } from '@kasir/domain';
import type { Order, OrderProduct } from '@kasir/contracts';
import { updateOrderProduct, useOutletProductsQuery } from '../api.ts';
import { OrderChange } from '../approval-rules.ts';
import { haveAddOnsChanged, lineAddOnsOf, toAddOnInputs } from '../line-add-ons.ts';
import { useOrderMoney } from '../order-money.ts';
import { forceEditQuantity, isDeduct, isQuantityLocked, parsePrice, reasonProblem } from '../order-rules.ts';
import { AddOnsEditor } from './AddOnsEditor.tsx';
import { ChangeDialogFrame } from './ChangeDialogFrame.tsx';
import { MoveToPendingView } from './MoveToPendingView.tsx';
import { ReasonField } from './ReasonField.tsx';
import { useApprovalStep } from './use-approval-step.ts';

export interface EditLineDialogProps {
  order: Order;
  product: OrderProduct;
  /** Opened from the Deduct action: the quantity field starts one below and a reason is asked. */
  startAsDeduct?: boolean;
  onClose(): void;
}

/**
 * Spec §2 edit order product, with its Add to Pending Items sub-view. Outside the menu page a
 * quantity below the original is a deduct (reason, edit-order approval); otherwise an update.
 */
export function EditLineDialog({ order, product, startAsDeduct = false, onClose }: EditLineDialogProps) {
  const { t } = useTranslation();
  const isPending = product.Status === OrderProductStatus.PENDING || product.PendingOrderProductId !== null;
  const isLocked = isQuantityLocked({ IsFree: product.IsFree, isPending });
  const [view, setView] = useState<'main' | 'pending'>('main');
  // What the cashier typed; the quantity used is forced to a whole number of at least 1 (spec §5).
  const [quantityText, setQuantityText] = useState<number | string>(startAsDeduct ? Math.max(1, product.Quantity - 1) : product.Quantity);
  const quantity = forceEditQuantity(Number(quantityText));
  const [price, setPrice] = useState<number | string>(product.UnitPrice);
  const [notes, setNotes] = useState(product.Notes);
  const [reason, setReason] = useState('');
  const [originalAddOns] = useState(() => lineAddOnsOf(product));
  const [addOns, setAddOns] = useState(originalAddOns);
  const money = useOrderMoney();
  const products = useOutletProductsQuery(true);
  const subProductOptions = products.data?.find((candidate) => candidate.Id === product.OutletProductId)?.SubProduct ?? [];
  const editStep = useApprovalStep(OrderChange.EDIT_LINE);
  const deductStep = useApprovalStep(OrderChange.DEDUCT_LINE);
  const isDeducting = isDeduct(product.Quantity, quantity);
  const step = isDeducting ? deductStep : editStep;

  if (view === 'pending') {
    return <MoveToPendingView order={order} product={product} onBack={() => setView('main')} onClose={onClose} />;
  }

  function validate(): string | null {
    if (parsePrice(price) === null) return t('order.edit.priceRange', { max: NUMERIC_MAX.toExponential() });
    return isDeducting ? reasonProblem(reason, SpecMessage.VOID_REASON_REQUIRED) : null;
  }

  function submit(approval: Parameters<typeof updateOrderProduct>[1]['Approval']) {
    const nextPrice = parsePrice(price);
    return updateOrderProduct(order.Id, {
      Version: order.Version,
      OrderProductId: product.Id,
      ...(quantity === product.Quantity ? {} : { Quantity: quantity }),
      ...(nextPrice === null || nextPrice === product.UnitPrice ? {} : { Price: nextPrice }),
      ...(notes === product.Notes ? {} : { Notes: notes }),
      ...(haveAddOnsChanged(originalAddOns, addOns) ? { OrderSubProducts: toAddOnInputs(addOns) } : {}),
      ...(isDeducting ? { Reason: reason.trim() } : {}),
      Approval: approval,
    });
  }

  return (
    <ChangeDialogFrame
      title={isDeducting ? t('order.deduct.title', { name: product.ProductName }) : t('order.edit.title', { name: product.ProductName })}
      testId="edit-line-dialog"
      step={step}
      validate={validate}
      submit={submit}
      submitLabel={isDeducting ? t('order.deduct.submit') : t('order.edit.submit')}
      successMessage={isDeducting ? t('order.deduct.done', { name: product.ProductName }) : t('order.edit.done', { name: product.ProductName })}
      onClose={onClose}
    >
      <Group grow align="flex-start">
        <NumberInput
          label={t('order.fields.quantity')}
          description={isLocked ? t('order.edit.quantityLocked') : t('order.edit.originalQuantity', { quantity: product.Quantity })}
          value={quantityText}
          min={1}
          decimalScale={QUANTITY_PRECISION}
          allowDecimal={false}
          allowNegative={false}
          disabled={isLocked}
          onChange={setQuantityText}
          onBlur={() => setQuantityText(quantity)}
          data-testid="edit-quantity"
        />
        <NumberInput
          label={t('order.fields.unitPrice')}
          value={price}
          min={0}
          max={NUMERIC_MAX}
          decimalScale={PRICE_PRECISION}
          thousandSeparator="."
          decimalSeparator=","
          allowNegative={false}
          disabled={product.IsFree}
          onChange={setPrice}
          data-testid="edit-price"
        />
      </Group>
      <Textarea label={t('order.fields.notes')} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} rows={1} />
      {!product.IsFree && <AddOnsEditor addOns={addOns} options={subProductOptions} money={money} onChange={setAddOns} />}
      {isDeducting && (
        <Stack gap={4}>
          <Alert color="orange" p="xs">
            <Text fz="sm">{t('order.deduct.explain', { from: product.Quantity, to: quantity })}</Text>
          </Alert>
          <ReasonField value={reason} onChange={setReason} />
        </Stack>
      )}
      {!isPending && !product.IsFree && (
        <Button variant="light" color="orange" leftSection={<IconHourglass size={16} />} onClick={() => setView('pending')} data-testid="open-add-pending">
          {t('order.pending.addToPending')}
        </Button>
      )}
    </ChangeDialogFrame>
  );
}
