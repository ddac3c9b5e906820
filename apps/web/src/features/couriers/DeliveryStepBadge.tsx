import { Badge } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StepProcess, isCourierOrder } from '@kasir/domain';
import type { Order } from '@kasir/contracts';

/** On an ongoing-list card: where a delivery order is on its way (the courier moves StepProcess). */
export function DeliveryStepBadge({ order }: { order: Pick<Order, 'OrderTypeId' | 'AppOrderType' | 'StepProcess'> }) {
  const { t } = useTranslation();
  if (!isCourierOrder({ orderTypeId: order.OrderTypeId, appOrderType: order.AppOrderType })) return null;
  const key = order.StepProcess === StepProcess.ON_THE_WAY ? 'onTheWay' : order.StepProcess === StepProcess.DONE ? 'delivered' : null;
  if (key === null) return null;
  return (
    <Badge variant="light" color="teal" leftSection={<IconTruckDelivery size={12} />} data-testid="delivery-step">
      {t(`couriers.step.${key}`)}
    </Badge>
  );
}
