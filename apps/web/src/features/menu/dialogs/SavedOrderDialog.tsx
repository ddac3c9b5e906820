import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { PAYABLE_ORDER_STATUSES } from '../../payment/index.ts';
import { wireMoney } from '../catalog/catalog-mapping.ts';

export interface SavedOrderDialogProps {
  order: Order;
  currencyPrefix: string;
  onClose(): void;
  /** Pay now: the payment dialog for this order. */
  onPay(): void;
}

/** The order as the server saved it: its figures are the ones that count (the server re-prices). */
export function SavedOrderDialog({ order, currencyPrefix, onClose, onPay }: SavedOrderDialogProps) {
  const { t } = useTranslation();
  const money = (rupiah: number) => formatMoney(wireMoney(rupiah), { currencyPrefix });
  return (
    <Modal opened onClose={onClose} title={t('menu.orderSaved', { orderNo: order.OrderNo })} size="lg" centered data-testid="saved-order-dialog">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {order.OrderTypeName} · {t('menu.paxCount', { count: order.Pax })}
          {order.CustomerName ? ` · ${order.CustomerName}` : ''}
        </Text>
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {order.OrderProducts.map((line) => (
              <Table.Tr key={`p-${line.Id}`}>
                <Table.Td>
                  <Text size="sm">
                    {line.Quantity} × {line.ProductName}
                  </Text>
                  {line.OrderSubProducts.map((addOn) => (
                    <Text key={addOn.Id} size="xs" c="coffee.7">
                      + {addOn.Quantity} × {addOn.Name}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right">{money(line.Total)}</Table.Td>
              </Table.Tr>
            ))}
            {order.OrderProductBundles.map((bundle) => (
              <Table.Tr key={`b-${bundle.Id}`}>
                <Table.Td>
                  {bundle.Quantity} × {bundle.ProductBundleName}
                </Table.Td>
                <Table.Td ta="right">{money(bundle.Total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="sm">{t('menu.subtotal')}</Text>
          <Text size="sm">{money(order.SubTotal)}</Text>
        </Group>
        {order.OrderCharges.map((charge) => (
          <Group key={charge.Id} justify="space-between">
            <Text size="sm" c="dimmed">
              {charge.ChargeName}
            </Text>
            <Text size="sm" c="dimmed">
              {money(charge.TotalCharge)}
            </Text>
          </Group>
        ))}
        {order.Rounding !== 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('menu.rounding')}
            </Text>
            <Text size="sm" c="dimmed" data-testid="saved-order-rounding">
              {money(order.Rounding)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{t('menu.total')}</Text>
          <Text fw={700} size="lg" data-testid="saved-order-total">
            {money(order.Total)}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant={PAYABLE_ORDER_STATUSES.includes(order.Status) ? 'default' : 'filled'} onClick={onClose} data-testid="saved-order-close">
            {t('menu.newOrder')}
          </Button>
          {PAYABLE_ORDER_STATUSES.includes(order.Status) && (
            <Button leftSection={<IconCash size={20} />} onClick={onPay} data-testid="saved-order-pay">
              {t('payment.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
