import { describe, expect, it } from 'vitest';
import {
  ChargeDeductFrom,
  ChargeType,
  moneyFromDecimalRupiah,
  moneyFromRupiah,
  PromoBaseOn,
  PromoDeductFrom,
  PromoDiscountType,
  PromoRejection,
  PromoType,
} from '@kasir/domain';
import type { ActivePromo } from '@kasir/contracts';
import { priceCart, type CartPricingContext } from './cart-pricing.ts';
import { cartPromoOffers, toCartPromoInput } from './cart-promos.ts';
import type { CartLine } from './cart-types.ts';
import { cartLine } from './cart-test-lines.ts';

const ES_KOPI_SUSU = 1;
const KENTANG_GORENG = 2;
const PAKET_SARAPAN = 9;

const line = (overrides: Partial<CartLine>): CartLine => cartLine({ key: 'kopi', productId: ES_KOPI_SUSU, ...overrides });

const kentang = line({ key: 'kentang', productId: KENTANG_GORENG, name: 'Kentang Goreng', sellPrice: moneyFromRupiah(18000) });

/** The demo's "Diskon Kopi 10%" as GET /outletProduct/activePromo answers it (Coffee expanded to its products). */
function activePromo(overrides: Partial<ActivePromo> = {}, discount: Partial<ActivePromo['PromoDiscount']> = {}, term: Partial<ActivePromo['Term']> = {}): ActivePromo {
  return {
    Id: 5,
    PromoId: 5,
    Available: true,
    PromoType: PromoType.PRODUCT,
    BaseOn: PromoBaseOn.PRODUCT,
    DeductFrom: PromoDeductFrom.PRODUCT,
    StartsAt: '2026-01-01T00:00:00.000Z',
    EndsAt: '2027-01-01T00:00:00.000Z',
    Promo: { PromoName: 'Diskon Kopi 10%', Limit: 0, TotalUsed: 0 },
    PromoDiscount: {
      Amount: 10,
      DiscountType: PromoDiscountType.PERCENTAGE,
      MaxDiscountAmount: null,
      ProductPromoDiscounts: [{ OutletProductId: ES_KOPI_SUSU, OutletProductBundleId: null }],
      ...discount,
    },
    Term: { Name: 'Diskon Kopi 10%', MinPurchasedPrice: null, MaxPurchasedPrice: null, TermPaymentMethods: [], ...term },
    ...overrides,
  };
}

/** Take Away at Kopi Senja: Packaging Rp 2.000 fixed, no rounding. */
const takeAway: CartPricingContext = {
  priceLevel: null,
  isRounded: false,
  roundingSetting: null,
  charges: [{ id: 3, type: ChargeType.NOMINAL, amount: moneyFromRupiah(2000), deductFrom: ChargeDeductFrom.SUB_TOTAL }],
};

describe('toCartPromoInput', () => {
  it('reads a percentage, its cap in decimal rupiah, and the products and bundles the promo reaches', () => {
    const input = toCartPromoInput(
      activePromo({}, { MaxDiscountAmount: 1500.5, ProductPromoDiscounts: [{ OutletProductId: ES_KOPI_SUSU, OutletProductBundleId: null }, { OutletProductId: null, OutletProductBundleId: PAKET_SARAPAN }] }, { MinPurchasedPrice: 50000 }),
    );
    expect(input.discount).toEqual({ type: PromoDiscountType.PERCENTAGE, percent: 10, maxDiscountAmount: moneyFromDecimalRupiah(1500.5) });
    expect(input.productIds).toEqual([ES_KOPI_SUSU]);
    expect(input.bundleIds).toEqual([PAKET_SARAPAN]);
    expect(input.term).toEqual({ minPurchasedPrice: moneyFromRupiah(50000), maxPurchasedPrice: null });
  });

  it('reads a nominal amount as money', () => {
    const input = toCartPromoInput(activePromo({}, { Amount: 5000, DiscountType: PromoDiscountType.NOMINAL }));
    expect(input.discount).toEqual({ type: PromoDiscountType.NOMINAL, amount: moneyFromRupiah(5000), maxDiscountAmount: null });
  });
});

describe('cartPromoOffers', () => {
  it('offers the coffee promo on the coffee line only, with 10 % of it off and the total once it is picked', () => {
    const lines = [line({}), kentang];
    const [offer, ...others] = cartPromoOffers(lines, takeAway, [activePromo()]);
    expect(others).toEqual([]);
    expect(offer).toMatchObject({ promoId: 5, name: 'Diskon Kopi 10%', lineKeys: ['kopi'], rejection: null });
    expect(offer?.discount).toBe(moneyFromRupiah(2200));
    // 22.000 + 18.000 − 2.200 + Packaging 2.000; the cart's own Total stays without the promo.
    expect(offer?.totalWithPromo).toBe(moneyFromRupiah(39800));
    expect(priceCart(lines, takeAway).grandTotal).toBe(moneyFromRupiah(42000));
  });

  it('prices the discount before percentage charges, as the server does', () => {
    const dineIn: CartPricingContext = {
      priceLevel: null,
      isRounded: false,
      roundingSetting: null,
      charges: [{ id: 1, type: ChargeType.PERCENTAGE, percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL }],
    };
    const [offer] = cartPromoOffers([line({ quantity: 2 })], dineIn, [activePromo()]);
    expect(offer?.discount).toBe(moneyFromRupiah(4400));
    // (44.000 − 4.400) + 10 % charge on the discounted lines.
    expect(offer?.totalWithPromo).toBe(moneyFromRupiah(43560));
  });

  it('takes a nominal product promo off every unit, capped by its maximum', () => {
    const nominal = activePromo({}, { Amount: 5000, DiscountType: PromoDiscountType.NOMINAL, MaxDiscountAmount: 8000 });
    const [offer] = cartPromoOffers([line({ quantity: 2 })], takeAway, [nominal]);
    expect(offer?.discount).toBe(moneyFromRupiah(8000));
  });

  it('leaves out promos that reach no line, are unavailable or used up', () => {
    expect(cartPromoOffers([kentang], takeAway, [activePromo()])).toEqual([]);
    expect(cartPromoOffers([line({})], takeAway, [activePromo({ Available: false })])).toEqual([]);
    expect(cartPromoOffers([line({})], takeAway, [activePromo({ Promo: { PromoName: 'Diskon Kopi 10%', Limit: 3, TotalUsed: 3 } })])).toEqual([]);
    expect(cartPromoOffers([], takeAway, [activePromo()])).toEqual([]);
  });

  it('shows a promo whose minimum purchase is not reached yet with nothing off and its minimum', () => {
    const [offer] = cartPromoOffers([line({})], takeAway, [activePromo({}, {}, { MinPurchasedPrice: 50000 })]);
    expect(offer).toMatchObject({ rejection: PromoRejection.BELOW_MINIMUM_PURCHASE, minPurchase: moneyFromRupiah(50000) });
    expect(offer?.discount).toBe(moneyFromRupiah(0));
    expect(offer?.totalWithPromo).toBe(moneyFromRupiah(24000));
  });
});
