import { useEffect, useRef } from 'react';
import { Alert, Button, Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MANUAL_COURIER_PROVIDER } from '@kasir/domain';
import { CourierDriverCard } from './CourierDriverCard.tsx';
import { CourierHistoryList } from './CourierHistoryList.tsx';
import { ManualCourierControls } from './ManualCourierControls.tsx';
import { recordTrackerClick, useCourierAction, useOrderCourier } from './api.ts';

export interface TrackCourierDialogProps {
  orderId: number;
  orderNo: string;
  /** Whether this cashier may request and move couriers (edit-orders permission) and the order is open. */
  canManage: boolean;
  onClose(): void;
}

/** Spec §2 track courier: the driver, their photo and phone, and each history status with its time. */
export function TrackCourierDialog({ orderId, orderNo, canManage, onClose }: TrackCourierDialogProps) {
  const { t } = useTranslation();
  const courier = useOrderCourier(orderId);
  const request = useCourierAction(orderId);
  const recorded = useRef(false);
  useEffect(() => {
    // Once per opening, even under React's doubled effects in development.
    if (recorded.current) return;
    recorded.current = true;
    void recordTrackerClick(orderId);
  }, [orderId]);

  return (
    <Modal opened onClose={onClose} title={t('couriers.title', { orderNo })} size="lg" centered data-testid="track-courier-dialog">
      {courier.isPending && (
        <Center py="lg">
          <Loader data-testid="courier-loading" />
        </Center>
      )}
      {courier.isError && <Alert color="red">{courier.error.message}</Alert>}
      {courier.isSuccess && courier.data === null && (
        <Stack gap="sm" align="center" py="md">
          <Text c="dimmed">{t('couriers.none')}</Text>
          {canManage && (
            <Button onClick={() => request.mutate({ kind: 'request' })} loading={request.isPending} data-testid="request-courier">
              {t('couriers.request')}
            </Button>
          )}
        </Stack>
      )}
      {courier.isSuccess && courier.data !== null && (
        <Stack gap="md">
          <CourierDriverCard courier={courier.data} />
          <Divider label={t('couriers.history')} labelPosition="left" />
          <CourierHistoryList histories={courier.data.Histories} />
          {canManage && courier.data.Provider === MANUAL_COURIER_PROVIDER && (
            <>
              <Divider />
              <ManualCourierControls orderId={orderId} courier={courier.data} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
