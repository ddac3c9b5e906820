import { describe, expect, it } from 'vitest';
import { PromoDiscountType } from '@kasir/domain';
import type { ActivePromo } from '@kasir/contracts';
import { promos } from '../test-fixtures.ts';
import { promoBadgesByItemKey, promoDiscountLabel } from './catalog-mapping.ts';

const coffeePromo = promos[0];
if (!coffeePromo) throw new Error('fixture missing');

const withDiscount = (Amount: number, DiscountType: number, overrides: Partial<ActivePromo> = {}): ActivePromo => ({
  ...coffeePromo,
  ...overrides,
  PromoDiscount: { ...coffeePromo.PromoDiscount, Amount, DiscountType },
});

describe('promo badges on menu cards', () => {
  it('say what the promo takes off: a percentage, or an amount in the outlet’s money', () => {
    expect(promoDiscountLabel(withDiscount(10, PromoDiscountType.PERCENTAGE), 'Rp')).toBe('−10%');
    expect(promoDiscountLabel(withDiscount(5000, PromoDiscountType.NOMINAL), 'Rp')).toBe('−Rp 5.000');
    expect(promoDiscountLabel(withDiscount(2500.5, PromoDiscountType.NOMINAL), 'Rp')).toBe('−Rp 2.500,50');
  });

  it('reach each product the promo names, once per promo, and skip promos not available now', () => {
    const unavailable = withDiscount(20, PromoDiscountType.PERCENTAGE, { Id: 32, Available: false, Promo: { PromoName: 'Not today', Limit: 0, TotalUsed: 0 } });
    const badges = promoBadgesByItemKey([coffeePromo, coffeePromo, unavailable], 'Rp');
    expect(badges.get('PRODUCT-1')).toEqual([{ name: 'Diskon Kopi 10%', discountLabel: '−10%' }]);
    expect(badges.get('PRODUCT-2')).toEqual([{ name: 'Diskon Kopi 10%', discountLabel: '−10%' }]);
    expect(badges.has('PRODUCT-3')).toBe(false);
  });
});
