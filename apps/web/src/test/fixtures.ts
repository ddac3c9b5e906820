import type { CashierSummary, Me, Order, Outlet, OutletProduct, User } from '@kasir/contracts';
import { ModuleType, OutletType, codeValues } from '@kasir/domain';
import { fakeToken } from './mock-api.ts';

export const ownerToken = fakeToken({ sid: 'owner-session', kind: 'owner', OwnerId: 1, UserId: null });
export const cashierToken = fakeToken({ sid: 'cashier-session', kind: 'cashier', OwnerId: 1, UserId: 11 });

export const cashierAni: User = {
  Id: 11,
  Name: 'Ani',
  Username: 'ani',
  OwnerId: 1,
  IsActive: true,
  UserRole: {
    Id: 21,
    Role: {
      Id: 31,
      Name: 'Cashier',
      RoleModuleAccesses: codeValues(ModuleType).map((ModuleId) => ({ ModuleId })),
      RoleOtherModules: [
        { OtherModuleId: 1, UsePin: false },
        // The demo cashier's screens: reservation, order history, product stock (spec §6 16, 17, 18).
        { OtherModuleId: 16, UsePin: false },
        { OtherModuleId: 17, UsePin: false },
        { OtherModuleId: 18, UsePin: false },
      ],
    },
    UserRoleOutlets: [{ OutletId: 101 }, { OutletId: 102 }],
  },
  AutomaticStartShift: false,
  StartShiftTime: null,
  AutomaticLogoutChasier: false,
};

export const meAni: Me = { Owner: { Id: 1, Name: 'Demo Owner', Username: 'owner@demo.pos' }, User: cashierAni };

export const cashierSummaries: CashierSummary[] = [
  { Id: 11, Name: 'Ani', Username: 'ani', RoleName: 'Cashier' },
  { Id: 12, Name: 'Budi', Username: 'budi', RoleName: 'Supervisor' },
];

export const outletKopiSenja: Outlet = {
  Id: 101,
  Name: 'Kopi Senja',
  Address: 'Jl. Senja No. 1',
  Telephone: '0211234567',
  TimeZone: 7,
  Type: OutletType.RESTAURANT,
  CurrencyCode: 'Rp',
  IsPrinterV2: false,
  IsSuspend: false,
  ExcludeChargeNoSales: false,
  OutletAppSetting: { PriceLevel: null },
};

export const outletGrill: Outlet = { ...outletKopiSenja, Id: 102, Name: 'Grill & Chill AYCE', Type: OutletType.ALL_YOU_CAN_EAT };

/** A menu product as GET /outletProduct answers it: category 1, no stock, add-ons or bundle unless overridden. */
export function outletProductFixture(overrides: Partial<OutletProduct> & Pick<OutletProduct, 'Id' | 'Name'>): OutletProduct {
  return {
    ProductCategoryId: 1,
    DepartmentId: null,
    SellPrice: 20000,
    LevelPrices: null,
    Quantity: null,
    IsSoldOut: false,
    TotalPendingItem: 0,
    Position: overrides.Id,
    IsBundle: false,
    OutletProductBundleId: null,
    SubProduct: [],
    ProductBundle: null,
    Product: { Image: null },
    ...overrides,
  };
}

/** Ani's Take Away order 501 at Kopi Senja, just saved: no lines, charges, payments or audits unless overridden. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    Id: 501,
    OrderNo: '20261123-0001',
    Version: 1,
    OutletId: 101,
    ShiftId: 1,
    OrderTypeId: 2,
    OrderTypeName: 'Take Away',
    OutletOrderTypeId: 12,
    OutletOrderType: null,
    AppOrderType: null,
    Status: 2,
    StepProcess: 1,
    InfoOrder: null,
    CreatedOn: '2026-11-23T02:00:00.000Z',
    UpdatedOn: '2026-11-23T02:00:00.000Z',
    BusinessDate: '2026-11-23',
    OutletAreaId: null,
    OrderTables: [],
    OutletTableIds: [],
    OrderProducts: [],
    OrderProductBundles: [],
    OrderCharges: [],
    OrderPromos: [],
    OrderTimeSessions: [],
    Pax: 1,
    EndTime: null,
    CustomerData: null,
    CustomerName: null,
    PhoneNumber: null,
    DeliveryAddress: null,
    MemberId: null,
    OrderedByName: 'Ani',
    OrderByName: 'Ani',
    CancelReason: null,
    SubTotal: 0,
    DiscountAmount: 0,
    Discount: 0,
    ChargeTotal: 0,
    Rounding: 0,
    Total: 0,
    Payments: [],
    PaidTotal: 0,
    Remaining: 0,
    Refunds: [],
    RefundedTotal: 0,
    OrderAudits: [],
    ...overrides,
  };
}
