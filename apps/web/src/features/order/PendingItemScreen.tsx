import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletDateTime } from '../session/use-outlet-date-time.ts';
import { PendingItemStatus, SpecMessage } from '@kasir/domain';
import type { PendingItem } from '@kasir/contracts';
import { useSessionStore } from '../session/session-store.ts';
import { moveToOrder, usePendingItemsQuery } from './api.ts';
import { VoidPendingItemDialog } from './dialogs/VoidPendingItemDialog.tsx';
import { useOrderChange } from './use-order-change.ts';
import { useOrderRealtime } from './use-order-realtime.ts';
import { printKitchenTickets } from '../printing/index.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** /cashier/pending-item: items set aside from their orders; each goes back to its order or is voided (spec §4). */
export function PendingItemScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const formatTime = useOutletDateTime();
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const pending = usePendingItemsQuery(outletId);
  const [voiding, setVoiding] = useState<PendingItem | null>(null);
  const backToOrder = useOrderChange({
    mutationFn: async (item: PendingItem) => {
      const answer = await moveToOrder({ PendingOrderProductId: item.Id });
      // Back on the order, the line is a confirmed line the kitchen has not seen yet.
      void printKitchenTickets(item.OrderId);
      return answer;
    },
    successMessage: t('order.pending.backDone'),
    onDone: () => undefined,
  });
  useOrderRealtime();

  if (pending.isPending) {
    return (
      <Center h="60vh">
        <Loader data-testid="pending-loading" />
      </Center>
    );
  }
  if (pending.isError) return <Alert color="red" m="lg">{pending.error.message}</Alert>;

  const waiting = pending.data.filter((item) => item.Status === PendingItemStatus.WAITING);
  return (
    <Stack p="lg" gap="md">
      <Title order={2}>{t('order.pendingScreen.title')}</Title>
      <Paper withBorder radius="md" p="sm">
        {waiting.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {translateMessage(SpecMessage.NO_DATA)}
          </Text>
        ) : (
          <Table verticalSpacing="sm" data-testid="pending-items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('order.pendingScreen.order')}</Table.Th>
                <Table.Th>{t('order.detail.item')}</Table.Th>
                <Table.Th ta="right">{t('order.fields.quantity')}</Table.Th>
                <Table.Th>{t('order.pendingScreen.since')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {waiting.map((item) => (
                <Table.Tr key={item.Id} data-testid={`pending-item-${item.Id}`}>
                  <Table.Td>{item.OrderNo}</Table.Td>
                  <Table.Td>{item.ProductName}</Table.Td>
                  <Table.Td ta="right">{item.Quantity}</Table.Td>
                  <Table.Td>
                    {formatTime(item.CreatedOn)} · {item.CreatedByName}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        color="teal"
                        leftSection={<IconArrowBackUp size={16} />}
                        loading={backToOrder.isPending && backToOrder.variables.Id === item.Id}
                        onClick={() => backToOrder.mutate(item)}
                        data-testid="pending-back"
                      >
                        {t('order.lineActions.BACK_TO_ORDER')}
                      </Button>
                      <Button size="xs" variant="light" color="red" leftSection={<IconBan size={16} />} onClick={() => setVoiding(item)} data-testid="pending-void">
                        {t('order.pendingScreen.void')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {voiding !== null && <VoidPendingItemDialog item={voiding} onClose={() => setVoiding(null)} />}
    </Stack>
  );
}
