import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChargeType } from '@kasir/domain';
import type { Order } from '@kasir/contracts';

function Row({ label, value, isStrong = false, testId }: { label: string; value: string; isStrong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text fw={isStrong ? 700 : 400} fz={isStrong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={isStrong ? 700 : 400} fz={isStrong ? 'lg' : 'sm'}>
        {value}
      </Text>
    </Group>
  );
}

/** The server's figures for the order (pending lines already left out): subtotal, discount, each charge, rounding, total. */
export function OrderTotals({ order, money }: { order: Order; money(rupiah: number): string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="order-totals">
      <Row label={t('order.totals.subTotal')} value={money(order.SubTotal)} testId="total-subtotal" />
      {order.DiscountAmount > 0 && <Row label={t('order.totals.discount')} value={`- ${money(order.DiscountAmount)}`} testId="total-discount" />}
      {order.OrderCharges.map((charge) => (
        <Row
          key={charge.Id}
          label={charge.Type === ChargeType.PERCENTAGE ? `${charge.ChargeName} (${charge.Amount}%)` : charge.ChargeName}
          value={money(charge.TotalCharge)}
          testId={`charge-${charge.Id}`}
        />
      ))}
      {order.Rounding !== 0 && <Row label={t('order.totals.rounding')} value={money(order.Rounding)} testId="total-rounding" />}
      <Divider my={4} />
      <Row label={t('order.totals.total')} value={money(order.Total)} isStrong testId="total-total" />
    </Stack>
  );
}
