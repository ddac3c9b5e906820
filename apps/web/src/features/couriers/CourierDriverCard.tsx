import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderCourier } from '@kasir/contracts';
import { API_BASE } from '../../api/http-client.ts';
import { useOrderMoney } from '../order/order-money.ts';

const photoUrl = (fileName: string | null) => (fileName ? `${API_BASE}/upload/${encodeURIComponent(fileName)}` : null);
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The driver as the provider reported them: photo, name, phone; the status and fee beside. */
export function CourierDriverCard({ courier }: { courier: OrderCourier }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const name = courier.DeliverName;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="courier-driver">
      <Group wrap="nowrap">
        <Avatar src={photoUrl(courier.CourierImageName)} alt={name ?? ''} size={56} radius="xl" color="coffee">
          {name ? initialsOf(name) : '?'}
        </Avatar>
        <Stack gap={2}>
          <Text fw={700} data-testid="courier-driver-name">
            {name ?? t('couriers.noDriverYet')}
          </Text>
          {courier.PhoneNumber && (
            <Group gap={4}>
              <IconPhone size={14} />
              <Text component="a" href={`tel:${courier.PhoneNumber}`} fz="sm" data-testid="courier-driver-phone">
                {courier.PhoneNumber}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
      <Stack gap={4} align="flex-end">
        <Badge size="lg" color={courier.Status === 'CANCELLED' ? 'red' : courier.Status === 'DELIVERED' ? 'teal' : 'coffee'} data-testid="courier-status">
          {t(`couriers.status.${courier.Status}`)}
        </Badge>
        <Text fz="sm" c="dimmed">
          {t('couriers.fee', { amount: money(courier.Total) })}
        </Text>
      </Stack>
    </Group>
  );
}
