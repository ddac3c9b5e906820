import { describe, expect, it } from 'vitest';
import { ChargeDeductFrom, ChargeType, moneyFromRupiah, RoundingSetting } from '@kasir/domain';
import { priceCart } from './cart-pricing.ts';
import { CartLineKind } from './cart-types.ts';
import { cartLine } from './cart-test-lines.ts';

const line = cartLine;

describe('priceCart', () => {
  it('adds add-ons per unit, a bundle and a fixed charge', () => {
    const totals = priceCart(
      [
        line({ quantity: 2, addOns: [{ subProductId: 7, name: 'Extra Shot', price: moneyFromRupiah(5000), quantity: 1 }] }),
        line({ key: 'b', kind: CartLineKind.BUNDLE, productId: 9, name: 'Paket Sarapan', sellPrice: moneyFromRupiah(40000) }),
      ],
      {
        priceLevel: null,
        isRounded: false,
        roundingSetting: null,
        charges: [{ id: 3, type: ChargeType.NOMINAL, amount: moneyFromRupiah(2000), deductFrom: ChargeDeductFrom.SUB_TOTAL }],
      },
    );
    expect(totals.subtotal).toBe(moneyFromRupiah(2 * 27000 + 40000));
    expect(totals.grandTotal).toBe(moneyFromRupiah(2 * 27000 + 40000 + 2000));
  });

  it('uses the level price of the order type and an edited price over it', () => {
    const levelled = line({ levelPrices: { LEVEL2: moneyFromRupiah(25000) } });
    const context = { priceLevel: 2, isRounded: true, roundingSetting: RoundingSetting.HUNDRED, charges: [] };
    expect(priceCart([levelled], context).subtotal).toBe(moneyFromRupiah(25000));
    expect(priceCart([{ ...levelled, priceOverride: moneyFromRupiah(1000) }], context).subtotal).toBe(moneyFromRupiah(1000));
  });
});
