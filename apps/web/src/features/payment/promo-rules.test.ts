import { describe, expect, it } from 'vitest';
import type { OrderPromo } from '@kasir/contracts';
import { PromoBaseOn, PromoDiscountType, PromoType } from '@kasir/domain';
import {
  appliedPromoIds,
  appliedVouchers,
  filterPromos,
  filterVouchers,
  isVoucherBlocked,
  promoDiscountOf,
  promoTermsOf,
  promoUsageLabel,
  toggleId,
  toggleVoucher,
  zeroDiscountPromo,
} from './promo-rules.ts';
import { offeredPromo, offeredPromos, rinaVouchers } from './test-payments.ts';

const orderPromo = (overrides: Partial<OrderPromo>): OrderPromo => ({
  PromoName: 'Diskon Kopi 10%',
  PromoType: PromoType.PRODUCT,
  TotalDiscount: 4400,
  BaseOnType: PromoBaseOn.PRODUCT,
  OutletPromoId: 41,
  MemberVoucherId: null,
  Rejection: null,
  ...overrides,
});

describe('promo picker rules (spec §5/§9)', () => {
  it('searches by promo name, ignoring case', () => {
    expect(filterPromos(offeredPromos, 'kopi').map((promo) => promo.Id)).toEqual([41]);
    expect(filterPromos(offeredPromos, '  ').map((promo) => promo.Id)).toEqual([41, 42]);
    expect(filterPromos(offeredPromos, 'nothing')).toEqual([]);
  });

  it('shows used / limit only when the limit is above 0', () => {
    const [kopi, hemat] = offeredPromos;
    if (!kopi || !hemat) throw new Error('fixture');
    expect(promoUsageLabel(hemat)).toBe('7 / 100');
    expect(promoUsageLabel(kopi)).toBeNull();
  });

  it('toggles a selection per item', () => {
    expect(toggleId([41], 42)).toEqual([41, 42]);
    expect(toggleId([41, 42], 41)).toEqual([42]);
  });

  it('warns for an applied promo the server priced at 0, never for one not applied yet', () => {
    const zero = orderPromo({ TotalDiscount: 0, Rejection: 'BELOW_MINIMUM_PURCHASE', OutletPromoId: 42 });
    expect(zeroDiscountPromo(42, [orderPromo({}), zero])).toBe(zero);
    expect(zeroDiscountPromo(41, [orderPromo({}), zero])).toBeNull();
    expect(zeroDiscountPromo(43, [])).toBeNull();
  });

  it('tells promos from vouchers among the order promos', () => {
    const promos = [orderPromo({}), orderPromo({ OutletPromoId: 43, MemberVoucherId: 71 })];
    expect(appliedPromoIds(promos)).toEqual([41]);
    expect(appliedVouchers(promos)).toEqual([{ MemberVoucherId: 71, OutletPromoId: 43 }]);
  });
});

describe('voucher picker rules (spec §5)', () => {
  it('searches by promo name or code', () => {
    expect(filterVouchers(rinaVouchers, 'gold').map((voucher) => voucher.Id)).toEqual([71, 72]);
    expect(filterVouchers(rinaVouchers, 'kopi-free').map((voucher) => voucher.Id)).toEqual([73]);
  });

  it('keeps one voucher per promo: a second voucher of the same promo replaces the first', () => {
    const [first, second] = rinaVouchers;
    if (!first || !second) throw new Error('fixture');
    const once = toggleVoucher([], first, []);
    expect(once).toEqual([{ MemberVoucherId: 71, OutletPromoId: 43 }]);
    expect(toggleVoucher(once, second, [])).toEqual([{ MemberVoucherId: 72, OutletPromoId: 43 }]);
    expect(toggleVoucher(once, first, [])).toEqual([]);
  });

  it('cannot select a voucher whose promo is applied', () => {
    const kopi = rinaVouchers[2];
    if (!kopi) throw new Error('fixture');
    expect(isVoucherBlocked(kopi, [41])).toBe(true);
    expect(toggleVoucher([], kopi, [41])).toEqual([]);
    expect(toggleVoucher([], kopi, [42])).toEqual([{ MemberVoucherId: 73, OutletPromoId: 41 }]);
  });
});

describe('what a promo gives and asks, shown before it is chosen (spec §3 Promo offered)', () => {
  it('a percentage with or without its cap, a nominal amount', () => {
    expect(promoDiscountOf(offeredPromo(1, 'Diskon Kopi 10%'))).toEqual({ kind: 'percent', percent: 10, maxDiscount: null });
    const capped = offeredPromo(2, 'Voucher 15%', { PromoDiscount: { Amount: 15, DiscountType: PromoDiscountType.PERCENTAGE, MaxDiscountAmount: 25000, ProductPromoDiscounts: [] } });
    expect(promoDiscountOf(capped)).toEqual({ kind: 'percent', percent: 15, maxDiscount: 25000 });
    expect(promoDiscountOf(offeredPromos[1]!)).toEqual({ kind: 'nominal', amount: 20000 });
  });

  it('terms: the payment methods it needs, minimum and maximum purchase; zero or missing limits are no term', () => {
    expect(promoTermsOf(offeredPromos[1]!)).toEqual({ paymentMethods: [], minimumPurchase: 100000, maximumPurchase: null });
    const qris = offeredPromo(3, 'QRIS Hemat 5%', {
      Term: { Name: 'QRIS', MinPurchasedPrice: 0, MaxPurchasedPrice: 500000, TermPaymentMethods: [{ OutletPaymentMethodId: 6, Name: 'QRIS' }, { OutletPaymentMethodId: 4, Name: 'GoPay' }] },
    });
    expect(promoTermsOf(qris)).toEqual({ paymentMethods: ['QRIS', 'GoPay'], minimumPurchase: null, maximumPurchase: 500000 });
  });
});
