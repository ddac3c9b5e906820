import { Alert, Center, Grid, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../session/session-store.ts';
import { useOngoingOrdersQuery } from './api.ts';
import { OngoingOrderList } from './OngoingOrderList.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { useOrderRealtime } from './use-order-realtime.ts';

/** The query parameter naming the order shown (the table screen links here with it). */
export const ORDER_ID_PARAM = 'orderId';

/**
 * /cashier/order: the ongoing orders of the outlet on the left, the chosen order on the right
 * with its lines, charges, totals and audit trail, and every change the spec allows.
 */
export function OrderScreen() {
  const { t } = useTranslation();
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const ongoing = useOngoingOrdersQuery(outletId);
  useOrderRealtime();

  const selectedText = searchParams.get(ORDER_ID_PARAM);
  const selectedId = selectedText !== null && /^\d+$/.test(selectedText) ? Number(selectedText) : null;
  const select = (orderId: number) => setSearchParams({ [ORDER_ID_PARAM]: String(orderId) }, { replace: true });

  return (
    <Grid p="md" gap="md" data-testid="order-screen">
      <Grid.Col span={4}>
        {ongoing.isPending ? (
          <Center py="xl">
            <Loader data-testid="ongoing-loading" />
          </Center>
        ) : ongoing.isError ? (
          <Alert color="red">{ongoing.error.message}</Alert>
        ) : (
          <OngoingOrderList orders={ongoing.data} selectedId={selectedId} onSelect={select} />
        )}
      </Grid.Col>
      <Grid.Col span={8}>
        {selectedId === null ? (
          <Paper withBorder p="xl" radius="md">
            <Text c="dimmed" ta="center">
              {t('order.detail.pickOne')}
            </Text>
          </Paper>
        ) : (
          <OrderDetail orderId={selectedId} />
        )}
      </Grid.Col>
    </Grid>
  );
}
