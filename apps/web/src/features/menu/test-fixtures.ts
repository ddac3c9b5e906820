import type { ActivePromo, Order, OutletCharge, OutletOrderType, OutletProduct, ProductCategory } from '@kasir/contracts';
import { orderFixture, outletProductFixture } from '../../test/fixtures.ts';

/** Menu wire answers shaped like Kopi Senja's demo menu (DEMO-DATA.md), for component tests. */
export const categories: ProductCategory[] = [
  { Id: 1, Name: 'Coffee', Position: 1, DepartmentId: null, Department: null },
  { Id: 3, Name: 'Food', Position: 3, DepartmentId: null, Department: null },
];

const extraShot = { Id: 71, Name: 'Extra Shot', Price: 5000, Quantity: -1, IsSoldOut: false };
const oatMilk = { Id: 72, Name: 'Oat Milk', Price: 7000, Quantity: 0, IsSoldOut: false };

function product(overrides: Partial<OutletProduct> & Pick<OutletProduct, 'Id' | 'Name' | 'SellPrice'>): OutletProduct {
  return outletProductFixture(overrides);
}

export const products: OutletProduct[] = [
  product({ Id: 1, Name: 'Es Kopi Susu', SellPrice: 22000, SubProduct: [extraShot, oatMilk], LevelPrices: { LEVEL2: 24000 } }),
  product({ Id: 2, Name: 'Americano', SellPrice: 20000, SubProduct: [extraShot] }),
  product({ Id: 3, Name: 'Nasi Goreng Spesial', SellPrice: 35000, ProductCategoryId: 3, Quantity: 5 }),
  product({ Id: 4, Name: 'Croissant', SellPrice: 18000, ProductCategoryId: 3, IsSoldOut: true }),
  product({
    Id: 9,
    Name: 'Paket Sarapan',
    SellPrice: 35000,
    ProductCategoryId: 3,
    IsBundle: true,
    OutletProductBundleId: 9,
    ProductBundle: {
      Id: 9,
      Name: 'Paket Sarapan',
      ProductCategoryId: 3,
      Price: 35000,
      IsSoldOut: false,
      OutletProductBundleDetails: [
        { Id: 1, OutletProductId: 2, Quantity: 1, OutletProduct: { Id: 2, Name: 'Americano' } },
        { Id: 2, OutletProductId: 4, Quantity: 1, OutletProduct: { Id: 4, Name: 'Croissant' } },
      ],
    },
  }),
];

export const orderTypes: OutletOrderType[] = [
  {
    Id: 11,
    Name: 'Dine In',
    OrderTypeId: 1,
    OrderType: { Id: 1, Name: 'Dine In', ImageId: null },
    PriceLevel: 2,
    IsRounded: true,
    Position: 1,
    OutletOrderTypeCharges: [{ OutletChargeId: 21 }, { OutletChargeId: 22 }],
  },
  {
    Id: 12,
    Name: 'Take Away',
    OrderTypeId: 2,
    OrderType: { Id: 2, Name: 'Take Away', ImageId: null },
    PriceLevel: null,
    IsRounded: false,
    Position: 2,
    OutletOrderTypeCharges: [{ OutletChargeId: 23 }],
  },
  {
    Id: 13,
    Name: 'Delivery',
    OrderTypeId: 3,
    OrderType: { Id: 3, Name: 'Delivery', ImageId: null },
    PriceLevel: null,
    IsRounded: false,
    Position: 3,
    OutletOrderTypeCharges: [],
  },
];

const charge = (Id: number, Name: string, Type: number, Amount: number): OutletCharge => ({
  Id,
  Name,
  IsActive: true,
  Charge: { AddProductPrice: false, Type, Amount, IncludedProductPrice: false, DeductFrom: 2 },
});
export const charges: OutletCharge[] = [charge(21, 'Service', 1, 5), charge(22, 'PB1', 1, 10), charge(23, 'Packaging', 2, 2000)];

export const promos: ActivePromo[] = [
  {
    Id: 31,
    PromoId: 31,
    Available: true,
    PromoType: 1,
    BaseOn: 1,
    DeductFrom: 3,
    StartsAt: '2026-01-01T00:00:00.000Z',
    EndsAt: '2027-01-01T00:00:00.000Z',
    Promo: { PromoName: 'Diskon Kopi 10%', Limit: 0, TotalUsed: 0 },
    PromoDiscount: {
      Amount: 10,
      DiscountType: 1,
      MaxDiscountAmount: null,
      ProductPromoDiscounts: [
        { OutletProductId: 1, OutletProductBundleId: null },
        { OutletProductId: 2, OutletProductBundleId: null },
      ],
    },
    Term: { Name: '', MinPurchasedPrice: null, MaxPurchasedPrice: null, TermPaymentMethods: [] },
  },
];

/** The order the menu page's save answers with (a Take Away order, nothing on it yet). */
export function savedOrder(overrides: Partial<Order> = {}): Order {
  return orderFixture(overrides);
}
