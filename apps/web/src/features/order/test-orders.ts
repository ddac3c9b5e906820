import type { Me, Order, OrderProduct, OutletProduct, User } from '@kasir/contracts';
import { ChargeType, OrderProductStatus, OrderStatus, OtherPermission } from '@kasir/domain';
import { cashierAni, meAni, orderFixture, outletProductFixture } from '../../test/fixtures.ts';

/** Ani as the demo data has her: add order, and edit/cancel order only with a supervisor's PIN. */
export const aniWithPins: User = (() => {
  const role = cashierAni.UserRole;
  if (!role) throw new Error('fixture has a role');
  return {
    ...cashierAni,
    UserRole: {
      ...role,
      Role: {
        ...role.Role,
        RoleOtherModules: [
          { OtherModuleId: OtherPermission.ADD_ORDER, UsePin: false },
          { OtherModuleId: OtherPermission.EDIT_ORDER, UsePin: true },
          { OtherModuleId: OtherPermission.CANCEL_ORDER, UsePin: true },
        ],
      },
    },
  };
})();
export const meAniWithPins: Me = { ...meAni, User: aniWithPins };

/** Budi's rights on Ani's account: every order change without a PIN. */
export const meWithoutPins: Me = {
  ...meAni,
  User: {
    ...aniWithPins,
    UserRole: aniWithPins.UserRole && {
      ...aniWithPins.UserRole,
      Role: {
        ...aniWithPins.UserRole.Role,
        RoleOtherModules: aniWithPins.UserRole.Role.RoleOtherModules.map((grant) => ({ ...grant, UsePin: false })),
      },
    },
  },
};

export function orderProduct(overrides: Partial<OrderProduct> & Pick<OrderProduct, 'Id' | 'ProductName'>): OrderProduct {
  return {
    OrderId: 1,
    OutletProductId: 501,
    Quantity: 1,
    UnitPrice: 22000,
    Price: 22000,
    TempPrice: null,
    SellPrice: 22000,
    LevelPrices: null,
    Total: 22000,
    DiscountAmount: 0,
    Type: null,
    IsFree: false,
    Status: OrderProductStatus.CONFIRMED,
    PendingOrderProductId: null,
    IsIncludedCharge: false,
    Notes: '',
    Image: null,
    OrderSubProducts: [],
    OrderProductCharges: [],
    CreatedOn: '2026-11-23T04:00:00.000Z',
    UpdatedOn: '2026-11-23T04:00:00.000Z',
    ...overrides,
  };
}

/** Order 1 of Kopi Senja: 2 Es Kopi Susu with an Extra Shot, a Paket Sarapan, Service and PB1. */
export function dineInOrder(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    Id: 1,
    OrderNo: 'KS-231126-0001',
    Version: 3,
    ShiftId: 7,
    OrderTypeId: 1,
    OrderTypeName: 'Dine In',
    OutletOrderTypeId: 1,
    Status: OrderStatus.ORDERED,
    CreatedOn: '2026-11-23T04:00:00.000Z',
    UpdatedOn: '2026-11-23T04:05:00.000Z',
    OutletAreaId: 1,
    OrderTables: [{ OutletTableId: 3, OutletTable: { TableName: 'T3', OutletArea: { Name: 'Indoor' } } }],
    OutletTableIds: [3],
    OrderProducts: [
      orderProduct({
        Id: 11,
        ProductName: 'Es Kopi Susu',
        Quantity: 2,
        Price: 27000,
        Total: 54000,
        OrderSubProducts: [{ Id: 91, SubProductId: 61, ReferenceId: null, IsSubProduct: true, Name: 'Extra Shot', Price: 5000, BasePrice: 5000, Quantity: 1 }],
      }),
    ],
    OrderProductBundles: [
      {
        Id: 21,
        OutletProductBundleId: 801,
        ProductBundleName: 'Paket Sarapan',
        Quantity: 1,
        Price: 40000,
        Total: 40000,
        Status: OrderProductStatus.CONFIRMED,
        Notes: '',
        OutletProductBundleDetails: [
          { OutletProductId: 502, Name: 'Americano', Quantity: 1 },
          { OutletProductId: 503, Name: 'Croissant', Quantity: 1 },
        ],
      },
    ],
    OrderCharges: [
      charge(31, 'Service', 5, 4700),
      charge(32, 'PB1', 10, 9870),
    ],
    Pax: 2,
    CustomerName: 'Rina',
    SubTotal: 94000,
    ChargeTotal: 14570,
    Rounding: 30,
    Total: 108600,
    ...overrides,
  });
}

function charge(id: number, name: string, percent: number, total: number): Order['OrderCharges'][number] {
  return {
    Id: id,
    OutletChargeId: id,
    ChargeName: name,
    Type: ChargeType.PERCENTAGE,
    Amount: percent,
    TotalCharge: total,
    AddProductPrice: false,
    OutletCharge: { IncludedProductPrice: false },
    ExcludedOutletCharges: [],
  };
}

export function outletProduct(id: number, name: string, overrides: Partial<OutletProduct> = {}): OutletProduct {
  return outletProductFixture({ Id: id, Name: name, ...overrides });
}

export const menuProducts: OutletProduct[] = [
  outletProduct(501, 'Es Kopi Susu', {
    SubProduct: [
      { Id: 61, Name: 'Extra Shot', Price: 5000, Quantity: -1, IsSoldOut: false },
      { Id: 62, Name: 'Oat Milk', Price: 7000, Quantity: -1, IsSoldOut: false },
    ],
  }),
  outletProduct(502, 'Americano'),
  outletProduct(503, 'Croissant', { IsSoldOut: true }),
  outletProduct(504, 'Kentang Goreng', { Quantity: 0 }),
  outletProduct(505, 'Nasi Goreng Spesial', { SellPrice: 35000 }),
];

export const approvers = [
  { Id: 12, Name: 'Budi', Username: 'budi' },
];
