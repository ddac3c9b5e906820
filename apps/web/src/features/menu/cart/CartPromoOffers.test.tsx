import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { moneyFromRupiah, PromoRejection } from '@kasir/domain';
import '../../../i18n/i18n.ts';
import type { CartPromoOffer } from './cart-promos.ts';
import { CartPromoOffers } from './CartPromoOffers.tsx';

const coffee: CartPromoOffer = {
  promoId: 5,
  name: 'Diskon Kopi 10%',
  discount: moneyFromRupiah(2200),
  totalWithPromo: moneyFromRupiah(21800),
  lineKeys: ['kopi'],
  rejection: null,
  minPurchase: null,
  maxPurchase: null,
};

describe('CartPromoOffers', () => {
  it('shows each promo with what it takes off and the total once picked', () => {
    render(
      <MantineProvider>
        <CartPromoOffers offers={[coffee]} currencyPrefix="Rp" />
      </MantineProvider>,
    );
    const row = screen.getByTestId('cart-promo');
    expect(within(row).getByText('Diskon Kopi 10%')).toBeTruthy();
    expect(within(row).getByTestId('cart-promo-discount').textContent).toBe('−Rp 2.200');
    expect(within(row).getByTestId('cart-promo-total').textContent).toBe('Rp 21.800');
  });

  it('names the minimum purchase of a promo the cart does not reach yet, with no total', () => {
    const below = { ...coffee, discount: moneyFromRupiah(0), rejection: PromoRejection.BELOW_MINIMUM_PURCHASE, minPurchase: moneyFromRupiah(50000) };
    render(
      <MantineProvider>
        <CartPromoOffers offers={[below]} currencyPrefix="Rp" />
      </MantineProvider>,
    );
    expect(screen.getByText('For a purchase of at least Rp 50.000')).toBeTruthy();
    expect(screen.queryByTestId('cart-promo-total')).toBeNull();
  });

  it('draws nothing without offers', () => {
    render(
      <MantineProvider>
        <CartPromoOffers offers={[]} currencyPrefix="Rp" />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('cart-promos')).toBeNull();
  });
});
