import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourierStatus, nextCourierStatus, type CourierStatusValue } from '@kasir/domain';
import type { OrderCourier } from '@kasir/contracts';
import { DriverPicker } from './DriverPicker.tsx';
import { useCourierAction } from './api.ts';

/** The button that moves a courier on from each status (DRIVER_FOUND comes from assigning a driver). */
const ADVANCE_LABEL: Partial<Record<CourierStatusValue, string>> = {
  [CourierStatus.DRIVER_FOUND]: 'couriers.markPickedUp',
  [CourierStatus.PICKED_UP]: 'couriers.markDelivered',
};

/** The cashier drives the built-in MANUAL provider: assign a driver, move the status along, cancel. */
export function ManualCourierControls({ orderId, courier }: { orderId: number; courier: OrderCourier }) {
  const { t } = useTranslation();
  const action = useCourierAction(orderId);
  const status = courier.Status;
  const next = nextCourierStatus(status);
  const advanceLabel = ADVANCE_LABEL[status];
  const canCancel = status !== CourierStatus.DELIVERED && status !== CourierStatus.CANCELLED;

  if (status === CourierStatus.CANCELLED) {
    return (
      <Button onClick={() => action.mutate({ kind: 'request' })} loading={action.isPending} data-testid="request-courier">
        {t('couriers.requestAgain')}
      </Button>
    );
  }
  return (
    <Stack gap="sm" data-testid="manual-courier-controls">
      {status === CourierStatus.SEARCHING && <DriverPicker isBusy={action.isPending} onAssign={(driverId) => action.mutate({ kind: 'assign', driverId })} />}
      <Group justify="flex-end">
        {canCancel && (
          <Button variant="light" color="red" disabled={action.isPending} onClick={() => action.mutate({ kind: 'move', from: status, to: CourierStatus.CANCELLED })} data-testid="cancel-courier">
            {t('couriers.cancel')}
          </Button>
        )}
        {advanceLabel && next && (
          <Button loading={action.isPending} onClick={() => action.mutate({ kind: 'move', from: status, to: next })} data-testid="advance-courier">
            {t(advanceLabel)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
