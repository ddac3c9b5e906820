import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBike, IconBuildingStore, IconPackage, IconToolsKitchen2, IconLayoutGrid } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderType, SpecMessage } from '@kasir/domain';
import type { OutletOrderType } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { useCartStore } from '../menu/cart/cart-store.ts';
import { useOutletOrderTypesQuery } from './api.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

const iconOfOrderType: Record<number, typeof IconToolsKitchen2> = {
  [OrderType.DINE_IN]: IconToolsKitchen2,
  [OrderType.TAKE_AWAY]: IconPackage,
  [OrderType.DELIVERY]: IconBike,
  [OrderType.MARKETPLACE]: IconBuildingStore,
};

/**
 * /cashier/add: the first step of a new order. Choosing an order type starts a fresh cart of
 * that type on the menu screen (the menu feature's cart store holds the order being built);
 * a dine-in order may instead start from the floor plan, which opens the menu with the table.
 */
export function AddOrderScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const navigate = useNavigate();
  const orderTypes = useOutletOrderTypesQuery();

  function startOrder(orderType: OutletOrderType, viaTable: boolean) {
    const cart = useCartStore.getState();
    cart.clear();
    cart.chooseOrderType(orderType.Id);
    void navigate(viaTable ? paths.table : paths.menu);
  }

  if (orderTypes.isPending) {
    return (
      <Center h="60vh">
        <Loader data-testid="add-order-loading" />
      </Center>
    );
  }
  if (orderTypes.isError) {
    return (
      <Alert color="red" m="lg" title={t('order.add.loadFailed')}>
        {orderTypes.error.message}
      </Alert>
    );
  }

  const sorted = [...orderTypes.data].sort((left, right) => left.Position - right.Position);
  return (
    <Stack p="lg" gap="lg">
      <Stack gap={4}>
        <Title order={2}>{t('order.add.title')}</Title>
        <Text c="dimmed">{t('order.add.hint')}</Text>
      </Stack>
      {sorted.length === 0 ? (
        <Text c="dimmed">{translateMessage(SpecMessage.NO_DATA)}</Text>
      ) : (
        <SimpleGrid cols={4} spacing="lg">
          {sorted.map((orderType) => {
            const Icon = iconOfOrderType[orderType.OrderTypeId] ?? IconToolsKitchen2;
            const isDineIn = orderType.OrderTypeId === OrderType.DINE_IN;
            return (
              <Card key={orderType.Id} withBorder radius="md" padding="lg" data-testid={`order-type-${orderType.Id}`}>
                <Stack align="center" gap="sm">
                  <Icon size={48} stroke={1.5} />
                  <Text fw={700} fz="lg">
                    {orderType.Name}
                  </Text>
                  <Button fullWidth size="md" onClick={() => startOrder(orderType, false)} data-testid={`start-order-${orderType.Id}`}>
                    {t('order.add.start')}
                  </Button>
                  {isDineIn && (
                    <Group w="100%">
                      <Button
                        fullWidth
                        variant="light"
                        leftSection={<IconLayoutGrid size={16} />}
                        onClick={() => startOrder(orderType, true)}
                        data-testid="start-order-with-table"
                      >
                        {t('order.add.chooseTable')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
