import { Button, Group } from '@mantine/core';
import { IconArrowsJoin2, IconArrowsSplit2, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kasir/contracts';
import { openDialog } from '../../dialogs/dialog-registry.ts';
import { canMergeInto, canSplit } from './merge-rules.ts';
import { canRefund } from './refund-rules.ts';

/**
 * The bill actions of the order detail: Split Bill and Merge Bill on an ORDERED order with no
 * payment yet, Refund on a PAID order. Each opens its dialog through the registry, so an
 * open dialog and what was chosen in it come back after a lock.
 */
export function BillActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const isSplittable = canSplit(order);
  const isMergeable = canMergeInto(order);
  const isRefundable = canRefund(order);
  if (!isSplittable && !isMergeable && !isRefundable) return null;
  return (
    <Group gap="xs" data-testid="bill-actions">
      {isSplittable && (
        <Button
          variant="light"
          leftSection={<IconArrowsSplit2 size={18} />}
          onClick={() => openDialog('split-bill', { orderId: order.Id, groups: [{}] })}
          data-testid="open-split-bill"
        >
          {t('bills.open.split')}
        </Button>
      )}
      {isMergeable && (
        <Button
          variant="light"
          leftSection={<IconArrowsJoin2 size={18} />}
          onClick={() => openDialog('merge-bill', { orderId: order.Id, orderIds: [null] })}
          data-testid="open-merge-bill"
        >
          {t('bills.open.merge')}
        </Button>
      )}
      {isRefundable && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconReceiptRefund size={18} />}
          onClick={() => openDialog('refund-order', { orderId: order.Id, quantities: {}, reason: '' })}
          data-testid="open-refund"
        >
          {t('bills.open.refund')}
        </Button>
      )}
    </Group>
  );
}
