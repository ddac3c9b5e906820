import { lazy, Suspense, useState } from 'react';
import { Badge, NavLink } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBillRequests, usePendingCustomerOrders } from './api.ts';

/** The drawer (with Drawer, the order dialog and its lists) loads on the first tap, off the shell's first load. */
const CustomerOrdersDrawer = lazy(async () => ({ default: (await import('./CustomerOrdersDrawer.tsx')).CustomerOrdersDrawer }));

/**
 * The rail's first entry, shaped like the rail's links: the count of waiting customer orders and
 * bill requests (orange while any waits); opens the list in one tap.
 */
export function CustomerOrdersButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Stays mounted once opened, so the drawer can play its closing transition.
  const [everOpened, setEverOpened] = useState(false);
  const orders = usePendingCustomerOrders();
  const billRequests = useBillRequests();
  const count = (orders.data?.length ?? 0) + (billRequests.data?.length ?? 0);
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={t('customerOrders.button')}
        leftSection={<IconBellRinging size={24} stroke={1.7} />}
        rightSection={
          count > 0 ? (
            <Badge color="red" variant="filled" circle data-testid="customer-orders-count">
              {count}
            </Badge>
          ) : null
        }
        active={count > 0}
        color="orange"
        variant="filled"
        mih={50}
        fz="md"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        onClick={() => {
          setEverOpened(true);
          setOpened(true);
        }}
        data-testid="customer-orders-button"
      />
      {everOpened && (
        <Suspense fallback={null}>
          <CustomerOrdersDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
