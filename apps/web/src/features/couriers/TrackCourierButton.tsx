import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderStatus, OtherPermission, isCourierOrder } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { useSessionStore } from '../session/session-store.ts';
import { AccessLevel, accessLevelOf } from '../order/approval-rules.ts';
import { TrackCourierDialog } from './TrackCourierDialog.tsx';

/** 'Track courier' on a delivery order (nothing on other orders): opens the tracking dialog. */
export function TrackCourierButton({ order }: { order: Pick<Order, 'Id' | 'OrderNo' | 'OrderTypeId' | 'AppOrderType' | 'Status'> }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const canEditOrders = useSessionStore((state) => accessLevelOf(state.cashier, OtherPermission.EDIT_ORDER) !== AccessLevel.DENIED);
  if (!isCourierOrder({ orderTypeId: order.OrderTypeId, appOrderType: order.AppOrderType })) return null;
  const canManage = canEditOrders && order.Status !== OrderStatus.CANCELED;
  return (
    <>
      <Button variant="light" leftSection={<IconTruckDelivery size={18} />} onClick={() => setIsOpen(true)} data-testid="open-track-courier">
        {t('couriers.open')}
      </Button>
      {isOpen && <TrackCourierDialog orderId={order.Id} orderNo={order.OrderNo} canManage={canManage} onClose={() => setIsOpen(false)} />}
    </>
  );
}
