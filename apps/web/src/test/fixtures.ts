import type { CashierSummary, Me, Outlet, User } from '@kasir/contracts';
import { OutletType } from '@kasir/domain';
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
    Role: { Id: 31, Name: 'Cashier', RoleModuleAccesses: [{ ModuleId: 4 }], RoleOtherModules: [{ OtherModuleId: 1, UsePin: false }] },
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
