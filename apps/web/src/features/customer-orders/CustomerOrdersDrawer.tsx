import { useCallback, useState } from 'react';
import { Drawer, Loader, Stack, Text } from '@mantine/core';
import { SpecMessage } from '@kasir/domain';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { useBillRequests, usePendingCustomerOrders } from './api.ts';
import { BillRequestRow } from './BillRequestRow.tsx';
import { CustomerOrderCard } from './CustomerOrderCard.tsx';
import { CustomerOrderDialog, type CustomerOrderDialogKind } from './CustomerOrderDialog.tsx';
import { useCanManageCustomerOrders } from './use-customer-order-access.ts';
import { readViewedCustomerOrders, rememberViewedCustomerOrder } from './viewed-orders.ts';

export interface CustomerOrdersPanelProps {
  opened: boolean;
  onClose(): void;
}

/**
 * The customer orders list, a drawer over whatever screen is open: one tap on the header
 * button shows it, one more opens a decision, so a cashier mid-order loses nothing.
 */
export function CustomerOrdersDrawer({ opened, onClose }: CustomerOrdersPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={440} title={t('customerOrders.title')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }} data-testid="customer-orders-drawer">
      {opened ? <CustomerOrdersList /> : null}
    </Drawer>
  );
}

export function CustomerOrdersList() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const orders = usePendingCustomerOrders();
  const billRequests = useBillRequests();
  const canManage = useCanManageCustomerOrders();
  const [viewed, setViewed] = useState<number[]>(readViewedCustomerOrders);
  const [open, setOpen] = useState<{ id: number; kind: CustomerOrderDialogKind } | null>(null);
  const closeDialog = useCallback(() => setOpen(null), []);

  function openOrder(id: number, kind: CustomerOrderDialogKind) {
    setViewed(rememberViewedCustomerOrder(id));
    setOpen({ id, kind });
  }

  const requests = billRequests.data ?? [];
  const placements = orders.data ?? [];
  return (
    <Stack gap="lg">
      {requests.length > 0 ? (
        <Stack gap="sm" data-testid="bill-requests">
          <Text fw={700} tt="uppercase" fz="sm" c="dimmed">
            {t('customerOrders.billRequests.title')}
          </Text>
          {requests.map((request) => (
            <BillRequestRow key={request.Id} request={request} />
          ))}
        </Stack>
      ) : null}
      <Stack gap="sm">
        <Text fw={700} tt="uppercase" fz="sm" c="dimmed">
          {t('customerOrders.pendingTitle')}
        </Text>
        {orders.isPending ? <Loader /> : null}
        {orders.isError ? <Text c="red">{orders.error.message}</Text> : null}
        {orders.isSuccess && placements.length === 0 ? <Text c="dimmed">{translateMessage(SpecMessage.NO_DATA)}</Text> : null}
        {placements.map((order) => (
          <CustomerOrderCard key={order.Id} order={order} isViewed={viewed.includes(order.Id)} canManage={canManage} onOpen={(kind) => openOrder(order.Id, kind)} />
        ))}
      </Stack>
      {open !== null ? <CustomerOrderDialog customerOrderId={open.id} kind={open.kind} onClose={closeDialog} /> : null}
    </Stack>
  );
}
