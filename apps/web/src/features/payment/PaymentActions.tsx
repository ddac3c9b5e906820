import { Button, Group } from '@mantine/core';
import { IconCash, IconClockStop, IconExchange } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { openDialog, openDialogForResult } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { orderQueryKeys } from '../order/api.ts';
import { terminateOrder } from './api.ts';
import { amountsOfPayment } from './dialogs/change-method-rules.ts';
import { initialPaymentDialogState } from './payment-dialog-state.ts';

/** The statuses an order can be paid in: ORDERED, and PARTIALLY_PAID for its next visit. */
export const PAYABLE_ORDER_STATUSES: readonly number[] = [OrderStatus.ORDERED, OrderStatus.PARTIALLY_PAID];

/** Opens the payment dialog for an order (through the registry, so it survives a lock). */
export function openPaymentDialog(orderId: number): string {
  return openDialog('payment', initialPaymentDialogState(orderId));
}

/**
 * The order screen's payment buttons: Pay for an order that can be paid, for a role with the
 * payment permission (9); Change payment method on a paid order's last payment (permission 20,
 * a supervisor approves when it carries UsePin); End time session for a timed order still running
 * (POST /payment/{id}/terminateOrder), so it is paid for the time actually played.
 */
export function PaymentActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const terminate = useMutation({
    mutationFn: () => terminateOrder(order.Id, { Version: order.Version }),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderQueryKeys.detail(updated.Id), updated);
      toast.success(t('payment.terminate.done'));
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  const hasRunningSession = order.OrderTimeSessions.some((session) => session.TerminatedOn === null);
  async function confirmTerminate() {
    const isSure = await openDialogForResult('yes-no', {
      title: t('payment.terminate.title'),
      message: t('payment.terminate.message', { orderNo: order.OrderNo }),
      confirmLabel: t('payment.terminate.confirm'),
      isDanger: true,
    });
    if (isSure === true) terminate.mutate();
  }
  const lastPayment = order.Payments.at(-1);
  const isPayable = PAYABLE_ORDER_STATUSES.includes(order.Status);
  if (!isPayable && !(order.Status === OrderStatus.PAID && lastPayment)) return null;
  return (
    <Group gap="xs" data-testid="payment-actions">
      {isPayable && hasRunningSession && (
        <Button variant="light" color="orange" leftSection={<IconClockStop size={18} />} onClick={() => void confirmTerminate()} loading={terminate.isPending} data-testid="terminate-order">
          {t('payment.terminate.open')}
        </Button>
      )}
      {/* A role without payment (9) still opens the dialog: its Pay button requests access (spec §5). */}
      {isPayable && (
        <Button size="md" leftSection={<IconCash size={20} />} onClick={() => openPaymentDialog(order.Id)} data-testid="open-payment">
          {t('payment.open')}
        </Button>
      )}
      {order.Status === OrderStatus.PAID && lastPayment && (
        <Button
          variant="light"
          leftSection={<IconExchange size={18} />}
          onClick={() => openDialog('change-payment-method', { orderId: order.Id, paymentId: lastPayment.Id, amounts: amountsOfPayment(lastPayment.PaymentDetails) })}
          data-testid="open-change-payment-method"
        >
          {t('payment.changeMethod.open')}
        </Button>
      )}
    </Group>
  );
}
