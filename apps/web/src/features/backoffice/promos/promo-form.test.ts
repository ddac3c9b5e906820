import { describe, expect, it } from 'vitest';
import { PromoBaseOn, PromoDeductFrom, PromoType } from '@kasir/domain';
import { emptyPromoForm, readPromoForm, withPromoType } from './promo-form.ts';

const base = { ...emptyPromoForm('2026-11-26', [1]), name: 'Hemat', discountValue: 10 as number | '' };

describe('promo form', () => {
  it('reads a transaction promo into the body', () => {
    const read = readPromoForm({ ...base, days: [0, 6], hours: [17, 18], minPurchase: 50_000 });
    expect(read.errors).toBeNull();
    expect(read.body).toMatchObject({ Name: 'Hemat', DiscountValue: 10, Days: [0, 6], Hours: [17, 18], MinPurchase: 50_000, MaxPurchase: null, OutletIds: [1] });
  });

  it('names every inconsistent field', () => {
    const read = readPromoForm({ ...withPromoType(base, PromoType.PRODUCT), name: ' ', discountValue: 120, endDate: '2026-11-01', minPurchase: 10, maxPurchase: 5, outletIds: [] });
    expect(read.errors).toEqual({ name: 'nameRequired', discountValue: 'percentTooHigh', endDate: 'endBeforeStart', maxPurchase: 'maxBelowMin', outletIds: 'outletRequired', targets: 'targetRequired' });
  });

  it('makes a product promo about products', () => {
    expect(withPromoType(base, PromoType.PRODUCT)).toMatchObject({ baseOn: PromoBaseOn.PRODUCT, deductFrom: PromoDeductFrom.PRODUCT });
    expect(withPromoType(withPromoType(base, PromoType.PRODUCT), PromoType.TRANSACTION)).toMatchObject({ baseOn: PromoBaseOn.PRICE, deductFrom: PromoDeductFrom.SUB_TOTAL });
  });
});
