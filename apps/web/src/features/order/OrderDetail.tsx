import { useState } from 'react';
import { Alert, Badge, Button, Center, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconGift, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OPEN_ORDER_STATUSES, OrderStatus, OtherPermission } from '@kasir/domain';
import type { OrderProduct } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { BillActions } from '../bills/BillActions.tsx';
import { TrackCourierButton } from '../couriers/index.ts';
import { PaymentActions } from '../payment/index.ts';
import { PrintBillButton, printKitchenTickets } from '../printing/index.ts';
import { useSessionStore } from '../session/session-store.ts';
import { moveToOrder, useOrderQuery } from './api.ts';
import { AccessLevel, accessLevelOf } from './approval-rules.ts';
import { ChangeProductDialog } from './dialogs/ChangeProductDialog.tsx';
import { DeleteLineDialog } from './dialogs/DeleteLineDialog.tsx';
import { EditLineDialog } from './dialogs/EditLineDialog.tsx';
import { RewardDialog } from './dialogs/RewardDialog.tsx';
import { VoidOrderDialog } from './dialogs/VoidOrderDialog.tsx';
import { OrderAuditTrail } from './OrderAuditTrail.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { LineAction, OrderLinesTable, type LineActionValue } from './OrderLinesTable.tsx';
import { activeLineCountOf, orderLinesOf, tableNamesOf, type OrderLine } from './order-lines.ts';
import { useOrderMoney } from './order-money.ts';
import { OrderTimeSessions } from './OrderTimeSessions.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { useOrderChange } from './use-order-change.ts';

/** The change dialog open over the detail, if any. */
type OpenChange =
  | { kind: 'edit'; product: OrderProduct; startAsDeduct: boolean }
  | { kind: 'delete'; line: OrderLine }
  | { kind: 'change'; product: OrderProduct }
  | { kind: 'void' }
  | { kind: 'reward' };

/** GET /order/{id}: header, lines, totals, audit trail and the actions that change the order. */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const order = useOrderQuery(orderId);
  const [open, setOpen] = useState<OpenChange | null>(null);
  const navigate = useNavigate();
  const canAddOrder = useSessionStore((state) => accessLevelOf(state.cashier, OtherPermission.ADD_ORDER) !== AccessLevel.DENIED);
  const close = () => setOpen(null);
  const backToOrder = useOrderChange({
    mutationFn: async (input: { pendingId: number; version: number }) => {
      const answer = await moveToOrder({ Version: input.version, PendingOrderProductId: input.pendingId });
      // Back on the order, the line is a confirmed line the kitchen has not seen yet.
      void printKitchenTickets(orderId);
      return answer;
    },
    successMessage: t('order.pending.backDone'),
    onDone: () => undefined,
  });

  if (order.isPending) {
    return (
      <Center py="xl">
        <Loader data-testid="order-loading" />
      </Center>
    );
  }
  if (order.isError) return <Alert color="red">{order.error.message}</Alert>;

  const current = order.data;
  const lines = orderLinesOf(current);
  const canChange = OPEN_ORDER_STATUSES.includes(current.Status);
  const tables = tableNamesOf(current);
  // Only an ORDERED order takes new lines: the server refuses adding to a partly paid one.
  const canAddProducts = canAddOrder && current.Status === OrderStatus.ORDERED;

  function handleLineAction(action: LineActionValue, line: OrderLine) {
    if (action === LineAction.DELETE) return setOpen({ kind: 'delete', line });
    if (line.kind !== 'product') return undefined;
    if (action === LineAction.EDIT || action === LineAction.DEDUCT) return setOpen({ kind: 'edit', product: line.product, startAsDeduct: action === LineAction.DEDUCT });
    if (action === LineAction.CHANGE) return setOpen({ kind: 'change', product: line.product });
    const pendingId = line.product.PendingOrderProductId;
    if (pendingId !== null) backToOrder.mutate({ pendingId, version: current.Version });
    return undefined;
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="order-detail">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} data-testid="order-no">
              {current.OrderNo}
            </Title>
            <Group gap={6}>
              <Badge>{current.OrderTypeName}</Badge>
              {tables !== '' && <Badge variant="outline">{t('order.detail.tables', { tables })}</Badge>}
              <Text fz="sm" c="dimmed">
                {t('order.list.pax', { count: current.Pax })}
                {current.CustomerName ? ` · ${current.CustomerName}` : ''} · {t('order.detail.orderedBy', { name: current.OrderedByName })}
              </Text>
            </Group>
            {!canChange && <Text c="red" fz="sm">{t('order.detail.closed')}</Text>}
          </Stack>
          {/* A paid delivery order is still on its way: its courier shows whether the order is open or not. */}
          {!canChange && <TrackCourierButton order={current} />}
          {canChange && (
            <Group gap="xs">
              <TrackCourierButton order={current} />
              {canAddProducts && (
                <Button leftSection={<IconPlus size={18} />} onClick={() => void navigate(`${paths.menu}?orderId=${current.Id}`)} data-testid="open-add-products">
                  {t('menu.adding.open')}
                </Button>
              )}
              <PrintBillButton orderId={current.Id} />
              <Button variant="light" color="teal" leftSection={<IconGift size={18} />} onClick={() => setOpen({ kind: 'reward' })} data-testid="open-reward">
                {t('order.reward.open')}
              </Button>
              <Button variant="light" color="red" leftSection={<IconBan size={18} />} onClick={() => setOpen({ kind: 'void' })} data-testid="open-void-order">
                {t('order.void.open')}
              </Button>
            </Group>
          )}
        </Group>
        <BillActions order={current} />
        <PaymentActions order={current} />
        <OrderLinesTable lines={lines} money={money} canChange={canChange} onAction={handleLineAction} />
        <OrderTotals order={current} money={money} />
        <OrderPayments order={current} money={money} />
        <OrderTimeSessions sessions={current.OrderTimeSessions} />
        <Divider label={t('order.audit.title')} labelPosition="left" />
        <OrderAuditTrail audits={current.OrderAudits} />
      </Stack>
      {open?.kind === 'edit' && <EditLineDialog order={current} product={open.product} startAsDeduct={open.startAsDeduct} onClose={close} />}
      {open?.kind === 'delete' && <DeleteLineDialog order={current} line={open.line} activeLineCount={activeLineCountOf(current)} onClose={close} />}
      {open?.kind === 'change' && <ChangeProductDialog order={current} product={open.product} onClose={close} />}
      {open?.kind === 'void' && <VoidOrderDialog order={current} onClose={close} />}
      {open?.kind === 'reward' && <RewardDialog order={current} onClose={close} />}
    </Paper>
  );
}
