import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, PromoRejection, type Money } from '@kasir/domain';
import type { CartPromoOffer } from './cart-promos.ts';

export interface CartPromoOffersProps {
  offers: readonly CartPromoOffer[];
  currencyPrefix: string;
}

/**
 * The product promos the payment dialog offers for this cart, each with what it takes off and
 * the total once picked. They are not in the cart's Total: the server applies a promo only when
 * the cashier picks it at payment.
 */
export function CartPromoOffers({ offers, currencyPrefix }: CartPromoOffersProps) {
  const { t } = useTranslation();
  if (offers.length === 0) return null;
  const money = (amount: Money) => formatMoney(amount, { currencyPrefix });
  return (
    <Paper radius="sm" px="xs" py={4} bg="teal.0" data-testid="cart-promos">
      <Group gap={4} wrap="nowrap">
        <IconTag size={14} color="var(--mantine-color-teal-8)" aria-hidden />
        <Text size="xs" fw={600} c="teal.9">
          {t('menu.cartPromos.title')}
        </Text>
      </Group>
      {offers.map((offer) => (
        <Stack key={offer.promoId} gap={0} data-testid="cart-promo">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {offer.name}
            </Text>
            <Text size="sm" fw={600} c="teal.8" style={{ whiteSpace: 'nowrap' }} data-testid="cart-promo-discount">
              −{money(offer.discount)}
            </Text>
          </Group>
          {offer.rejection === PromoRejection.BELOW_MINIMUM_PURCHASE && offer.minPurchase !== null ? (
            <Text size="xs" c="orange.8">
              {t('menu.cartPromos.minPurchase', { amount: money(offer.minPurchase) })}
            </Text>
          ) : offer.rejection === PromoRejection.ABOVE_MAXIMUM_PURCHASE && offer.maxPurchase !== null ? (
            <Text size="xs" c="orange.8">
              {t('menu.cartPromos.maxPurchase', { amount: money(offer.maxPurchase) })}
            </Text>
          ) : (
            <Group justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('menu.cartPromos.totalIfPicked')}
              </Text>
              <Text size="xs" c="dimmed" data-testid="cart-promo-total">
                {money(offer.totalWithPromo)}
              </Text>
            </Group>
          )}
        </Stack>
      ))}
    </Paper>
  );
}
