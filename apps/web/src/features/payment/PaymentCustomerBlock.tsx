import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kasir/contracts';

/** A text field of the order's CustomerData block, when present. */
function customerField(order: Order, key: string): string | null {
  const value = order.CustomerData?.[key];
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}

export interface PaymentCustomerBlockProps {
  order: Order;
  memberPoints: number | null;
  /** Spec §2: the Change button asks the parent to open customer selection. */
  onChange(): void;
}

/** Spec §2 customer block: name, phone, member number and a Change button. */
export function PaymentCustomerBlock({ order, memberPoints, onChange }: PaymentCustomerBlockProps) {
  const { t } = useTranslation();
  const name = order.CustomerName ?? customerField(order, 'Name');
  const phone = order.PhoneNumber ?? customerField(order, 'PhoneNumber');
  const memberNumber = customerField(order, 'MemberNumber') ?? customerField(order, 'MemberCardNo');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="payment-customer">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconUser size={28} />
          <Stack gap={0}>
            <Text fw={700} data-testid="payment-customer-name">
              {name ?? t('payment.customer.none')}
            </Text>
            {phone && (
              <Text fz="sm" c="dimmed">
                {t('payment.customer.phone')}: {phone}
              </Text>
            )}
            {memberNumber && (
              <Text fz="sm" c="dimmed" data-testid="payment-member-number">
                {t('payment.customer.memberNumber')}: {memberNumber}
              </Text>
            )}
            {order.MemberId !== null && memberPoints !== null && (
              <Text fz="sm" c="teal" data-testid="payment-member-points">
                {t('payment.customer.points', { points: memberPoints.toLocaleString('id-ID') })}
              </Text>
            )}
          </Stack>
        </Group>
        <Button variant="light" size="sm" onClick={onChange} data-testid="payment-customer-change">
          {t('payment.customer.change')}
        </Button>
      </Group>
    </Paper>
  );
}
