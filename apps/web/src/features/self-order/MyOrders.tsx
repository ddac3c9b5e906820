import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CustomerOrderLineStatus, CustomerOrderStatus, StepProcess, ZERO_MONEY, addMoney, moneyFromDecimalRupiah, multiplyMoney, toDecimalRupiah } from '@kasir/domain';
import type { SelfOrderView } from '@kasir/contracts';
import { rupiah } from './self-order-money.ts';

type Line = SelfOrderView['Lines'][number];

/** What the cashier accepted: the money the customer will be asked for. */
export function confirmedTotalOf(order: SelfOrderView): number {
  return toDecimalRupiah(
    order.Lines.filter((line) => line.Status === CustomerOrderLineStatus.CONFIRMED).reduce((sum, line) => addMoney(sum, multiplyMoney(moneyFromDecimalRupiah(line.Price), line.Quantity)), ZERO_MONEY),
  );
}

/** The bill may be asked for once something is confirmed, not paid, and not asked for already. */
export function canAskForBill(order: SelfOrderView): boolean {
  return !order.IsPaid && !order.BillRequested && order.Lines.some((line) => line.Status === CustomerOrderLineStatus.CONFIRMED);
}

/** Keep polling while the cashier has not decided, or the kitchen is not done with it. */
export function isStillMoving(order: SelfOrderView): boolean {
  if (order.Status === CustomerOrderStatus.PENDING) return true;
  return order.Status === CustomerOrderStatus.CONFIRMED && !order.IsPaid && order.StepProcess !== StepProcess.DONE;
}

const statusColor: Record<number, string> = { [CustomerOrderStatus.PENDING]: 'yellow', [CustomerOrderStatus.CONFIRMED]: 'teal', [CustomerOrderStatus.REJECTED]: 'red' };
const statusKey: Record<number, string> = { [CustomerOrderStatus.PENDING]: 'waiting', [CustomerOrderStatus.CONFIRMED]: 'confirmed', [CustomerOrderStatus.REJECTED]: 'rejected' };
const stepKey: Record<number, string> = {
  [StepProcess.CONFIRMED]: 'confirmed',
  [StepProcess.PREPARING]: 'preparing',
  [StepProcess.READY]: 'ready',
  [StepProcess.ON_THE_WAY]: 'onTheWay',
  [StepProcess.DONE]: 'done',
};

function LineOutcome({ line }: { line: Line }) {
  const { t } = useTranslation();
  const color = line.Status === CustomerOrderLineStatus.CONFIRMED ? 'teal' : line.Status === CustomerOrderLineStatus.REJECTED ? 'red' : 'yellow';
  const key = line.Status === CustomerOrderLineStatus.CONFIRMED ? 'confirmed' : line.Status === CustomerOrderLineStatus.REJECTED ? 'rejected' : 'waiting';
  return (
    <Stack gap={2} aria-label={`${line.ProductName} · ${t(`selfOrder.lineStatus.${key}`)}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} td={line.Status === CustomerOrderLineStatus.REJECTED ? 'line-through' : undefined} style={{ minWidth: 0 }}>
          {line.Quantity} × {line.ProductName}
        </Text>
        <Badge color={color} variant="light" tt="none" style={{ flex: 'none' }}>
          {t(`selfOrder.lineStatus.${key}`)}
        </Badge>
      </Group>
      {line.AddOns.length > 0 && (
        <Text fz="sm" c="dimmed">
          + {line.AddOns.map((addOn) => addOn.Name).join(', ')}
        </Text>
      )}
      {line.Status === CustomerOrderLineStatus.REJECTED && line.RejectReason && (
        <Text fz="sm" c="red.8">
          {t('selfOrder.rejectReason', { reason: line.RejectReason })}
        </Text>
      )}
    </Stack>
  );
}

function OrderCard({ order, asking, onAskBill }: { order: SelfOrderView; asking: boolean; onAskBill: () => void }) {
  const { t } = useTranslation();
  const step = stepKey[order.StepProcess];
  return (
    <Paper withBorder radius="md" p="md" aria-label={t('selfOrder.orderNo', { no: order.OrderNo })}>
      <Stack gap="sm">
        <Stack gap={6} align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {t('selfOrder.orderNo', { no: order.OrderNo })}
          </Text>
          {/* Own row, words as written: a long status in Indonesian must not be cut off. */}
          <Badge size="lg" tt="none" maw="100%" color={statusColor[order.Status] ?? 'gray'}>
            {t(`selfOrder.status.${statusKey[order.Status] ?? 'waiting'}`)}
          </Badge>
        </Stack>
        {order.Status !== CustomerOrderStatus.REJECTED && step && (
          <Text fz="sm" c="dimmed">
            {t(`selfOrder.step.${step}`)}
          </Text>
        )}
        {order.Status === CustomerOrderStatus.REJECTED && order.RejectReason && <Text c="red.8">{t('selfOrder.rejectReason', { reason: order.RejectReason })}</Text>}
        {order.Lines.map((line) => (
          <LineOutcome key={line.Id} line={line} />
        ))}
        {order.Lines.some((line) => line.Status === CustomerOrderLineStatus.CONFIRMED) ? (
          <Group justify="space-between">
            <Text fw={600}>{t('selfOrder.confirmedTotal')}</Text>
            <Text fw={800}>{rupiah(confirmedTotalOf(order))}</Text>
          </Group>
        ) : (
          order.Status === CustomerOrderStatus.PENDING && (
            <Group justify="space-between">
              <Text fw={600}>{t('selfOrder.total')}</Text>
              <Text fw={800}>{rupiah(order.Total)}</Text>
            </Group>
          )
        )}
        {order.IsPaid && (
          <Badge color="teal" variant="light" leftSection={<IconCheck size={14} />}>
            {t('selfOrder.paid')}
          </Badge>
        )}
        {order.BillRequested && !order.IsPaid && (
          <Alert color="teal" icon={<IconBellRinging />} py="xs">
            {t('selfOrder.billRequested')}
          </Alert>
        )}
        {canAskForBill(order) && (
          <Button size="lg" variant="light" leftSection={<IconBellRinging size={20} />} loading={asking} onClick={onAskBill}>
            {t('selfOrder.askBill')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Every placement of this session, newest first, with the cashier's decision per line. */
export function MyOrders({ orders, askingId, onAskBill }: { orders: SelfOrderView[]; askingId: number | null; onAskBill: (order: SelfOrderView) => void }) {
  const { t } = useTranslation();
  if (orders.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('selfOrder.noOrders')}
      </Text>
    );
  const newestFirst = [...orders].sort((a, b) => b.Id - a.Id);
  return (
    <Stack gap="sm">
      {newestFirst.map((order) => (
        <OrderCard key={order.Id} order={order} asking={askingId === order.Id} onAskBill={() => onAskBill(order)} />
      ))}
    </Stack>
  );
}
