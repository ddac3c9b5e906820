import { ActionIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMinus, IconPlus, IconTag, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PricedLine } from '@kasir/domain';
import type { CartLine } from './cart-types.ts';

export interface CartLineRowProps {
  line: CartLine;
  priced: PricedLine | undefined;
  currencyPrefix: string;
  /** Tracked stock of the product; null when not tracked. */
  maxQuantity: number | null;
  onEdit(line: CartLine): void;
  onQuantity(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
  /** Product promos that reach this line, picked at payment (cart-promos.ts). */
  promoNames?: readonly string[];
}

/** One line of the cart: name, add-ons, bundle items, notes, quantity stepper and its total. */
export function CartLineRow({ line, priced, currencyPrefix, maxQuantity, onEdit, onQuantity, onRemove, promoNames = [] }: CartLineRowProps) {
  const { t } = useTranslation();
  const canIncrease = maxQuantity === null || line.quantity < maxQuantity;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="cart-line" py={6} style={{ borderBottom: '1px solid var(--mantine-color-coffee-1)' }}>
      <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onEdit(line)} aria-label={t('menu.editLine', { name: line.name })}>
        <Stack gap={0}>
          <Text size="sm" fw={600} truncate data-testid="cart-line-name">
            {line.name}
          </Text>
          {line.bundleItems.map((item) => (
            <Text key={item.outletProductId} size="xs" c="dimmed">
              {item.quantity} × {item.name}
            </Text>
          ))}
          {line.addOns.map((addOn) => (
            <Text key={`${addOn.subProductId ?? 'text'}-${addOn.name}`} size="xs" c="coffee.7" data-testid="cart-line-add-on">
              + {addOn.quantity} × {addOn.name} ({formatMoney(addOn.price, { currencyPrefix })})
            </Text>
          ))}
          {promoNames.map((name) => (
            <Group key={name} gap={4} wrap="nowrap" align="flex-start">
              <IconTag size={12} color="var(--mantine-color-teal-8)" aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="xs" c="teal.8" data-testid="cart-line-promo">
                {t('menu.cartPromos.atPayment', { name })}
              </Text>
            </Group>
          ))}
          {line.notes !== '' && (
            <Text size="xs" c="dimmed" fs="italic">
              {line.notes}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
      <Group gap={2} wrap="nowrap">
        <ActionIcon size="md" variant="default" aria-label={t('menu.decrease')} disabled={line.quantity <= 1} onClick={() => onQuantity(line, line.quantity - 1)}>
          <IconMinus size={14} />
        </ActionIcon>
        <Text w={28} ta="center" size="sm" data-testid="cart-line-quantity">
          {line.quantity}
        </Text>
        <ActionIcon size="md" variant="default" aria-label={t('menu.increase')} disabled={!canIncrease} onClick={() => onQuantity(line, line.quantity + 1)}>
          <IconPlus size={14} />
        </ActionIcon>
      </Group>
      <Text size="sm" w={92} ta="right" fw={600} data-testid="cart-line-total">
        {priced ? formatMoney(priced.grossTotal, { currencyPrefix }) : ''}
      </Text>
      <ActionIcon size="md" color="red" variant="subtle" aria-label={t('menu.removeLine', { name: line.name })} onClick={() => onRemove(line)}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
