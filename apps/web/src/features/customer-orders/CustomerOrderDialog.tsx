import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { AppOrderType } from '@kasir/domain';
import type { CustomerOrder, CustomerOrderLine } from '@kasir/contracts';
import { useTranslation } from 'react-i18next';
import { formatWireAmount } from '../tables/money-text.ts';
import { usePendingCustomerOrders, type DecisionTarget } from './api.ts';
import { OrderLinesList } from './OrderLinesList.tsx';
import { PlacementHeading } from './PlacementHeading.tsx';
import { RejectReasonDialog } from './RejectReasonDialog.tsx';
import { useCanManageCustomerOrders } from './use-customer-order-access.ts';
import { useDecisions } from './use-decisions.ts';
import { wholePlacementTarget } from './order-labels.ts';

/** Spec §2's three dialogs: confirm order (whole), approve order (per product), confirm online order (pick-up/delivery). */
export type CustomerOrderDialogKind = 'confirm' | 'approve' | 'online';

export interface CustomerOrderDialogProps {
  customerOrderId: number;
  kind: CustomerOrderDialogKind;
  onClose(): void;
}

interface PendingReject {
  target: DecisionTarget;
  subject: string;
  isWhole: boolean;
}

/** The placement as the list has it now: another terminal's decision updates (or closes) the dialog. */
export function CustomerOrderDialog({ customerOrderId, kind, onClose }: CustomerOrderDialogProps) {
  const { t } = useTranslation();
  const pending = usePendingCustomerOrders();
  const order = pending.data?.find((candidate) => candidate.Id === customerOrderId);
  const isGone = pending.isSuccess && order === undefined;
  useEffect(() => {
    if (isGone) onClose();
  }, [isGone, onClose]);
  if (order === undefined) return null;
  return (
    <Modal opened onClose={onClose} title={t(`customerOrders.dialogs.${kind}`)} centered size="lg" data-testid={`customer-order-dialog-${kind}`}>
      <DialogBody order={order} allPending={pending.data ?? []} kind={kind} onDone={onClose} />
    </Modal>
  );
}

function DialogBody({ order, allPending, kind, onDone }: { order: CustomerOrder; allPending: readonly CustomerOrder[]; kind: CustomerOrderDialogKind; onDone(): void }) {
  const { t } = useTranslation();
  const canManage = useCanManageCustomerOrders();
  const decisions = useDecisions({ hasTable: order.OutletTableId !== null });
  const [rejecting, setRejecting] = useState<PendingReject | null>(null);
  const [busyLineId, setBusyLineId] = useState<number | null>(null);
  const whole = wholePlacementTarget(order, allPending);

  async function confirmWhole() {
    if (await decisions.confirmLines(whole)) onDone();
  }

  async function confirmLine(line: CustomerOrderLine) {
    if (line.OrderProductId === null) return;
    setBusyLineId(line.Id);
    await decisions.confirmLines({ orderId: order.OrderId, orderProductIds: [line.OrderProductId] });
    setBusyLineId(null);
  }

  async function submitReject(reason: string) {
    if (rejecting === null) return;
    if (await decisions.rejectLines(rejecting.target, reason)) {
      setRejecting(null);
      if (rejecting.isWhole) onDone();
    }
  }

  const lineActions = (line: CustomerOrderLine) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="sm"
        color="red"
        variant="light"
        disabled={!canManage}
        onClick={() => line.OrderProductId !== null && setRejecting({ target: { orderId: order.OrderId, orderProductIds: [line.OrderProductId] }, subject: `${line.Quantity} × ${line.ProductName}`, isWhole: false })}
        data-testid={`reject-line-${line.Id}`}
      >
        {t('customerOrders.actions.reject')}
      </Button>
      <Button size="sm" disabled={!canManage} loading={busyLineId === line.Id} onClick={() => void confirmLine(line)} data-testid={`confirm-line-${line.Id}`}>
        {t('customerOrders.actions.confirm')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <PlacementHeading order={order} />
      {kind === 'online' ? <OnlineCustomerDetails order={order} /> : null}
      {order.Notes ? (
        <Text fz="sm" fs="italic">
          {t('customerOrders.orderNote', { note: order.Notes })}
        </Text>
      ) : null}
      <Divider />
      <OrderLinesList lines={order.Lines} actionsOf={kind === 'approve' ? lineActions : undefined} />
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('customerOrders.total')}</Text>
        <Text fw={700}>{formatWireAmount(order.Total)}</Text>
      </Group>
      {!canManage ? <Alert color="orange">{t('customerOrders.noPermission')}</Alert> : null}
      {kind === 'approve' ? (
        <Group justify="flex-end">
          <Button variant="default" size="lg" onClick={onDone}>
            {t('customerOrders.actions.close')}
          </Button>
        </Group>
      ) : (
        <Group justify="flex-end" gap="md">
          <Button color="red" variant="light" size="lg" disabled={!canManage} onClick={() => setRejecting({ target: whole, subject: t('customerOrders.reject.wholeOrder', { orderNo: order.OrderNo }), isWhole: true })} data-testid="reject-all">
            {t('customerOrders.actions.rejectAll')}
          </Button>
          <Button size="lg" disabled={!canManage} loading={decisions.isConfirming} onClick={() => void confirmWhole()} data-testid="confirm-all">
            {t('customerOrders.actions.confirmAll')}
          </Button>
        </Group>
      )}
      {rejecting !== null ? <RejectReasonDialog subject={rejecting.subject} isBusy={decisions.isRejecting} onCancel={() => setRejecting(null)} onSubmit={(reason) => void submitReject(reason)} /> : null}
    </Stack>
  );
}

/** The order keeps its shipping data as JSON text (spec §3): one readable block, or the text as it came. */
export function formatDeliveryAddress(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === '') return '-';
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const part = (key: string) => (typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : null);
    const place = [part('Ward'), part('Subdistrict'), part('City'), part('PostalCode')].filter((item) => item !== null).join(', ');
    return [part('Name'), part('PhoneNumber'), part('Address'), place || null, part('Notes')].filter((item) => item !== null).join('\n');
  } catch {
    return text;
  }
}

/** Confirm online order: who ordered and, for a delivery, where to. */
function OnlineCustomerDetails({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('customerOrders.fields.name'), order.CustomerName],
    [t('customerOrders.fields.phone'), order.PhoneNumber ?? '-'],
  ];
  if (order.AppOrderType === AppOrderType.DELIVERY) rows.push([t('customerOrders.fields.address'), formatDeliveryAddress(order.DeliveryAddress)]);
  return (
    <Stack gap={4} data-testid="online-customer-details">
      {rows.map(([label, value]) => (
        <Group key={label} gap="md" wrap="nowrap" align="flex-start">
          <Text fz="sm" c="dimmed" w={120}>
            {label}
          </Text>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
