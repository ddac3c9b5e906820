import { Badge, Group, Stack, Text } from '@mantine/core';
import { AppOrderType } from '@kasir/domain';
import type { CustomerOrder } from '@kasir/contracts';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { useOutletDateTime } from '../session/use-outlet-date-time.ts';
import { placeOf, placementLabel } from './order-labels.ts';

/** Label '(Baru)'/'(Tambahan)', order number, table or order type, customer and time: the same on the card and in the dialogs. */
export function PlacementHeading({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const formatDateTime = useOutletDateTime();
  const place = placeOf(order);
  const typeLabel = order.AppOrderType === AppOrderType.DELIVERY ? t('customerOrders.type.delivery') : order.AppOrderType === AppOrderType.PICK_UP ? t('customerOrders.type.pickUp') : t('customerOrders.type.dineIn');
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Badge color={order.IsAddition ? 'orange' : 'coffee'} variant="filled" tt="none" style={{ flexShrink: 0 }} data-testid="placement-label">
          {translateMessage(placementLabel(order))}
        </Badge>
        <Text fw={700} fz="lg" style={{ wordBreak: 'break-all' }}>
          {order.OrderNo}
        </Text>
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600}>{place ?? typeLabel}</Text>
        <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {formatDateTime(order.CreatedOn)}
        </Text>
      </Group>
      <Text fz="sm">{order.CustomerName}</Text>
    </Stack>
  );
}
