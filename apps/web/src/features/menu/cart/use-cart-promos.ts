import { useMemo } from 'react';
import { usePromosQuery } from '../catalog/catalog-api.ts';
import type { CartPricingContext } from './cart-pricing.ts';
import { cartPromoOffers, type CartPromoOffer } from './cart-promos.ts';
import type { CartLine } from './cart-types.ts';

/** The active product promos the payment dialog will offer for the cart's lines (the menu's cached promo list). */
export function useCartPromoOffers(lines: readonly CartLine[], context: CartPricingContext): CartPromoOffer[] {
  const promos = usePromosQuery();
  return useMemo(() => cartPromoOffers(lines, context, promos.data ?? []), [lines, context, promos.data]);
}
