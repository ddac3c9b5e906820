import { Badge, Group, Paper, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kasir/contracts';
import { DeliveryStepBadge } from '../couriers/index.ts';
import { useOrderMoney } from './order-money.ts';
import { tableNamesOf } from './order-lines.ts';

export interface OngoingOrderListProps {
  orders: readonly Order[];
  selectedId: number | null;
  onSelect(orderId: number): void;
}

/** What a cashier types to find an order: its number, customer or table. */
function matchesSearch(order: Order, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [order.OrderNo, order.CustomerName ?? '', tableNamesOf(order), order.OrderTypeName].some((text) => text.toLowerCase().includes(needle));
}

/** GET /order/ongoing as a list of cards, newest first. */
export function OngoingOrderList({ orders, selectedId, onSelect }: OngoingOrderListProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => orders.filter((order) => matchesSearch(order, search)).sort((left, right) => right.CreatedOn.localeCompare(left.CreatedOn)),
    [orders, search],
  );

  return (
    <Stack gap="sm">
      <Text fw={700} fz="lg">
        {t('order.list.title', { count: orders.length })}
      </Text>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('order.list.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="ongoing-search"
      />
      <ScrollArea.Autosize mah="calc(100vh - 220px)">
        <Stack gap="xs" data-testid="ongoing-list">
          {shown.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              {t('messages.NO_DATA')}
            </Text>
          )}
          {shown.map((order) => {
            const tables = tableNamesOf(order);
            const isSelected = order.Id === selectedId;
            return (
              <UnstyledButton key={order.Id} onClick={() => onSelect(order.Id)} data-testid={`ongoing-order-${order.Id}`} aria-current={isSelected}>
                <Paper withBorder p="sm" radius="md" bg={isSelected ? 'coffee.0' : undefined} style={{ borderColor: isSelected ? 'var(--mantine-color-coffee-6)' : undefined }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700} fz="sm">
                      {order.OrderNo}
                    </Text>
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {money(order.Total)}
                    </Text>
                  </Group>
                  <Group gap={6} mt={4}>
                    <Badge variant="light">{order.OrderTypeName}</Badge>
                    {tables !== '' && <Badge variant="outline">{tables}</Badge>}
                    <DeliveryStepBadge order={order} />
                    <Text fz="sm" c="dimmed">
                      {order.CustomerName ?? t('order.list.pax', { count: order.Pax })}
                    </Text>
                  </Group>
                </Paper>
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
