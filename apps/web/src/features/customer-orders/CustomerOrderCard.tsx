import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CustomerOrder } from '@kasir/contracts';
import { useTranslation } from 'react-i18next';
import { formatWireAmount } from '../tables/money-text.ts';
import type { CustomerOrderDialogKind } from './CustomerOrderDialog.tsx';
import { OrderLinesList } from './OrderLinesList.tsx';
import { PlacementHeading } from './PlacementHeading.tsx';
import { isOnlineOrder } from './order-labels.ts';

export interface CustomerOrderCardProps {
  order: CustomerOrder;
  /** Spec §4: a placement already looked at on this terminal has a grey border. */
  isViewed: boolean;
  canManage: boolean;
  onOpen(kind: CustomerOrderDialogKind): void;
}

/** One waiting placement in the list: what was ordered and the ways to decide it. */
export function CustomerOrderCard({ order, isViewed, canManage, onOpen }: CustomerOrderCardProps) {
  const { t } = useTranslation();
  const isOnline = isOnlineOrder(order);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={`customer-order-${order.Id}`}
      data-viewed={isViewed ? 'true' : 'false'}
      style={{ borderWidth: 2, borderColor: isViewed ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-orange-5)' }}
    >
      <Stack gap="sm">
        <PlacementHeading order={order} />
        <OrderLinesList lines={order.Lines} />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('customerOrders.total')}</Text>
          <Text fw={700}>{formatWireAmount(order.Total)}</Text>
        </Group>
        <Group gap="xs" grow wrap="nowrap">
          {isOnline ? (
            <Button onClick={() => onOpen('online')} disabled={!canManage} data-testid="open-confirm-online-order">
              {t('customerOrders.dialogs.online')}
            </Button>
          ) : (
            <>
              <Button variant="light" onClick={() => onOpen('approve')} disabled={!canManage} data-testid="open-approve-order">
                {t('customerOrders.actions.perProduct')}
              </Button>
              <Button onClick={() => onOpen('confirm')} disabled={!canManage} data-testid="open-confirm-order">
                {t('customerOrders.dialogs.confirm')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
