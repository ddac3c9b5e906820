import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, isZeroMoney, type OrderTotals } from '@kasir/domain';
import type { ChargeOption } from '../catalog/menu-item.ts';

export interface CartTotalsProps {
  totals: OrderTotals;
  charges: readonly ChargeOption[];
  currencyPrefix: string;
}

/** Subtotal, each charge of the order type, rounding and total, from computeOrderTotals. */
export function CartTotals({ totals, charges, currencyPrefix }: CartTotalsProps) {
  const { t } = useTranslation();
  const money = (amount: OrderTotals['subtotal']) => formatMoney(amount, { currencyPrefix });
  return (
    <Stack gap={2} data-testid="cart-totals">
      <Group justify="space-between">
        <Text size="sm">{t('menu.subtotal')}</Text>
        <Text size="sm" data-testid="cart-subtotal">
          {money(totals.subtotal)}
        </Text>
      </Group>
      {totals.charges.map((outcome) => {
        const charge = charges.find((entry) => entry.id === outcome.chargeId);
        return (
          <Group key={String(outcome.chargeId)} justify="space-between">
            <Text size="sm" c="dimmed">
              {charge?.name ?? ''}
              {outcome.isIncludedInProductPrice ? ` (${t('menu.included')})` : ''}
            </Text>
            <Text size="sm" c="dimmed" data-testid="cart-charge">
              {money(outcome.amount)}
            </Text>
          </Group>
        );
      })}
      {!isZeroMoney(totals.rounding) && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('menu.rounding')}
          </Text>
          <Text size="sm" c="dimmed">
            {money(totals.rounding)}
          </Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t('menu.total')}</Text>
        <Text fw={700} size="lg" data-testid="cart-total">
          {money(totals.grandTotal)}
        </Text>
      </Group>
    </Stack>
  );
}
