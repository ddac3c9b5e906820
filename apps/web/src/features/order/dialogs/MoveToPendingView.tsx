import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUANTITY_PRECISION } from '@kasir/domain';
import type { Order, OrderProduct } from '@kasir/contracts';
import { moveToPending } from '../api.ts';
import { clampDeleteQuantity } from '../order-rules.ts';
import { useOrderChange } from '../use-order-change.ts';

export interface MoveToPendingViewProps {
  order: Order;
  product: OrderProduct;
  onBack(): void;
  onClose(): void;
}

/** The Add to Pending Items sub-view of the edit dialog: OK moves up to the current quantity (spec §4). */
export function MoveToPendingView({ order, product, onBack, onClose }: MoveToPendingViewProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(product.Quantity);
  const move = useOrderChange({
    mutationFn: () => moveToPending({ Version: order.Version, OrderId: order.Id, OrderProductId: product.Id, Quantity: quantity }),
    successMessage: t('order.pending.moved', { name: product.ProductName, quantity }),
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={t('order.pending.addToPending')} centered size="md">
      <Stack gap="md" data-testid="add-pending-view">
        <Text>{t('order.pending.explain', { name: product.ProductName })}</Text>
        <NumberInput
          label={t('order.fields.quantity')}
          value={quantity}
          min={1}
          max={product.Quantity}
          decimalScale={QUANTITY_PRECISION}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          onChange={(value) => setQuantity(clampDeleteQuantity(Number(value), product.Quantity))}
          data-testid="pending-quantity"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={move.isPending}>
            {t('order.actions.back')}
          </Button>
          <Button onClick={() => move.mutate(undefined)} loading={move.isPending} data-testid="confirm-add-pending">
            {t('order.actions.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
