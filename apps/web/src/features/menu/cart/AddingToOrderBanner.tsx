import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kasir/contracts';
import { tableNamesOf } from '../../order/order-lines.ts';

export interface AddingToOrderBannerProps {
  /** The order the cart adds to; undefined while it loads. */
  order: Order | undefined;
  error: Error | null;
  onLeave(): void;
}

/** Above the cart while its lines are for a saved order: which order, and a way back to a new one. */
export function AddingToOrderBanner({ order, error, onLeave }: AddingToOrderBannerProps) {
  const { t } = useTranslation();
  const tables = order ? tableNamesOf(order) : '';
  return (
    <Alert color={error ? 'red' : 'coffee'} variant="light" p="xs" icon={<IconPlus size={18} />} data-testid="adding-to-order-banner">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {error ? (
          <Text fz="sm" c="red" style={{ flex: 1, minWidth: 0 }}>
            {error.message}
          </Text>
        ) : order ? (
          <Text fz="sm" fw={700} style={{ flex: 1, minWidth: 0 }} data-testid="adding-to-order-text">
            {tables === '' ? t('menu.adding.toOrder', { orderNo: order.OrderNo }) : t('menu.adding.toOrderAtTable', { orderNo: order.OrderNo, tables })}
          </Text>
        ) : (
          <Loader size="xs" data-testid="adding-to-order-loading" />
        )}
        <Button size="compact-sm" variant="subtle" color="gray" style={{ flexShrink: 0 }} onClick={onLeave} data-testid="adding-to-order-leave">
          {t('menu.adding.leave')}
        </Button>
      </Group>
    </Alert>
  );
}
