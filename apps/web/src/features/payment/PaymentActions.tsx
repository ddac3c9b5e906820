import { Button, Group } from '@mantine/core';
import { IconCash, IconExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderStatus, OtherPermission } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { openDialog } from '../../dialogs/dialog-registry.ts';
import { AccessLevel, accessLevelOf } from '../order/approval-rules.ts';
import { useSessionStore } from '../session/session-store.ts';
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
 * a supervisor approves when it carries UsePin).
 */
export function PaymentActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const cashier = useSessionStore((state) => state.cashier);
  const canPay = accessLevelOf(cashier, OtherPermission.PAYMENT) !== AccessLevel.DENIED;
  const lastPayment = order.Payments.at(-1);
  const isPayable = PAYABLE_ORDER_STATUSES.includes(order.Status);
  if (!isPayable && !(order.Status === OrderStatus.PAID && lastPayment)) return null;
  return (
    <Group gap="xs" data-testid="payment-actions">
      {isPayable && canPay && (
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
