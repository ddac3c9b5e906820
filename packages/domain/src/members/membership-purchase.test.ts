import { describe, expect, it } from 'vitest';
import { PromoDiscountType } from '../codes/payments.ts';
import { moneyFromRupiah, toHundredths } from '../money/money.ts';
import { membershipExpiry, priceMembership } from './membership-purchase.ts';

const rupiah = moneyFromRupiah;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('priceMembership', () => {
  it('without a promo the total is the price', () => {
    expect(priceMembership(rupiah(150_000), null)).toEqual({ subtotal: rupiah(150_000), discount: rupiah(0), total: rupiah(150_000) });
  });

  it('takes a percentage, capped by the promo maximum', () => {
    const promo = { discountType: PromoDiscountType.PERCENTAGE, percent: 10, nominal: rupiah(0), maxDiscount: null };
    expect(toHundredths(priceMembership(rupiah(150_000), promo).total)).toBe(13_500_000);
    expect(toHundredths(priceMembership(rupiah(150_000), { ...promo, maxDiscount: rupiah(5_000) }).discount)).toBe(500_000);
  });

  it('never discounts below zero', () => {
    const promo = { discountType: PromoDiscountType.NOMINAL, percent: 0, nominal: rupiah(80_000), maxDiscount: null };
    expect(priceMembership(rupiah(50_000), promo)).toEqual({ subtotal: rupiah(50_000), discount: rupiah(50_000), total: rupiah(0) });
  });
});

describe('membershipExpiry', () => {
  const now = new Date('2026-11-25T10:00:00.000Z');
  it('a new membership runs from now', () => {
    expect(membershipExpiry(null, now, 365).getTime()).toBe(now.getTime() + 365 * DAY_MS);
  });
  it('an extension keeps the days left', () => {
    const expiry = new Date(now.getTime() + 4 * DAY_MS);
    expect(membershipExpiry(expiry, now, 365).getTime()).toBe(now.getTime() + 369 * DAY_MS);
  });
  it('an expired member starts afresh', () => {
    expect(membershipExpiry(new Date(now.getTime() - 20 * DAY_MS), now, 30).getTime()).toBe(now.getTime() + 30 * DAY_MS);
  });
});
